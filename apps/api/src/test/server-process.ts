import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** The repository's root: servers are started from it, as a person starts them. */
export const ROOT = path.resolve(import.meta.dirname, '../../../..');
/**
 * The bundled server `npm start` runs (decision 017): the process tests start what ships, and it starts in a fraction of
 * the source's time under tsx, which transpiles every module at each start.
 */
export const SERVER_BUNDLE = path.join(ROOT, 'apps/api/dist/server.mjs');

/** Bundles the server when it is missing or stale (scripts/server-build.mjs), as `npm start` does. */
export function ensureServerBundle(): void {
  execFileSync(process.execPath, ['scripts/server-build.mjs'], { cwd: ROOT, stdio: 'ignore' });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A server in a process of its own, for the tests that need real processes (locks, crashes, several instances). */
export interface ServerProcess {
  port: number;
  url: string;
  child: ChildProcess;
  /** What it printed so far, stdout and stderr. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Spawns the server (`args` after node: the bundle and its flags) on `port`, in test mode with warnings logged; `env` on top. */
export function spawnServer(args: string[], port: number, env: Record<string, string>): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { port, url: `http://127.0.0.1:${port}`, child, output: () => output, exited };
}

/** Resolves once the server answers readyz; throws with its output if it exits first. */
export async function untilReady(server: ServerProcess): Promise<void> {
  for (;;) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) throw new Error(`the server exited:\n${server.output()}`);
    const ready = await fetch(`${server.url}/api/v1/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** SIGTERM, then the exit. */
export async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  await server.exited;
}
