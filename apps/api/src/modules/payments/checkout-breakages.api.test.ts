import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InitializePaymentResponse } from '@campus/contract';
import { containerOf, createTestApp, createTestUser, type TestApp } from '../../test/test-app';
import {
  cartQty,
  countOrders,
  countPayments,
  expectedTotalKobo,
  fillCart,
  pickProductsFromShops,
  setCartQty,
  type CatalogPick,
} from '../../test/checkout-fixtures';

/** The three ways checkout broke for a paying shopper (issue 19), reproduced; each now ends on the paid order. */
let t: TestApp;
let picks: CatalogPick[];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  picks = await pickProductsFromShops(t.database.db, 3);
});
afterAll(async () => {
  await t?.close();
  if (t) fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

type Shopper = Awaited<ReturnType<typeof createTestUser>>;

async function initialize(shopper: Shopper, payload?: object): Promise<InitializePaymentResponse> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/payment/initialize', headers: shopper.auth, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const pay = (accessCode: string) => t.app.inject({ method: 'POST', url: `/sandbox/checkout/${accessCode}/pay` });

const verify = (shopper: Shopper, reference: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/payment/verify', headers: shopper.auth, payload: { reference } });

describe('checkout whatever the shopper does meanwhile', () => {
  it('cart changed while paying: create-order answers the paid order and the line added meanwhile stays', async () => {
    const shopper = await createTestUser(t.app);
    const paidLines = [{ pick: picks[0]!, qty: 1 }];
    await fillCart(t.database.db, shopper.user.id, [{ productId: picks[0]!.productId, qty: 1 }]);
    const started = await initialize(shopper);
    // Another tab adds an item while the payment page is open.
    await fillCart(t.database.db, shopper.user.id, [{ productId: picks[1]!.productId, qty: 1 }]);
    expect((await pay(started.accessCode)).json().status).toBe('success');
    expect((await verify(shopper, started.reference)).json()).toEqual({ status: 'success' });
    // The browser sends its view of the cart as it is now: two lines.
    const created = t.app.inject({
      method: 'POST',
      url: '/api/v1/order/create-order',
      headers: shopper.auth,
      payload: {
        orderPrice: (picks[0]!.priceKobo + picks[1]!.priceKobo) / 100,
        orderItems: [
          { product: picks[0]!.productId, qty: 1 },
          { product: picks[1]!.productId, qty: 1 },
        ],
        reference: started.reference,
      },
    });
    await Promise.all([created, containerOf(t.app).payments.sandbox?.flush()]);
    expect((await created).statusCode, (await created).body).toBe(200);
    const totals = expectedTotalKobo(paidLines);
    expect((await created).json().newOrder).toMatchObject({ orderPrice: totals.subtotal / 100, totalPaid: totals.total / 100 });
    expect(await countOrders(t.database.db, started.reference)).toBe(1);
    expect(await cartQty(t.database.db, shopper.user.id, picks[0]!.productId)).toBe(0);
    expect(await cartQty(t.database.db, shopper.user.id, picks[1]!.productId)).toBe(1);
  });

  it('two tabs, one cart: both get the same transaction, in turn and at once, so the shopper can pay only once', async () => {
    const shopper = await createTestUser(t.app);
    await fillCart(t.database.db, shopper.user.id, [
      { productId: picks[0]!.productId, qty: 2 },
      { productId: picks[2]!.productId, qty: 1 },
    ]);
    const first = await initialize(shopper);
    const second = await initialize(shopper);
    expect(second).toEqual(first);
    const together = await Promise.all(Array.from({ length: 6 }, () => initialize(shopper)));
    for (const answer of together) expect(answer.reference).toBe(first.reference);
    expect(await countPayments(t.database.db, shopper.user.id)).toBe(1);

    expect((await pay(first.accessCode)).json().status).toBe('success');
    await containerOf(t.app).payments.sandbox?.flush();
    expect(await countOrders(t.database.db, first.reference)).toBe(1);
    // Paid: the next checkout of a (new) cart is a new payment.
    await fillCart(t.database.db, shopper.user.id, [{ productId: picks[1]!.productId, qty: 1 }]);
    expect((await initialize(shopper)).reference).not.toBe(first.reference);
  });

  it('parallel initializes racing on one cart insert one payment (the unique pending index decides)', async () => {
    const shopper = await createTestUser(t.app);
    await fillCart(t.database.db, shopper.user.id, [{ productId: picks[1]!.productId, qty: 3 }]);
    const answers = await Promise.all(Array.from({ length: 8 }, () => initialize(shopper)));
    expect(new Set(answers.map((answer) => answer.reference)).size).toBe(1);
    expect(await countPayments(t.database.db, shopper.user.id)).toBe(1);
  });

  it("the webhook's order takes only the paid quantity: Jollof ×2 in the cart with ×1 paid leaves ×1", async () => {
    const shopper = await createTestUser(t.app);
    const jollof = picks[0]!.productId;
    await fillCart(t.database.db, shopper.user.id, [{ productId: jollof, qty: 1 }]);
    const started = await initialize(shopper);
    await setCartQty(t.database.db, shopper.user.id, jollof, 2);
    await pay(started.accessCode);
    await containerOf(t.app).payments.sandbox?.flush();
    expect(await countOrders(t.database.db, started.reference)).toBe(1);
    expect(await cartQty(t.database.db, shopper.user.id, jollof)).toBe(1);
  });

  it('keeps the delivery details given at checkout on the order, and refuses a note over 200 characters', async () => {
    const shopper = await createTestUser(t.app, { hall: 'Bethel' });
    await fillCart(t.database.db, shopper.user.id, [{ productId: picks[2]!.productId, qty: 1 }]);
    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/initialize',
      headers: shopper.auth,
      payload: { note: 'x'.repeat(201) },
    });
    expect(tooLong.statusCode).toBe(400);
    const badHall = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/initialize',
      headers: shopper.auth,
      payload: { hall: 'Nowhere' },
    });
    expect(badHall.statusCode).toBe(400);
    expect(await countPayments(t.database.db, shopper.user.id)).toBe(0);
    const started = await initialize(shopper, { hall: 'Emerald', room: 'Block C, 214', note: 'Please call when you are at the gate' });
    await pay(started.accessCode);
    await containerOf(t.app).payments.sandbox?.flush();
    const orders = (await t.app.inject({ method: 'GET', url: '/api/v1/orders', headers: shopper.auth })).json();
    const detail = await t.app.inject({ method: 'GET', url: `/api/v1/orders/${orders.orders[0].id}`, headers: shopper.auth });
    expect(detail.json()).toMatchObject({ hall: 'Emerald', room: 'Block C, 214', note: 'Please call when you are at the gate' });
  });
});
