import fs from 'node:fs';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCEPTANCE_MESSAGES,
  ceilToGrid,
  emptyOpeningHours,
  type OrderDetail,
  type SellerHistory,
  type SellerQueue,
} from '@campus/contract';
import { sandboxSmsMessages, shops } from '../../db/schema';
import { fillCart } from '../../test/checkout-fixtures';
import { createPersonas, type Personas } from '../../test/personas';
import { containerOf, createTestApp, createTestUser, testDatabaseKind, type TestApp } from '../../test/test-app';
import { REFUND_QUEUE } from '../money/market-money';
import { SMS_QUEUE } from '../notifications/sms/sms-jobs';
import { DEADLINE_QUEUE, REMINDER_QUEUE } from '../acceptance/acceptance-deadlines';
import { productOf } from '../../test/paid-orders';
import { FakePushService } from '../../test/fake-push-service';

/** The app's clock, moved by the tests (as the acceptance tests do). */
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);
const setNow = (at: Date) => {
  offsetMs = at.getTime() - Date.now();
};
const MINUTE = 60_000;

let t: TestApp;
let p: Personas;
let fake: FakePushService;

beforeAll(async () => {
  fake = new FakePushService();
  await fake.start();
  t = await createTestApp({
    seed: true,
    now,
    config: {
      acceptanceSweepMs: 3_600_000,
      jobs: { pollMs: 20, backoffBaseMs: 50 },
      push: { subject: 'mailto:ops@campusmarket.test', serviceHosts: ['127.0.0.1'], extraCa: fake.certificate.cert },
    },
  });
  p = await createPersonas(t.app);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
  if (t) fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  offsetMs = 0;
  // Open whenever the switch is on, 20 minutes to get an order ready, a phone for the "not opened" text.
  for (const id of [p.shopA.id, p.shopB.id])
    await t.database.db
      .update(shops)
      .set({ isOpen: true, openingHours: null, pausedUntil: null, prepMinutes: 20, phone: '0803 123 4567' })
      .where(eq(shops.id, id));
});

type Shopper = Awaited<ReturnType<typeof createTestUser>>;

const filled = new Set<string>();

async function startPayment(shopper: Shopper, shopIds: readonly string[], slotAt?: string) {
  if (!filled.has(shopper.user.id)) {
    const lines = await Promise.all(shopIds.map(async (shopId) => ({ productId: await productOf(t, shopId), qty: 1 })));
    await fillCart(t.database.db, shopper.user.id, lines);
    filled.add(shopper.user.id);
  }
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payment/initialize',
    headers: shopper.auth,
    payload: { hall: shopper.user.hall, room: 'B12', note: '', ...(slotAt === undefined ? {} : { slotAt }) },
  });
}

async function payForLater(shopper: Shopper, shopIds: readonly string[], slotAt: string): Promise<OrderDetail> {
  const init = await startPayment(shopper, shopIds, slotAt);
  expect(init.statusCode, init.body).toBe(200);
  const started = init.json();
  await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${started.accessCode}/pay` });
  await containerOf(t.app).payments.sandbox?.flush();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/order/create-order',
    headers: shopper.auth,
    payload: { orderPrice: 0, orderItems: [], reference: started.reference },
  });
  expect(created.statusCode, created.body).toBe(200);
  return (await t.app.inject({ method: 'GET', url: `/api/v1/orders/${created.json().newOrder.orderId}`, headers: shopper.auth })).json();
}

async function sweep() {
  const container = containerOf(t.app);
  await container.acceptance.deadlines.sweep();
  await container.jobs.settle([DEADLINE_QUEUE, REMINDER_QUEUE, SMS_QUEUE, REFUND_QUEUE]);
}

async function queueA(): Promise<SellerQueue> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/seller/shops/${p.shopA.slug}/orders`, headers: p.ownerA.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe(`orders for later: the slot is checked on the server (issue 38 item 4, ${testDatabaseKind})`, () => {
  it('refuses a slot outside a shop’s opening hours with a 400 naming that shop, and starts no payment', async () => {
    // Shop B is closed every day; shop A is open.
    await t.database.db.update(shops).set({ openingHours: emptyOpeningHours() }).where(eq(shops.id, p.shopB.id));
    const slot = ceilToGrid(new Date(now().getTime() + 2 * 60 * MINUTE));
    const res = await startPayment(await createTestUser(t.app), [p.shopA.id, p.shopB.id], slot.toISOString());
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(`${p.shopB.name} is not open at`);
  });

  it('refuses a slot sooner than the shop’s typical time, one off the quarter hour, and one that is not a time (400, never 500)', async () => {
    const shopper = await createTestUser(t.app);
    await t.database.db.update(shops).set({ prepMinutes: 90 }).where(eq(shops.id, p.shopA.id));
    const soon = ceilToGrid(new Date(now().getTime() + 61 * MINUTE));
    const early = await startPayment(shopper, [p.shopA.id], soon.toISOString());
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toContain(`${p.shopA.name} needs about 90 min`);
    const offGrid = new Date(ceilToGrid(new Date(now().getTime() + 3 * 60 * MINUTE)).getTime() + 7 * MINUTE);
    expect((await startPayment(shopper, [p.shopA.id], offGrid.toISOString())).statusCode).toBe(400);
    const words = await startPayment(shopper, [p.shopA.id], 'lunchtime');
    expect(words.statusCode).toBe(400);
    expect(words.json()).toMatchObject({ code: 'invalid_input', error: 'Choose a delivery time from the list' });
  });

  it('takes a slot after a pause that is running now (the 9 a.m. order for lunch)', async () => {
    await t.database.db
      .update(shops)
      .set({ pausedUntil: new Date(now().getTime() + 30 * MINUTE), pauseReason: 'Opening soon' })
      .where(eq(shops.id, p.shopA.id));
    const slot = ceilToGrid(new Date(now().getTime() + 60 * MINUTE));
    const shopper = await createTestUser(t.app);
    expect((await startPayment(shopper, [p.shopA.id])).statusCode).toBe(409);
    const order = await payForLater(shopper, [p.shopA.id], slot.toISOString());
    expect(order.parts[0]!.slotAt).toBe(slot.toISOString());
  });
});

describe(`orders for later: New and the acceptance deadline count from slot − preparation (${testDatabaseKind})`, () => {
  it('the part waits under Later until its time, nobody is texted or cancelled before, and its deadline runs from then', async () => {
    const paidAt = now();
    const slot = ceilToGrid(new Date(paidAt.getTime() + 3 * 60 * MINUTE));
    const newAt = new Date(slot.getTime() - 20 * MINUTE);
    const shopper = await createTestUser(t.app);
    const order = await payForLater(shopper, [p.shopA.id], slot.toISOString());
    const partId = order.parts[0]!.id;

    // The shopper's page shows the slot; the deadline counts from when the part enters New (10 minutes by default).
    expect(order.parts[0]).toMatchObject({ status: 'paid', slotAt: slot.toISOString() });
    expect(order.parts[0]!.acceptBy).toBe(new Date(newAt.getTime() + 10 * MINUTE).toISOString());
    // The console gets the slot and the time it enters New.
    expect((await queueA()).parts.find((part) => part.id === partId)).toMatchObject({
      status: 'paid',
      slotAt: slot.toISOString(),
      newAt: newAt.toISOString(),
    });
    // So do the part its kitchen ticket prints and the console's history.
    const shopGet = (path: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/seller/shops/${p.shopA.slug}/${path}`, headers: p.ownerA.auth });
    expect((await shopGet(`parts/${partId}`)).json()).toMatchObject({ slotAt: slot.toISOString() });
    const history = (await shopGet('orders/history?limit=50')).json() as SellerHistory;
    expect(history.parts.find((part) => part.id === partId)?.slotAt).toBe(slot.toISOString());

    // Long after a paid-now part would have been cancelled, a part for later is untouched.
    setNow(new Date(newAt.getTime() - MINUTE));
    await sweep();
    const texts = () =>
      t.database.db
        .select()
        .from(sandboxSmsMessages)
        .where(like(sandboxSmsMessages.purpose, `%:${partId}`));
    expect(await texts()).toEqual([]);
    const before = await t.app.inject({ method: 'GET', url: `/api/v1/orders/${order.id}`, headers: shopper.auth });
    expect(before.json().parts[0].status).toBe('paid');

    // In New: two minutes on, the shop is texted; ten minutes on, the deadline cancels it.
    setNow(new Date(newAt.getTime() + 2 * MINUTE + 1000));
    await sweep();
    expect((await texts()).map((text) => text.purpose)).toContain(`unseen:${partId}`);
    setNow(new Date(newAt.getTime() + 10 * MINUTE + 1000));
    await sweep();
    const after = await t.app.inject({ method: 'GET', url: `/api/v1/orders/${order.id}`, headers: shopper.auth });
    expect(after.json().parts[0]).toMatchObject({ status: 'cancelled', reason: ACCEPTANCE_MESSAGES.timedOut });
  });

  it('an order as soon as possible has no slot and its deadline counts from payment', async () => {
    const order = await payForLater(await createTestUser(t.app), [p.shopA.id], '');
    expect(order.parts[0]!.slotAt).toBeUndefined();
    expect(new Date(order.parts[0]!.acceptBy!).getTime()).toBe(new Date(order.createdAt).getTime() + 10 * MINUTE);
    expect((await queueA()).parts.find((part) => part.id === order.parts[0]!.id)?.newAt).toBeUndefined();
  });
});

describe(`orders for later: the shop's "new order" push goes when the part enters New (decision 128, ${testDatabaseKind})`, () => {
  it('not at payment, once at slot − preparation time', async () => {
    const owner = fake.device();
    const subscribed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/seller/shops/${p.shopA.slug}/push/subscriptions`,
      headers: p.ownerA.auth,
      payload: owner.subscription,
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    const slot = ceilToGrid(new Date(now().getTime() + 3 * 60 * MINUTE));
    const newAt = new Date(slot.getTime() - 20 * MINUTE);
    const order = await payForLater(await createTestUser(t.app), [p.shopA.id], slot.toISOString());
    const pushesOfOrder = () => fake.to(owner.id).filter((push) => push.payload.title.startsWith(`New order ${order.id}`));

    // The payment's event has been heard and its fan-out run: nothing was sent.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.container.push.settle();
    setNow(new Date(newAt.getTime() - MINUTE));
    await sweep();
    await t.container.push.settle();
    expect(pushesOfOrder()).toEqual([]);

    setNow(new Date(newAt.getTime() + 30_000));
    await sweep();
    await sweep();
    const end = Date.now() + 10_000;
    while (pushesOfOrder().length === 0 && Date.now() < end) {
      await t.container.push.settle();
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await t.container.push.settle();
    expect(pushesOfOrder()).toHaveLength(1);
  });
});
