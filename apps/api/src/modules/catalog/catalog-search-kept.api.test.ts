import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, Shop, Suggestion } from '@campus/contract';
import { notifyCatalogChange } from '../../infra/events/live-events-channel';
import { createTestApp, type TestApp } from '../../test/test-app';
import { KEPT_SEARCHES } from './catalog.service';

/**
 * Kept search answers (decision 138): the database's ranking of a text is asked once and kept until the
 * catalog changes. A change another instance writes reaches this one through the live-events channel
 * (its notice, sent in the writer's transaction), and the next search answers from the database again.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

const search = async (text: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/product/search-products?name=${encodeURIComponent(text)}` })).json<{
    products: Product[];
  }>().products;
const suggest = async (text: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/product/suggestions?q=${encodeURIComponent(text)}` })).json<{
    suggestions: Suggestion[];
  }>().suggestions;

/** Asks until `check` holds or a second has passed; the last answer. */
async function withinASecond<T>(ask: () => Promise<T>, check: (answer: T) => boolean): Promise<T> {
  const until = Date.now() + 1000;
  for (;;) {
    const answer = await ask();
    if (check(answer) || Date.now() > until) return answer;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function aBookShopProduct(): Promise<Product> {
  const shop = (await t.app.inject({ method: 'GET', url: '/api/v1/shop/slug/book-shop' })).json<Shop>();
  const product = shop.products[0];
  if (!product) throw new Error('the demo book shop sells nothing');
  return product;
}

/** A made-up word no product's title or description comes near (letters only: shared digits would be similar). */
function madeUpWord(): string {
  return Array.from(randomBytes(10), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
}

/** Another instance's write: the title changed and the catalog notice sent in the same transaction. */
async function renameElsewhere(product: Product, title: string, notify: boolean): Promise<void> {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`update products set title = ${title} where id = ${product._id}`);
    if (notify) await notifyCatalogChange(tx, product.shop._id);
  });
}

describe('kept search answers', () => {
  it('a search answered once is answered again without the database until the catalog changes', async () => {
    const product = await aBookShopProduct();
    const word = madeUpWord();
    expect(await search(word)).toEqual([]);
    // Written without a notice: the kept answer stands (what proves it is kept, never what a writer does).
    await renameElsewhere(product, `${product.productTitle} ${word}`, false);
    expect(await search(word)).toEqual([]);
    // The same write with its notice, as every catalog writer sends it: every instance asks the database again.
    await renameElsewhere(product, `${product.productTitle} ${word}`, true);
    const found = await withinASecond(
      () => search(word),
      (products) => products.length > 0,
    );
    expect(found.map((p) => p._id)).toEqual([product._id]);
    await renameElsewhere(product, product.productTitle, true);
    expect(
      await withinASecond(
        () => search(word),
        (products) => products.length === 0,
      ),
    ).toEqual([]);
  });

  it("another instance's rename reaches the suggestions through the channel", async () => {
    const product = await aBookShopProduct();
    const word = madeUpWord();
    expect(await suggest(word)).toEqual([]);
    await renameElsewhere(product, `${word} ${product.productTitle}`, true);
    const found = await withinASecond(
      () => suggest(word),
      (suggestions) => suggestions.length > 0,
    );
    expect(found.map((s) => s.slug)).toEqual([product.slug]);
    await renameElsewhere(product, product.productTitle, true);
    expect(
      await withinASecond(
        () => suggest(word),
        (suggestions) => suggestions.length === 0,
      ),
    ).toEqual([]);
  });

  it('keeps at most KEPT_SEARCHES answers, the least recently asked going first', async () => {
    const product = await aBookShopProduct();
    const first = madeUpWord();
    expect(await search(first)).toEqual([]);
    for (let i = 0; i < KEPT_SEARCHES; i++) await t.container.catalog.search(`filler ${i}`);
    // The first text was pushed out: a write without a notice is seen, for it is asked of the database again.
    await renameElsewhere(product, `${product.productTitle} ${first}`, false);
    expect((await search(first)).map((p) => p._id)).toEqual([product._id]);
    await renameElsewhere(product, product.productTitle, true);
  });
});
