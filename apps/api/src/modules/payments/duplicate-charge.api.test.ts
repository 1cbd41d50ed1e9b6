import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InitializePaymentResponse } from '@campus/contract';
import { containerOf, createTestApp, createTestUser, type TestApp } from '../../test/test-app';
import { countOrders, fillCart, paymentStatus, pickProductsFromShops } from '../../test/checkout-fixtures';

/**
 * A duplicate charge (issue 19): the provider charged two references for one checkout (the first
 * payment was given up as abandoned, a second one started, and the shopper paid both pages).
 * One order; the second charge is refunded once through the provider's refund call.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { jobs: { pollMs: 20, backoffBaseMs: 20 } } });
});
afterAll(async () => {
  await t?.close();
  if (t) fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

describe('duplicate charge', () => {
  it('gives one order and refunds the second charge once; refund.processed marks it refunded', async () => {
    const shopper = await createTestUser(t.app);
    const [pick] = await pickProductsFromShops(t.database.db, 1);
    await fillCart(t.database.db, shopper.user.id, [{ productId: pick!.productId, qty: 1 }]);
    const initialize = async () =>
      (
        await t.app.inject({ method: 'POST', url: '/api/v1/payment/initialize', headers: shopper.auth })
      ).json() as InitializePaymentResponse;
    const first = await initialize();
    // The shopper's verify before paying finds it abandoned: the cart is free for a new payment.
    await t.app.inject({ method: 'POST', url: '/api/v1/payment/verify', headers: shopper.auth, payload: { reference: first.reference } });
    const second = await initialize();
    expect(second.reference).not.toBe(first.reference);

    // Both pages still open: both are paid.
    await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${first.accessCode}/pay` });
    await containerOf(t.app).payments.sandbox?.flush();
    await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${second.accessCode}/pay` });
    await containerOf(t.app).payments.sandbox?.flush();
    // The browser of the second tab asks for its order: it gets the one order there is.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/create-order',
      headers: shopper.auth,
      payload: { orderPrice: 0, orderItems: [], reference: second.reference },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().newOrder.reference).toBe(first.reference);
    expect(await countOrders(t.database.db, first.reference)).toBe(1);
    expect(await countOrders(t.database.db, second.reference)).toBe(0);

    // The refund job calls the provider; the sandbox answers with refund.processed.
    while ((await paymentStatus(t.database.db, second.reference)) !== 'refunded') {
      await containerOf(t.app).jobs.drain();
      await containerOf(t.app).payments.sandbox?.flush();
    }
    const ledger = containerOf(t.app).payments.sandbox!.ledger;
    expect((await ledger.refundsOf(second.reference)).map((refund) => refund.amountKobo)).toEqual([second.amount]);
    expect(await ledger.refundsOf(first.reference)).toEqual([]);
    // Refunded once: asking again is refused by the provider, and the job is not run twice.
    await expect(containerOf(t.app).payments.provider.refund(second.reference, second.amount)).rejects.toThrow(/reversed/);
    expect(await paymentStatus(t.database.db, first.reference)).toBe('success');
  });
});
