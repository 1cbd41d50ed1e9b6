import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Shop } from '@campus/contract';
import type { AppConfig } from '../config';
import { createTestApp, type TestApp } from './test-app';

/**
 * A web build for tests of the page shell and the server's rendering (decisions 050, 069): `dist/` with
 * the given files and, beside it, `dist-server/entry-server.js` with the given server entry, in a
 * temporary folder that `remove()` deletes.
 */
function standInWebBuild(files: { entryServer: string; dist: Record<string, string> }): { dist: string; remove(): void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-market-web-'));
  const dist = path.join(root, 'dist');
  for (const [name, text] of Object.entries({ ...files.dist })) {
    fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    fs.writeFileSync(path.join(dist, name), text);
  }
  fs.mkdirSync(path.join(root, 'dist-server'));
  fs.writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), files.entryServer);
  return { dist, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

/** The slug of a product the seeded catalog has: the first shop's first product. */
async function firstProductSlug(t: TestApp): Promise<string> {
  const categories = (await t.app.inject({ method: 'GET', url: '/api/v1/categories' })).json<{ data: { shops: Shop[] }[] }>().data;
  const shop = (await t.app.inject({ method: 'GET', url: `/api/v1/shop/slug/${categories[0]!.shops[0]!.slug}` })).json<Shop>();
  return shop.products![0]!.slug;
}

/**
 * For a test file: before its tests, a seeded store serving this stand-in web build; after them, both
 * gone. The getters read what the set-up made (`slug` is a seeded product's).
 */
export function storeOnStandInWebBuild(
  files: Parameters<typeof standInWebBuild>[0],
  config: Partial<AppConfig> = {},
): {
  readonly t: TestApp;
  readonly dist: string;
  readonly slug: string;
} {
  let web: ReturnType<typeof standInWebBuild> | undefined;
  let t: TestApp | undefined;
  let slug: string | undefined;
  beforeAll(async () => {
    web = standInWebBuild(files);
    t = await createTestApp({ seed: true, config: { ...config, webDist: web.dist } });
    slug = await firstProductSlug(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    web?.remove();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the stand-in store is read before its beforeAll ran');
    return value;
  };
  return {
    get t() {
      return ready(t);
    },
    get dist() {
      return ready(web).dist;
    },
    get slug() {
      return ready(slug);
    },
  };
}
