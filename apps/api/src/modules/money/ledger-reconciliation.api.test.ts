import fs from 'node:fs';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, orderParts, orders, payments, refunds } from '../../db/schema';
import { shopDate } from '../seller/shop-days';
import { pickProductsFromShops, type CatalogPick } from '../../test/checkout-fixtures';
import { buyAndPay, refundPart, settleMoney } from '../../test/money-fixtures';
import { createOperator } from '../../test/personas';
import { containerOf, createTestApp, createTestUser, testDatabaseKind, type TestApp } from '../../test/test-app';

/** A small seeded PRNG (mulberry32), so a failing day can be replayed from its seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Reconciliation (issue 21): after a randomized day of orders, rejections, shopper cancels and
 * operator refunds, the ledger matches the payments and refunds tables exactly, in total and per shop.
 */
describe(`the ledger reconciles with payments and refunds (${testDatabaseKind})`, () => {
  let t: TestApp;
  let picks: CatalogPick[];
  const seed = Number(process.env.LEDGER_SEED ?? Date.now() % 1_000_000);

  beforeAll(async () => {
    t = await createTestApp({ seed: true, config: { jobs: { pollMs: 20, backoffBaseMs: 20 } } });
    picks = await pickProductsFromShops(t.database.db, 3);
    await createOperator(t.app);
  });
  afterAll(async () => {
    await t?.close();
    if (t) fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  it(`a randomized day balances to the kobo (seed ${seed})`, { timeout: 180_000 }, async () => {
    const random = prng(seed);
    // The operator's day view counts Africa/Lagos days: an hour ahead of UTC, and the test may cross midnight.
    const firstDay = shopDate(new Date());
    const operator = await createOperator(t.app);
    const { parts: orderService } = containerOf(t.app).workflows;
    for (let n = 0; n < 6; n++) {
      const shopper = await createTestUser(t.app);
      const chosen = picks.filter(() => random() < 0.6);
      const lines = (chosen.length ? chosen : [picks[n % picks.length]!]).map((pick) => ({
        productId: pick.productId,
        qty: 1 + Math.floor(random() * 3),
      }));
      const { order } = await buyAndPay(t.app, shopper, lines);
      for (const part of order.parts) {
        const roll = random();
        if (roll < 0.25) await orderService.setPartStatus(part.id, 'rejected', 'Out of stock');
        else if (roll < 0.4)
          await t.app.inject({
            method: 'POST',
            url: `/api/v1/orders/${order.id}/parts/${part.id}/cancel`,
            headers: shopper.auth,
            payload: {},
          });
        else if (roll < 0.5) await refundPart(t.app, operator.auth, part.id);
        else if (roll < 0.7) await orderService.setPartStatus(part.id, 'accepted');
      }
    }
    await settleMoney(t.app);
    const { db } = t.database;

    const sum = async (kind: string) =>
      Number(
        (
          await db
            .select({ s: sql<string>`coalesce(sum(${ledgerEntries.amountKobo}), 0)::bigint` })
            .from(ledgerEntries)
            .where(sql`${ledgerEntries.kind} = ${kind}`)
        )[0]!.s,
      );
    const paid = await db
      .select()
      .from(payments)
      .where(inArray(payments.status, ['success', 'refunded']));
    expect(await sum('charge')).toBe(paid.reduce((total, payment) => total + payment.amountKobo, 0));
    const processed = (await db.select().from(refunds)).filter((refund) => refund.status === 'processed');
    expect(processed.length).toBeGreaterThan(0);
    expect(await sum('refund')).toBe(processed.reduce((total, refund) => total + refund.amountKobo, 0));
    expect(await sum('fee')).toBeGreaterThan(0);

    // Per shop: sales are exactly its parts; refunds exactly its processed refunds; commission exactly the split's, less what refunds gave back.
    const parts = await db
      .select()
      .from(orderParts)
      .innerJoin(orders, sql`${orders.id} = ${orderParts.orderId}`);
    const ledger = await db.select().from(ledgerEntries);
    const splitOf = new Map(paid.map((payment) => [payment.reference, payment.split]));
    for (const pick of picks) {
      const mine = ledger.filter((row) => row.shopId === pick.shopId);
      const total = (kind: string) => mine.filter((row) => row.kind === kind).reduce((s, row) => s + row.amountKobo, 0);
      const myParts = parts.filter((row) => row.order_parts.shopId === pick.shopId);
      expect(total('sale')).toBe(myParts.reduce((s, row) => s + row.order_parts.itemsSubtotalKobo + row.order_parts.deliveryKobo, 0));
      expect(total('refund')).toBe(
        processed.filter((refund) => refund.shopId === pick.shopId).reduce((s, refund) => s + refund.amountKobo, 0),
      );
      const commissions = myParts.map(
        (row) => splitOf.get(row.orders.paymentReference)?.shares.find((share) => share.shopId === pick.shopId)?.commissionKobo ?? 0,
      );
      expect(total('commission')).toBe(commissions.reduce((s, c) => s + c, 0));
      const refundedParts = new Set(processed.filter((refund) => refund.shopId === pick.shopId).map((refund) => refund.partId));
      const reversed = myParts
        .filter((row) => refundedParts.has(row.order_parts.id))
        .map((row) => splitOf.get(row.orders.paymentReference)?.shares.find((share) => share.shopId === pick.shopId)?.commissionKobo ?? 0);
      expect(total('commission_reversal')).toBe(reversed.reduce((s, c) => s + c, 0));
    }

    // The operator's day view adds up to the same figures.
    const lastDay = shopDate(new Date());
    const view = (
      await t.app.inject({ method: 'GET', url: `/api/v1/admin/ledger?from=${firstDay}&to=${lastDay}`, headers: operator.auth })
    ).json() as {
      days: { chargedKobo: number; refundedKobo: number; commissionKobo: number; settledKobo: number; owedKobo: number }[];
    };
    expect(view.days.reduce((s, day) => s + day.chargedKobo, 0)).toBe(await sum('sale'));
    expect(view.days.reduce((s, day) => s + day.refundedKobo, 0)).toBe(
      processed.filter((refund) => refund.shopId).reduce((s, refund) => s + refund.amountKobo, 0),
    );
    for (const day of view.days) expect(day.owedKobo).toBe(day.chargedKobo - day.refundedKobo - day.commissionKobo - day.settledKobo);

    // Append-only: the database refuses to change or remove a ledger row.
    await expect(db.update(ledgerEntries).set({ amountKobo: 1 })).rejects.toThrow();
    await expect(db.delete(ledgerEntries)).rejects.toThrow();
  });
});
