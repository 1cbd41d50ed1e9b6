import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderAgainResponse } from '@campus/contract';
import { cartItems, extraOptions, productExtras, products, shops } from '../../db/schema';
import { buyAndPay } from '../../test/money-fixtures';
import { createTestApp, createTestUser, type TestApp } from '../../test/test-app';

/** Order again (issue 37 item 2): a past order's lines back in the cart only as they were paid for. */
let t: TestApp;
let shopId = '';
beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { jobs: { pollMs: 20, backoffBaseMs: 20 } } });
  const [shop] = await t.database.db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.isOpen, true), isNull(shops.suspendedAt)))
    .limit(1);
  shopId = shop!.id;
  // Open whatever the clock says while this file runs (its own database).
  await t.database.db.update(shops).set({ openingHours: null }).where(eq(shops.id, shopId));
}, 120_000);
afterAll(() => t?.close());

const db = () => t.database.db;

async function product(priceKobo: number, title: string): Promise<string> {
  const [row] = await db()
    .insert(products)
    .values({ slug: `again-${randomBytes(5).toString('hex')}`, shopId, title, priceKobo, isAvailable: true })
    .returning({ id: products.id });
  return row!.id;
}

/** A product with one extras group "Protein": Beef ₦300, Chicken ₦400. */
async function productWithProtein(priceKobo: number, title: string): Promise<{ id: string; extraId: string }> {
  const id = await product(priceKobo, title);
  const [extra] = await db().insert(productExtras).values({ productId: id, title: 'Protein' }).returning({ id: productExtras.id });
  await db()
    .insert(extraOptions)
    .values([
      { extraId: extra!.id, name: 'Beef', priceKobo: 30_000, position: 0 },
      { extraId: extra!.id, name: 'Chicken', priceKobo: 40_000, position: 1 },
    ]);
  return { id, extraId: extra!.id };
}

const orderAgain = (orderId: string, auth: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1/user/cart/order-again/${orderId}`, headers: auth });

const cartLines = async (userId: string) =>
  db()
    .select({ productId: cartItems.productId, qty: cartItems.qty, condiments: cartItems.condiments })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));

/** Buys these lines and whatever the cart holds already, and answers the order's public id. */
async function bought(shopper: Awaited<ReturnType<typeof createTestUser>>, lines: { productId: string; qty: number }[]) {
  const { order } = await buyAndPay(
    t.app,
    shopper,
    lines.map(({ productId, qty }) => ({ productId, qty })),
  );
  return order.id;
}

describe('POST /api/v1/user/cart/order-again/{orderId}', () => {
  it('puts back what is sold as it was paid for, and names each line that changed: re-priced, out of stock, gone, an extra re-priced', async () => {
    const shopper = await createTestUser(t.app);
    const same = await product(100_000, 'Jollof plate');
    const repriced = await product(70_000, 'Fried rice');
    const soldOut = await product(90_000, 'Pepper soup');
    const removed = await product(20_000, 'Zobo');
    const { id: shawarma } = await productWithProtein(150_000, 'Shawarma');
    // Pay with Beef on the shawarma line: the cart line carries the extra the shopper chose.
    await db()
      .insert(cartItems)
      .values({ userId: shopper.user.id, productId: shawarma, qty: 1, condiments: [{ name: 'Beef', priceKobo: 30_000 }] });
    const orderId = await bought(shopper, [
      { productId: same, qty: 2 },
      { productId: repriced, qty: 1 },
      { productId: soldOut, qty: 1 },
      { productId: removed, qty: 1 },
    ]);
    expect(await cartLines(shopper.user.id)).toEqual([]);

    await db().update(products).set({ priceKobo: 80_000 }).where(eq(products.id, repriced));
    await db().update(products).set({ isAvailable: false }).where(eq(products.id, soldOut));
    await db().update(products).set({ deletedAt: new Date() }).where(eq(products.id, removed));
    await db().update(extraOptions).set({ priceKobo: 35_000 }).where(eq(extraOptions.name, 'Beef'));

    const response = await orderAgain(orderId, shopper.auth);
    expect(response.statusCode).toBe(200);
    const body = response.json<OrderAgainResponse>();
    expect(body.added).toEqual([{ productId: same, title: 'Jollof plate', qty: 2 }]);
    expect(body.skipped.map(({ productId, reason, message }) => [productId, reason, message]).sort()).toEqual(
      [
        [repriced, 'repriced', 'Fried rice now costs ₦800.00 (was ₦700.00).'],
        [soldOut, 'out_of_stock', 'Pepper soup is out of stock.'],
        [removed, 'gone', 'Zobo is no longer sold.'],
        [shawarma, 'repriced', 'Shawarma: "Beef" now costs ₦350.00 (was ₦300.00).'],
      ].sort(),
    );
    // Nothing went in at another price: the cart holds the unchanged line only, and the answer is that cart.
    expect(await cartLines(shopper.user.id)).toEqual([{ productId: same, qty: 2, condiments: [] }]);
    expect(body.cart.cart.map((line) => [line.product._id, line.qty])).toEqual([[same, 2]]);
  });

  it('puts back a line with its extras, adds to a line that has the same ones, and leaves a line with other extras as the shopper set it', async () => {
    const shopper = await createTestUser(t.app);
    const { id: wrap } = await productWithProtein(120_000, 'Chicken wrap');
    const { id: burger } = await productWithProtein(200_000, 'Burger');
    await db()
      .insert(cartItems)
      .values([
        { userId: shopper.user.id, productId: wrap, qty: 1, condiments: [{ name: 'Chicken', priceKobo: 40_000 }] },
        { userId: shopper.user.id, productId: burger, qty: 2, condiments: [{ name: 'Beef', priceKobo: 30_000 }] },
      ]);
    const orderId = await bought(shopper, []);
    // Since then the shopper put a burger with Chicken in the cart, and a wrap with Chicken again.
    await db()
      .insert(cartItems)
      .values([
        { userId: shopper.user.id, productId: burger, qty: 1, condiments: [{ name: 'Chicken', priceKobo: 40_000 }] },
        { userId: shopper.user.id, productId: wrap, qty: 1, condiments: [{ name: 'Chicken', priceKobo: 40_000 }] },
      ]);

    const body = (await orderAgain(orderId, shopper.auth)).json<OrderAgainResponse>();
    expect(body.added).toEqual([{ productId: wrap, title: 'Chicken wrap', qty: 1 }]);
    expect(body.skipped).toEqual([
      {
        productId: burger,
        title: 'Burger',
        reason: 'in_cart_with_other_extras',
        message: 'Burger is already in your cart with other extras: change it there.',
      },
    ]);
    const lines = await cartLines(shopper.user.id);
    expect(lines.find((line) => line.productId === wrap)).toMatchObject({ qty: 2, condiments: [{ name: 'Chicken', priceKobo: 40_000 }] });
    expect(lines.find((line) => line.productId === burger)).toMatchObject({ qty: 1, condiments: [{ name: 'Chicken', priceKobo: 40_000 }] });
  });

  it('leaves out a line whose extras the shop’s groups no longer allow (issue 38), naming the group', async () => {
    const shopper = await createTestUser(t.app);
    const { id: wrap, extraId } = await productWithProtein(120_000, 'Beef wrap');
    await db()
      .insert(cartItems)
      .values({
        userId: shopper.user.id,
        productId: wrap,
        qty: 1,
        condiments: [
          { name: 'Beef', priceKobo: 30_000 },
          { name: 'Chicken', priceKobo: 40_000 },
        ],
      });
    const orderId = await bought(shopper, []);
    // Since then the owner made Protein "pick exactly one".
    await db().update(productExtras).set({ kind: 'one' }).where(eq(productExtras.id, extraId));

    const body = (await orderAgain(orderId, shopper.auth)).json<OrderAgainResponse>();
    expect(body.added).toEqual([]);
    expect(body.skipped).toEqual([
      { productId: wrap, title: 'Beef wrap', reason: 'extras_changed', message: 'Beef wrap: Choose only one option for “Protein”.' },
    ]);
    expect(await cartLines(shopper.user.id)).toEqual([]);
  });

  it('tells a closed shop and a full line apart, and adds nothing for either', async () => {
    const shopper = await createTestUser(t.app);
    const plate = await product(50_000, 'Beans plate');
    const orderId = await bought(shopper, [{ productId: plate, qty: 3 }]);

    await db().insert(cartItems).values({ userId: shopper.user.id, productId: plate, qty: 98, condiments: [] });
    const full = (await orderAgain(orderId, shopper.auth)).json<OrderAgainResponse>();
    expect(full.added).toEqual([]);
    expect(full.skipped).toMatchObject([{ productId: plate, reason: 'cart_limit' }]);
    expect(await cartLines(shopper.user.id)).toEqual([{ productId: plate, qty: 98, condiments: [] }]);

    await db().delete(cartItems).where(eq(cartItems.userId, shopper.user.id));
    await db().update(shops).set({ isOpen: false }).where(eq(shops.id, shopId));
    try {
      const closed = (await orderAgain(orderId, shopper.auth)).json<OrderAgainResponse>();
      expect(closed.added).toEqual([]);
      expect(closed.skipped).toMatchObject([{ productId: plate, reason: 'shop_closed' }]);
      expect(closed.skipped[0]!.message).toMatch(/closed/i);
      expect(await cartLines(shopper.user.id)).toEqual([]);
    } finally {
      await db().update(shops).set({ isOpen: true }).where(eq(shops.id, shopId));
    }
  });

  it('ordering another shopper’s order again is "not found", as is an unknown order; without a token, 401', async () => {
    const owner = await createTestUser(t.app);
    const stranger = await createTestUser(t.app);
    const orderId = await bought(owner, [{ productId: await product(30_000, 'Puff-puff'), qty: 1 }]);
    const theirs = await orderAgain(orderId, stranger.auth);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ error: 'Order not found' });
    expect(await cartLines(stranger.user.id)).toEqual([]);
    expect((await orderAgain('CM-NOPE', stranger.auth)).statusCode).toBe(404);
    expect((await orderAgain(orderId)).statusCode).toBe(401);
  });
});
