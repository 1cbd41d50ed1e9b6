import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InitializePaymentResponse } from '@campus/contract';
import { products } from '../db/schema';
import { countOrders, fillCart, paymentStatus, seededAppAndPick, type CatalogPick } from '../test/checkout-fixtures';
import { addProduct, ledgerSums, stockOf } from '../test/money-fixtures';
import { containerOf, createTestUser, type TestApp } from '../test/test-app';
import { placeOrderFromPayment, type PlaceOrderSteps } from './place-order';
import { verifyPayment, type VerifyPaymentSteps } from './verify-payment';

/**
 * workflows/place-order.ts and verify-payment.ts with the real payments, orders, money, stock and promos modules
 * (PGlite; PostgreSQL with TEST_DATABASE=postgres). The duplicate charge is driven end to end by
 * modules/payments/duplicate-charge.api.test.ts and security/refund-paid-twice.api.test.ts.
 */
let t: TestApp;
let pick: CatalogPick;

beforeAll(async () => ({ t, pick } = await seededAppAndPick()));
afterAll(() => t?.close());

function placeSteps(): PlaceOrderSteps {
  const { db, users, payments, orders, money, stock, promos } = containerOf(t.app);
  return { db, users, payments: payments.service, orders: orders.service, money: money.service, stock, promos };
}

function verifySteps(): VerifyPaymentSteps {
  const { payments, stock, promos } = containerOf(t.app);
  return { payments: payments.service, stock, promos };
}

/** A pending payment for two units of a product counted at 6 (4 left while it is held), settled by the sandbox as `outcome`. */
async function payment(outcome: 'success' | 'failed') {
  const productId = await addProduct(t.database.db, pick.shopId, 700_00);
  await t.database.db.update(products).set({ stockCount: 6 }).where(eq(products.id, productId));
  const shopper = await createTestUser(t.app);
  await fillCart(t.database.db, shopper.user.id, [{ productId, qty: 2 }]);
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/payment/initialize', headers: shopper.auth });
  const started = res.json() as InitializePaymentResponse;
  await containerOf(t.app).payments.sandbox?.ledger.settle(started.accessCode, outcome);
  return { productId, shopper, reference: started.reference };
}

describe('workflow: a paid payment becomes its order', () => {
  it('one order with its ledger, its units consumed (never given back), the same order on a repeat', async () => {
    const paid = await payment('success');
    expect(await verifyPayment(verifySteps(), paid.shopper.user, paid.reference)).toEqual({ status: 'success' });

    const order = await placeOrderFromPayment(placeSteps(), paid.reference);
    expect(order?.reference).toBe(paid.reference);
    expect(await countOrders(t.database.db, paid.reference)).toBe(1);
    expect((await ledgerSums(t.database.db, paid.reference)).charge).toBeGreaterThan(0);
    await containerOf(t.app).stock.release(paid.reference);
    expect(await stockOf(t.database.db, paid.productId)).toBe(4);

    expect((await placeOrderFromPayment(placeSteps(), paid.reference))?.orderId).toBe(order?.orderId);
    expect(await countOrders(t.database.db, paid.reference)).toBe(1);
  });

  it('a step that fails takes the order and its ledger back with it; the holds stay for the next try', async () => {
    const paid = await payment('success');
    await verifyPayment(verifySteps(), paid.shopper.user, paid.reference);
    const real = placeSteps();
    const broken: PlaceOrderSteps = {
      ...real,
      promos: { release: (reference, tx) => real.promos.release(reference, tx), consume: () => Promise.reject(new Error('promos down')) },
    };
    await expect(placeOrderFromPayment(broken, paid.reference)).rejects.toThrow('promos down');
    expect(await countOrders(t.database.db, paid.reference)).toBe(0);
    expect(await ledgerSums(t.database.db, paid.reference)).toEqual({});
    expect(await stockOf(t.database.db, paid.productId)).toBe(4);

    expect(await placeOrderFromPayment(real, paid.reference)).not.toBeNull();
    expect(await countOrders(t.database.db, paid.reference)).toBe(1);
  });

  it('an unknown or unpaid payment makes no order', async () => {
    expect(await placeOrderFromPayment(placeSteps(), 'CM-no-such-payment')).toBeNull();
    const pending = await payment('failed');
    expect(await placeOrderFromPayment(placeSteps(), pending.reference)).toBeNull();
    expect(await countOrders(t.database.db, pending.reference)).toBe(0);
  });
});

describe('workflow: verifying a payment', () => {
  it('the provider says failed: the payment ends failed and its units go back, once', async () => {
    const failed = await payment('failed');
    const answer = await verifyPayment(verifySteps(), failed.shopper.user, failed.reference);
    expect(answer.status).toBe('failed');
    expect(await paymentStatus(t.database.db, failed.reference)).toBe('failed');
    expect(await stockOf(t.database.db, failed.productId)).toBe(6);

    await verifyPayment(verifySteps(), failed.shopper.user, failed.reference);
    expect(await stockOf(t.database.db, failed.productId)).toBe(6);
  });

  it("another shopper's reference is not found and nothing is asked or given back", async () => {
    const failed = await payment('failed');
    const other = await createTestUser(t.app);
    await expect(verifyPayment(verifySteps(), other.user, failed.reference)).rejects.toThrow('Payment not found');
    expect(await paymentStatus(t.database.db, failed.reference)).toBe('pending');
    expect(await stockOf(t.database.db, failed.productId)).toBe(4);
  });
});
