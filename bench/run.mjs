import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { ensureServerBuild } from '../scripts/server-build.mjs';
import { ensureWebBuild } from '../scripts/web-build.mjs';

/**
 * `npm run bench`: figures, never pass/fail (DESIGN §10). The load generator (this process) runs on
 * CPU 1 and every server it starts on CPU 0 (`taskset`), so they do not steal each other's core; the
 * Lighthouse audits (and their Chromium) have every CPU, as Lighthouse asks (decision 070).
 * Options: --only api,journey,scale,events,web,start · BENCH_DURATION (s per endpoint, default 10) ·
 * JOURNEY_DURATION (s, default 60) · DATABASE_URL adds the PostgreSQL runs · BENCH_PIN=0 pins nothing.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
// Inside the pinned re-run this process sees one CPU: the decision was made by the parent.
// BENCH_PIN=0 pins nothing: the servers share both cores with the load.
const canPin =
  process.env.BENCH_PINNED === '1' ||
  (process.env.BENCH_PIN !== '0' && os.availableParallelism() >= 2 && spawnSync('taskset', ['-V']).status === 0);
if (canPin && process.env.BENCH_PINNED !== '1') {
  const run = spawnSync('taskset', ['-c', '1', process.execPath, path.join(here, 'run.mjs'), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_PINNED: '1' },
  });
  process.exit(run.status ?? 1);
}
ensureWebBuild();
await ensureServerBuild();
register();
const { main } = await import('./main.ts');
await main({ pinned: canPin, args: process.argv.slice(2) });
