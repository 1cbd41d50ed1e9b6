import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InitializePaymentResponse } from '@campus/contract';
import { products } from '../db/schema';
import { UpstreamError } from '../errors/domain-errors';
import { countOrders, fillCart, paymentStatus, pickProductsFromShops, type CatalogPick } from '../test/checkout-fixtures';
import { addProduct, stockOf } from '../test/money-fixtures';
import { containerOf, createTestApp, createTestUser, type TestApp } from '../test/test-app';
import { reconcilePayments, type ReconcileSteps } from './reconcile-payments';

/** workflows/reconcile-payments.ts with the real payments, orders, stock and promos modules (PGlite; PostgreSQL with TEST_DATABASE=postgres). */
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

function steps(): ReconcileSteps {
  const { db, users, payments, orders, money, stock, promos } = containerOf(t.app);
  const placeOrder = { db, users, payments: payments.service, orders: orders.service, money: money.service, stock, promos };
  return { payments: payments.service, placeOrder, stock, promos };
}

/** A pending payment for two units of a product counted at 6 (4 left while it is held). */
async function pendingPayment() {
  const productId = await addProduct(t.database.db, pick.shopId, 700_00);
  await t.database.db.update(products).set({ stockCount: 6 }).where(eq(products.id, productId));
  const shopper = await createTestUser(t.app);
  await fillCart(t.database.db, shopper.user.id, [{ productId, qty: 2 }]);
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/payment/initialize', headers: shopper.auth });
  return { productId, started: res.json() as InitializePaymentResponse };
}

describe('workflow: reconciling stale pending payments', () => {
  it('paid → its order (units kept for it); unpaid → abandoned and its units back, once; fresh ones wait', async () => {
    offsetMs = 0;
    const paid = await pendingPayment();
    const unpaid = await pendingPayment();
    await containerOf(t.app).payments.sandbox?.ledger.settle(paid.started.accessCode, 'success');
    expect(await stockOf(t.database.db, unpaid.productId)).toBe(4);

    expect(await reconcilePayments(steps())).toEqual({ completed: 0, abandoned: 0 });
    expect(await paymentStatus(t.database.db, unpaid.started.reference)).toBe('pending');

    offsetMs = 11 * 60_000;
    const outcome = await reconcilePayments(steps());
    expect(outcome.completed).toBeGreaterThanOrEqual(1);
    expect(outcome.abandoned).toBeGreaterThanOrEqual(1);
    expect(await countOrders(t.database.db, paid.started.reference)).toBe(1);
    expect(await stockOf(t.database.db, paid.productId)).toBe(4);
    expect(await paymentStatus(t.database.db, unpaid.started.reference)).toBe('abandoned');
    expect(await stockOf(t.database.db, unpaid.productId)).toBe(6);

    // A second run finds them ended: nothing is given back twice, no second order.
    await reconcilePayments(steps());
    expect(await stockOf(t.database.db, unpaid.productId)).toBe(6);
    expect(await countOrders(t.database.db, paid.started.reference)).toBe(1);
  });

  it('the provider down: the payment is skipped and keeps its units for the next run', async () => {
    offsetMs = 0;
    const waiting = await pendingPayment();
    offsetMs = 11 * 60_000;
    const real = steps();
    const down: ReconcileSteps = {
      ...real,
      payments: {
        stalePending: (olderThanMs, limit) => real.payments.stalePending(olderThanMs, limit),
        endUnpaid: (reference, verdict) => real.payments.endUnpaid(reference, verdict),
        confirm: () => Promise.reject(new UpstreamError('Provider down')),
      },
    };
    expect(await reconcilePayments(down)).toEqual({ completed: 0, abandoned: 0 });
    expect(await paymentStatus(t.database.db, waiting.started.reference)).toBe('pending');
    expect(await stockOf(t.database.db, waiting.productId)).toBe(4);
  });
});
