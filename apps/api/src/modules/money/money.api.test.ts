import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatKobo, type OrderDetail, type ShopSettlement } from '@campus/contract';
import { auditLog, mailOutbox, payments, sandboxRefunds, sandboxTransactions, shops, webhookEvents } from '../../db/schema';
import { chargeSuccessBody, pickProductsFromShops, postSignedWebhook, type CatalogPick } from '../../test/checkout-fixtures';
import { addProduct, buyAndPay, ledgerSums, refundPart, refundRows, settleMoney } from '../../test/money-fixtures';
import { createOperator } from '../../test/personas';
import { containerOf, createTestApp, createTestUser, type TestApp } from '../../test/test-app';
import { shopDate } from '../seller/shop-days';
import { SANDBOX_FAILING_REFUND_KOBO, SANDBOX_REFUND_THEN_502_KOBO, SANDBOX_REFUND_THEN_TIMEOUT_KOBO } from '../payments/sandbox.provider';

/** Issue 21's money on the sandbox: split at payment time, refunds once, the ledger, webhooks by id. */
let t: TestApp;
let picks: CatalogPick[];
let operator: Awaited<ReturnType<typeof createOperator>>;

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { jobs: { pollMs: 20, backoffBaseMs: 20 } } });
  picks = await pickProductsFromShops(t.database.db, 2);
  operator = await createOperator(t.app);
});
afterAll(async () => {
  await t?.close();
  if (t) fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

const partOf = (order: OrderDetail, shopId: string) => order.parts.find((part) => part.shop.id === shopId)!;
const partKobo = (part: OrderDetail['parts'][number]) => Math.round((part.itemsSubtotal + part.delivery) * 100);

async function orderAs(shopper: { auth: Record<string, string> }, publicId: string): Promise<OrderDetail> {
  return (await t.app.inject({ method: 'GET', url: `/api/v1/orders/${publicId}`, headers: shopper.auth })).json();
}

describe('settlement and the split at payment time', () => {
  it('the operator sets a bank with the resolved name: the subaccount gets its share of the next payment, the other shop is owed', async () => {
    const [a, b] = picks;
    const url = `/api/v1/admin/shops/${a!.shopId}/settlement`;
    // The seeded shop is not Mama Put's: its name is typed to confirm it (issue 39 item 4).
    const body = {
      bankCode: '058',
      accountNumber: '0123456789',
      confirmedAccountName: 'Mama Put Kitchen Ventures',
      typedAccountName: 'MAMA PUT KITCHEN VENTURES',
      commissionPercent: 10,
    };
    const wrongName = await t.app.inject({
      method: 'PUT',
      url,
      headers: operator.auth,
      payload: { ...body, confirmedAccountName: 'Someone Else' },
    });
    expect(wrongName.statusCode).toBe(409);
    const unknown = await t.app.inject({ method: 'PUT', url, headers: operator.auth, payload: { ...body, accountNumber: '9999999999' } });
    expect(unknown.statusCode).toBe(400);
    const saved = await t.app.inject({ method: 'PUT', url, headers: operator.auth, payload: body });
    expect(saved.statusCode).toBe(200);
    const settlement = saved.json() as ShopSettlement;
    expect(settlement).toMatchObject({ accountName: 'MAMA PUT KITCHEN VENTURES', bankName: 'Guaranty Trust Bank', commissionPercent: 10 });
    expect(settlement.subaccountCode).toMatch(/^ACCT_/);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, a!.shopId), eq(auditLog.action, 'shop.settlement.set')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorId).toBe(operator.user.id);

    const shopper = await createTestUser(t.app);
    const { started, order } = await buyAndPay(t.app, shopper, [
      { productId: a!.productId, qty: 2 },
      { productId: b!.productId, qty: 1 },
    ]);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.reference, started.reference));
    const shareA = payment!.split!.shares.find((share) => share.shopId === a!.shopId)!;
    const shareB = payment!.split!.shares.find((share) => share.shopId === b!.shopId)!;
    expect(shareA.grossKobo).toBe(partKobo(partOf(order, a!.shopId)));
    expect(shareA.commissionKobo).toBe(Math.floor((shareA.grossKobo * 1000 + 5000) / 10_000));
    expect(shareA.subaccountCode).toBe(settlement.subaccountCode);
    expect(shareB.subaccountCode).toBeNull();
    expect(shareA.shareKobo + shareB.shareKobo + payment!.split!.marketKobo).toBe(started.amount);
    // What the provider received: only the shop with a subaccount, its flat share, the market bearing the fee.
    const [sent] = await t.database.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, started.reference));
    expect(sent!.split).toEqual({
      type: 'flat',
      bearer_type: 'account',
      subaccounts: [{ subaccount: settlement.subaccountCode, share: shareA.shareKobo }],
    });

    const sums = await ledgerSums(t.database.db, started.reference);
    expect(sums).toMatchObject({ charge: started.amount, sale: started.amount, split_share: shareA.shareKobo });
    expect(sums.commission).toBe(shareA.commissionKobo + shareB.commissionKobo);
    expect(sums.fee).toBeGreaterThan(0);

    const today = shopDate(new Date());
    const ledger = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/ledger?from=${today}&to=${today}&shopId=${b!.shopId}`,
      headers: operator.auth,
    });
    expect(ledger.statusCode).toBe(200);
    const dayB = ledger.json().days.find((day: { shopId: string }) => day.shopId === b!.shopId);
    expect(dayB).toBeDefined();
    // B has no subaccount: nothing settled, its share owed.
    expect(dayB.settledKobo).toBe(0);
    expect(dayB.owedKobo).toBe(dayB.chargedKobo - dayB.refundedKobo - dayB.commissionKobo);

    // The sandbox emulates Paystack's GET /settlement: today's share is one settlement next morning, pending until then.
    const checks = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/settlements?from=${today}&to=${today}`,
      headers: operator.auth,
    });
    expect(checks.statusCode).toBe(200);
    expect(checks.json()).toMatchObject({ provider: 'sandbox' });
    const checkA = checks.json().shops.find((shop: { shopId: string }) => shop.shopId === a!.shopId);
    expect(checkA).toMatchObject({
      subaccountCode: settlement.subaccountCode,
      expectedKobo: shareA.shareKobo,
      settledKobo: 0,
      inProgressKobo: shareA.shareKobo,
      differenceKobo: 0,
    });
    expect(checkA.settlements).toEqual([expect.objectContaining({ status: 'pending', amountKobo: shareA.shareKobo })]);

    const money = await t.app.inject({ method: 'GET', url: `/api/v1/admin/orders/${order.id}/money`, headers: operator.auth });
    expect(money.statusCode).toBe(200);
    expect(money.json().payments[0].split.shares).toHaveLength(2);
    expect(money.json().ledger.length).toBeGreaterThanOrEqual(6);
  });
});

describe('refunds', () => {
  it('a rejected part is refunded for its items and delivery share, once; the shopper sees "refunded" and gets a mail', async () => {
    const [a, b] = picks;
    const shopper = await createTestUser(t.app);
    const { started, order } = await buyAndPay(t.app, shopper, [
      { productId: a!.productId, qty: 1 },
      { productId: b!.productId, qty: 1 },
    ]);
    const rejected = partOf(order, b!.shopId);
    await containerOf(t.app).workflows.parts.setPartStatus(rejected.id, 'rejected', 'Out of stock');
    await settleMoney(t.app);

    const rows = await refundRows(t.database.db, started.reference);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'part', partId: rejected.id, amountKobo: partKobo(rejected), status: 'processed' });
    const seen = await orderAs(shopper, order.id);
    expect(partOf(seen, b!.shopId).refund).toMatchObject({ amount: partKobo(rejected) / 100, status: 'processed' });
    expect(partOf(seen, a!.shopId).refund).toBeUndefined();
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, shopper.user.email));
    expect(mails.map((mail) => mail.subject)).toContainEqual(expect.stringContaining(`refunded ${formatKobo(partKobo(rejected))}`));

    const sums = await ledgerSums(t.database.db, started.reference);
    expect(sums.refund).toBe(partKobo(rejected));
    expect(sums.commission_reversal).toBeGreaterThanOrEqual(0);
    // Asking again (a retried job, the operator's button) changes nothing.
    await containerOf(t.app).money.service.sendRefund(rows[0]!.id, containerOf(t.app).payments.provider);
    const again = await refundPart(t.app, operator.auth, rejected.id);
    expect(again.json().refund.id).toBe(rows[0]!.id);
    await settleMoney(t.app);
    expect(await t.database.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.reference, started.reference))).toHaveLength(1);
    expect((await ledgerSums(t.database.db, started.reference)).refund).toBe(partKobo(rejected));
  });

  it('twenty parallel refund requests for one part refund it once, with one audit row', async () => {
    const [a, b] = picks;
    const shopper = await createTestUser(t.app);
    const { started, order } = await buyAndPay(t.app, shopper, [
      { productId: a!.productId, qty: 1 },
      { productId: b!.productId, qty: 3 },
    ]);
    const part = partOf(order, a!.shopId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => refundPart(t.app, operator.auth, part.id, 'Complaint')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.json().refund.id)).size).toBe(1);
    // Twenty refund jobs run at once would still ask the provider once.
    const id = answers[0]!.json().refund.id as string;
    const { provider } = containerOf(t.app).payments;
    const money = containerOf(t.app).money.service;
    await Promise.all(Array.from({ length: 20 }, () => money.sendRefund(id, provider)));
    await settleMoney(t.app);
    expect(await t.database.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.reference, started.reference))).toHaveLength(1);
    expect((await refundRows(t.database.db, started.reference)).map((row) => row.status)).toEqual(['processed']);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, part.id), eq(auditLog.action, 'order_part.refund')));
    expect(audits).toHaveLength(1);
  });

  it('the magic amount: the provider accepts, then refund.failed; the operator asks again and it is audited', async () => {
    const [shop] = await t.database.db.select().from(shops).where(eq(shops.id, picks[0]!.shopId));
    const productId = await addProduct(t.database.db, shop!.id, SANDBOX_FAILING_REFUND_KOBO - shop!.deliveryPriceKobo);
    const shopper = await createTestUser(t.app);
    const { started, order } = await buyAndPay(t.app, shopper, [{ productId, qty: 1 }]);
    const part = order.parts[0]!;
    expect(partKobo(part)).toBe(SANDBOX_FAILING_REFUND_KOBO);
    await containerOf(t.app).workflows.parts.setPartStatus(part.id, 'rejected', 'Closed today');
    await settleMoney(t.app);
    const [failed] = await refundRows(t.database.db, started.reference);
    expect(failed).toMatchObject({ status: 'failed', attempt: 1 });
    expect(partOf(await orderAs(shopper, order.id), shop!.id).refund?.status).toBe('failed');
    expect((await ledgerSums(t.database.db, started.reference)).refund).toBeUndefined();

    const retried = await refundPart(t.app, operator.auth, part.id);
    expect(retried.json().refund).toMatchObject({ id: failed!.id, status: 'requested' });
    await settleMoney(t.app);
    expect((await refundRows(t.database.db, started.reference))[0]).toMatchObject({ status: 'failed', attempt: 2 });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, part.id));
    expect(audits).toHaveLength(1);
  });
});

describe('refund paid twice when Paystack errors after refunding (the sandbox emulates it, decision 084)', () => {
  it.each([
    ['502', SANDBOX_REFUND_THEN_502_KOBO],
    ['timeout', SANDBOX_REFUND_THEN_TIMEOUT_KOBO],
  ])(
    'refund paid twice when Paystack errors after refunding (%s): the whole charge is refunded once and ends refunded, not failed',
    async (_name, magic) => {
      const [shop] = await t.database.db.select().from(shops).where(eq(shops.id, picks[0]!.shopId));
      const productId = await addProduct(t.database.db, shop!.id, magic - shop!.deliveryPriceKobo);
      const shopper = await createTestUser(t.app);
      const { started, order } = await buyAndPay(t.app, shopper, [{ productId, qty: 1 }]);
      const part = order.parts[0]!;
      expect(partKobo(part)).toBe(magic);
      await containerOf(t.app).workflows.parts.setPartStatus(part.id, 'rejected', 'Closed today');
      await settleMoney(t.app);
      // A second send would be refused (nothing left of the charge) and end `failed` although the money moved once.
      const [refund] = await refundRows(t.database.db, started.reference);
      expect(refund).toMatchObject({ status: 'processed', failure: null });
      const atProvider = await t.database.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.reference, started.reference));
      expect(atProvider.map((row) => row.amountKobo)).toEqual([magic]);
      expect(await ledgerSums(t.database.db, started.reference)).toMatchObject({ charge: magic, refund: magic });
      expect(partOf(await orderAs(shopper, order.id), shop!.id).refund?.status).toBe('processed');
    },
  );
});

describe("the operator's refund of a part", () => {
  it('a part the shop has not sent out ends cancelled with the reason, so the shop cannot go on to accept it; a delivered one stays delivered', async () => {
    const [a, b] = picks;
    const shopper = await createTestUser(t.app);
    const { started, order } = await buyAndPay(t.app, shopper, [
      { productId: a!.productId, qty: 1 },
      { productId: b!.productId, qty: 1 },
    ]);
    const { parts: orders } = containerOf(t.app).workflows;
    const waiting = partOf(order, a!.shopId);
    const delivered = partOf(order, b!.shopId);
    for (const status of ['accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered'])
      await orders.setPartStatus(delivered.id, status);

    for (const part of [waiting, delivered]) {
      const refunded = await refundPart(t.app, operator.auth, part.id, 'Shop closed early');
      expect(refunded.statusCode).toBe(200);
    }
    await settleMoney(t.app);

    const seen = await orderAs(shopper, order.id);
    expect(partOf(seen, a!.shopId)).toMatchObject({ status: 'cancelled', reason: 'Shop closed early', refund: { status: 'processed' } });
    expect(partOf(seen, a!.shopId).timeline.at(-1)).toMatchObject({ status: 'cancelled' });
    expect(partOf(seen, b!.shopId)).toMatchObject({ status: 'delivered', refund: { status: 'processed' } });
    await expect(orders.setPartStatus(waiting.id, 'accepted')).rejects.toThrow('already ended');
    // One refund per part: ending the part did not ask for a second one.
    const rows = await refundRows(t.database.db, started.reference);
    expect(rows.map((row) => row.partId).sort()).toEqual([waiting.id, delivered.id].sort());
    expect((await ledgerSums(t.database.db, started.reference)).refund).toBe(partKobo(waiting) + partKobo(delivered));
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, waiting.id), eq(auditLog.action, 'order_part.refund')));
    expect(audit?.after).toMatchObject({ partStatus: 'cancelled' });
  });
});

describe("the shopper's cancel", () => {
  it('cancels a part still paid (refunded), refuses an accepted one with 409, and is 404 for anyone else', async () => {
    const [a, b] = picks;
    const shopper = await createTestUser(t.app);
    const stranger = await createTestUser(t.app);
    const { started, order } = await buyAndPay(t.app, shopper, [
      { productId: a!.productId, qty: 1 },
      { productId: b!.productId, qty: 1 },
    ]);
    const partA = partOf(order, a!.shopId);
    const partB = partOf(order, b!.shopId);
    const cancel = (who: { auth: Record<string, string> }, partId: string, orderId = order.id) =>
      t.app.inject({ method: 'POST', url: `/api/v1/orders/${orderId}/parts/${partId}/cancel`, headers: who.auth, payload: {} });

    expect((await cancel(stranger, partA.id)).statusCode).toBe(404);
    const anon = await t.app.inject({ method: 'POST', url: `/api/v1/orders/${order.id}/parts/${partA.id}/cancel` });
    expect(anon.statusCode).toBe(401);
    // A part id of another order under this order's id is not found either.
    const other = await buyAndPay(t.app, stranger, [{ productId: a!.productId, qty: 1 }]);
    expect((await cancel(shopper, other.order.parts[0]!.id)).statusCode).toBe(404);

    await containerOf(t.app).workflows.parts.setPartStatus(partB.id, 'accepted');
    const refused = await cancel(shopper, partB.id);
    expect(refused.statusCode).toBe(409);

    const cancelled = await cancel(shopper, partA.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', reason: 'Cancelled by the shopper' });
    expect((await cancel(shopper, partA.id)).statusCode).toBe(409);
    await settleMoney(t.app);
    const rows = await refundRows(t.database.db, started.reference);
    expect(rows).toEqual([expect.objectContaining({ partId: partA.id, amountKobo: partKobo(partA), status: 'processed' })]);
  });
});

describe("the shopper's cancel, clicked many times at once", () => {
  it('ten cancels of one part at once: one is accepted, the rest are 409, and the part is refunded once', async () => {
    const shopper = await createTestUser(t.app);
    const { started, order } = await buyAndPay(t.app, shopper, [{ productId: picks[0]!.productId, qty: 2 }]);
    const part = order.parts[0]!;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({ method: 'POST', url: `/api/v1/orders/${order.id}/parts/${part.id}/cancel`, headers: shopper.auth, payload: {} }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    await settleMoney(t.app);
    const rows = await refundRows(t.database.db, started.reference);
    expect(rows).toEqual([expect.objectContaining({ partId: part.id, amountKobo: partKobo(part), status: 'processed' })]);
  });
});

describe('webhooks', () => {
  it('a replayed event is stored once and worked once; an unknown event is kept and ignored', async () => {
    const shopper = await createTestUser(t.app);
    const { started } = await buyAndPay(t.app, shopper, [{ productId: picks[0]!.productId, qty: 1 }]);
    const body = chargeSuccessBody(started.reference, started.amount);
    for (let i = 0; i < 3; i++) expect((await postSignedWebhook(t.app, body, t.config.payment.secretKey)).statusCode).toBe(200);
    const stored = await t.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.id, `charge.success:1:${started.reference}`));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.outcome).toBe('handled');

    const unknown = JSON.stringify({ event: 'transfer.success', data: { id: 77, reference: 'TRF_1', amount: 100 } });
    expect((await postSignedWebhook(t.app, unknown, t.config.payment.secretKey)).statusCode).toBe(200);
    const [kept] = await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.id, 'transfer.success:77:TRF_1'));
    expect(kept).toMatchObject({ event: 'transfer.success', outcome: 'ignored' });
  });
});
