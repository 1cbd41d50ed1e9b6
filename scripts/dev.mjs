import { spawn } from 'node:child_process';

/** `npm run dev`: the API on :3001 (restarting on change) and Vite on :3000 proxying /api to it. */
const children = [
  spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'watch', 'apps/api/src/server.ts'], {
    stdio: 'inherit',
    // DEV_TOOLS=1: the outbox API, /test-panel's data and codes in the log, to this machine only (issue 18).
    env: { DEV_TOOLS: '1', ...process.env, PORT: process.env.API_PORT ?? '3001' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], {
    stdio: 'inherit',
    cwd: 'apps/web',
    env: { ...process.env, API_URL: `http://localhost:${process.env.API_PORT ?? '3001'}` },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
