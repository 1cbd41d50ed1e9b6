import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Shop } from '@campus/contract';
import type { TestApp } from './test-app';

/**
 * A web build for tests of the page shell and the server's rendering (decisions 050, 069): `dist/` with
 * the given files and, beside it, `dist-server/entry-server.js` with the given server entry, in a
 * temporary folder that `remove()` deletes.
 */
export function standInWebBuild(files: { entryServer: string; dist: Record<string, string> }): { dist: string; remove(): void } {
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
export async function firstProductSlug(t: TestApp): Promise<string> {
  const categories = (await t.app.inject({ method: 'GET', url: '/api/v1/categories' })).json<{ data: { shops: Shop[] }[] }>().data;
  const shop = (await t.app.inject({ method: 'GET', url: `/api/v1/shop/slug/${categories[0]!.shops[0]!.slug}` })).json<Shop>();
  return shop.products![0]!.slug;
}
