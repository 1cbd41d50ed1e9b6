import fs from 'node:fs';
import fc from 'fast-check';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopFeeShares, type SellerTakings, type TakingsTotals } from '@campus/contract';
import { ledgerEntries, orderEvents, orderParts, orders, payments, refunds, shopSettlements } from '../../db/schema';
import { refundPart, settleMoney } from '../../test/money-fixtures';
import { createPersonas, type Personas } from '../../test/personas';
import { containerOf, createTestApp, createTestUser, testDatabaseKind, type TestApp } from '../../test/test-app';
import { payForOrder } from '../../test/paid-orders';
import { shopDate } from './shop-days';

let t: TestApp;
let p: Personas;
const startedOn = shopDate(new Date());

beforeAll(async () => {
  // The fee borne in proportion, so the shop's part of Paystack's fee is in the ledger and the takings.
  t = await createTestApp({
    seed: true,
    config: { jobs: { pollMs: 20, backoffBaseMs: 20 }, money: { commissionBps: 500, feeBearer: 'all-proportional' } },
  });
  p = await createPersonas(t.app);
});
afterAll(async () => {
  await t?.close();
  if (t) fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

const takingsUrl = (rest = '', slug = p.shopA.slug) => `/api/v1/seller/shops/${slug}/takings${rest}`;

async function takings(query: string): Promise<SellerTakings> {
  const res = await t.app.inject({ method: 'GET', url: `${takingsUrl()}?${query}`, headers: p.ownerA.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

type Action = 'none' | 'accept' | 'reject' | 'acceptThenRefund' | 'deliver' | 'deliverThenRefund';
const ACTIONS: readonly Action[] = ['none', 'accept', 'reject', 'acceptThenRefund', 'deliver', 'deliverThenRefund'];

async function act(partId: string, action: Action): Promise<void> {
  const { parts: orderService } = containerOf(t.app).workflows;
  if (action === 'none') return;
  if (action === 'reject') return void (await orderService.setPartStatus(partId, 'rejected', 'Sold out'));
  await orderService.setPartStatus(partId, 'accepted');
  if (action === 'deliver' || action === 'deliverThenRefund')
    for (const status of ['preparing', 'ready', 'out_for_delivery', 'delivered'] as const) await orderService.setPartStatus(partId, status);
  if (action === 'acceptThenRefund' || action === 'deliverThenRefund') {
    const res = await refundPart(t.app, p.operator.auth, partId);
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** What shop A's takings must be, read from the orders, payments and refunds tables (not from the ledger's takings query). */
async function expectedOfShopA(): Promise<TakingsTotals> {
  const { db } = t.database;
  const parts = await db
    .select({ part: orderParts, reference: orders.paymentReference })
    .from(orderParts)
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .where(eq(orderParts.shopId, p.shopA.id));
  const acceptedEvents = new Set(
    (await db.select({ partId: orderEvents.partId }).from(orderEvents).where(eq(orderEvents.status, 'accepted'))).map((row) => row.partId),
  );
  const accepted = parts.filter((row) => acceptedEvents.has(row.part.id));
  const references = accepted.map((row) => row.reference);
  const paid = references.length ? await db.select().from(payments).where(inArray(payments.reference, references)) : [];
  const processed = (await db.select().from(refunds)).filter((refund) => refund.status === 'processed');
  const fees = references.length
    ? await db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.kind, 'fee'), inArray(ledgerEntries.paymentReference, references)))
    : [];
  const total: TakingsTotals = {
    parts: 0,
    grossKobo: 0,
    deliveryKobo: 0,
    commissionKobo: 0,
    refundsKobo: 0,
    discountsKobo: 0,
    feeKobo: 0,
    netKobo: 0,
  };
  for (const { part, reference } of accepted) {
    const payment = paid.find((row) => row.reference === reference)!;
    const share = payment.split!.shares.find((row) => row.shopId === p.shopA.id)!;
    const refunded = processed.filter((refund) => refund.partId === part.id).reduce((sum, refund) => sum + refund.amountKobo, 0);
    const fee = fees.find((row) => row.paymentReference === reference)?.amountKobo ?? 0;
    const shopFee = shopFeeShares(fee, payment.split!).find((row) => row.shopId === p.shopA.id)?.feeKobo ?? 0;
    const commission = share.commissionKobo - (refunded > 0 ? share.commissionKobo : 0);
    total.parts += 1;
    total.grossKobo += part.itemsSubtotalKobo;
    total.deliveryKobo += part.deliveryKobo;
    total.commissionKobo += commission;
    total.refundsKobo += refunded;
    total.feeKobo += shopFee;
    total.netKobo += part.itemsSubtotalKobo + part.deliveryKobo - commission - refunded - shopFee;
  }
  return total;
}

/** Shop A's ledger rows of its accepted parts, summed by kind: what the takings must equal line by line. */
async function ledgerOfShopA(): Promise<Record<string, number>> {
  const { db } = t.database;
  const rows = await db
    .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amountKobo, partId: orderParts.id })
    .from(ledgerEntries)
    .innerJoin(orders, eq(orders.paymentReference, ledgerEntries.paymentReference))
    .innerJoin(orderParts, and(eq(orderParts.orderId, orders.id), eq(orderParts.shopId, ledgerEntries.shopId)))
    .where(eq(ledgerEntries.shopId, p.shopA.id));
  const acceptedEvents = new Set(
    (await db.select({ partId: orderEvents.partId }).from(orderEvents).where(eq(orderEvents.status, 'accepted'))).map((row) => row.partId),
  );
  const sums: Record<string, number> = { sale: 0, commission: 0, commission_reversal: 0, refund: 0, shop_fee: 0 };
  for (const row of rows) if (acceptedEvents.has(row.partId) && row.kind in sums) sums[row.kind]! += row.amount;
  return sums;
}

describe(`the owner's takings equal the ledger (${testDatabaseKind})`, () => {
  it(
    'property: for random orders, commissions, rejections and refunds, every period adds up to the ledger to the kobo',
    { timeout: 600_000 },
    async () => {
      let round = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 0, max: 2_500 }),
          fc.array(
            fc.record({
              qty: fc.integer({ min: 1, max: 3 }),
              withB: fc.boolean(),
              action: fc.constantFrom(...ACTIONS),
              note: fc.string({ maxLength: 12 }),
            }),
            { minLength: 1, maxLength: 3 },
          ),
          async (commissionBps, orderPlans) => {
            round += 1;
            await t.database.db
              .insert(shopSettlements)
              .values({
                shopId: p.shopA.id,
                bankCode: '058',
                bankName: 'Test Bank',
                accountNumber: '0123456789',
                accountName: 'Test',
                commissionBps,
              })
              .onConflictDoUpdate({ target: shopSettlements.shopId, set: { commissionBps } });
            for (const plan of orderPlans) {
              const shopper = await createTestUser(t.app);
              const order = await payForOrder(
                t,
                shopper,
                plan.withB ? [p.shopA.id, p.shopB.id] : [p.shopA.id],
                { note: plan.note },
                plan.qty,
              );
              await settleMoney(t.app);
              await act(order.parts.find((part) => part.shop.id === p.shopA.id)!.id, plan.action);
            }
            await settleMoney(t.app);

            const expected = await expectedOfShopA();
            const ledger = await ledgerOfShopA();
            const today = shopDate(new Date());
            for (const query of [`period=day&from=${startedOn}&to=${today}`, 'period=week', 'period=month']) {
              const answer = await takings(query);
              expect(answer.total, `${query}, round ${round}`).toEqual(expected);
              expect(answer.total.grossKobo + answer.total.deliveryKobo).toBe(ledger.sale);
              expect(answer.total.commissionKobo).toBe(ledger.commission! - ledger.commission_reversal!);
              expect(answer.total.refundsKobo).toBe(ledger.refund);
              expect(answer.total.feeKobo).toBe(ledger.shop_fee);
              // The periods add up to the total.
              expect(answer.periods.reduce((sum, row) => sum + row.netKobo, 0)).toBe(answer.total.netKobo);
            }
          },
        ),
        { numRuns: 3 },
      );
      // The random orders did include refunds and the shop's part of the fee (or the property proved little).
      const ledger = await ledgerOfShopA();
      expect(ledger.sale).toBeGreaterThan(0);
      expect(ledger.shop_fee).toBeGreaterThan(0);
    },
  );

  it('a part not yet accepted, or rejected, is not in the takings; once accepted it is, and its refund after cancelling', async () => {
    const before = await takings('period=month');
    const shopper = await createTestUser(t.app);
    const order = await payForOrder(t, shopper, [p.shopA.id], {}, 1);
    await settleMoney(t.app);
    const partId = order.parts[0]!.id;
    expect((await takings('period=month')).total).toEqual(before.total);
    await act(partId, 'acceptThenRefund');
    await settleMoney(t.app);
    const after = await takings('period=month');
    const kobo = Math.round((order.parts[0]!.itemsSubtotal + order.parts[0]!.delivery) * 100);
    expect(after.total.parts).toBe(before.total.parts + 1);
    expect(after.total.grossKobo + after.total.deliveryKobo).toBe(before.total.grossKobo + before.total.deliveryKobo + kobo);
    expect(after.total.refundsKobo).toBe(before.total.refundsKobo + kobo);
    // Commission was given back with the refund: the shop is left with only its part of the fee to bear.
    expect(after.total.commissionKobo).toBe(before.total.commissionKobo);
    expect(after.total.netKobo).toBe(before.total.netKobo - (after.total.feeKobo - before.total.feeKobo));
  });
});

describe(`the takings' CSV files (${testDatabaseKind})`, () => {
  it('csv formula injection: a shopper note "=HYPERLINK(…)", a name "@…" and a room "+…" are written as text, never as formulas', async () => {
    const shopper = await createTestUser(t.app, { fullName: '@Ada "Chop" Obi' });
    const note = '=HYPERLINK("http://evil.example","Click"),-2+3';
    const order = await payForOrder(t, shopper, [p.shopA.id], { note, room: '+B12' }, 1);
    await settleMoney(t.app);
    await act(order.parts[0]!.id, 'accept');
    const res = await t.app.inject({
      method: 'GET',
      url: `${takingsUrl('/parts.csv')}?period=day&from=${startedOn}`,
      headers: p.ownerA.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+-parts-day-.+\.csv"$/);
    const text = res.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const line = text.split('\r\n').find((row) => row.startsWith(order.id))!;
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""Click""),-2+3"`);
    expect(line).toContain(`"'@Ada ""Chop"" Obi"`);
    expect(line).toContain(",'+B12,");
    // No cell of the file starts a formula.
    for (const row of text.replace('\uFEFF', '').split('\r\n').filter(Boolean))
      for (const cell of row.match(/("([^"]|"")*"|[^,]*)(,|$)/g) ?? []) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+@]/);
  });

  it('the parts CSV has a line per part in Lagos time with naira as numbers, and adds up to the summary CSV and the JSON', async () => {
    const query = `period=week&from=${startedOn}`;
    const summary = await takings(query);
    const parts = (await t.app.inject({ method: 'GET', url: `${takingsUrl('/parts.csv')}?${query}`, headers: p.ownerA.auth })).body;
    const [header, ...rows] = parts.replace('\uFEFF', '').trim().split('\r\n');
    expect(header).toBe(
      'Order,Paid (Africa/Lagos),Status,Customer,Hall,Room,Note,Items,Gross sales (NGN),Delivery (NGN),Commission (NGN),Refunds (NGN),Your codes (NGN),Paystack fee (NGN),Net (NGN)',
    );
    expect(rows.length).toBeGreaterThanOrEqual(summary.total.parts);
    const net = rows.map((row) => Number(row.split(',').at(-1))).reduce((sum, value) => sum + Math.round(value * 100), 0);
    expect(net).toBe(summary.total.netKobo);
    expect(rows[0]).toMatch(/^CM-[^,]+,\d{4}-\d{2}-\d{2} \d{2}:\d{2},/);

    const csv = (await t.app.inject({ method: 'GET', url: `${takingsUrl('/summary.csv')}?${query}`, headers: p.ownerA.auth })).body;
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Period start,Period end,Parts,Gross sales (NGN),Delivery (NGN),Commission (NGN),Refunds (NGN),Your codes (NGN),Paystack fee (NGN),Net (NGN)',
    );
    expect(lines.at(-1)).toBe(
      [
        'Total',
        `${summary.from} to ${summary.to}`,
        summary.total.parts,
        ...[
          summary.total.grossKobo,
          summary.total.deliveryKobo,
          summary.total.commissionKobo,
          summary.total.refundsKobo,
          summary.total.discountsKobo,
          summary.total.feeKobo,
          summary.total.netKobo,
        ].map((kobo) => kobo / 100),
      ].join(','),
    );
    expect(lines).toHaveLength(summary.periods.length + 2);
  });
});

describe(`who may read the takings, and bad questions (${testDatabaseKind})`, () => {
  it('staff are refused (403), another shop’s owner finds nothing (404), signed out 401', async () => {
    for (const rest of ['', '/parts.csv', '/summary.csv']) {
      expect((await t.app.inject({ method: 'GET', url: takingsUrl(rest), headers: p.staffA.auth })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: takingsUrl(rest), headers: p.ownerB.auth })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: takingsUrl(rest) })).statusCode).toBe(401);
    }
  });

  it('a bad period, a date that does not exist, a reversed or too long range answer 400 with a reason', async () => {
    for (const query of ['period=year', 'from=2026-02-30', 'from=2026-11-20&to=2026-11-01', 'from=2024-01-01&to=2026-11-01']) {
      const res = await t.app.inject({ method: 'GET', url: `${takingsUrl()}?${query}`, headers: p.ownerA.auth });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toEqual(expect.any(String));
    }
  });

  it('a day with nothing sold still has its line of zeros; a week starts on Monday', async () => {
    const answer = await takings('period=week&from=2026-11-04&to=2026-11-10');
    expect(answer.periods.map((row) => [row.start, row.end])).toEqual([
      ['2026-11-02', '2026-11-08'],
      ['2026-11-09', '2026-11-15'],
    ]);
    expect(answer.from).toBe('2026-11-02');
  });
});
