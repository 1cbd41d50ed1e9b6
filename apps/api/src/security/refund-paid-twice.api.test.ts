import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InitializePaymentResponse, OrderDetail } from '@campus/contract';
import { auditLog, jobs, orders, refunds } from '../db/schema';
import { REFUND_QUEUE } from '../modules/money/market-money';
import { refundNote } from '../modules/money/refund-match';
import { fillCart, pickProductsFromShops, postSignedWebhook, type CatalogPick } from '../test/checkout-fixtures';
import { addProduct, ledgerSums } from '../test/money-fixtures';
import { PaystackRefundFake } from '../test/paystack-refund-fake';
import { createOperator } from '../test/personas';
import { containerOf, createTestApp, createTestUser, testDatabaseKind, type TestApp } from '../test/test-app';

/**
 * Issue 35, finding 1 (decision 084): Paystack refunds, then answers 502, times out or drops the
 * connection. The refund is looked up before it is ever sent again, so the card is paid once, and a
 * part over half the charge ends refunded rather than `failed`; when Paystack cannot say, the refund
 * waits for the operator's check and is never sent a second time blindly.
 */
const SECRET = 'sk_test_fake_refunds';
const fake = new PaystackRefundFake(SECRET);
let t: TestApp;
let picks: CatalogPick[];
let bigProductId: string;
let operator: Awaited<ReturnType<typeof createOperator>>;

beforeAll(async () => {
  const baseUrl = await fake.start();
  t = await createTestApp({
    seed: true,
    config: {
      payment: { provider: 'paystack', secretKey: SECRET, publicKey: 'pk_test_fake', baseUrl, timeoutMs: 1_500 },
      jobs: { pollMs: 20, backoffBaseMs: 20 },
    },
  });
  picks = await pickProductsFromShops(t.database.db, 2);
  // ₦4,600: the second shop's part is well over half of the charge.
  bigProductId = await addProduct(t.database.db, picks[1]!.shopId, 460_000);
  operator = await createOperator(t.app);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await fake.stop();
});
beforeEach(() => {
  fake.refundMode = 'ok';
  fake.listFails = false;
  fake.posts.length = 0;
});

/** A paid two-shop order (a seeded item from the first shop, ₦4,600 from the second); returns its reference and parts. */
async function paidOrder(): Promise<{ reference: string; order: OrderDetail }> {
  const shopper = await createTestUser(t.app);
  await fillCart(t.database.db, shopper.user.id, [
    { productId: picks[0]!.productId, qty: 1 },
    { productId: bigProductId, qty: 1 },
  ]);
  const started = (
    await t.app.inject({ method: 'POST', url: '/api/v1/payment/initialize', headers: shopper.auth })
  ).json() as InitializePaymentResponse;
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payment/verify',
    headers: shopper.auth,
    payload: { reference: started.reference },
  });
  expect(verified.json(), verified.body).toEqual({ status: 'success' });
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/v1/order/create-order',
    headers: shopper.auth,
    payload: { orderPrice: 0, orderItems: [], reference: started.reference },
  });
  expect(made.statusCode, made.body).toBeLessThan(300);
  const [row] = await t.database.db.select().from(orders).where(eq(orders.paymentReference, started.reference));
  const order = (
    await t.app.inject({ method: 'GET', url: `/api/v1/orders/${row!.publicId}`, headers: shopper.auth })
  ).json() as OrderDetail;
  return { reference: started.reference, order };
}

const kobo = (part: OrderDetail['parts'][number]) => Math.round((part.itemsSubtotal + part.delivery) * 100);
const refundOf = async (partId: string) => (await t.database.db.select().from(refunds).where(eq(refunds.partId, partId)))[0]!;

/** Runs the queue (with pauses, so timers run on PGlite too) until the part's refund reaches one of `statuses`. */
async function until(partId: string, statuses: readonly string[]) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const refund = await refundOf(partId);
    if (statuses.includes(refund.status)) return refund;
    if (Date.now() > deadline) throw new Error(`refund still ${refund.status}, waited for ${statuses.join('/')}`);
    await containerOf(t.app).jobs.drain();
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function rejectPart(partId: string) {
  await containerOf(t.app).workflows.parts.setPartStatus(partId, 'rejected', 'Sold out');
}

/** Paystack's refund.processed for the refund it holds; then the books must say it was refunded once. */
async function processedAtPaystack(reference: string, partId: string) {
  const refund = await refundOf(partId);
  const body = JSON.stringify({
    event: 'refund.processed',
    data: { id: Number(refund.providerRefundId), status: 'processed', transaction_reference: reference, amount: refund.amountKobo },
  });
  expect((await postSignedWebhook(t.app, body, SECRET)).statusCode).toBe(200);
  return refundOf(partId);
}

describe(`refund paid twice when Paystack errors after refunding (${testDatabaseKind})`, () => {
  it.each([
    ['502', 'refund_then_502'],
    ['timeout', 'refund_then_timeout'],
    ['dropped connection', 'refund_then_drop'],
  ] as const)('refund paid twice when Paystack errors after refunding (%s): looked up, found, never sent again', async (_name, mode) => {
    const { reference, order } = await paidOrder();
    const part = order.parts.find((p) => p.shop.id === picks[0]!.shopId)!;
    fake.refundMode = mode;
    await rejectPart(part.id);
    const pending = await until(part.id, ['pending', 'needs_check', 'failed']);
    expect(pending.status).toBe('pending');
    // One POST, named after our refund; the lookup found it.
    expect(fake.posts).toEqual([{ transaction: reference, amount: kobo(part), merchant_note: refundNote(pending.id) }]);
    expect(pending.providerRefundId).toBe(String(fake.refunds.at(-1)!.id));

    expect((await processedAtPaystack(reference, part.id)).status).toBe('processed');
    await containerOf(t.app).jobs.drain();
    expect(fake.posts).toHaveLength(1);
    expect(fake.refundedKobo(reference)).toBe(kobo(part));
    expect((await ledgerSums(t.database.db, reference)).refund).toBe(kobo(part));
  });

  it('refund paid twice when Paystack errors after refunding: a part over half the charge ends refunded, not failed', async () => {
    const { reference, order } = await paidOrder();
    const big = order.parts.find((p) => p.shop.id === picks[1]!.shopId)!;
    const charged = order.parts.reduce((sum, p) => sum + kobo(p), 0);
    expect(kobo(big) * 2).toBeGreaterThan(charged);
    fake.refundMode = 'refund_then_502';
    await rejectPart(big.id);
    expect((await until(big.id, ['pending', 'needs_check', 'failed'])).status).toBe('pending');
    const settled = await processedAtPaystack(reference, big.id);
    expect(settled).toMatchObject({ status: 'processed', failure: null });
    expect(fake.posts).toHaveLength(1);
    // Money adds up: Paystack paid the part once, the ledger says so once, and what is left of the charge is the other part.
    expect(fake.refundedKobo(reference)).toBe(kobo(big));
    const sums = await ledgerSums(t.database.db, reference);
    expect(sums.refund).toBe(kobo(big));
    expect(sums.charge! - sums.refund!).toBe(charged - kobo(big));
  });

  it('a 502 after which Paystack shows no refund: sent again, once, and paid once', async () => {
    const { reference, order } = await paidOrder();
    const part = order.parts.find((p) => p.shop.id === picks[0]!.shopId)!;
    fake.refundMode = 'nothing_then_502';
    await rejectPart(part.id);
    await until(part.id, ['checking']);
    fake.refundMode = 'ok';
    const pending = await until(part.id, ['pending', 'needs_check', 'failed']);
    expect(pending.status).toBe('pending');
    expect(fake.refunds.filter((refund) => refund.merchant_note === refundNote(pending.id))).toHaveLength(1);
    expect((await processedAtPaystack(reference, part.id)).status).toBe('processed');
    expect(fake.refundedKobo(reference)).toBe(kobo(part));
    expect((await ledgerSums(t.database.db, reference)).refund).toBe(kobo(part));
  });

  it('Paystack cannot say: the refund waits needs_check for the operator, never a second POST; checking again finds it', async () => {
    const { reference, order } = await paidOrder();
    const big = order.parts.find((p) => p.shop.id === picks[1]!.shopId)!;
    fake.refundMode = 'refund_then_502';
    fake.listFails = true;
    await rejectPart(big.id);
    const stuck = await until(big.id, ['needs_check', 'pending', 'failed']);
    expect(stuck).toMatchObject({ status: 'needs_check', failure: expect.stringContaining('could not say') });
    await containerOf(t.app).jobs.drain();
    expect(fake.posts).toHaveLength(1);

    // The operator sees it on the order's money view.
    const money = await t.app.inject({ method: 'GET', url: `/api/v1/admin/orders/${order.id}/money`, headers: operator.auth });
    expect(money.json().refunds).toEqual([expect.objectContaining({ id: stuck.id, status: 'needs_check' })]);
    // Only the operator may check (the money area's one guard), and a check of a refund that is not waiting does nothing.
    const shopper = await createTestUser(t.app);
    const url = `/api/v1/admin/refunds/${stuck.id}/check`;
    expect((await t.app.inject({ method: 'POST', url, headers: shopper.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/admin/refunds/not-a-uuid/check', headers: operator.auth })).statusCode).toBe(
      400,
    );

    // Still cannot say: back to needs_check, still one POST.
    const first = await t.app.inject({ method: 'POST', url, headers: operator.auth });
    expect(first.json().refund.status).toBe('checking');
    await until(big.id, ['needs_check', 'pending']);
    expect(fake.posts).toHaveLength(1);

    // Paystack answers again: the refund it holds is found; nothing is sent.
    fake.listFails = false;
    const [again, twice] = await Promise.all([
      t.app.inject({ method: 'POST', url, headers: operator.auth }),
      t.app.inject({ method: 'POST', url, headers: operator.auth }),
    ]);
    expect([again.statusCode, twice.statusCode]).toEqual([200, 200]);
    expect((await until(big.id, ['pending', 'failed'])).status).toBe('pending');
    expect((await processedAtPaystack(reference, big.id)).status).toBe('processed');
    expect(fake.posts).toHaveLength(1);
    expect(fake.refundedKobo(reference)).toBe(kobo(big));
    expect((await ledgerSums(t.database.db, reference)).refund).toBe(kobo(big));
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, stuck.id));
    expect(audits.map((row) => row.action)).toEqual(['refund.check', 'refund.check']);
  });

  /** As if the process that ran the part's refund job died holding it: the refund left `sending`, its job's lock run out. */
  async function diedWhileSending(partId: string, providerRefundId: string | null) {
    const refund = await refundOf(partId);
    await t.database.db.update(refunds).set({ status: 'sending', providerRefundId }).where(eq(refunds.id, refund.id));
    await t.database.db
      .update(jobs)
      .set({ state: 'active', attempts: 1, lockedUntil: sql`now() - interval '1 second'` })
      .where(and(eq(jobs.queue, REFUND_QUEUE), sql`${jobs.data}->>'refundId' = ${refund.id}`));
  }

  it('a refund job that died after Paystack refunded, before storing it: looked up when it runs again, never sent twice', async () => {
    const { reference, order } = await paidOrder();
    const part = order.parts.find((p) => p.shop.id === picks[0]!.shopId)!;
    await rejectPart(part.id);
    const paid = await until(part.id, ['pending']);
    expect(fake.posts).toHaveLength(1);
    // The answer never reached the database: the row still says `sending`, with no Paystack id.
    await diedWhileSending(part.id, null);
    const found = await until(part.id, ['pending', 'needs_check', 'failed']);
    expect(found).toMatchObject({ status: 'pending', providerRefundId: paid.providerRefundId });
    expect(fake.posts).toHaveLength(1);
    expect((await processedAtPaystack(reference, part.id)).status).toBe('processed');
    expect(fake.refundedKobo(reference)).toBe(kobo(part));
    expect((await ledgerSums(t.database.db, reference)).refund).toBe(kobo(part));
  });

  it('a refund job that died before sending: looked up, none found, sent once', async () => {
    const { reference, order } = await paidOrder();
    const part = order.parts.find((p) => p.shop.id === picks[0]!.shopId)!;
    const queue = containerOf(t.app).jobs;
    await queue.stop();
    try {
      await rejectPart(part.id);
      await diedWhileSending(part.id, null);
    } finally {
      queue.start();
    }
    const sent = await until(part.id, ['pending', 'needs_check', 'failed']);
    expect(sent.status).toBe('pending');
    expect(fake.posts).toEqual([{ transaction: reference, amount: kobo(part), merchant_note: refundNote(sent.id) }]);
    expect((await processedAtPaystack(reference, part.id)).status).toBe('processed');
    expect(fake.refundedKobo(reference)).toBe(kobo(part));
  });
});
