import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { createScratchDatabase } from '../../db/scratch-database';
import { seedDemoCatalog, seedDemoOwners } from '../../db/seed';
import { demoOwnerPhone, DEMO_OWNER } from '../../db/seed-data';
import { LocalFileStorage } from '../storage/local-file-storage';
import {
  ensureServerBundle,
  freePort,
  SERVER_BUNDLE,
  spawnServer,
  stopServer,
  untilReady,
  type ServerProcess,
} from '../../test/server-process';
import { testDatabaseKind } from '../../test/test-app';

/** An answer's JSON, read loosely: the assertions below check its shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reading answers whose shape it asserts
const body = (response: Response): Promise<any> => response.json();

/** One server process (the bundle `npm start` runs) on the shared PostgreSQL database. */
async function startInstance(databaseUrl: string): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-catalog-changes-'));
  const instance = spawnServer([SERVER_BUNDLE], await freePort(), {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'two-instances-share-this-secret-long-enough-for-hs256',
    SEED: 'never',
  });
  void instance.exited.then(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  await untilReady(instance);
  return instance;
}

/**
 * Issue 20 item 6: two server processes on one PostgreSQL. A change made through one is served by
 * the other at once, although that one had the old shop cached with its ETag: its index was dropped
 * by the catalog-changes notification (decision 060), not by any timer.
 */
describe.skipIf(testDatabaseKind !== 'postgres')(
  'catalog changes reach every instance (two processes, one PostgreSQL)',
  { timeout: 240_000 },
  () => {
    let scratch: { url: string; drop(): Promise<void> };
    const instances: ServerProcess[] = [];

    beforeAll(async () => {
      ensureServerBundle();
      scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'cm_changes');
      const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
      // The pictures are not asked for here: they go to a folder of their own, removed with the test's others.
      const pictures = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-catalog-changes-'));
      await seedDemoCatalog(handle.db, new LocalFileStorage(pictures));
      fs.rmSync(pictures, { recursive: true, force: true });
      await seedDemoOwners(handle.db);
      await handle.close();
      instances.push(await startInstance(scratch.url), await startInstance(scratch.url));
    });
    afterAll(async () => {
      for (const instance of instances) await stopServer(instance);
      await scratch?.drop();
    });

    it('a price and an availability changed on instance A show on instance B, whose cached shop and ETag are replaced', async () => {
      const [a, b] = instances as [ServerProcess, ServerProcess];
      const signIn = await fetch(`${a.url}/api/v1/user/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone_number: demoOwnerPhone(1), password: DEMO_OWNER.password }),
      });
      expect(signIn.status).toBe(200);
      const auth = { authorization: `Bearer ${(await body(signIn)).token}`, 'content-type': 'application/json' };
      const roles = await body(await fetch(`${a.url}/api/v1/me/roles`, { headers: auth }));
      const slug: string = roles.shops[0].slug;

      // B reads the shop: it is now cached there, with its ETag.
      const first = await fetch(`${b.url}/api/v1/shop/slug/${slug}`);
      const etag = first.headers.get('etag')!;
      const product = (await body(first)).products[0];
      expect((await fetch(`${b.url}/api/v1/shop/slug/${slug}`, { headers: { 'if-none-match': etag } })).status).toBe(304);

      // A changes the product's price and availability.
      const form = await body(await fetch(`${a.url}/api/v1/seller/shops/${slug}/products/${product._id}`, { headers: auth }));
      const saved = await fetch(`${a.url}/api/v1/seller/shops/${slug}/products/${product._id}`, {
        method: 'PUT',
        headers: auth,
        body: JSON.stringify({
          ...form,
          id: undefined,
          slug: undefined,
          position: undefined,
          priceKobo: form.priceKobo + 12_345,
          isAvailable: false,
        }),
      });
      expect(saved.status).toBe(200);

      // B answers the new shop: its ETag no longer matches, the price and availability are A's.
      let answer: Response;
      do {
        answer = await fetch(`${b.url}/api/v1/shop/slug/${slug}`, { headers: { 'if-none-match': etag } });
        if (answer.status === 304) await new Promise((r) => setTimeout(r, 20));
      } while (answer.status === 304);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('etag')).not.toBe(etag);
      const changed = (await body(answer)).products.find((p: { _id: string }) => p._id === product._id);
      expect(changed).toMatchObject({ price: (form.priceKobo + 12_345) / 100, isAvailable: false });
      const productOnB = await body(await fetch(`${b.url}/api/v1/product/slug/${product.slug}`));
      expect(productOnB.isAvailable).toBe(false);
    });

    it('an opening change on B (the switch off) shows on A', async () => {
      const [a, b] = instances as [ServerProcess, ServerProcess];
      const signIn = await fetch(`${b.url}/api/v1/user/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone_number: demoOwnerPhone(2), password: DEMO_OWNER.password }),
      });
      const auth = { authorization: `Bearer ${(await body(signIn)).token}`, 'content-type': 'application/json' };
      const slug: string = (await body(await fetch(`${b.url}/api/v1/me/roles`, { headers: auth }))).shops[0].slug;
      expect((await body(await fetch(`${a.url}/api/v1/shop/slug/${slug}`))).hours).toBeUndefined();
      expect(
        (await fetch(`${b.url}/api/v1/seller/shops/${slug}/open`, { method: 'PUT', headers: auth, body: '{"isOpen":false}' })).status,
      ).toBe(200);
      let hours: unknown;
      do {
        hours = (await body(await fetch(`${a.url}/api/v1/shop/slug/${slug}`))).hours;
        if (!hours) await new Promise((r) => setTimeout(r, 20));
      } while (!hours);
      expect(hours).toMatchObject({ isOpen: false });
    });
  },
);
