import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveBin } from './resolve-bin.mjs';

/**
 * `npm run dev`: the API on API_PORT (default 3001), restarting when a source changes (tsx watch), and
 * Vite on WEB_PORT (default 3000) proxying /api, /media and /sandbox to it. Each tool is found by Node's
 * module resolution from its workspace, wherever npm installed it (issue 24). Ctrl-C, SIGTERM or the
 * end of either tool or of the npm that started it stops both; this process exits once both are gone.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.WEB_PORT ?? '3000';

const children = [
  spawn(process.execPath, [resolveBin('tsx', path.join(root, 'apps/api')), 'watch', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    // DEV_TOOLS=1: the outbox API, /test-panel's data and codes in the log, to this machine only (issue 18).
    env: { DEV_TOOLS: '1', ...process.env, PORT: apiPort },
  }),
  // 127.0.0.1, not localhost: the API listens on IPv4, and localhost may resolve to ::1 first.
  spawn(process.execPath, [resolveBin('vite', path.join(root, 'apps/web')), '--port', webPort, '--strictPort'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, API_URL: `http://127.0.0.1:${apiPort}` },
  }),
];

let stopping = false;
/** Asks every tool still running to stop; the exit handlers below end this process when the last one is gone. */
function stop(code) {
  if (!stopping) process.exitCode = code;
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));
// npm answers a SIGTERM of its own by exiting without passing it on (its shell goes with it): a parent
// gone means whoever ran `npm run dev` wants it over, so the tools stop rather than live on as orphans.
const parent = process.ppid;
setInterval(() => !stopping && process.ppid !== parent && stop(0), 500).unref();
for (const child of children)
  child.on('exit', (code, signal) => {
    // A tool that ends by itself ends the session, with its failure.
    if (!stopping) stop(code || (signal ? 1 : 0));
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit();
  });
