import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@campus/contract';
import { notifyLive, orderTopic } from '../../infra/events/live-events-channel';
import { openSse, type SseConnection } from '../../infra/events/sse-test-client';
import { orderEvents, orders } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { createPersonas, type Personas } from '../../test/personas';
import { payForOrder } from '../../test/paid-orders';
import { createTestApp, createTestUser, testDatabaseKind, type TestApp } from '../../test/test-app';

/**
 * Decision 148: a status event travels in its order's notice and the stream sends it without reading it back. What a
 * shopper's stream shows must not change: the same frames as a read sends (a resume proves it), a notice that carries
 * no event (an older writer, decision 090's shape) still delivers, and a carried event that is not this order's is
 * never sent.
 */
let t: TestApp;
let p: Personas;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { sseHeartbeatMs: 100_000 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  p = await createPersonas(t.app);
});
afterAll(async () => {
  await t?.close();
  if (t) fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

type Shopper = Awaited<ReturnType<typeof createTestUser>>;

const moveOn = (partId: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/seller/shops/${p.shopA.slug}/parts/${partId}/status`,
    headers: p.ownerA.auth,
    payload: body,
  });

const openOrderStream = (shopper: Shopper, orderId: string, lastEventId?: string): Promise<SseConnection> =>
  openSse(`${baseUrl}/api/v1/orders/${orderId}/events`, { ...shopper.auth, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) });

const sleep = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

async function newOrder(): Promise<{ shopper: Shopper; order: OrderDetail; partId: string }> {
  const shopper = await createTestUser(t.app);
  const order = await payForOrder(t, shopper, [p.shopA.id]);
  return { shopper, order, partId: order.parts[0]!.id };
}

describe(`status events carried in their notice (${testDatabaseKind})`, () => {
  it('the live frames are the ones a resume reads back, byte for byte, reason included', async () => {
    const { shopper, order, partId } = await newOrder();
    const stream = await openOrderStream(shopper, order.id);
    const paid = await stream.nextEvent();
    expect((await moveOn(partId, { status: 'accepted', readyInMinutes: 15 })).statusCode).toBe(200);
    expect((await moveOn(partId, { status: 'preparing' })).statusCode).toBe(200);
    const live = [await stream.nextEvent(), await stream.nextEvent()];
    stream.close();

    const resumed = await openOrderStream(shopper, order.id, paid.id);
    const read = [await resumed.nextEvent(), await resumed.nextEvent()];
    resumed.close();
    expect(live).toEqual(read);
    expect(live.map((frame) => JSON.parse(frame.data!).status)).toEqual(['accepted', 'preparing']);
  });

  it('a rejection’s reason reaches the open stream as the order shows it', async () => {
    const { shopper, order, partId } = await newOrder();
    const stream = await openOrderStream(shopper, order.id);
    await stream.nextEvent();
    expect(
      (await moveOn(partId, { status: 'rejected', rejectReason: 'other', rejectText: 'Ran out of “jollof” — sorry' })).statusCode,
    ).toBe(200);
    const frame = JSON.parse((await stream.nextEvent()).data!);
    stream.close();
    const shown: OrderDetail = (await t.app.inject({ method: 'GET', url: `/api/v1/orders/${order.id}`, headers: shopper.auth })).json();
    expect(frame).toMatchObject({ orderId: order.id, partId, status: 'rejected', reason: 'Ran out of “jollof” — sorry' });
    expect(shown.parts[0]).toMatchObject({ status: 'rejected', reason: frame.reason });
  });

  it('a notice that names its event without carrying it still delivers the event (the stream reads it)', async () => {
    const { shopper, order, partId } = await newOrder();
    const stream = await openOrderStream(shopper, order.id);
    await stream.nextEvent();
    const [row] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.publicId, order.id));
    const event = await t.database.db.transaction(async (tx) => {
      const [inserted] = await tx.insert(orderEvents).values({ orderId: row!.id, partId, status: 'accepted' }).returning();
      await notifyLive(tx, { topic: orderTopic(row!.id), id: inserted!.id });
      return inserted!;
    });
    const frame = await stream.nextEvent();
    stream.close();
    expect(frame.id).toBe(String(event.id));
    expect(JSON.parse(frame.data!)).toMatchObject({ orderId: order.id, partId, status: 'accepted' });
  });

  it('a carried event that is not this order’s is never sent; the next real change still is', async () => {
    const { shopper, order, partId } = await newOrder();
    const stranger = await newOrder();
    const stream = await openOrderStream(shopper, order.id);
    await stream.nextEvent();
    const [row] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.publicId, order.id));
    const forged = {
      id: '999999999',
      orderId: stranger.order.id,
      partId: stranger.partId,
      status: 'delivered',
      reason: null,
      at: new Date().toISOString(),
    };
    await t.database.db.transaction((tx) => notifyLive(tx, { topic: orderTopic(row!.id), id: 999_999_999, event: forged }));
    // The frame that comes next (a pending read keeps its place: it is the one checked after the real change).
    const next = stream.nextEvent();
    expect(await Promise.race([next, sleep(500)])).toBeNull();
    expect((await moveOn(partId, { status: 'accepted', readyInMinutes: 10 })).statusCode).toBe(200);
    const frame = await next;
    stream.close();
    expect(JSON.parse(frame.data!)).toMatchObject({ orderId: order.id, partId, status: 'accepted' });
  });
});
