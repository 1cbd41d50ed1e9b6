import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suggestionsResponseSchema } from '@campus/contract';
import { categories, products, shops } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const COPIES = 70;

/** A catalog where one title is sold by 70 shops (more than the hits suggestions read) and four others by one. */
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [category] = await db.insert(categories).values({ name: 'Food', position: 0 }).returning();
  if (!category) throw new Error('no category');
  const shopRows = await db
    .insert(shops)
    .values(Array.from({ length: COPIES }, (_, i) => ({ slug: `stall-${i}`, name: `Stall ${i}`, categoryId: category.id, position: i })))
    .returning({ id: shops.id });
  await db.insert(products).values([
    // "Rice Bowl" sorts before every other title, so its copies would fill a plain title-ordered answer.
    ...shopRows.map((shop, i) => ({ slug: `rice-bowl-${i}`, shopId: shop.id, title: 'Rice Bowl', priceKobo: 100_000 + i * 100 })),
    ...['Rice Cake', 'Rice Flour', 'Rice Pudding', 'Rice Wine'].map((title, i) => ({
      slug: `other-${i}`,
      shopId: shopRows[0]?.id ?? '',
      title,
      priceKobo: 50_000,
    })),
  ]);
});
afterAll(() => t.close());

describe('GET product/suggestions on a title many shops sell', () => {
  it('gives five distinct titles, the one sold by 70 shops as one row with its cheapest offer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/product/suggestions?q=rice' });
    expect(res.statusCode).toBe(200);
    const { suggestions } = suggestionsResponseSchema.parse(res.json());
    expect(suggestions.map((s) => s.title)).toEqual(['Rice Bowl', 'Rice Cake', 'Rice Flour', 'Rice Pudding', 'Rice Wine']);
    expect(suggestions[0]).toMatchObject({ shop: 'Stall 0', shopCount: COPIES, price: 1000, slug: 'rice-bowl-0' });
    expect(suggestions[1]).toMatchObject({ shop: 'Stall 0', shopCount: 1 });
  });
});
