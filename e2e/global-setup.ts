import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/** A shopper created before the server starts, with a valid session token. */
export interface E2EShopper {
  id: string;
  fullName: string;
  phone: string;
  email: string;
  hall: string;
  password: string;
  token: string;
}

/** The bundled server that `npm start` runs (scripts/server-build.mjs, decision 017): the journeys test what ships. */
export const SERVER_BUNDLE = 'apps/api/dist/server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    /** 65 shoppers: 0–4 cart, 5–9 checkout, 10–14 browse/search, 15–19 accounts, 20–24 a11y/perf, 25–29 journeys, 30–31 orders, 32 marketplace money, 33 acceptance deadline, 34 shop pause; 35–59 handed out to the features of wave 3 session 3 (see each file); 60–64 signed-in pages painted by the server (server-rendering). */
    shoppers: E2EShopper[];
    /** The market's operator (as `npm run operator` makes one), for the operator's console journey (admin.e2e.test.ts). */
    operator: E2EShopper;
  }
}

const SHOPPER_PASSWORD = 'Shopper@2024';

/** Seeds the data directory and creates the e2e shoppers before the server owns it (PGlite allows one process). */
async function prepareDataDir(dataDir: string): Promise<{ shoppers: E2EShopper[]; operator: E2EShopper }> {
  const { openDatabase } = await import('../apps/api/src/db/client');
  const { seedDemoCatalog, seedDemoOwners, seedDemoShopper } = await import('../apps/api/src/db/seed');
  const { resolveJwtSecret, tokenSigningKey } = await import('../apps/api/src/secrets');
  const { TokenService } = await import('../apps/api/src/modules/auth/token.service');
  const { UsersRepository } = await import('../apps/api/src/modules/users/users.repository');
  const { hashPassword } = await import('../apps/api/src/modules/auth/password');
  const { HALLS } = await import('@campus/contract');
  const { setOperator } = await import('../apps/api/src/db/operator');
  const { createFileStorage } = await import('../apps/api/src/modules/storage/create-file-storage');
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    // The demo's pictures go to DATA_DIR/uploads, where the server reads them (decision 122).
    await seedDemoCatalog(handle.db, await createFileStorage({ dataDir }));
    await seedDemoShopper(handle.db);
    // The consoles' journeys sign in as the README's demo owners (0803000nnnn, Owner@2024).
    await seedDemoOwners(handle.db);
    const tokens = new TokenService(tokenSigningKey(resolveJwtSecret(undefined, dataDir)));
    const users = new UsersRepository(handle.db);
    const passwordHash = await hashPassword(SHOPPER_PASSWORD);
    const shoppers: E2EShopper[] = [];
    for (let i = 0; i < 65; i++) {
      const user = await users.insert({
        fullName: `Shopper${i} Tester`,
        phone: `0701${String(i).padStart(7, '0')}`,
        email: `shopper${i}@e2e.test`,
        hall: HALLS[i % HALLS.length] ?? 'Bethel',
        passwordHash,
      });
      shoppers.push({
        id: user.id,
        fullName: user.fullName,
        phone: user.phone,
        email: user.email,
        hall: user.hall,
        password: SHOPPER_PASSWORD,
        token: await tokens.sign(user),
      });
    }
    const operatorUser = await users.insert({
      fullName: 'Ola Operator',
      phone: '07020000001',
      email: 'operator@e2e.test',
      hall: HALLS[0] ?? 'Bethel',
      passwordHash,
    });
    await setOperator(handle.db, operatorUser.phone, true);
    const operator: E2EShopper = {
      id: operatorUser.id,
      fullName: operatorUser.fullName,
      phone: operatorUser.phone,
      email: operatorUser.email,
      hall: operatorUser.hall,
      password: SHOPPER_PASSWORD,
      token: await tokens.sign(operatorUser),
    };
    return { shoppers, operator };
  } finally {
    await handle.close();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/v1/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become ready:\n${log()}`);
}

/** Starts the real server (built SPA + API, demo data, sandbox payments) on a free port for the browser journeys. */
export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '..');
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) throw new Error('Build the web app first (npm test does).');
  // Bundles the server again when a source is newer than the bundle, as `npm start` does.
  execFileSync(process.execPath, ['scripts/server-build.mjs'], { cwd: root, stdio: 'inherit' });
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-market-e2e-'));
  const { shoppers, operator } = await prepareDataDir(dataDir);
  let output = '';
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'test',
      // The journeys read recovery codes from the dev outbox, to this machine only (issue 18).
      DEV_TOOLS: '1',
      LOG_LEVEL: 'warn',
      PAYMENT_PROVIDER: 'sandbox',
      SMTP_URL: '',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const baseURL = `http://127.0.0.1:${port}`;
  await waitUntilReady(baseURL, child, () => output);
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  project.provide('shoppers', shoppers);
  project.provide('operator', operator);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
