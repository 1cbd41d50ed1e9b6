import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  killMarked,
  portClosed,
  remainingAfter,
  ROOT,
  runCommand,
  runToEnd,
  temporaryDir,
  waitForOk,
  type CommandRun,
} from './command-run';

/**
 * The built server is the tested server (issue 34, decisions 045 and 079): `npm run build` once, the built tree
 * copied and installed as the README says (`npm ci --omit=dev`), then `npm start`, `npm run migrate`, `seed` and
 * `operator` from that tree with NODE_ENV=production: no tsx, no sources, no build tool.
 */
const copy = temporaryDir('built-tree');
const markers: string[] = [];
const PRODUCTION = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  JWT_SECRET: 'a-production-secret-for-this-test-only-0123456789',
  PAYMENT_PROVIDER: 'sandbox',
  // Required in production: mailed links come from it, never a request's Host (decision 086).
  PUBLIC_URL: 'http://127.0.0.1',
};

/** The README's first demo owner login, which a live market must not open with. */
const DEMO_OWNER_LOGIN = { phone_number: '08030000001', password: 'Owner@2024' };
/** A 24×16 PNG (apps/api/src/test/test-images.ts): the picture uploaded. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAYAAAAMJL+VAAAASElEQVR4AeSSsQkAIAwEQ1YQBPdwJaewdlYrZ9AVrknhJ3DdQ/jjvY5+I3ELPsEHexYjULOCimh1mhNU1NYxQmJFtDrN/b+iBwAA//8fAKb2AAAABklEQVQDAD/+RnEgUXRqAAAAAElFTkSuQmCC',
  'base64',
);

/** A new empty PostgreSQL database on the local server (or DATABASE_URL's), with the way to drop it. */
async function scratchDatabase(): Promise<{ url: string; pool: pg.Pool; drop(): Promise<void> }> {
  const admin = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  const name = `cm_production_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  return {
    url: url.toString(),
    pool,
    drop: async () => {
      await pool.end();
      await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Runs an npm script of the production tree to its end. */
async function inCopy(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const run = await runToEnd('npm', args, { cwd: copy, env: { ...PRODUCTION, ...env }, timeoutMs: 120_000 });
  markers.push(run.marker);
  return run;
}

/** `npm start` in the production tree on a free port; resolves once readyz answers 2xx. */
async function startCopy(env: Record<string, string>): Promise<{ run: CommandRun; port: number; base: string }> {
  const port = await freePort();
  const run = runCommand('npm', ['start'], { cwd: copy, env: { ...PRODUCTION, PORT: String(port), ...env } });
  markers.push(run.marker);
  const base = `http://127.0.0.1:${port}`;
  await waitForOk(`${base}/api/v1/readyz`, run, 120_000);
  return { run, port, base };
}

/** What a container runtime does to PID 1: SIGTERM to npm alone, not its group; then nothing may be left, the port free. */
async function stopLikeAContainer(started: { run: CommandRun; port: number }): Promise<void> {
  const sent = Date.now();
  started.run.signal('SIGTERM', 'process');
  const exit = await started.run.exited;
  expect(exit.code, started.run.output()).toBe(0);
  expect(await remainingAfter(started.run.marker, 10_000 - (Date.now() - sent))).toEqual([]);
  expect(Date.now() - sent).toBeLessThan(10_000);
  expect(await portClosed(started.port)).toBe(true);
}

/** The lines a command printed itself, without npm's header (`> campus-market@… start`, `> exec node …`). */
const ownLines = (output: string) => output.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('>'));

describe('npm run build, then the production tree without dev dependencies', () => {
  beforeAll(async () => {
    const build = await runToEnd('npm', ['run', 'build'], { timeoutMs: 300_000 });
    markers.push(build.marker);
    expect(build.code, build.output).toBe(0);

    // The built tree as a deploy ships it: manifests, lock, the two builds and the scripts that run them, nothing else.
    for (const file of [
      'package.json',
      'package-lock.json',
      'apps/api/package.json',
      'apps/web/package.json',
      'packages/contract/package.json',
      'scripts/start.mjs',
      'scripts/command.mjs',
      'scripts/server-bundle-path.mjs',
    ])
      fs.cpSync(path.join(ROOT, file), path.join(copy, file));
    for (const dir of ['apps/api/dist', 'apps/web/dist', 'apps/web/dist-server'])
      fs.cpSync(path.join(ROOT, dir), path.join(copy, dir), { recursive: true });

    // As the README installs it, from the npm cache where it can (--prefer-offline).
    const install = await runToEnd('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: copy,
      timeoutMs: 300_000,
    });
    markers.push(install.marker);
    expect(install.code, install.output).toBe(0);
    for (const tool of ['esbuild', 'vite', 'tsx', 'vitest', 'typescript'])
      expect(fs.existsSync(path.join(copy, 'node_modules', tool)), `${tool} installed`).toBe(false);
  }, 600_000);

  afterAll(() => {
    for (const marker of markers) killMarked(marker);
    fs.rmSync(copy, { recursive: true, force: true });
  });

  it('on the embedded database: warns, readyz says embedded, seeds nothing, commands say the store runs, SIGTERM to npm stops node', async () => {
    const dataDir = temporaryDir('production-data');
    try {
      const started = await startCopy({ DATA_DIR: dataDir });
      expect(started.run.output()).not.toMatch(/Building/);
      expect(started.run.output()).toContain('NODE_ENV=production on the embedded database');
      expect(await (await fetch(`${started.base}/api/v1/readyz`)).json()).toMatchObject({ status: 'ready', embedded: true });
      // No demo data in production without SEED=demo: the published logins do not exist.
      expect(await (await fetch(`${started.base}/api/v1/categories`)).json()).toEqual({ data: [] });
      const owner = await fetch(`${started.base}/api/v1/user/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO_OWNER_LOGIN),
      });
      expect(owner.status).toBe(401);
      const page = await fetch(`${started.base}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toMatch(/\/assets\//);

      for (const args of [
        ['run', 'operator', '--', '--phone', '08012345678'],
        ['run', 'seed'],
      ]) {
        const busy = await inCopy(args, { DATA_DIR: dataDir });
        expect(busy.code, busy.output).toBe(1);
        expect(ownLines(busy.output)).toHaveLength(1);
        expect(busy.output).toContain('The store is running on the embedded database');
      }

      await stopLikeAContainer(started);
      expect(started.run.output()).not.toMatch(/Error|uncaught/i);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('npm run migrate, seed and operator on PostgreSQL with Redis and an object store: the demo logins refused, then locked, then sign-in limits, a picture and a checkout', async () => {
    const scratch = await scratchDatabase();
    const s3Dir = temporaryDir('production-s3');
    const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: 'campus-live' }] });
    const { port: s3Port } = await s3.run();
    // A Redis database of its own, so the keys counted are this test's.
    const redisUrl = `redis://127.0.0.1:6379/${randomInt(8, 16)}`;
    const redis = new Redis(redisUrl);
    const env = {
      DATABASE_URL: scratch.url,
      REDIS_URL: redisUrl,
      S3_URL: `http://127.0.0.1:${s3Port}`,
      S3_BUCKET: 'campus-live',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      TRUST_PROXY: '127.0.0.1',
    };
    try {
      const migrated = await inCopy(['run', 'migrate'], { DATABASE_URL: scratch.url });
      expect(migrated.code, migrated.output).toBe(0);
      expect(migrated.output).toMatch(/Migrated: \d+ migrations applied to the PostgreSQL database/);

      const seeded = await inCopy(['run', 'seed'], { DATABASE_URL: scratch.url });
      expect(seeded.code, seeded.output).toBe(0);
      expect(seeded.output).toContain('catalog: seeded');

      // The README's owner login would open a live shop console: the start refuses, in one line naming the way out.
      const refused = await inCopy(['start'], { ...env, PORT: String(await freePort()) });
      expect(refused.code, refused.output).toBe(1);
      expect(ownLines(refused.output)).toHaveLength(1);
      expect(refused.output).toContain('npm run seed -- --lock-demo');

      const locked = await inCopy(['run', 'seed', '--', '--lock-demo'], { DATABASE_URL: scratch.url });
      expect(locked.code, locked.output).toBe(0);
      expect(locked.output).toMatch(/Locked \d+ demo accounts/);

      const started = await startCopy(env);
      const { base } = started;
      expect(await (await fetch(`${base}/api/v1/readyz`)).json()).toEqual({
        status: 'ready',
        database: true,
        listener: true,
        redis: true,
        objectStore: true,
      });
      const client = `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}`;
      const call = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
        fetch(`${base}${url}`, {
          method,
          headers: { 'x-forwarded-for': client, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      expect((await call('POST', '/api/v1/user/sign-in', DEMO_OWNER_LOGIN)).status).toBe(401);

      // A public page of the seeded catalog is rendered by the server from the shipped apps/web/dist-server (decision
      // 050), with the data the browser hydrates from: not an empty shell for the browser to fill.
      const food = await call('GET', '/Food');
      expect(food.status).toBe(200);
      const html = await food.text();
      expect(html).not.toContain('<div id="root"></div>');
      expect(html).toContain('<script type="application/json" id="page-data">');

      // Past the sign-in limit: 429, counted in Redis (the PostgreSQL table stays empty).
      const phone = `080${String(randomInt(10_000_000, 100_000_000))}`;
      const account = { fullName: 'Ada Obi', email: `live-${phone}@example.com`, phone_number: phone, hall: 'Queen Esther' };
      const password = 'Quiet-Lagoon-42';
      const created = await call('POST', '/api/v1/user/sign-up', { ...account, password, level: '', address: '', course: '' });
      expect(created.status, await created.clone().text()).toBe(201);
      for (let i = 0; i < 10; i++)
        expect((await call('POST', '/api/v1/user/sign-in', { phone_number: phone, password: `Wrong#Guess${i}` })).status).toBe(401);
      expect((await call('POST', '/api/v1/user/sign-in', { phone_number: phone, password })).status).toBe(429);
      expect(await redis.keys('rl:sign-in-pair:*')).not.toHaveLength(0);
      const { rows } = await scratch.pool.query<{ n: number }>('select count(*)::int as n from rate_limits');
      expect(rows[0]?.n).toBe(0);

      // A picture goes to the object store.
      const form = new FormData();
      form.set('name', 'Things Fall Apart');
      form.set('author', 'Chinua Achebe');
      form.set('images', new Blob([PNG], { type: 'image/png' }), 'cover.png');
      const sent = await fetch(`${base}/api/v1/book`, { method: 'POST', body: form, headers: { 'x-forwarded-for': client } });
      expect(sent.status, await sent.clone().text()).toBe(201);
      const { id } = (await sent.json()) as { id: string };
      const stored = fs
        .readdirSync(path.join(s3Dir, 'campus-live'), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith('._S3rver_object'))
        .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name)));
      // Re-encoded as a JPEG without its metadata before it is stored (decision 089), and kept in the bucket.
      const JPEG_START = Buffer.from([0xff, 0xd8, 0xff]);
      expect(stored.some((bytes) => bytes.subarray(0, 3).equals(JPEG_START))).toBe(true);
      // Private to its requester and the operator: a caller without a token is refused.
      expect((await fetch(`${base}/api/v1/book/${id}/image`)).status).toBe(401);

      // Checkout through the sandbox, as another shopper (the first is locked out for the window).
      const shopperPhone = `080${String(randomInt(10_000_000, 100_000_000))}`;
      const shopper = { ...account, email: `live-${shopperPhone}@example.com`, phone_number: shopperPhone };
      expect((await call('POST', '/api/v1/user/sign-up', { ...shopper, password, level: '', address: '', course: '' })).status).toBe(201);
      const signedIn = await call('POST', '/api/v1/user/sign-in', { phone_number: shopperPhone, password });
      expect(signedIn.status).toBe(200);
      const auth = { authorization: `Bearer ${((await signedIn.json()) as { token: string }).token}` };
      const { rows: picks } = await scratch.pool.query<{ id: string }>(
        'select p.id from products p join shops s on s.id = p.shop_id where p.is_available and s.delivery_price_kobo > 0 order by p.slug limit 1',
      );
      expect((await call('POST', `/api/v1/user/cart/${picks[0]!.id}`, {}, auth)).status).toBeLessThan(300);
      const initialized = await call('POST', '/api/v1/payment/initialize', undefined, auth);
      expect(initialized.status, await initialized.clone().text()).toBe(200);
      const payment = (await initialized.json()) as { accessCode: string; reference: string };
      expect((await call('POST', `/sandbox/checkout/${payment.accessCode}/pay`)).status).toBeLessThan(400);
      let order: Response | undefined;
      for (let i = 0; i < 100 && order?.status !== 200; i++) {
        if (i > 0) await new Promise((resolve) => setTimeout(resolve, 100));
        order = await call('POST', '/api/v1/order/create-order', { orderPrice: 0, orderItems: [], reference: payment.reference }, auth);
      }
      expect(order?.status).toBe(200);

      // On PostgreSQL the operator command runs beside the store.
      const operator = await inCopy(['run', 'operator', '--', '--phone', shopperPhone], { DATABASE_URL: scratch.url });
      expect(operator.code, operator.output).toBe(0);
      expect(operator.output).toContain("Ada Obi is now the market's operator.");

      await stopLikeAContainer(started);
      expect(started.run.output()).not.toMatch(/not a constructor|uncaught/i);
    } finally {
      redis.disconnect();
      await s3.close();
      await scratch.drop();
      fs.rmSync(s3Dir, { recursive: true, force: true });
    }
  });

  it('without NODE_ENV=production, npm run migrate and npm start on the production tree say in one line what to set', async () => {
    // The tree has no build scripts or tools, so the development path (build when stale) cannot run there.
    for (const args of [['run', 'migrate'], ['start']]) {
      const run = await runToEnd('npm', args, { cwd: copy, timeoutMs: 60_000 });
      markers.push(run.marker);
      expect(run.code, run.output).toBe(1);
      expect(ownLines(run.output)).toEqual([expect.stringContaining('set NODE_ENV=production')]);
    }
  });

  it('refuses a production start or command without a build, and says what to run', async () => {
    const empty = temporaryDir('unbuilt');
    try {
      fs.mkdirSync(path.join(empty, 'scripts'));
      for (const file of ['scripts/start.mjs', 'scripts/command.mjs', 'scripts/server-bundle-path.mjs'])
        fs.cpSync(path.join(ROOT, file), path.join(empty, file));
      for (const args of [['scripts/start.mjs'], ['scripts/command.mjs', 'migrate']]) {
        const run = await runToEnd(process.execPath, args, { cwd: empty, env: { NODE_ENV: 'production' }, timeoutMs: 30_000 });
        markers.push(run.marker);
        expect(run.code).toBe(1);
        expect(run.output).toContain('npm run build');
      }
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
