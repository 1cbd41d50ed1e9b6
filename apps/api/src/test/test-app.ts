import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { composeApp, type AppDeps } from '../app';
import type { AppConfig } from '../config';
import type { Container } from '../container';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createScratchDatabase } from '../db/scratch-database';
import { createFileStorage } from '../modules/storage/create-file-storage';
import { hashPassword } from '../modules/auth/password';
import type { UserRow } from '../modules/users/users.repository';
import { pgliteImageFrom, storeSeedPictures, testDatabaseSources } from './test-database-sources';

/** Which database the API suite runs on: PGlite by default, PostgreSQL when TEST_DATABASE=postgres. */
export const testDatabaseKind = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    env: 'test',
    production: false,
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(os.tmpdir(), `campus-market-test-${process.pid}-${randomBytes(4).toString('hex')}`),
    databaseUrl: undefined,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    payment: {
      provider: 'sandbox',
      secretKey: 'sk_test_sandbox_key_for_tests',
      publicKey: 'pk_test_sandbox',
      baseUrl: 'https://api.paystack.co',
    },
    publicUrl: 'http://127.0.0.1:3000',
    smtpUrl: undefined,
    mailFrom: 'Campus Market <no-reply@campusmarket.test>',
    supportPhone: '2348012345678',
    logLevel: 'silent',
    seed: 'never',
    webDist: undefined,
    trustProxy: false,
    devTools: true,
    apiDocs: true,
    ...overrides,
  };
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database dropped on close. `seeded` starts it with
 * the demo catalog's rows (their pictures are the caller's: createTestApp stores them). Both are copies of what the
 * suite's global setup made once (test-databases-setup.ts).
 */
export async function openTestDatabase(options: { seeded?: boolean } = {}): Promise<DatabaseHandle> {
  const sources = testDatabaseSources();
  if (testDatabaseKind === 'pglite') {
    return openDatabase({
      kind: 'pglite-memory',
      image: await pgliteImageFrom(options.seeded ? sources.seededImage : sources.migratedImage),
      small: true,
    });
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
  const templates = sources.postgresTemplates;
  if (!templates) throw new Error('TEST_DATABASE=postgres: the global setup made no template databases');
  const scratch = await createScratchDatabase(adminUrl, `cm_test_${process.pid}`, options.seeded ? templates.seeded : templates.migrated);
  let dropping = false;
  const handle = await openDatabase({
    kind: 'postgres',
    url: scratch.url,
    // pool.end() resolves before every socket has closed, so DROP … WITH (FORCE) may still end one of ours: expected.
    // Any other lost connection during a test is reported as the server would report it.
    onConnectionLost: (error) => {
      if (!dropping) console.error(`PostgreSQL closed an idle connection: ${error.message}`);
    },
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      dropping = true;
      await scratch.drop();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  /** The services the app's modules were built from (a test reads the outbox or flushes the sandbox through it). */
  container: Container;
  database: DatabaseHandle;
  config: AppConfig;
  close(): Promise<void>;
}

/** Boots the whole app on a fresh database (CONVENTIONS 7); `seed` adds the demo catalog. */
export async function createTestApp(
  options: { seed?: boolean; config?: Partial<AppConfig>; now?: () => Date; logger?: AppDeps['logger'] } = {},
): Promise<TestApp> {
  const database = await openTestDatabase({ seeded: options.seed });
  const config = testConfig(options.config);
  // The demo's pictures go where this app's storage reads them (decision 122).
  if (options.seed) await storeSeedPictures(await createFileStorage(config), testDatabaseSources().pictures);
  const app = await buildTestApp({ config, database, now: options.now, logger: options.logger ?? false });
  const container = containerOf(app);
  await app.ready();
  return {
    app,
    container,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      // The seed's pictures are ~15 MB: a data directory made here goes with its app.
      if (!options.config?.dataDir) await fs.rm(config.dataDir, { recursive: true, force: true });
    },
  };
}

const containers = new WeakMap<FastifyInstance, Container>();

/** buildApp for tests that boot the app themselves (a restart on the same database): its container stays reachable. */
export async function buildTestApp(deps: AppDeps): Promise<FastifyInstance> {
  const { app, container } = await composeApp(deps);
  containers.set(app, container);
  return app;
}

/** The container of an app made by createTestApp or buildTestApp. */
export function containerOf(app: FastifyInstance): Container {
  const container = containers.get(app);
  if (!container) throw new Error('containerOf: this app was not made by createTestApp or buildTestApp');
  return container;
}

/** Inserts a shopper directly and returns it with a valid bearer token (for modules that need a signed-in user). */
export async function createTestUser(
  app: FastifyInstance,
  overrides: Partial<Pick<UserRow, 'fullName' | 'phone' | 'email' | 'hall' | 'emailVerifiedAt'>> & { password?: string } = {},
): Promise<{ user: UserRow; token: string; password: string; auth: { authorization: string } }> {
  const unique = String(randomInt(100_000_000, 1_000_000_000));
  const password = overrides.password ?? 'Passw0rd!';
  const { users, tokens } = containerOf(app);
  const user = await users.insert({
    fullName: overrides.fullName ?? 'Test Shopper',
    phone: overrides.phone ?? `08${unique}`,
    email: overrides.email ?? `shopper-${unique}@example.com`,
    hall: overrides.hall ?? 'Queen Esther',
    // A test account has proven its address unless the test says otherwise (`emailVerifiedAt: null`).
    emailVerifiedAt: overrides.emailVerifiedAt === undefined ? new Date() : overrides.emailVerifiedAt,
    passwordHash: await hashPassword(password),
  });
  const token = await tokens.sign(user);
  return { user, token, password, auth: { authorization: `Bearer ${token}` } };
}
