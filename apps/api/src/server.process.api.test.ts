import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from './test/test-app';

const root = path.resolve(import.meta.dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(dataDir: string, port: number): Started {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function ready(port: number, started: Started): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (started.child.exitCode !== null) throw new Error(`server exited: ${started.output()}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/v1/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not ready: ${started.output()}`);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-process-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// The embedded database's one-process rule and crash safety; PostgreSQL runs have nothing to add here.
describe.skipIf(testDatabaseKind !== 'pglite')('the server process on the embedded database', () => {
  it('refuses a second process on the same data directory, and keeps the data after SIGKILL', { timeout: 180_000 }, async () => {
    const port = await freePort();
    const first = startServer(dataDir, port);
    await ready(port, first);
    const before = await (await fetch(`http://127.0.0.1:${port}/api/v1/categories`)).json();

    const second = startServer(dataDir, await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is in use by another Campus Market process');

    first.child.kill('SIGKILL');
    await first.exited;

    const port2 = await freePort();
    const again = startServer(dataDir, port2);
    await ready(port2, again);
    const after = await (await fetch(`http://127.0.0.1:${port2}/api/v1/categories`)).json();
    expect(after).toEqual(before);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    // A clean shutdown releases the lock.
    expect(fs.existsSync(path.join(dataDir, 'campus-market.lock'))).toBe(false);
  });
});
