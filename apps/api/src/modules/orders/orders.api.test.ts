import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, OrderEvent, OrdersPage } from '@campus/contract';
import { buildApp } from '../../app';
import { containerOf, createTestApp, createTestUser, type TestApp } from '../../test/test-app';
import { openSse } from '../../infra/events/sse-test-client';
import { fillCart, pickProductsFromShops, type CatalogPick } from '../../test/checkout-fixtures';
import { settleMoney } from '../../test/money-fixtures';
import { REFUND_QUEUE } from '../money/market-money';

let t: TestApp;
let other: FastifyInstance;
let picks: CatalogPick[];
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { sseHeartbeatMs: 100 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  // A second instance on the same database: changes made there must reach shoppers connected here.
  other = await buildApp({ config: t.config, database: t.database, logger: false });
  await other.ready();
  picks = await pickProductsFromShops(t.database.db, 2);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
  if (t) fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

type Shopper = Awaited<ReturnType<typeof createTestUser>>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Pays for a two-shop cart through the sandbox and returns the order's public id. */
async function placeOrder(shopper: Shopper): Promise<string> {
  await fillCart(t.database.db, shopper.user.id, [
    { productId: picks[0]!.productId, qty: 1 },
    { productId: picks[1]!.productId, qty: 2 },
  ]);
  return payForCart(shopper);
}

/** Pays for whatever the shopper's cart holds through the sandbox and returns the order's public id. */
async function payForCart(shopper: Shopper): Promise<string> {
  const started = (await t.app.inject({ method: 'POST', url: '/api/v1/payment/initialize', headers: shopper.auth })).json();
  await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${started.accessCode}/pay` });
  await containerOf(t.app).payments.sandbox?.flush();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/order/create-order',
    headers: shopper.auth,
    payload: { orderPrice: 0, orderItems: [], reference: started.reference },
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().newOrder.orderId;
}

const getOrder = (id: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/orders/${id}`, headers });

const setStatus = (app: FastifyInstance, partId: string, status: string, reason?: string) =>
  app.inject({ method: 'POST', url: `/api/v1/dev/order-parts/${partId}/status`, payload: { status, ...(reason ? { reason } : {}) } });

describe('the shopper’s orders', () => {
  it('lists them newest first, a page at a time, with shops, total and overall status', async () => {
    const shopper = await createTestUser(t.app);
    const ids = [await placeOrder(shopper), await placeOrder(shopper), await placeOrder(shopper)];
    const first: OrdersPage = (await t.app.inject({ method: 'GET', url: '/api/v1/orders?limit=2', headers: shopper.auth })).json();
    expect(first).toMatchObject({ page: 1, limit: 2, total: 3 });
    expect(first.orders.map((order) => order.id)).toEqual([ids[2], ids[1]]);
    const second: OrdersPage = (await t.app.inject({ method: 'GET', url: '/api/v1/orders?limit=2&page=2', headers: shopper.auth })).json();
    expect(second.orders.map((order) => order.id)).toEqual([ids[0]]);
    expect(second.orders[0]).toMatchObject({ status: 'paid', itemCount: 3 });
    expect(second.orders[0]!.shops.map((shop) => shop.id).sort()).toEqual([picks[0]!.shopId, picks[1]!.shopId].sort());
    const none: OrdersPage = (
      await t.app.inject({ method: 'GET', url: '/api/v1/orders', headers: (await createTestUser(t.app)).auth })
    ).json();
    expect(none).toEqual({ orders: [], page: 1, limit: 20, total: 0 });
  });

  it('shows one order with a part per shop, its items, delivery shares adding up, and a paid event each', async () => {
    const shopper = await createTestUser(t.app, { fullName: 'Kemi Bello', hall: 'Emerald' });
    const id = await placeOrder(shopper);
    const res = await getOrder(id, shopper.auth);
    expect(res.statusCode).toBe(200);
    const order: OrderDetail = res.json();
    expect(order).toMatchObject({ id, fullName: 'Kemi Bello', hall: 'Emerald', status: 'paid' });
    expect(order.parts).toHaveLength(2);
    const shares = order.parts.reduce((sum, part) => sum + Math.round(part.delivery * 100), 0);
    expect(shares).toBe(Math.round(order.delivery * 100));
    expect(Math.round((order.itemsSubtotal + order.delivery) * 100)).toBe(Math.round(order.total * 100));
    for (const part of order.parts) {
      expect(part.items.length).toBe(1);
      expect(part.timeline.map((event) => event.status)).toEqual(['paid']);
    }
  });

  it('lists the shops in the cart’s order, so the first one shown is the one that paid the full delivery fee (§9)', async () => {
    const three = await pickProductsFromShops(t.database.db, 3);
    // Two carts with the same shops in opposite orders: parts written in one statement share one
    // created_at, so anything but the cart's position would get at least one of them wrong.
    for (const cart of [three, [...three].reverse()]) {
      const shopper = await createTestUser(t.app);
      await fillCart(
        t.database.db,
        shopper.user.id,
        cart.map((pick) => ({ productId: pick.productId, qty: 1 })),
      );
      const id = await payForCart(shopper);
      const order: OrderDetail = (await getOrder(id, shopper.auth)).json();
      expect(order.parts.map((part) => part.shop.id)).toEqual(cart.map((pick) => pick.shopId));
      expect(order.parts.map((part) => Math.round(part.delivery * 100))).toEqual(
        cart.map((pick, index) => (index === 0 ? pick.deliveryKobo : Math.ceil(pick.deliveryKobo / 2))),
      );
      const listed: OrdersPage = (await t.app.inject({ method: 'GET', url: '/api/v1/orders', headers: shopper.auth })).json();
      expect(listed.orders[0]!.shops.map((shop) => shop.id)).toEqual(cart.map((pick) => pick.shopId));
    }
  });

  it('IDOR: another shopper, a visitor and an unknown id get nothing; only the owner sees the order', async () => {
    const owner = await createTestUser(t.app);
    const stranger = await createTestUser(t.app);
    const id = await placeOrder(owner);
    expect((await getOrder(id, owner.auth)).statusCode).toBe(200);
    const strangers = await getOrder(id, stranger.auth);
    expect(strangers.statusCode).toBe(404);
    expect(strangers.json().error).toBe('Order not found');
    expect((await getOrder(id)).statusCode).toBe(401);
    expect((await getOrder('CM-0000000000', owner.auth)).statusCode).toBe(404);
    const events = await t.app.inject({ method: 'GET', url: `/api/v1/orders/${id}/events`, headers: stranger.auth });
    expect(events.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/orders/${id}/events` })).statusCode).toBe(401);
    const list: OrdersPage = (await t.app.inject({ method: 'GET', url: '/api/v1/orders', headers: stranger.auth })).json();
    expect(list.orders.map((order) => order.id)).not.toContain(id);
  });
});

describe('part status changes (dev tool, state machine)', () => {
  it('moves a part forward, refuses a skipped step, a terminal part and a rejection without reason', async () => {
    const shopper = await createTestUser(t.app);
    const id = await placeOrder(shopper);
    const [part] = ((await getOrder(id, shopper.auth)).json() as OrderDetail).parts;
    expect((await setStatus(t.app, part!.id, 'ready')).statusCode).toBe(409);
    expect((await setStatus(t.app, part!.id, 'rejected')).statusCode).toBe(400);
    expect((await setStatus(t.app, part!.id, 'rejected', 'Closed today')).statusCode).toBe(200);
    const after = await setStatus(t.app, part!.id, 'accepted');
    expect(after.statusCode).toBe(409);
    const order: OrderDetail = (await getOrder(id, shopper.auth)).json();
    const changed = order.parts.find((p) => p.id === part!.id)!;
    expect(changed).toMatchObject({ status: 'rejected', reason: 'Closed today' });
    expect(changed.timeline.map((event) => event.status)).toEqual(['paid', 'rejected']);
  });
});

describe('GET orders/{id}/events (SSE)', () => {
  it('sends the history, then a change made through another instance, then resumes after Last-Event-ID', async () => {
    const shopper = await createTestUser(t.app);
    const id = await placeOrder(shopper);
    const order: OrderDetail = (await getOrder(id, shopper.auth)).json();
    const part = order.parts[0]!;

    const stream = await openSse(`${baseUrl}/api/v1/orders/${id}/events`, shopper.auth);
    expect(stream.status).toBe(200);
    const history = [await stream.nextEvent(), await stream.nextEvent()];
    expect(history.map((frame) => (JSON.parse(frame.data!) as OrderEvent).status)).toEqual(['paid', 'paid']);

    expect((await setStatus(other, part.id, 'accepted')).statusCode).toBe(200);
    const accepted = await stream.nextEvent();
    const event = JSON.parse(accepted.data!) as OrderEvent;
    expect(event).toMatchObject({ orderId: id, partId: part.id, status: 'accepted' });
    expect(accepted.id).toBe(event.id);
    // Heartbeats keep the idle stream open.
    let frame;
    do frame = await stream.next();
    while (frame.comment !== 'heartbeat');
    stream.close();

    await setStatus(other, part.id, 'preparing');
    const resumed = await openSse(`${baseUrl}/api/v1/orders/${id}/events`, { ...shopper.auth, 'last-event-id': accepted.id! });
    const missed = JSON.parse((await resumed.nextEvent()).data!) as OrderEvent;
    expect(missed.status).toBe('preparing');
    expect(Number(missed.id)).toBeGreaterThan(Number(accepted.id));
    resumed.close();
  });

  it('a refund settled while the order page is open reaches its stream: a `changed` frame without an id, then the order shows it refunded', async () => {
    const shopper = await createTestUser(t.app);
    const id = await placeOrder(shopper);
    const part = ((await getOrder(id, shopper.auth)).json() as OrderDetail).parts[1]!;
    const stream = await openSse(`${baseUrl}/api/v1/orders/${id}/events`, shopper.auth);
    await stream.nextEvent();
    await stream.nextEvent();

    // Rejected on the other instance; the refund job and the provider's webhook settle it a moment later.
    expect((await setStatus(other, part.id, 'rejected', 'Out of stock')).statusCode).toBe(200);
    const rejected = await stream.nextEvent();
    expect(JSON.parse(rejected.data!)).toMatchObject({ partId: part.id, status: 'rejected' });
    const refundStatus = async () => ((await getOrder(id, shopper.auth)).json() as OrderDetail).parts[1]!.refund?.status;
    const nextChanged = async () => {
      let frame;
      do frame = await stream.nextEvent();
      while (frame.event !== 'changed');
      return frame;
    };

    // Each status change of the refund wakes the order's topic: the provider took it (pending)…
    await containerOf(t.app).jobs.settle([REFUND_QUEUE]);
    expect(await nextChanged()).toEqual({ event: 'changed', data: JSON.stringify({ changed: 'refund' }) });
    // …and its webhook settled it (processed), unless the webhook was quicker than the job's own update.
    if ((await refundStatus()) !== 'processed') {
      // The sandbox's webhook comes a second after the refund (SANDBOX_WEBHOOK_DELAY_MS); longer on a busy machine.
      await expect
        .poll(
          async () => {
            await settleMoney(t.app);
            return refundStatus();
          },
          { timeout: 20_000, interval: 200 },
        )
        .toBe('processed');
      expect(await nextChanged()).toEqual({ event: 'changed', data: JSON.stringify({ changed: 'refund' }) });
    }
    // The frame has no id: a reconnect still resumes after the last status event.
    const resumed = await openSse(`${baseUrl}/api/v1/orders/${id}/events`, { ...shopper.auth, 'last-event-id': rejected.id! });
    const next = await Promise.race([
      resumed.next().then((f) => (f.retry !== undefined ? resumed.next() : f)),
      sleep(300).then(() => null),
    ]);
    expect(next === null || next.comment === 'heartbeat').toBe(true);
    resumed.close();
    stream.close();
  });
});

describe('the overall status follows the parts (issue 37)', () => {
  it('one part Accepted, the other still Paid: the order and the list read "accepted", not "paid"', async () => {
    const shopper = await createTestUser(t.app);
    const id = await placeOrder(shopper);
    const [part] = ((await getOrder(id, shopper.auth)).json() as OrderDetail).parts;
    expect((await setStatus(t.app, part!.id, 'accepted')).statusCode).toBe(200);
    const order: OrderDetail = (await getOrder(id, shopper.auth)).json();
    expect(order.parts.map((p) => p.status).sort()).toEqual(['accepted', 'paid']);
    expect(order.status).toBe('accepted');
    const list: OrdersPage = (await t.app.inject({ method: 'GET', url: '/api/v1/orders', headers: shopper.auth })).json();
    expect(list.orders.find((summary) => summary.id === id)?.status).toBe('accepted');
  });
});
