import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type InitializePaymentResponse } from '@campus/contract';
import { products, stockHolds } from '../../db/schema';
import { fillCart, paymentStatus, pickProductsFromShops, type CatalogPick } from '../../test/checkout-fixtures';
import { addProduct, buyAndPay, partsOf, settleMoney, stockOf } from '../../test/money-fixtures';
import { createShopMember } from '../../test/personas';
import { containerOf, createTestApp, createTestUser, type TestApp } from '../../test/test-app';

/** Stock counts (issue 38 item 2, decision 113), on PGlite and on PostgreSQL (TEST_DATABASE=postgres). */
let t: TestApp;
let pick: CatalogPick;
let offsetMs = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: true, now: () => new Date(Date.now() + offsetMs) });
  pick = (await pickProductsFromShops(t.database.db, 1))[0]!;
});
afterAll(async () => {
  await t?.close();
});

async function countedProduct(count: number): Promise<string> {
  const id = await addProduct(t.database.db, pick.shopId, 1_500_00);
  await t.database.db.update(products).set({ stockCount: count }).where(eq(products.id, id));
  return id;
}

async function startPayment(productId: string, qty = 1) {
  const shopper = await createTestUser(t.app);
  await fillCart(t.database.db, shopper.user.id, [{ productId, qty }]);
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/payment/initialize', headers: shopper.auth });
  return { shopper, response };
}

async function storefrontAvailability(productId: string): Promise<boolean | undefined> {
  const [row] = await t.database.db.select({ slug: products.slug }).from(products).where(eq(products.id, productId));
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/product/slug/${row!.slug}` });
  return (response.json() as { isAvailable?: boolean }).isAvailable;
}

describe('stock counts', () => {
  it('fifty parallel checkouts for the last five units sell exactly five (oversell attack)', async () => {
    const productId = await countedProduct(5);
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => createTestUser(t.app)));
    for (const shopper of shoppers) await fillCart(t.database.db, shopper.user.id, [{ productId, qty: 1 }]);
    const answers = await Promise.all(
      shoppers.map((shopper) => t.app.inject({ method: 'POST', url: '/api/v1/payment/initialize', headers: shopper.auth })),
    );
    const started = answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json() as InitializePaymentResponse);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(started).toHaveLength(5);
    expect(refused).toHaveLength(45);
    expect(refused[0]!.json().error).toBe('Money test item is out of stock. Remove it from your cart to continue.');
    expect(await stockOf(t.database.db, productId)).toBe(0);
    // At 0 the storefront says Out of Stock (isAvailable false), and the cart takes no more.
    expect(await storefrontAvailability(productId)).toBe(false);
    const late = await createTestUser(t.app);
    const add = await t.app.inject({ method: 'POST', url: `/api/v1/user/cart/${productId}`, headers: late.auth });
    expect(add.statusCode).toBe(409);
    expect(add.json().error).toBe(MESSAGES.outOfStock);

    // The five pay: five orders, the units consumed, none given back.
    for (const payment of started) await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${payment.accessCode}/pay` });
    await settleMoney(t.app);
    for (const payment of started) expect(await paymentStatus(t.database.db, payment.reference)).toBe('success');
    const holds = await t.database.db.select().from(stockHolds).where(eq(stockHolds.productId, productId));
    expect(holds.map((hold) => hold.status)).toEqual(['consumed', 'consumed', 'consumed', 'consumed', 'consumed']);
    expect(await stockOf(t.database.db, productId)).toBe(0);
  });

  it('more units than are left are refused, naming what is left, and nothing is taken', async () => {
    const productId = await countedProduct(2);
    const { response } = await startPayment(productId, 3);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('Only 2 of Money test item left. Lower the quantity in your cart to continue.');
    expect(await stockOf(t.database.db, productId)).toBe(2);
  });

  it('an abandoned payment gives its units back; paid after all, its order takes them again, never below 0', async () => {
    const productId = await countedProduct(1);
    const first = await startPayment(productId);
    expect(first.response.statusCode).toBe(200);
    expect((await startPayment(productId)).response.statusCode).toBe(409);

    offsetMs = 11 * 60_000;
    try {
      await containerOf(t.app).workflows.reconcilePending();
    } finally {
      offsetMs = 0;
    }
    const reference = (first.response.json() as InitializePaymentResponse).reference;
    expect(await paymentStatus(t.database.db, reference)).toBe('abandoned');
    expect(await stockOf(t.database.db, productId)).toBe(1);
    expect(await storefrontAvailability(productId)).toBe(true);
    // Reconciliation again gives nothing back twice.
    offsetMs = 11 * 60_000;
    try {
      await containerOf(t.app).workflows.reconcilePending();
    } finally {
      offsetMs = 0;
    }
    expect(await stockOf(t.database.db, productId)).toBe(1);

    // Someone else takes the unit; then the first shopper's card is charged after all: the order stands, the count stays 0.
    const second = await startPayment(productId);
    expect(second.response.statusCode).toBe(200);
    expect(await stockOf(t.database.db, productId)).toBe(0);
    const accessCode = (first.response.json() as InitializePaymentResponse).accessCode;
    await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${accessCode}/pay` });
    await settleMoney(t.app);
    expect(await paymentStatus(t.database.db, reference)).toBe('success');
    expect(await stockOf(t.database.db, productId)).toBe(0);
  });

  it('a cancelled part puts its units back when its shop says so, once; not when the owner turned it off', async () => {
    const owner = await createShopMember(t.app, pick.shopId, 'owner');
    const productId = await countedProduct(10);
    const shopper = await createTestUser(t.app);
    const { started } = await buyAndPay(t.app, shopper, [{ productId, qty: 3 }]);
    expect(await stockOf(t.database.db, productId)).toBe(7);
    const [part] = await partsOf(t.database.db, started.reference);
    await containerOf(t.app).workflows.parts.setPartStatus(part!.id, 'cancelled', 'Test cancel');
    await settleMoney(t.app);
    expect(await stockOf(t.database.db, productId)).toBe(10);
    // The operator's refund of the same part later (its stock step, workflows/refund-part.ts) puts nothing back twice.
    await containerOf(t.app).db.transaction(async (tx) => {
      await containerOf(t.app).stock.restockPart(part!.id, tx);
    });
    expect(await stockOf(t.database.db, productId)).toBe(10);

    const setting = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/seller/shops/${await slugOf(pick.shopId)}/stock-settings`,
      headers: owner.auth,
      payload: { restockOnRefund: false },
    });
    expect(setting.json()).toEqual({ restockOnRefund: false });
    const other = await createTestUser(t.app);
    const bought = await buyAndPay(t.app, other, [{ productId, qty: 4 }]);
    const [kept] = await partsOf(t.database.db, bought.started.reference);
    await containerOf(t.app).workflows.parts.setPartStatus(kept!.id, 'cancelled', 'Test cancel');
    expect(await stockOf(t.database.db, productId)).toBe(6);
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/seller/shops/${await slugOf(pick.shopId)}/stock-settings`,
      headers: owner.auth,
      payload: { restockOnRefund: true },
    });
  });

  it('staff and owner set the count in the console; 0 reads Out of Stock; bad counts are 400; another shop is 404', async () => {
    const productId = await countedProduct(4);
    const slug = await slugOf(pick.shopId);
    const staff = await createShopMember(t.app, pick.shopId, 'staff');
    const url = `/api/v1/seller/shops/${slug}/products/${productId}/stock`;
    const zero = await t.app.inject({ method: 'PUT', url, headers: staff.auth, payload: { stockCount: 0 } });
    expect(zero.statusCode).toBe(200);
    expect(zero.json()).toEqual({ productId, stockCount: 0, isAvailable: false });
    expect(await storefrontAvailability(productId)).toBe(false);
    const list = await t.app.inject({ method: 'GET', url: `/api/v1/seller/shops/${slug}/products`, headers: staff.auth });
    expect((list.json().products as { id: string; stockCount: number | null }[]).find((p) => p.id === productId)?.stockCount).toBe(0);

    const untracked = await t.app.inject({ method: 'PUT', url, headers: staff.auth, payload: { stockCount: null } });
    expect(untracked.json()).toEqual({ productId, stockCount: null, isAvailable: true });
    expect(await storefrontAvailability(productId)).toBe(true);

    for (const stockCount of [-1, 1.5, 'ten', 100_001]) {
      const bad = await t.app.inject({ method: 'PUT', url, headers: staff.auth, payload: { stockCount } });
      expect(bad.statusCode).toBe(400);
    }
    const [, foreign] = await pickProductsFromShops(t.database.db, 2);
    const stranger = await createShopMember(t.app, foreign!.shopId, 'owner');
    const denied = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/seller/shops/${await slugOf(foreign!.shopId)}/products/${productId}/stock`,
      headers: stranger.auth,
      payload: { stockCount: 3 },
    });
    expect(denied.statusCode).toBe(404);
    expect(await stockOf(t.database.db, productId)).toBeNull();
  });
});

async function slugOf(shopId: string): Promise<string> {
  const shop = await containerOf(t.app).db.query.shops.findFirst({ where: (shops, { eq: equals }) => equals(shops.id, shopId) });
  return shop!.slug;
}
