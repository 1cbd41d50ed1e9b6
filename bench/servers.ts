import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { HALLS } from '@campus/contract';
import { eq } from 'drizzle-orm';
import { openDatabase, type DatabaseTarget } from '../apps/api/src/db/client';
import { createScratchDatabase } from '../apps/api/src/db/scratch-database';
import { seedDemoCatalog, seedDemoOwners, seedDemoShopper, seedLargeCatalog } from '../apps/api/src/db/seed';
import { createFileStorage } from '../apps/api/src/modules/storage/create-file-storage';
import { shopMembers, shops } from '../apps/api/src/db/schema';
import { hashPassword } from '../apps/api/src/modules/auth/password';
import { TokenService } from '../apps/api/src/modules/auth/token.service';
import { UsersRepository } from '../apps/api/src/modules/users/users.repository';
import { tokenSigningKey } from '../apps/api/src/secrets';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const JWT_SECRET = randomBytes(48).toString('base64url');

/** Where a benchmarked server keeps its data: a PGlite directory or a PostgreSQL database made for the run. */
export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  env: Record<string, string>;
  /** Session tokens of shoppers made for the run (one per load connection). */
  tokens: string[];
  /** A session token of each demo shop's owner, by the shop's slug (the shop console's calls). */
  ownerTokens: Map<string, string>;
  drop(): Promise<void>;
}

/** Creates, migrates and seeds a database (demo catalog, `products` products in all) with `shoppers` signed-in shoppers. */
export async function prepareDatabase(
  kind: 'pglite' | 'postgres',
  options: { products?: number; shoppers: number },
): Promise<BenchDatabase> {
  let target: DatabaseTarget;
  let env: Record<string, string>;
  let dataDir: string;
  let drop: () => Promise<void>;
  if (kind === 'pglite') {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-market-bench-'));
    target = { kind: 'pglite', dataDir };
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    drop = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  } else {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) throw new Error('DATABASE_URL is not set');
    const scratch = await createScratchDatabase(adminUrl, 'campus_bench');
    target = { kind: 'postgres', url: scratch.url };
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-market-bench-pg-'));
    env = { DATA_DIR: dataDir, DATABASE_URL: scratch.url };
    drop = async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await scratch.drop();
    };
  }
  const handle = await openDatabase(target);
  const tokens: string[] = [];
  const ownerTokens = new Map<string, string>();
  try {
    // The pictures go to DATA_DIR/uploads, where the bench's server reads them (decision 122).
    const storage = await createFileStorage({ dataDir });
    await seedDemoCatalog(handle.db, storage);
    await seedDemoShopper(handle.db);
    await seedDemoOwners(handle.db);
    if (options.products) await seedLargeCatalog(handle.db, storage, options.products);
    const users = new UsersRepository(handle.db);
    const signer = new TokenService(tokenSigningKey(JWT_SECRET));
    const passwordHash = await hashPassword('Bench@2024');
    for (let i = 0; i < options.shoppers; i++) {
      const user = await users.insert({
        fullName: `Bench${i} Shopper`,
        phone: `0709${String(i).padStart(7, '0')}`,
        email: `bench${i}@bench.test`,
        hall: HALLS[i % HALLS.length] ?? 'Bethel',
        passwordHash,
      });
      tokens.push(await signer.sign(user));
    }
    const owners = await handle.db
      .select({ slug: shops.slug, userId: shopMembers.userId })
      .from(shopMembers)
      .innerJoin(shops, eq(shops.id, shopMembers.shopId))
      .where(eq(shopMembers.role, 'owner'));
    for (const owner of owners) {
      const user = await users.findById(owner.userId);
      if (user) ownerTokens.set(owner.slug, await signer.sign(user));
    }
  } finally {
    await handle.close();
  }
  return { kind, env, tokens, ownerTokens, drop };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Sends a signal to a server's process group; never without a pid, for group 0 would be the bench's own. */
function signalGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

export interface RunningServer {
  url: string;
  pid: number;
  /** Milliseconds from spawn to the first 200 of `readyPath`. */
  readyMs: number;
  /** What the server printed so far (its warnings and errors at LOG_LEVEL=warn), for a run that fails. */
  output(): string;
  stop(): Promise<void>;
}

/** Spawns a server (on CPU 0 when pinning) and waits for its readiness URL. */
export async function startProcess(
  command: string,
  args: string[],
  options: { env: Record<string, string>; readyPath: string; pin: boolean },
): Promise<RunningServer> {
  const port = await freePort();
  const started = performance.now();
  const [file, argv] = options.pin ? ['taskset', ['-c', '0', command, ...args]] : [command, args];
  const child: ChildProcess = spawn(file, argv, {
    cwd: ROOT,
    env: { ...process.env, ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping it also stops what it spawned (npm start runs node under a shell).
    detached: true,
  });
  // In its own group it would outlive an interrupted bench, still on CPU 0 under the next run's load.
  const stopGroupAtExit = () => signalGroup(child.pid, 'SIGTERM');
  process.once('exit', stopGroupAtExit);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${url}${options.readyPath}`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000) throw new Error(`${command} did not become ready:\n${output}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  const readyMs = performance.now() - started;
  return {
    url,
    pid: child.pid ?? 0,
    readyMs,
    output: () => output,
    stop: async () => {
      process.off('exit', stopGroupAtExit);
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        signalGroup(child.pid, 'SIGTERM');
        await exited;
      }
      // Until every process of the group is gone (PGlite's data directory is unlocked at exit).
      while (groupAlive(child.pid ?? 0)) await new Promise((r) => setTimeout(r, 50));
    },
  };
}

/** The store's server in production mode on a prepared database: the bundle `npm start` runs (bench/run.mjs builds it). */
export function startStore(database: BenchDatabase, pin: boolean, extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  return startProcess(process.execPath, ['apps/api/dist/server.mjs'], {
    env: {
      NODE_ENV: 'production',
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      // A demo market on purpose: the prepared database has the demo logins, which production refuses otherwise (decision 078).
      SEED: 'demo',
      PAYMENT_PROVIDER: 'sandbox',
      PUBLIC_URL: 'http://localhost',
      SMTP_URL: '',
      ...database.env,
      ...extraEnv,
    },
    readyPath: '/api/v1/readyz',
    pin,
  });
}

export function startHelloWorld(pin: boolean): Promise<RunningServer> {
  return startProcess(process.execPath, ['bench/hello.mjs'], { env: {}, readyPath: '/', pin });
}

/** Resident memory of a process and its children (taskset execs, so the pid is the server's), in MB. */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}
