import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAVOURITES_MAX, type Favourites } from '@campus/contract';
import { favouriteProducts, products, shops } from '../../db/schema';
import { createTestApp, createTestUser, type TestApp } from '../../test/test-app';

/** Favourites (issue 37 item 3): kept per account, read back as the catalog sells them now. */
let t: TestApp;
let shopIds: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  shopIds = (await t.database.db.select({ id: shops.id }).from(shops).orderBy(shops.slug)).map((row) => row.id);
}, 120_000);
afterAll(() => t?.close());

const db = () => t.database.db;
const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, auth: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api/v1/user/favourites${url}`, headers: auth });

async function newProduct(shopId: string, title = 'Favourite test item'): Promise<string> {
  const [row] = await db()
    .insert(products)
    .values({ slug: `fav-${randomBytes(5).toString('hex')}`, shopId, title, priceKobo: 150_000, isAvailable: true })
    .returning({ id: products.id });
  return row!.id;
}

describe('/api/v1/user/favourites', () => {
  it('keeps shops and products, newest first, once each, and lets them go', async () => {
    const shopper = await createTestUser(t.app);
    const product = await newProduct(shopIds[0]!, 'Suya wrap');
    expect((await call('PUT', `/shops/${shopIds[1]}`, shopper.auth)).statusCode).toBe(200);
    expect((await call('PUT', `/shops/${shopIds[2]}`, shopper.auth)).statusCode).toBe(200);
    const again = await call('PUT', `/shops/${shopIds[2]}`, shopper.auth);
    expect(again.statusCode).toBe(200);
    const kept = (await call('PUT', `/products/${product}`, shopper.auth)).json<Favourites>();
    expect(kept.shops.map((shop) => shop._id)).toEqual([shopIds[2], shopIds[1]]);
    expect(kept.products).toEqual([
      expect.objectContaining({
        _id: product,
        productTitle: 'Suya wrap',
        price: 1500,
        isAvailable: true,
        shop: expect.objectContaining({ _id: shopIds[0] }),
      }),
    ]);

    const after = (await call('DELETE', `/shops/${shopIds[2]}`, shopper.auth)).json<Favourites>();
    expect(after.shops.map((shop) => shop._id)).toEqual([shopIds[1]]);
    // Letting go of one that is not kept changes nothing.
    expect((await call('DELETE', `/shops/${shopIds[2]}`, shopper.auth)).statusCode).toBe(200);
    // Each account has its own.
    const other = await createTestUser(t.app);
    expect((await call('GET', '', other.auth)).json<Favourites>()).toEqual({ shops: [], products: [] });
  });

  it('says when a closed favourite shop opens (its hours come along), and drops a deleted product and a suspended shop', async () => {
    const shopper = await createTestUser(t.app);
    const [closedShop, suspendedShop] = [shopIds[3]!, shopIds[4]!];
    const product = await newProduct(shopIds[0]!);
    for (const url of [`/shops/${closedShop}`, `/shops/${suspendedShop}`, `/products/${product}`])
      expect((await call('PUT', url, shopper.auth)).statusCode).toBe(200);
    await db().update(shops).set({ isOpen: false }).where(eq(shops.id, closedShop));
    await db().update(shops).set({ suspendedAt: new Date() }).where(eq(shops.id, suspendedShop));
    await db().update(products).set({ deletedAt: new Date() }).where(eq(products.id, product));
    try {
      const listed = (await call('GET', '', shopper.auth)).json<Favourites>();
      expect(listed.shops).toEqual([expect.objectContaining({ _id: closedShop, hours: expect.objectContaining({ isOpen: false }) })]);
      expect(listed.products).toEqual([]);
      // Neither can be kept anew.
      expect((await call('PUT', `/shops/${suspendedShop}`, (await createTestUser(t.app)).auth)).statusCode).toBe(404);
      expect((await call('PUT', `/products/${product}`, shopper.auth)).json()).toMatchObject({ error: 'Product not found' });
    } finally {
      await db().update(shops).set({ isOpen: true, suspendedAt: null }).where(eq(shops.id, closedShop));
      await db().update(shops).set({ suspendedAt: null }).where(eq(shops.id, suspendedShop));
    }
  });

  it('refuses a kind or id that is not one (400), an unknown shop (404), and a caller without a token (401)', async () => {
    const shopper = await createTestUser(t.app);
    expect((await call('PUT', `/users/${shopIds[0]}`, shopper.auth)).statusCode).toBe(400);
    expect((await call('PUT', '/shops/not-a-uuid', shopper.auth)).statusCode).toBe(400);
    expect((await call('PUT', '/shops/00000000-0000-4000-8000-000000000000', shopper.auth)).json()).toMatchObject({
      error: 'Shop not found',
    });
    expect((await call('GET', '')).statusCode).toBe(401);
    expect((await call('PUT', `/shops/${shopIds[0]}`)).statusCode).toBe(401);
  });

  it('parallel taps past the limit: exactly the limit is kept, the rest answered 409', async () => {
    const shopper = await createTestUser(t.app);
    const many = await Promise.all(Array.from({ length: FAVOURITES_MAX + 3 }, () => newProduct(shopIds[0]!)));
    await db()
      .insert(favouriteProducts)
      .values(many.slice(0, FAVOURITES_MAX - 2).map((productId) => ({ userId: shopper.user.id, productId })));
    const answers = await Promise.all(many.slice(FAVOURITES_MAX - 2).map((id) => call('PUT', `/products/${id}`, shopper.auth)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 409, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
      error: `You can keep at most ${FAVOURITES_MAX} favourite shops and ${FAVOURITES_MAX} favourite products`,
    });
    const [kept] = await db().select({ n: count() }).from(favouriteProducts).where(eq(favouriteProducts.userId, shopper.user.id));
    expect(kept!.n).toBe(FAVOURITES_MAX);
  });
});
