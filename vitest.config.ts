import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Projects: unit (pure rules, components), api (whole server on a fresh database per file), e2e (Chromium), commands (the README's commands, run as a person runs them),
 * smoke (the older Node's short check, run by .ci/run only).
 *
 * At least two workers for unit, web and api: Vitest's default in a run is one worker fewer than the cores, which is one on
 * a two-core machine, while these files mostly wait on a database or on imports. Measured on two cores, quiet:
 * unit+web 57 s → 34 s, api on PGlite 300 s → 205 s, api on PostgreSQL 167 s → 101 s.
 */
const AT_LEAST_TWO_WORKERS = Math.max(2, availableParallelism() - 1);

/**
 * On PostgreSQL the API files wait on the database's own processes as much as they run: one worker more than the
 * cores. Measured on two cores, quiet (decision 156): 2 workers 133 s, 3 workers 115 s, 4 workers 112 s.
 */
const API_WORKERS = process.env.TEST_DATABASE === 'postgres' ? availableParallelism() + 1 : AT_LEAST_TWO_WORKERS;

/**
 * Unit, web and API files run in their worker's one module graph and environment (the API files since decision 066,
 * unit and web since 156). For unit and web, a fresh jsdom and a fresh import of React and the app per file was most
 * of those projects' time. Measured on two cores, quiet: web 42 s → 6 s, unit 15 s → 7 s, every test passing, also
 * with the files in three shuffled orders.
 */
const ISOLATE_FILES = false;

/**
 * Browser journeys at once: one unless E2E_FILES_AT_ONCE says more. `npm test` runs the files that share
 * nothing two at a time and the rest one at a time (scripts/test.mjs, decision 077).
 */
const E2E_FILES_AT_ONCE = Math.max(1, Number(process.env.E2E_FILES_AT_ONCE) || 1);

/** Encodes the demo catalog's drawings into their cache before the servers and test apps seed (decision 122). */
const DRAWN_PICTURES_SETUP = 'apps/api/src/test/drawn-pictures-setup.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/api/src/**/*.unit.test.ts', 'apps/web/server/**/*.unit.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          maxWorkers: AT_LEAST_TWO_WORKERS,
          isolate: ISOLATE_FILES,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'sw/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['src/testing/setup.ts'],
          // As long as a person waits (src/testing/setup.ts): Vitest's 5 s would end a findBy that a busy machine still answers.
          testTimeout: 20_000,
          maxWorkers: AT_LEAST_TWO_WORKERS,
          isolate: ISOLATE_FILES,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.api.test.ts', 'apps/web/server/**/*.api.test.ts'],
          environment: 'node',
          // The test databases (migrated, seeded) and the seed's pictures are made once per run (decision 143).
          globalSetup: ['apps/api/src/test/test-databases-setup.ts'],
          maxWorkers: API_WORKERS,
          // Each file composes its own app on its own database, so the modules can be imported once per worker
          // (measured: PGlite leg 205 s → 143 s, PostgreSQL leg 101 s → 55 s; with PGlite opening copies of one
          // migrated image, test-app.ts, the PGlite leg then takes 73 s).
          isolate: ISOLATE_FILES,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: E2E_FILES_AT_ONCE > 1,
          maxWorkers: E2E_FILES_AT_ONCE,
          // On CI a journey that fails is run once more, and the report lists it as retried: three journeys missed a
          // step once in one full run and passed alone (closing note of wave 3 session 1). A real failure fails twice.
          retry: process.env.CI ? 1 : 0,
          // expect.poll gives up after 1 s by default: a console page's first load on a busy 2-core CI machine can take
          // longer (seller-catalog's toggle failed twice so in one run and passed alone), so journeys wait as long as a person.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: {
          name: 'commands',
          include: ['scripts/**/*.commands.test.ts'],
          environment: 'node',
          globalSetup: [DRAWN_PICTURES_SETUP],
          testTimeout: 300_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // Not in `npm test`: .ci/run runs it on Node 22 after the suite on Node 24 (decision 076).
        test: {
          name: 'smoke',
          include: ['scripts/**/*.smoke.test.ts'],
          environment: 'node',
          globalSetup: [DRAWN_PICTURES_SETUP],
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
