import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderPage, AdminToday, OrderDetail } from '@campus/contract';
import { jobs, orderEvents, orderParts, orders, refunds, shops } from '../../db/schema';
import { pickProductsFromShops, type CatalogPick } from '../../test/checkout-fixtures';
import { buyAndPay, refundPart, settleMoney } from '../../test/money-fixtures';
import { createOperator } from '../../test/personas';
import { createTestApp, createTestUser, testDatabaseKind, type TestApp } from '../../test/test-app';

/** Issue 39 item 2: the operator's day and every order, filtered, searched and paged, on both databases. */
let t: TestApp;
let picks: CatalogPick[];
let operator: Awaited<ReturnType<typeof createOperator>>;
let ada: Awaited<ReturnType<typeof createTestUser>>;
let bola: Awaited<ReturnType<typeof createTestUser>>;
let adaBoth: OrderDetail;
let adaFirst: OrderDetail;
let bolaSecond: OrderDetail;

const get = <T>(url: string, auth = operator.auth) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/${url}`, headers: auth }).then((r) => ({ status: r.statusCode, body: r.json() as T }));
const ids = (page: AdminOrderPage) => page.orders.map((order) => order.id);

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { jobs: { pollMs: 20, backoffBaseMs: 20 } } });
  picks = await pickProductsFromShops(t.database.db, 2);
  operator = await createOperator(t.app);
  ada = await createTestUser(t.app, { fullName: 'Ada Okafor', phone: '08031234567' });
  bola = await createTestUser(t.app, { fullName: 'Bola Adeyemi' });
  const [a, b] = picks;
  adaFirst = (await buyAndPay(t.app, ada, [{ productId: a!.productId, qty: 1 }])).order;
  bolaSecond = (await buyAndPay(t.app, bola, [{ productId: b!.productId, qty: 1 }])).order;
  adaBoth = (
    await buyAndPay(t.app, ada, [
      { productId: a!.productId, qty: 2 },
      { productId: b!.productId, qty: 1 },
    ])
  ).order;
}, 60_000);
afterAll(() => t?.close());

describe(`the operator's orders list (${testDatabaseKind})`, () => {
  it('with no filter lists every order, newest first, with how many there are', async () => {
    const { status, body } = await get<AdminOrderPage>('orders');
    expect(status).toBe(200);
    expect(ids(body)).toEqual([adaBoth.id, bolaSecond.id, adaFirst.id]);
    expect(body).toMatchObject({ page: 1, pageSize: 25, total: 3 });
    expect(body.orders[0]).toMatchObject({ shopper: { fullName: 'Ada Okafor', phone: '08031234567' }, total: adaBoth.total });
  });

  it('pages: two a page, the second page holds the oldest, and a page past the end is empty', async () => {
    expect(ids((await get<AdminOrderPage>('orders?pageSize=2')).body)).toEqual([adaBoth.id, bolaSecond.id]);
    const second = (await get<AdminOrderPage>('orders?pageSize=2&page=2')).body;
    expect(ids(second)).toEqual([adaFirst.id]);
    expect(second.total).toBe(3);
    expect(ids((await get<AdminOrderPage>('orders?pageSize=2&page=3')).body)).toEqual([]);
  });

  it('search by the shopper’s name ("Ada" finds Ada Okafor’s orders), by phone written any way, and by order number', async () => {
    expect(ids((await get<AdminOrderPage>('orders?q=Ada')).body)).toEqual([adaBoth.id, adaFirst.id]);
    expect(ids((await get<AdminOrderPage>('orders?q=okafor')).body)).toEqual([adaBoth.id, adaFirst.id]);
    expect(ids((await get<AdminOrderPage>(`orders?q=${encodeURIComponent('+234 803 123 4567')}`)).body)).toEqual([adaBoth.id, adaFirst.id]);
    expect(ids((await get<AdminOrderPage>(`orders?q=${bolaSecond.id}`)).body)).toEqual([bolaSecond.id]);
    expect(ids((await get<AdminOrderPage>(`orders?q=${bolaSecond.id.toLowerCase().slice(0, 8)}`)).body)).toContain(bolaSecond.id);
    expect(ids((await get<AdminOrderPage>('orders?q=Nobody%20Here')).body)).toEqual([]);
    // LIKE's own characters are plain text.
    expect(ids((await get<AdminOrderPage>('orders?q=%25')).body)).toEqual([]);
  });

  it('filters by shop, by a part’s status and by Lagos days', async () => {
    const [a, b] = picks;
    expect(ids((await get<AdminOrderPage>(`orders?shopId=${a!.shopId}`)).body)).toEqual([adaBoth.id, adaFirst.id]);
    expect(ids((await get<AdminOrderPage>(`orders?shopId=${b!.shopId}&q=Bola`)).body)).toEqual([bolaSecond.id]);

    const part = adaBoth.parts.find((p) => p.shop.id === b!.shopId)!;
    const refunded = await refundPart(t.app, operator.auth, part.id, 'shop closed');
    expect(refunded.statusCode).toBe(200);
    await settleMoney(t.app);
    expect(ids((await get<AdminOrderPage>('orders?status=cancelled')).body)).toEqual([adaBoth.id]);
    expect(ids((await get<AdminOrderPage>('orders?status=paid')).body)).toEqual([adaBoth.id, bolaSecond.id, adaFirst.id]);
    expect(ids((await get<AdminOrderPage>('orders?status=delivered')).body)).toEqual([]);

    // 23:30 UTC on 1 January is 00:30 on 2 January in Lagos.
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date('2026-01-01T23:30:00Z') })
      .where(eq(orders.publicId, adaFirst.id));
    expect(ids((await get<AdminOrderPage>('orders?from=2026-01-02&to=2026-01-02')).body)).toEqual([adaFirst.id]);
    expect(ids((await get<AdminOrderPage>('orders?from=2025-12-01&to=2026-01-01')).body)).toEqual([]);
    expect(ids((await get<AdminOrderPage>('orders?from=2026-01-03')).body)).toEqual([adaBoth.id, bolaSecond.id]);
  });

  it('bad filters answer a clear 400, never a 500', async () => {
    for (const [query, text] of [
      ['status=lost', ''],
      ['shopId=not-a-shop', ''],
      ['from=2026-02-30', 'This is not a real date'],
      ['from=yesterday', 'Use a date like'],
      ['from=2026-03-02&to=2026-03-01', 'before the "from" date'],
      ['page=0', ''],
      ['pageSize=500', ''],
    ] as const) {
      const answer = await get<{ error: string }>(`orders?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error, query).toContain(text);
    }
  });

  it('a shopper is refused the list and the day', async () => {
    expect((await get('orders', ada.auth)).status).toBe(403);
    expect((await get('today', ada.auth)).status).toBe(403);
  });
});

describe(`the operator's day (${testDatabaseKind})`, () => {
  it('counts today’s orders and sales, parts waiting, refunds on their way and shops open, and lists the newest', async () => {
    const { status, body } = await get<AdminToday>('today');
    expect(status).toBe(200);
    // adaFirst was moved to 2 January above; the other two are today's.
    const todays = [adaBoth, bolaSecond];
    expect(body.orders).toBe(2);
    expect(body.salesKobo).toBe(todays.reduce((sum, order) => sum + Math.round(order.total * 100), 0));
    // adaFirst's part, bolaSecond's and adaBoth's shop-A part wait (adaBoth's shop-B part was cancelled by its refund).
    expect(body.partsWaiting).toBe(3);
    expect(body.refundsPending + body.refundsNeedCheck + body.refundsFailed).toBeLessThanOrEqual(1);
    expect(body.shopsOpen).toBeLessThanOrEqual(body.shopsTotal);
    expect(body.shopsTotal).toBeGreaterThan(0);
    expect(body.latest.map((order) => order.id)).toEqual([adaBoth.id, bolaSecond.id]);
    expect(body.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.failedJobs).toBe(0);
  });

  it('a part late to deliver, a refund that needs a check, a job that failed for good and a suspended shop each move their figure', async () => {
    const { db } = t.database;
    const before = (await get<AdminToday>('today')).body;
    // bolaSecond's part, accepted three hours ago to be ready in 20 minutes: late.
    const late = bolaSecond.parts[0]!;
    const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.publicId, bolaSecond.id));
    await db.update(orderParts).set({ status: 'accepted', readyInMinutes: 20 }).where(eq(orderParts.id, late.id));
    await db
      .insert(orderEvents)
      .values({ orderId: order!.id, partId: late.id, status: 'accepted', createdAt: new Date(Date.now() - 3 * 3_600_000) });
    // The refund of the test above, now one Paystack cannot account for.
    const [refund] = await db.select().from(refunds).limit(1);
    expect(refund, 'the refund made above').toBeDefined();
    await db.update(refunds).set({ status: 'needs_check' }).where(eq(refunds.id, refund!.id));
    await db
      .insert(jobs)
      .values({ queue: 'mail', key: `today-failed-${Date.now()}`, data: {}, state: 'failed', attempts: 8, lastError: 'SMTP refused' });
    await db.update(shops).set({ suspendedAt: new Date() }).where(eq(shops.id, picks[0]!.shopId));

    const after = (await get<AdminToday>('today')).body;
    expect(after.partsLate).toBe(before.partsLate + 1);
    expect(after.partsWaiting).toBe(before.partsWaiting - 1);
    expect(after.refundsNeedCheck).toBe(before.refundsNeedCheck + (refund!.status === 'needs_check' ? 0 : 1));
    expect(after.failedJobs).toBe(before.failedJobs + 1);
    expect(after.shopsTotal).toBe(before.shopsTotal - 1);
    expect(after.shopsOpen).toBeLessThanOrEqual(Math.min(before.shopsOpen, after.shopsTotal));
  });
});
