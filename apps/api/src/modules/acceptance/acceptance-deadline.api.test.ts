import fs from 'node:fs';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCEPTANCE_MESSAGES, type OrderDetail } from '@campus/contract';
import { jobs, orderEvents, refunds, sandboxSmsMessages, shops } from '../../db/schema';
import { createPersonas, type Personas } from '../../test/personas';
import { settleMoney } from '../../test/money-fixtures';
import { buildTestApp, containerOf, createTestApp, createTestUser, testDatabaseKind, type TestApp } from '../../test/test-app';
import { REFUND_QUEUE } from '../money/market-money';
import { SMS_QUEUE } from '../notifications/sms/sms-jobs';
import { markPartSeen } from '../seller/seller.repository';
import { payForOrder } from '../../test/paid-orders';
import { DEADLINE_QUEUE, REMINDER_QUEUE } from './acceptance-deadlines';

/** The app's clock, moved by the tests: `at(paidAt + 2 min)` makes "now" two minutes after a payment. */
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);
const at = (base: Date, plusMs: number) => {
  offsetMs = base.getTime() + plusMs - Date.now();
};
const MINUTE = 60_000;

let t: TestApp;
/** A second instance of the app on the same database (issue 36: "works across instances"). */
let second: FastifyInstance;
let p: Personas;

beforeAll(async () => {
  // The interval sweep is pushed far out: each test sweeps when its clock says so.
  const config = { acceptanceSweepMs: 3_600_000, jobs: { pollMs: 20, backoffBaseMs: 50 } };
  t = await createTestApp({ seed: true, now, config });
  second = await buildTestApp({ config: t.config, database: t.database, now, logger: false });
  await second.ready();
  p = await createPersonas(t.app);
  await t.database.db.update(shops).set({ phone: '0803 123 4567' }).where(eq(shops.id, p.shopA.id));
});
afterAll(async () => {
  await second?.close();
  await t?.close();
  if (t) fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

const QUEUES = [DEADLINE_QUEUE, REMINDER_QUEUE, SMS_QUEUE, REFUND_QUEUE];

/** Both instances sweep at once, then every queued job runs (on whichever instance claims it). */
async function sweepBoth() {
  await Promise.all([t.app, second].map((app) => containerOf(app).acceptance.deadlines.sweep()));
  await Promise.all([t.app, second].map((app) => containerOf(app).jobs.settle(QUEUES)));
}

async function textsFor(partId: string) {
  return t.database.db
    .select()
    .from(sandboxSmsMessages)
    .where(like(sandboxSmsMessages.purpose, `%:${partId}`));
}

async function newPaidPart(shopId = p.shopA.id): Promise<{ order: OrderDetail; partId: string; paidAt: Date }> {
  offsetMs = 0;
  const shopper = await createTestUser(t.app);
  const order = await payForOrder(t, shopper, [shopId]);
  shoppers.set(order.id, shopper);
  return { order, partId: order.parts[0]!.id, paidAt: new Date(order.createdAt) };
}

async function partStatus(shopper: OrderDetail, partId: string) {
  const [event] = await t.database.db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.partId, partId))
    .orderBy(orderEvents.id)
    .then((rows) => rows.slice(-1));
  return { status: event?.status, reason: event?.reason, orderId: shopper.id };
}

async function putSettings(body: Record<string, unknown>) {
  return t.app.inject({ method: 'PUT', url: '/api/v1/admin/market-settings', headers: p.operator.auth, payload: body });
}

describe(`the text to a shop that has not opened a new order (issue 36 item 2, ${testDatabaseKind})`, () => {
  it('goes after 2 minutes to the shop phone in +234 form with the order number and total, once', async () => {
    const { order, partId, paidAt } = await newPaidPart();
    at(paidAt, 1 * MINUTE + 50_000);
    await sweepBoth();
    expect(await textsFor(partId)).toEqual([]);

    at(paidAt, 2 * MINUTE + 1000);
    await sweepBoth();
    await sweepBoth();
    const texts = await textsFor(partId);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ to: '+2348031234567', purpose: `unseen:${partId}` });
    const totalKobo = Math.round((order.parts[0]!.itemsSubtotal + order.parts[0]!.delivery) * 100);
    expect(texts[0]!.text).toContain(order.id);
    expect(texts[0]!.text).toContain(`NGN ${(totalKobo / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`);
  });

  it('is not sent when a member of the shop opened the order first (seen_at)', async () => {
    const { partId, paidAt } = await newPaidPart();
    at(paidAt, 30_000);
    expect(await markPartSeen(t.database.db, p.shopA.id, partId, now())).toBeDefined();
    at(paidAt, 3 * MINUTE);
    await sweepBoth();
    expect((await textsFor(partId)).filter((text) => text.purpose.startsWith('unseen:'))).toEqual([]);
  });
});

describe(`the acceptance deadline (issue 36 item 3, ${testDatabaseKind})`, () => {
  it("shows the shopper the time the shop must accept by, from the market's 10 minutes", async () => {
    const { order, paidAt } = await newPaidPart();
    const seen = await t.app.inject({ method: 'GET', url: `/api/v1/orders/${order.id}`, headers: (await shopperOf(order)).auth });
    expect(seen.statusCode).toBe(200);
    expect(new Date(seen.json().parts[0].acceptBy).getTime()).toBe(paidAt.getTime() + 10 * MINUTE);
  });

  it('reminds the owner by text at half time, once, and not before', async () => {
    const { partId, paidAt } = await newPaidPart();
    at(paidAt, 5 * MINUTE - 5000);
    await sweepBoth();
    expect((await textsFor(partId)).filter((text) => text.purpose.startsWith('reminder:'))).toEqual([]);
    at(paidAt, 5 * MINUTE + 1000);
    await sweepBoth();
    await sweepBoth();
    const reminders = (await textsFor(partId)).filter((text) => text.purpose.startsWith('reminder:'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toMatch(/cancelled and refunded at \d{2}:\d{2} unless you accept it/);
  });

  it('cancels a part nobody accepted with "The shop did not respond in time" and refunds it exactly once, with two instances sweeping', async () => {
    const { order, partId, paidAt } = await newPaidPart();
    at(paidAt, 10 * MINUTE - 5000);
    await sweepBoth();
    expect((await partStatus(order, partId)).status).toBe('paid');

    at(paidAt, 10 * MINUTE + 1000);
    await sweepBoth();
    await sweepBoth();
    await Promise.all([t.app, second].map((app) => settleMoney(app)));
    await sweepBoth();

    expect(await partStatus(order, partId)).toMatchObject({ status: 'cancelled', reason: ACCEPTANCE_MESSAGES.timedOut });
    const cancelled = await t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.partId, partId), eq(orderEvents.status, 'cancelled')));
    expect(cancelled).toHaveLength(1);
    const partRefunds = await t.database.db.select().from(refunds).where(eq(refunds.partId, partId));
    expect(partRefunds).toHaveLength(1);
    expect(partRefunds[0]).toMatchObject({
      amountKobo: Math.round((order.parts[0]!.itemsSubtotal + order.parts[0]!.delivery) * 100),
      status: 'processed',
    });
    const deadlineJobs = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, DEADLINE_QUEUE), eq(jobs.key, partId)));
    expect(deadlineJobs).toHaveLength(1);
    // The shopper's page says why, and counts down no more.
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/orders/${order.id}`, headers: (await shopperOf(order)).auth });
    expect(page.json().parts[0]).toMatchObject({ status: 'cancelled', reason: ACCEPTANCE_MESSAGES.timedOut });
    expect(page.json().parts[0].acceptBy).toBeUndefined();
  });

  it('leaves a part the shop accepted before the deadline alone', async () => {
    const { order, partId, paidAt } = await newPaidPart();
    at(paidAt, 3 * MINUTE);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/seller/shops/${p.shopA.slug}/parts/${partId}/status`,
      headers: p.ownerA.auth,
      payload: { status: 'accepted' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    at(paidAt, 11 * MINUTE);
    await sweepBoth();
    expect((await partStatus(order, partId)).status).toBe('accepted');
    expect(await t.database.db.select().from(refunds).where(eq(refunds.partId, partId))).toEqual([]);
  });

  it("honours the operator's market setting and a shop's own minutes over it", async () => {
    expect((await putSettings({ acceptanceMinutes: 4, smsAfterMinutes: 1 })).statusCode).toBe(200);
    try {
      const market = await newPaidPart();
      at(market.paidAt, 3 * MINUTE);
      await sweepBoth();
      expect((await partStatus(market.order, market.partId)).status).toBe('paid');
      at(market.paidAt, 4 * MINUTE + 1000);
      await sweepBoth();
      expect((await partStatus(market.order, market.partId)).status).toBe('cancelled');

      const override = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/shops/${p.shopB.slug}/acceptance`,
        headers: p.operator.auth,
        payload: { acceptanceMinutes: 20 },
      });
      expect(override.json()).toMatchObject({ slug: p.shopB.slug, acceptanceMinutes: 20 });
      const own = await newPaidPart(p.shopB.id);
      const page = await t.app.inject({ method: 'GET', url: `/api/v1/orders/${own.order.id}`, headers: (await shopperOf(own.order)).auth });
      expect(new Date(page.json().parts[0].acceptBy).getTime()).toBe(own.paidAt.getTime() + 20 * MINUTE);
      at(own.paidAt, 12 * MINUTE);
      await sweepBoth();
      expect((await partStatus(own.order, own.partId)).status).toBe('paid');
      at(own.paidAt, 20 * MINUTE + 1000);
      await sweepBoth();
      expect((await partStatus(own.order, own.partId)).status).toBe('cancelled');
    } finally {
      offsetMs = 0;
      await putSettings({ acceptanceMinutes: 10, smsAfterMinutes: 2 });
      await t.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/shops/${p.shopB.slug}/acceptance`,
        headers: p.operator.auth,
        payload: { acceptanceMinutes: null },
      });
    }
  });
});

/** Each order's shopper, kept when the order is made (the tests read the order page as them). */
const shoppers = new Map<string, Awaited<ReturnType<typeof createTestUser>>>();
async function shopperOf(order: OrderDetail) {
  const known = shoppers.get(order.id);
  if (!known) throw new Error(`no shopper kept for ${order.id}`);
  return known;
}
