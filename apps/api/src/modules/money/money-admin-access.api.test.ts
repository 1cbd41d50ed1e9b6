import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgerEntries, orders, refunds, shopPayouts, shopSettlements } from '../../db/schema';
import { shopDate } from '../seller/shop-days';
import { pickProductsFromShops } from '../../test/checkout-fixtures';
import { buyAndPay } from '../../test/money-fixtures';
import { PERSONA_NAMES, createPersonas, headersOf, type PersonaName, type Personas } from '../../test/personas';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app';

/**
 * Authorization matrix for every operator money endpoint (issue 21): signed out 401, a shopper,
 * shop staff and shop owners 403, the operator through. A refused call writes nothing: no
 * settlement, refund, ledger row or audit row.
 */
describe(`operator money API: who may call it (${testDatabaseKind})`, () => {
  let t: TestApp;
  let people: Personas;
  let publicId: string;
  let partId: string;
  let payoutId: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: true, config: { jobs: { pollMs: 20, backoffBaseMs: 20 } } });
    people = await createPersonas(t.app);
    const [pick] = await pickProductsFromShops(t.database.db, 1);
    const { order } = await buyAndPay(t.app, people.shopper, [{ productId: pick!.productId, qty: 1 }]);
    publicId = order.id;
    partId = order.parts[0]!.id;
    const [payout] = await t.database.db
      .insert(shopPayouts)
      .values({
        shopId: people.shopA.id,
        amountKobo: 5_000,
        paidOn: shopDate(new Date()),
        reference: 'MATRIX-0',
        recordedBy: people.operator.user.id,
      })
      .returning({ id: shopPayouts.id });
    payoutId = payout!.id;
  });
  afterAll(() => t?.close());

  const today = shopDate(new Date());
  const endpoints = () =>
    [
      { method: 'GET', url: '/api/v1/admin/banks' },
      { method: 'POST', url: '/api/v1/admin/banks/resolve', payload: { bankCode: '058', accountNumber: '0123456789' } },
      { method: 'GET', url: `/api/v1/admin/shops/${people.shopA.id}/settlement` },
      {
        method: 'PUT',
        url: `/api/v1/admin/shops/${people.shopA.id}/settlement`,
        payload: {
          bankCode: '058',
          accountNumber: '0123456789',
          confirmedAccountName: 'MAMA PUT KITCHEN VENTURES',
          typedAccountName: 'MAMA PUT KITCHEN VENTURES',
        },
      },
      { method: 'GET', url: `/api/v1/admin/orders/${publicId}/money` },
      { method: 'POST', url: `/api/v1/admin/order-parts/${partId}/refund`, payload: { reason: 'matrix' } },
      { method: 'GET', url: '/api/v1/admin/payments/pending' },
      { method: 'GET', url: `/api/v1/admin/ledger?from=${today}&to=${today}` },
      { method: 'GET', url: `/api/v1/admin/ledger.csv?from=${today}&to=${today}` },
      { method: 'GET', url: `/api/v1/admin/settlements?from=${today}&to=${today}` },
      { method: 'GET', url: `/api/v1/admin/payouts?from=${today}&to=${today}` },
      {
        method: 'POST',
        url: `/api/v1/admin/shops/${people.shopA.id}/payouts`,
        payload: { amountKobo: 10_000, paidOn: today, reference: 'MATRIX-1' },
      },
      { method: 'POST', url: `/api/v1/admin/payouts/${payoutId}/reverse`, payload: { reason: 'matrix' } },
    ] as const;

  const expected: Record<PersonaName, number[]> = {
    signedOut: [401],
    shopper: [403],
    staffA: [403],
    ownerA: [403],
    ownerB: [403],
    operator: [200],
  };

  const counts = async () => {
    const count = async (table: typeof auditLog | typeof refunds | typeof shopSettlements | typeof ledgerEntries | typeof shopPayouts) =>
      (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
    return {
      audit: await count(auditLog),
      refunds: await count(refunds),
      settlements: await count(shopSettlements),
      ledger: await count(ledgerEntries),
      payouts: await count(shopPayouts),
      reversed: (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(shopPayouts)
          .where(isNotNull(shopPayouts.reversedAt))
      )[0]!.n,
    };
  };

  for (const persona of PERSONA_NAMES.filter((name) => name !== 'operator')) {
    it(`${persona}: every operator money endpoint is refused (${expected[persona].join('/')}) and writes nothing`, async () => {
      const before = await counts();
      for (const endpoint of endpoints()) {
        const response = await t.app.inject({ ...endpoint, headers: headersOf(people, persona) });
        expect({ url: endpoint.url, method: endpoint.method, status: response.statusCode }).toEqual({
          url: endpoint.url,
          method: endpoint.method,
          status: expected[persona][0],
        });
      }
      expect(await counts()).toEqual(before);
    });
  }

  it('operator: every endpoint answers, and the four that change money write their audit rows', async () => {
    for (const endpoint of endpoints()) {
      const response = await t.app.inject({ ...endpoint, headers: headersOf(people, 'operator') });
      expect({ url: endpoint.url, status: response.statusCode, body: response.statusCode === 200 ? '' : response.body }).toEqual({
        url: endpoint.url,
        status: 200,
        body: '',
      });
    }
    const actions = (await t.database.db.select({ action: auditLog.action }).from(auditLog)).map((row) => row.action).sort();
    expect(actions).toEqual(['order_part.refund', 'shop.payout.record', 'shop.payout.reverse', 'shop.settlement.set']);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.publicId, publicId));
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, order!.id))).toHaveLength(1);
  });

  it("a shop owner cannot read another order's money through the admin path by guessing ids (403 before any lookup)", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/orders/CM-DOESNOTEXIST/money',
      headers: headersOf(people, 'ownerA'),
    });
    expect(response.statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/orders/CM-DOESNOTEXIST/money',
      headers: headersOf(people, 'operator'),
    });
    expect(missing.statusCode).toBe(404);
  });
});
