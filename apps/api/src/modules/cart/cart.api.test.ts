import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, cartResponseSchema, type CartResponse } from '@campus/contract';
import { cartItems, categories, extraOptions, productExtras, products, shops, users } from '../../db/schema';
import { createTestApp, createTestUser, type TestApp } from '../../test/test-app';

let t: TestApp;
let alice: Awaited<ReturnType<typeof createTestUser>>;
let bob: Awaited<ReturnType<typeof createTestUser>>;

/** A small catalog with known prices: shop A delivers for ₦500, shop B for ₦300.01 (odd kobo, so half rounds up). */
const ids = { rice: '', fried: '', stew: '', soda: '', soldOut: '', unsaid: '' };
let spicyOptionId = '';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [category] = await db.insert(categories).values({ name: 'Food', position: 0 }).returning();
  if (!category) throw new Error('no category');
  const [shopA, shopB] = await db
    .insert(shops)
    .values([
      { slug: 'shop-a', name: 'Shop A', categoryId: category.id, deliveryPriceKobo: 50_000, position: 0 },
      { slug: 'shop-b', name: 'Shop B', categoryId: category.id, deliveryPriceKobo: 30_001, position: 1 },
    ])
    .returning();
  if (!shopA || !shopB) throw new Error('no shops');
  const rows = await db
    .insert(products)
    .values([
      { slug: 'rice', shopId: shopA.id, title: 'Jollof Rice', priceKobo: 150_000, isAvailable: true, images: ['/media/rice.svg'] },
      { slug: 'stew', shopId: shopA.id, title: 'Stew', priceKobo: 80_000, isAvailable: true },
      { slug: 'fried', shopId: shopA.id, title: 'Fried Rice', priceKobo: 150_000, isAvailable: true },
      { slug: 'soda', shopId: shopB.id, title: 'Soda', priceKobo: 25_050, isAvailable: true },
      { slug: 'sold-out', shopId: shopB.id, title: 'Sold Out Pie', priceKobo: 10_000, isAvailable: false },
      { slug: 'unsaid', shopId: shopB.id, title: 'Mystery Snack', priceKobo: 5_000, isAvailable: null },
    ])
    .returning({ id: products.id, slug: products.slug });
  const bySlug = new Map(rows.map((r) => [r.slug, r.id]));
  ids.rice = bySlug.get('rice') ?? '';
  ids.stew = bySlug.get('stew') ?? '';
  ids.fried = bySlug.get('fried') ?? '';
  ids.soda = bySlug.get('soda') ?? '';
  ids.soldOut = bySlug.get('sold-out') ?? '';
  ids.unsaid = bySlug.get('unsaid') ?? '';
  const [extra] = await db.insert(productExtras).values({ productId: ids.fried, title: 'Add-ons', position: 0 }).returning();
  if (!extra) throw new Error('no extra');
  const options = await db
    .insert(extraOptions)
    .values([
      { extraId: extra.id, name: 'Chicken', priceKobo: 70_000, position: 0 },
      { extraId: extra.id, name: 'Plantain', priceKobo: 20_000, position: 1 },
      { extraId: extra.id, name: 'Spicy', priceKobo: 0, position: 2 },
    ])
    .returning({ id: extraOptions.id, name: extraOptions.name });
  spicyOptionId = options.find((o) => o.name === 'Spicy')?.id ?? '';
  alice = await createTestUser(t.app, { fullName: 'Alice Ade' });
  bob = await createTestUser(t.app, { fullName: 'Bob Bello' });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(method: Method, url: string, options: { auth?: { authorization: string } | null; body?: unknown } = {}) {
  const auth = options.auth === undefined ? alice.auth : options.auth;
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: auth ?? {},
    ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
  });
}

async function cartOf(auth = alice.auth): Promise<CartResponse> {
  const res = await call('GET', '/user/cart', { auth });
  expect(res.statusCode).toBe(200);
  return cartResponseSchema.parse(res.json());
}

const qtyOf = (cart: CartResponse, productId: string) => cart.cart.find((item) => item.product._id === productId)?.qty ?? 0;

beforeEach(async () => {
  for (const user of [alice, bob]) expect((await call('DELETE', '/user/carts', { auth: user.auth })).statusCode).toBe(200);
});

describe('authentication', () => {
  const calls: [Method, string, unknown?][] = [
    ['GET', '/user/cart'],
    ['POST', `/user/cart/${randomUUID()}`, {}],
    ['PUT', '/user/cart', { productId: randomUUID() }],
    ['PUT', `/user/cart/${randomUUID()}`, { quantity: 2 }],
    ['DELETE', `/user/cart/${randomUUID()}`],
    ['DELETE', '/user/cart/clear'],
    ['DELETE', '/user/carts'],
  ];
  for (const [method, url, body] of calls) {
    it(`${method} ${url.replace(/[0-9a-f-]{36}/, '{productId}')} answers 401 without a token or with a forged one`, async () => {
      const none = await call(method, url, { auth: null, body });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({ error: MESSAGES.unauthorized, code: 'unauthenticated' });
      const forged = await call(method, url, { auth: { authorization: `Bearer ${alice.token.slice(0, -4)}abcd` }, body });
      expect(forged.statusCode).toBe(401);
    });
  }

  it('refuses a token revoked by a password change (token_version raised) on every call, and changes nothing', async () => {
    const carol = await createTestUser(t.app);
    expect((await call('POST', `/user/cart/${ids.rice}`, { auth: carol.auth })).statusCode).toBe(200);
    expect((await call('POST', `/user/cart/${ids.rice}`, { auth: carol.auth })).statusCode).toBe(200);
    await t.database.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, carol.user.id));
    for (const [method, url, body] of calls.map(([m, u, b]): [Method, string, unknown?] => [
      m,
      u.replace(/[0-9a-f-]{36}/, ids.rice),
      b === undefined || !('productId' in (b as object)) ? b : { productId: ids.rice },
    ])) {
      const refused = await call(method, url, { auth: carol.auth, body });
      expect(refused.statusCode, `${method} ${url}`).toBe(401);
      expect(refused.json()).toEqual({ error: MESSAGES.sessionExpired, code: 'session_expired' });
    }
    const stored = await t.database.db.select({ qty: cartItems.qty }).from(cartItems).where(eq(cartItems.userId, carol.user.id));
    expect(stored).toEqual([{ qty: 2 }]);
  });
});

describe('GET user/cart', () => {
  it('answers an empty cart with totals at ₦0.00', async () => {
    expect(await cartOf()).toEqual({ cart: [], shopBreakdown: [], subtotal: '₦0.00', deliveryTotal: '₦0.00', grandTotal: '₦0.00' });
  });
});

describe('POST user/cart/{productId}', () => {
  it('adds one with an empty body, and one more on each call, answering the new cart', async () => {
    const first = await call('POST', `/user/cart/${ids.rice}`);
    expect(first.statusCode).toBe(200);
    const cart = cartResponseSchema.parse(first.json());
    expect(cart.cart).toHaveLength(1);
    expect(cart.cart[0]).toMatchObject({
      _id: ids.rice,
      product: { _id: ids.rice, slug: 'rice', productTitle: 'Jollof Rice', price: 1500, images: ['/media/rice.svg'] },
      qty: 1,
      unitPrice: 1500,
      totalPrice: 1500,
      condiments: [],
      isAvailable: true,
    });
    const second = cartResponseSchema.parse((await call('POST', `/user/cart/${ids.rice}`, { body: {} })).json());
    expect(qtyOf(second, ids.rice)).toBe(2);
    expect(second.cart[0]?.totalPrice).toBe(3000);
    expect(second).toMatchObject({ subtotal: '₦3,000.00', deliveryTotal: '₦500.00', grandTotal: '₦3,500.00' });
  });

  it('groups by shop in the order shops entered the cart: the first pays full delivery, the next half rounded up (§9)', async () => {
    await call('POST', `/user/cart/${ids.soda}`);
    await call('POST', `/user/cart/${ids.rice}`);
    await call('POST', `/user/cart/${ids.stew}`);
    const cart = await cartOf();
    expect(cart.shopBreakdown.map((s) => [s.shopName, s.deliveryPrice, s.shopDeliveryPrice, s.subtotal])).toEqual([
      ['Shop B', 300.01, 300.01, 250.5],
      ['Shop A', 250, 500, 2300],
    ]);
    expect(cart.shopBreakdown[1]?.items.map((i) => i.product.productTitle)).toEqual(['Jollof Rice', 'Stew']);
    expect(cart.cart.map((i) => i.product._id)).toEqual([ids.soda, ids.rice, ids.stew]);
    expect(cart).toMatchObject({ subtotal: '₦2,550.50', deliveryTotal: '₦550.01', grandTotal: '₦3,100.51' });
  });

  it('sets extras priced from the database, ignoring the prices a client sends', async () => {
    const res = await call('POST', `/user/cart/${ids.fried}`, {
      body: { condiments: [{ name: 'Chicken', price: 0.01 }, { name: 'Plantain', price: '-5000' }, { name: 'Chicken' }] },
    });
    expect(res.statusCode).toBe(200);
    const item = cartResponseSchema.parse(res.json()).cart[0];
    expect(item?.condiments).toEqual([
      { name: 'Chicken', price: 700 },
      { name: 'Plantain', price: 200 },
    ]);
    expect(item?.unitPrice).toBe(2400);
    expect(item?.totalPrice).toBe(2400);
  });

  it('adds one more and replaces the extras when condiments are sent again; an empty body keeps them', async () => {
    await call('POST', `/user/cart/${ids.fried}`, { body: { condiments: [{ name: 'Chicken', price: 700 }] } });
    const replaced = cartResponseSchema.parse(
      (await call('POST', `/user/cart/${ids.fried}`, { body: { condiments: [{ name: 'Plantain', price: 200 }] } })).json(),
    );
    expect(replaced.cart[0]).toMatchObject({ qty: 2, condiments: [{ name: 'Plantain', price: 200 }], unitPrice: 1700, totalPrice: 3400 });
    const kept = cartResponseSchema.parse((await call('POST', `/user/cart/${ids.fried}`)).json());
    expect(kept.cart[0]).toMatchObject({ qty: 3, condiments: [{ name: 'Plantain', price: 200 }] });
  });

  it('refuses adding a product that requires extras without any (an empty body), with 400 naming the extra group', async () => {
    for (const body of [undefined, {}, { condiments: [] }]) {
      const res = await call('POST', `/user/cart/${ids.fried}`, { body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'Choose at least one extra first: Add-ons' });
    }
    expect((await cartOf()).cart).toEqual([]);
    // A product without extras still adds from an empty body (shop page, cart plus).
    expect((await call('POST', `/user/cart/${ids.stew}`, { body: {} })).statusCode).toBe(200);
  });

  it('lets an empty body add one more to a line that already carries its extras (cart plus)', async () => {
    await call('POST', `/user/cart/${ids.fried}`, { body: { condiments: [{ name: 'Spicy' }] } });
    const plus = await call('POST', `/user/cart/${ids.fried}`, { body: {} });
    expect(plus.statusCode).toBe(200);
    expect(cartResponseSchema.parse(plus.json()).cart[0]).toMatchObject({ qty: 2, condiments: [{ name: 'Spicy', price: 0 }] });
  });

  it('refuses an extra the product does not offer with 400 and leaves the cart alone', async () => {
    const res = await call('POST', `/user/cart/${ids.fried}`, {
      body: { condiments: [{ name: 'Chicken' }, { name: 'Gold leaf', price: 0 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Unknown extra for this product: Gold leaf', code: 'invalid_input', field: 'condiments' });
    const other = await call('POST', `/user/cart/${ids.stew}`, { body: { condiments: [{ name: 'Chicken' }] } });
    expect(other.statusCode).toBe(400);
    expect((await cartOf()).cart).toEqual([]);
  });

  it('answers 404 for an unknown product and for an id that is not one', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', "1' OR '1'='1"]) {
      for (const body of [undefined, { condiments: [{ name: 'Chicken' }] }]) {
        const res = await call('POST', `/user/cart/${encodeURIComponent(id)}`, { body });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'Product not found', code: 'not_found' });
      }
    }
  });

  it("answers 409 'Out of Stock' for an unavailable product, and adds one whose availability was never said", async () => {
    for (const body of [undefined, { condiments: [{ name: 'Chicken' }] }]) {
      const res = await call('POST', `/user/cart/${ids.soldOut}`, { body });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'Out of Stock', code: 'conflict' });
    }
    expect((await cartOf()).cart).toEqual([]);
    const unsaid = cartResponseSchema.parse((await call('POST', `/user/cart/${ids.unsaid}`)).json());
    expect(unsaid.cart[0]?.product._id).toBe(ids.unsaid);
    expect(unsaid.cart[0]).not.toHaveProperty('isAvailable');
  });

  it('refuses bad bodies with 400', async () => {
    const bodies = [
      { condiments: 'Chicken' },
      { condiments: [{ name: '' }] },
      { condiments: [{ price: 100 }] },
      { condiments: Array.from({ length: 51 }, () => ({ name: 'Spicy' })) },
    ];
    for (const body of bodies) {
      const res = await call('POST', `/user/cart/${ids.rice}`, { body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: expect.any(String), code: 'invalid_input', field: expect.stringMatching(/^condiments/) });
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/cart/${ids.rice}`,
      headers: { ...alice.auth, 'content-type': 'application/json' },
      payload: '{"condiments": [',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: expect.any(String), code: 'invalid_input' });
    expect((await cartOf()).cart).toEqual([]);
  });

  it(`stops at 99 of one item`, async () => {
    await call('POST', `/user/cart/${ids.stew}`);
    await call('PUT', `/user/cart/${ids.stew}`, { body: { quantity: 99 } });
    const res = await call('POST', `/user/cart/${ids.stew}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'You can have at most 99 of one item in your cart', code: 'invalid_input' });
    expect(qtyOf(await cartOf(), ids.stew)).toBe(99);
  });

  it('ends at qty 50 after 50 concurrent adds of one product by one user', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => call('POST', `/user/cart/${ids.soda}`)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const cart = await cartOf();
    expect(qtyOf(cart, ids.soda)).toBe(50);
    expect(cart.cart).toHaveLength(1);
  });

  it('keeps two users apart when both add at the same time', async () => {
    await Promise.all([
      ...Array.from({ length: 10 }, () => call('POST', `/user/cart/${ids.rice}`, { auth: alice.auth })),
      ...Array.from({ length: 7 }, () => call('POST', `/user/cart/${ids.rice}`, { auth: bob.auth })),
    ]);
    expect(qtyOf(await cartOf(alice.auth), ids.rice)).toBe(10);
    expect(qtyOf(await cartOf(bob.auth), ids.rice)).toBe(7);
  });
});

describe('extras are priced at read time (decision 005)', () => {
  it("shows an option's current price and drops an option the shop withdrew", async () => {
    await call('POST', `/user/cart/${ids.fried}`, { body: { condiments: [{ name: 'Plantain' }, { name: 'Spicy' }] } });
    const db = t.database.db;
    await db.update(extraOptions).set({ priceKobo: 25_000 }).where(eq(extraOptions.name, 'Plantain'));
    await db.delete(extraOptions).where(eq(extraOptions.id, spicyOptionId));
    try {
      const item = (await cartOf()).cart[0];
      expect(item?.condiments).toEqual([{ name: 'Plantain', price: 250 }]);
      expect(item?.unitPrice).toBe(1750);
    } finally {
      await db.update(extraOptions).set({ priceKobo: 20_000 }).where(eq(extraOptions.name, 'Plantain'));
      const [extra] = await db.select().from(productExtras).where(eq(productExtras.productId, ids.fried));
      if (extra) {
        const [restored] = await db
          .insert(extraOptions)
          .values({ extraId: extra.id, name: 'Spicy', priceKobo: 0, position: 2 })
          .returning({ id: extraOptions.id });
        spicyOptionId = restored?.id ?? '';
      }
    }
  });
});

describe('PUT user/cart {productId}', () => {
  it('decreases by one and removes the line at zero', async () => {
    await call('POST', `/user/cart/${ids.rice}`);
    await call('POST', `/user/cart/${ids.rice}`);
    await call('POST', `/user/cart/${ids.soda}`);
    const down = cartResponseSchema.parse((await call('PUT', '/user/cart', { body: { productId: ids.rice } })).json());
    expect(qtyOf(down, ids.rice)).toBe(1);
    const gone = cartResponseSchema.parse((await call('PUT', '/user/cart', { body: { productId: ids.rice } })).json());
    expect(gone.cart.map((i) => i.product._id)).toEqual([ids.soda]);
    // Shop B is now the only shop: it pays its full delivery price.
    expect(gone.shopBreakdown.map((s) => s.deliveryPrice)).toEqual([300.01]);
  });

  it('answers, for every add and decrease, the cart exactly as a read right after it shows it', async () => {
    // The write and the answer are one statement; the answer must not be the cart from before the write.
    await call('POST', `/user/cart/${ids.soda}`);
    const steps: [Method, string, unknown?][] = [
      ['POST', `/user/cart/${ids.fried}`, { condiments: [{ name: 'Chicken' }] }],
      ['POST', `/user/cart/${ids.stew}`],
      ['POST', `/user/cart/${ids.fried}`],
      ['PUT', '/user/cart', { productId: ids.fried }],
      ['PUT', '/user/cart', { productId: ids.soda }],
      ['PUT', '/user/cart', { productId: ids.fried }],
      ['PUT', '/user/cart', { productId: ids.stew }],
    ];
    const seen: string[][] = [];
    for (const [method, url, body] of steps) {
      const res = await call(method, url, body === undefined ? {} : { body });
      expect(res.statusCode).toBe(200);
      const answered = cartResponseSchema.parse(res.json());
      expect(answered).toEqual(await cartOf());
      seen.push(answered.cart.map((i) => `${i.product.productTitle}×${i.qty}${i.condiments.map((c) => `+${c.name}`).join('')}`));
    }
    expect(seen).toEqual([
      ['Soda×1', 'Fried Rice×1+Chicken'],
      ['Soda×1', 'Fried Rice×1+Chicken', 'Stew×1'],
      ['Soda×1', 'Fried Rice×2+Chicken', 'Stew×1'],
      ['Soda×1', 'Fried Rice×1+Chicken', 'Stew×1'],
      ['Fried Rice×1+Chicken', 'Stew×1'],
      ['Stew×1'],
      [],
    ]);
  });

  it('counts every concurrent add and decrease of one line once', async () => {
    for (let i = 0; i < 10; i++) await call('POST', `/user/cart/${ids.soda}`);
    const answers = await Promise.all([
      ...Array.from({ length: 15 }, () => call('POST', `/user/cart/${ids.soda}`)),
      ...Array.from({ length: 9 }, () => call('PUT', '/user/cart', { body: { productId: ids.soda } })),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(24).fill(200));
    expect(qtyOf(await cartOf(), ids.soda)).toBe(16);
  });

  it('answers 404 for an item not in the cart and 400 without a productId', async () => {
    for (const productId of [ids.rice, 'nope']) {
      const res = await call('PUT', '/user/cart', { body: { productId } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'This item is not in your cart', code: 'not_found' });
    }
    for (const body of [{}, { productId: '' }, { productId: 42 }]) expect((await call('PUT', '/user/cart', { body })).statusCode).toBe(400);
  });
});

describe('PUT user/cart/{productId} {quantity}', () => {
  it('sets the quantity between 1 and 99', async () => {
    await call('POST', `/user/cart/${ids.stew}`);
    const res = await call('PUT', `/user/cart/${ids.stew}`, { body: { quantity: 7 } });
    expect(res.statusCode).toBe(200);
    const cart = cartResponseSchema.parse(res.json());
    expect(cart.cart[0]).toMatchObject({ qty: 7, totalPrice: 5600 });
    expect(cart.subtotal).toBe('₦5,600.00');
  });

  it('refuses quantities outside 1–99 or not whole numbers with 400', async () => {
    await call('POST', `/user/cart/${ids.stew}`);
    const cases: [unknown, string | null][] = [
      [0, 'Quantity must be at least 1'],
      [-3, 'Quantity must be at least 1'],
      [100, 'Quantity must be at most 99'],
      [1.5, null],
      ['5', null],
      [undefined, null],
    ];
    for (const [quantity, message] of cases) {
      const res = await call('PUT', `/user/cart/${ids.stew}`, { body: quantity === undefined ? {} : { quantity } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message ?? expect.any(String), code: 'invalid_input', field: 'quantity' });
    }
    expect(qtyOf(await cartOf(), ids.stew)).toBe(1);
  });

  it('answers 404 for an item not in the cart', async () => {
    for (const id of [ids.rice, randomUUID(), 'xyz'])
      expect((await call('PUT', `/user/cart/${id}`, { body: { quantity: 2 } })).statusCode).toBe(404);
  });

  it('refuses to raise an item that went out of stock (409) but lets it go down', async () => {
    await call('POST', `/user/cart/${ids.unsaid}`);
    await call('PUT', `/user/cart/${ids.unsaid}`, { body: { quantity: 3 } });
    await t.database.db.update(products).set({ isAvailable: false }).where(eq(products.id, ids.unsaid));
    try {
      const up = await call('PUT', `/user/cart/${ids.unsaid}`, { body: { quantity: 4 } });
      expect(up.statusCode).toBe(409);
      expect(up.json()).toEqual({ error: 'Out of Stock', code: 'conflict' });
      expect((await call('POST', `/user/cart/${ids.unsaid}`)).statusCode).toBe(409);
      const down = cartResponseSchema.parse((await call('PUT', `/user/cart/${ids.unsaid}`, { body: { quantity: 2 } })).json());
      expect(down.cart[0]).toMatchObject({ qty: 2, isAvailable: false });
    } finally {
      await t.database.db.update(products).set({ isAvailable: null }).where(eq(products.id, ids.unsaid));
    }
  });
});

describe('DELETE user/cart/{productId}', () => {
  it('removes the item and answers the new cart', async () => {
    await call('POST', `/user/cart/${ids.rice}`);
    await call('POST', `/user/cart/${ids.soda}`);
    const res = await call('DELETE', `/user/cart/${ids.rice}`);
    expect(res.statusCode).toBe(200);
    expect(cartResponseSchema.parse(res.json()).cart.map((i) => i.product._id)).toEqual([ids.soda]);
  });

  it('answers 404 for an item not in the cart or a malformed id', async () => {
    for (const id of [ids.rice, 'not-a-uuid']) {
      const res = await call('DELETE', `/user/cart/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'This item is not in your cart', code: 'not_found' });
    }
  });
});

describe('clearing', () => {
  for (const url of ['/user/cart/clear', '/user/carts']) {
    it(`DELETE ${url} empties the cart and answers it`, async () => {
      await call('POST', `/user/cart/${ids.rice}`);
      await call('POST', `/user/cart/${ids.soda}`);
      const res = await call('DELETE', url);
      expect(res.statusCode).toBe(200);
      expect(cartResponseSchema.parse(res.json())).toEqual({
        cart: [],
        shopBreakdown: [],
        subtotal: '₦0.00',
        deliveryTotal: '₦0.00',
        grandTotal: '₦0.00',
      });
    });
  }
});

describe("another user's cart", () => {
  it('is never seen nor touched with a different token', async () => {
    await call('POST', `/user/cart/${ids.rice}`, { auth: alice.auth });
    await call('POST', `/user/cart/${ids.rice}`, { auth: alice.auth });
    expect((await cartOf(bob.auth)).cart).toEqual([]);
    expect((await call('PUT', '/user/cart', { auth: bob.auth, body: { productId: ids.rice } })).statusCode).toBe(404);
    expect((await call('PUT', `/user/cart/${ids.rice}`, { auth: bob.auth, body: { quantity: 1 } })).statusCode).toBe(404);
    expect((await call('DELETE', `/user/cart/${ids.rice}`, { auth: bob.auth })).statusCode).toBe(404);
    expect((await call('DELETE', '/user/cart/clear', { auth: bob.auth })).statusCode).toBe(200);
    expect((await call('DELETE', '/user/carts', { auth: bob.auth })).statusCode).toBe(200);
    expect(qtyOf(await cartOf(alice.auth), ids.rice)).toBe(2);
  });
});

describe('OpenAPI', () => {
  it('documents every cart call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    for (const path of ['/api/v1/user/cart', '/api/v1/user/cart/{productId}', '/api/v1/user/cart/clear', '/api/v1/user/carts'])
      expect(paths).toContain(path);
  });
});
