import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InitializePaymentResponse } from '@campus/contract';
import { containerOf, createTestApp, createTestUser, type TestApp } from '../../test/test-app';
import { countOrders, fillCart, paymentStatus, pickProductsFromShops, type CatalogPick } from '../../test/checkout-fixtures';

/** Reconciliation (issue 19): payments pending for more than 10 minutes are settled with the provider's verify call. */
let t: TestApp;
let picks: CatalogPick[];
let offsetMs = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: true, now: () => new Date(Date.now() + offsetMs) });
  picks = await pickProductsFromShops(t.database.db, 2);
});
afterAll(async () => {
  await t?.close();
  if (t) fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

async function startPayment(productIndex: number) {
  const shopper = await createTestUser(t.app);
  await fillCart(t.database.db, shopper.user.id, [{ productId: picks[productIndex]!.productId, qty: 1 }]);
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/payment/initialize', headers: shopper.auth });
  return { shopper, started: res.json() as InitializePaymentResponse };
}

describe('reconciliation of stale pending payments', () => {
  it('a paid payment whose webhook never came becomes its order; an unpaid one is abandoned; fresh ones wait', async () => {
    const paid = await startPayment(0);
    const unpaid = await startPayment(1);
    // Paid at the provider, but its webhook is lost (the ledger settles without the sandbox sending it).
    await containerOf(t.app).payments.sandbox?.ledger.settle(paid.started.accessCode, 'success');

    offsetMs = 0;
    expect(await containerOf(t.app).workflows.reconcilePending()).toEqual({ completed: 0, abandoned: 0 });
    expect(await paymentStatus(t.database.db, paid.started.reference)).toBe('pending');

    offsetMs = 11 * 60_000;
    const result = await containerOf(t.app).workflows.reconcilePending();
    expect(result.completed).toBeGreaterThanOrEqual(1);
    expect(await paymentStatus(t.database.db, paid.started.reference)).toBe('success');
    expect(await countOrders(t.database.db, paid.started.reference)).toBe(1);
    expect(await paymentStatus(t.database.db, unpaid.started.reference)).toBe('abandoned');
    expect(await countOrders(t.database.db, unpaid.started.reference)).toBe(0);

    // Abandoned frees the cart: the next Pay Now opens a new transaction.
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/payment/initialize', headers: unpaid.shopper.auth });
    expect(again.json().reference).not.toBe(unpaid.started.reference);
    // Running again changes nothing.
    await containerOf(t.app).workflows.reconcilePending();
    expect(await countOrders(t.database.db, paid.started.reference)).toBe(1);
  });
});
