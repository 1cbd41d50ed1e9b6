import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DAY_MESSAGES,
  type OrderDetail,
  type SellerFigures,
  type SellerHistory,
  type SellerOrderEvent,
  type SellerPart,
  type SellerQueue,
} from '@campus/contract';
import { buildApp } from '../../app';
import { createPersonas, headersOf, PERSONA_NAMES, type PersonaName, type Personas } from '../../test/personas';
import { createTestApp, createTestUser, testDatabaseKind, type TestApp } from '../../test/test-app';
import { openSse } from '../../infra/events/sse-test-client';
import { payForOrder } from '../../test/paid-orders';

let t: TestApp;
let other: FastifyInstance;
let p: Personas;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { sseHeartbeatMs: 100 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  // A second instance on the same database: a change made there reaches consoles connected here.
  other = await buildApp({ config: t.config, database: t.database, logger: false });
  await other.ready();
  p = await createPersonas(t.app);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
  if (t) fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

const shopUrl = (slug: string, rest: string) => `/api/v1/seller/shops/${slug}/${rest}`;

const setStatus = (partId: string, body: Record<string, unknown>, headers: Record<string, string>, slug = p.shopA.slug, app = t.app) =>
  app.inject({ method: 'POST', url: shopUrl(slug, `parts/${partId}/status`), headers, payload: body });

/** A new order with a part for shop A (and one for shop B when asked); shop A's part. */
async function newPartOfA(
  withB = false,
): Promise<{ order: OrderDetail; partId: string; shopper: Awaited<ReturnType<typeof createTestUser>> }> {
  const shopper = await createTestUser(t.app, { fullName: 'Ada Obi', hall: 'Queen Esther' });
  const order = await payForOrder(t, shopper, withB ? [p.shopA.id, p.shopB.id] : [p.shopA.id], { room: 'B12', note: 'Extra pepper' });
  const part = order.parts.find((candidate) => candidate.shop.id === p.shopA.id);
  if (!part) throw new Error('no part for shop A');
  return { order, partId: part.id, shopper };
}

const queueOf = async (headers = p.ownerA.auth): Promise<SellerQueue> =>
  (await t.app.inject({ method: 'GET', url: shopUrl(p.shopA.slug, 'orders'), headers })).json();

describe(`seller authorization matrix (${testDatabaseKind})`, () => {
  // 401 signed out; 404 for anyone who is no member of shop A (the operator included: its console is issue 21); 403 staff on owner-only calls.
  const member = (staff: number): Record<PersonaName, number> => ({
    signedOut: 401,
    shopper: 404,
    staffA: staff,
    ownerA: 200,
    ownerB: 404,
    operator: 404,
  });
  const reads: [string, string, Record<PersonaName, number>][] = [
    ['GET orders', 'orders', member(200)],
    ['GET orders/history', 'orders/history', member(200)],
    ['GET figures', 'figures', member(403)],
    ['GET members', 'members', member(403)],
  ];
  for (const [name, path, expected] of reads) {
    it(`${name}: ${JSON.stringify(expected)}`, async () => {
      const seen = Object.fromEntries(
        await Promise.all(
          PERSONA_NAMES.map(async (persona) => {
            const res = await t.app.inject({ method: 'GET', url: shopUrl(p.shopA.slug, path), headers: headersOf(p, persona) });
            return [persona, res.statusCode] as const;
          }),
        ),
      );
      expect(seen).toEqual(expected);
    });
  }

  it('POST invitations: owner 201, staff 403, others 404, signed out 401', async () => {
    const seen: Record<string, number> = {};
    for (const persona of PERSONA_NAMES) {
      const res = await t.app.inject({
        method: 'POST',
        url: shopUrl(p.shopA.slug, 'invitations'),
        headers: headersOf(p, persona),
        payload: { email: `matrix-${persona}@example.com`, role: 'staff' },
      });
      seen[persona] = res.statusCode;
    }
    expect(seen).toEqual({ signedOut: 401, shopper: 404, staffA: 403, ownerA: 201, ownerB: 404, operator: 404 });
  });

  it('POST parts/{id}/status: staff and owner move the part, everyone else is refused and it stays paid', async () => {
    const seen: Record<string, number> = {};
    for (const persona of PERSONA_NAMES) {
      const { partId } = await newPartOfA();
      const res = await setStatus(partId, { status: 'accepted' }, headersOf(p, persona));
      seen[persona] = res.statusCode;
      const stillPaid = (await queueOf()).parts.find((part) => part.id === partId)?.status === 'paid';
      expect(stillPaid, persona).toBe(res.statusCode !== 200);
    }
    expect(seen).toEqual({ signedOut: 401, shopper: 404, staffA: 200, ownerA: 200, ownerB: 404, operator: 404 });
  });

  it('GET orders/events: staff and owner get a stream, everyone else is refused before it opens', async () => {
    const seen: Record<string, number> = {};
    for (const persona of PERSONA_NAMES) {
      const stream = await openSse(`${baseUrl}${shopUrl(p.shopA.slug, 'orders/events')}`, headersOf(p, persona));
      seen[persona] = stream.status;
      stream.close();
    }
    expect(seen).toEqual({ signedOut: 401, shopper: 404, staffA: 200, ownerA: 200, ownerB: 404, operator: 404 });
  });

  it("another shop's part through my shop's address is not found and does not move (IDOR)", async () => {
    const { order } = await newPartOfA(true);
    const partOfB = order.parts.find((part) => part.shop.id === p.shopB.id)!;
    const res = await setStatus(partOfB.id, { status: 'rejected', rejectReason: 'sold_out' }, p.ownerA.auth);
    expect(res.statusCode).toBe(404);
    const queueB: SellerQueue = (
      await t.app.inject({ method: 'GET', url: shopUrl(p.shopB.slug, 'orders'), headers: p.ownerB.auth })
    ).json();
    expect(queueB.parts.find((part) => part.id === partOfB.id)?.status).toBe('paid');
    expect((await queueOf()).parts.some((part) => part.id === partOfB.id)).toBe(false);
  });
});

describe(`the live order queue (${testDatabaseKind})`, () => {
  it('lists a paid part with its items, quantities, hall, room, note and paid time', async () => {
    const { order, partId } = await newPartOfA();
    const part = (await queueOf(p.staffA.auth)).parts.find((candidate) => candidate.id === partId);
    expect(part).toMatchObject({
      orderId: order.id,
      status: 'paid',
      customerName: 'Ada Obi',
      hall: 'Queen Esther',
      room: 'B12',
      note: 'Extra pepper',
      readyInMinutes: null,
      items: [expect.objectContaining({ qty: 2 })],
    });
    expect(Date.parse(part!.paidAt)).not.toBeNaN();
  });

  it('moves a part accept (ready in 20 min, shown to the shopper) → preparing → ready → out for delivery → delivered, and drops it from the queue', async () => {
    const { order, partId, shopper } = await newPartOfA();
    const accepted = await setStatus(partId, { status: 'accepted', readyInMinutes: 20 }, p.staffA.auth);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<SellerPart>()).toMatchObject({ status: 'accepted', readyInMinutes: 20 });
    const seen: OrderDetail = (await t.app.inject({ method: 'GET', url: `/api/v1/orders/${order.id}`, headers: shopper.auth })).json();
    expect(seen.parts[0]).toMatchObject({ status: 'accepted', readyInMinutes: 20 });
    for (const status of ['preparing', 'ready', 'out_for_delivery', 'delivered']) {
      const res = await setStatus(partId, { status }, p.ownerA.auth);
      expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
    }
    expect((await queueOf()).parts.some((part) => part.id === partId)).toBe(false);
  });

  it('refuses an illegal step with 409 and the current status', async () => {
    const { partId } = await newPartOfA();
    const res = await setStatus(partId, { status: 'ready' }, p.ownerA.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', status: 'paid' });
  });

  it('rejects with a reason: sold out in words, "other" needs its text, an estimate only with Accept', async () => {
    const { partId, order, shopper } = await newPartOfA();
    const noText = await setStatus(partId, { status: 'rejected', rejectReason: 'other' }, p.ownerA.auth);
    expect(noText.statusCode).toBe(400);
    expect(noText.json()).toMatchObject({ field: 'rejectText' });
    const noReason = await setStatus(partId, { status: 'rejected' }, p.ownerA.auth);
    expect(noReason.statusCode).toBe(400);
    const estimate = await setStatus(partId, { status: 'rejected', rejectReason: 'closed', readyInMinutes: 5 }, p.ownerA.auth);
    expect(estimate.statusCode).toBe(400);
    const rejected = await setStatus(partId, { status: 'rejected', rejectReason: 'other', rejectText: '  Gas ran out  ' }, p.ownerA.auth);
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'Gas ran out' });
    const seen: OrderDetail = (await t.app.inject({ method: 'GET', url: `/api/v1/orders/${order.id}`, headers: shopper.auth })).json();
    expect(seen.parts[0]).toMatchObject({ status: 'rejected', reason: 'Gas ran out' });
    const again = await setStatus(partId, { status: 'accepted' }, p.ownerA.auth);
    expect(again.json()).toMatchObject({ status: 'rejected' });
    expect(again.statusCode).toBe(409);
  });

  it('20 parallel Accept/Reject on one part: exactly one wins, the others see what it left', async () => {
    const { partId } = await newPartOfA();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        setStatus(
          partId,
          i % 2 === 0 ? { status: 'accepted', readyInMinutes: 10 } : { status: 'rejected', rejectReason: 'sold_out' },
          i % 3 === 0 ? p.staffA.auth : p.ownerA.auth,
          p.shopA.slug,
          i % 4 === 0 ? other : t.app,
        ),
      ),
    );
    const winners = results.filter((res) => res.statusCode === 200);
    expect(winners).toHaveLength(1);
    const final = winners[0]!.json<SellerPart>().status;
    const losers = results.filter((res) => res.statusCode !== 200);
    expect(losers.map((res) => res.statusCode)).toEqual(Array(19).fill(409));
    expect(new Set(losers.map((res) => res.json().status))).toEqual(new Set([final]));
    const history: SellerHistory = (
      await t.app.inject({ method: 'GET', url: shopUrl(p.shopA.slug, `orders/history?status=${final}&limit=50`), headers: p.ownerA.auth })
    ).json();
    expect(history.parts.filter((part) => part.id === partId)).toHaveLength(1);
  });

  it('streams a new paid part and each change to the open console, from any instance, and resumes after Last-Event-ID', async () => {
    const url = `${baseUrl}${shopUrl(p.shopA.slug, 'orders/events')}`;
    const stream = await openSse(url, p.staffA.auth);
    try {
      expect(stream.status).toBe(200);
      const { partId } = await newPartOfA();
      const paid = JSON.parse((await stream.nextEvent()).data!) as SellerOrderEvent;
      expect(paid).toMatchObject({ partId, status: 'paid' });
      // Made on the other instance, heard here.
      expect((await setStatus(partId, { status: 'accepted' }, p.ownerA.auth, p.shopA.slug, other)).statusCode).toBe(200);
      const accepted = await stream.nextEvent();
      expect(JSON.parse(accepted.data!)).toMatchObject({ partId, status: 'accepted' });
      expect(Number(accepted.id)).toBeGreaterThan(Number(paid.id));
      // Heartbeats keep the idle stream open.
      let frame;
      do frame = await stream.next();
      while (frame.comment !== 'heartbeat');
      stream.close();
      await setStatus(partId, { status: 'preparing' }, p.ownerA.auth);
      const resumed = await openSse(url, { ...p.ownerA.auth, 'last-event-id': paid.id });
      try {
        expect(JSON.parse((await resumed.nextEvent()).data!)).toMatchObject({ partId, status: 'accepted' });
        expect(JSON.parse((await resumed.nextEvent()).data!)).toMatchObject({ partId, status: 'preparing' });
      } finally {
        resumed.close();
      }
    } finally {
      stream.close();
    }
  });

  it("does not stream shop B's orders to shop A's console", async () => {
    const streamA = await openSse(`${baseUrl}${shopUrl(p.shopA.slug, 'orders/events')}`, p.ownerA.auth);
    try {
      const shopper = await createTestUser(t.app);
      await payForOrder(t, shopper, [p.shopB.id]);
      const { partId } = await newPartOfA();
      // The first event shop A hears is its own part: shop B's order went by unseen.
      expect(JSON.parse((await streamA.nextEvent()).data!)).toMatchObject({ partId, status: 'paid' });
    } finally {
      streamA.close();
    }
  });
});

describe(`history and figures (${testDatabaseKind})`, () => {
  it("filters by status and date, and counts today's takings after rejections", async () => {
    const before: SellerFigures = (
      await t.app.inject({ method: 'GET', url: shopUrl(p.shopA.slug, 'figures'), headers: p.ownerA.auth })
    ).json();
    const kept = await newPartOfA();
    const dropped = await newPartOfA();
    await setStatus(dropped.partId, { status: 'rejected', rejectReason: 'closed' }, p.ownerA.auth);
    const after: SellerFigures = (
      await t.app.inject({ method: 'GET', url: shopUrl(p.shopA.slug, 'figures'), headers: p.ownerA.auth })
    ).json();
    const keptPart = kept.order.parts[0]!;
    expect(after.today.orders - before.today.orders).toBe(1);
    expect(after.today.takings - before.today.takings).toBeCloseTo(keptPart.itemsSubtotal + keptPart.delivery, 2);
    expect(after.week.days).toHaveLength(7);
    expect(after.week.days.at(-1)).toEqual(after.today);
    expect(after.timeZone).toBe('Africa/Lagos');

    const today = after.today.date;
    const rejected: SellerHistory = (
      await t.app.inject({
        method: 'GET',
        url: shopUrl(p.shopA.slug, `orders/history?status=rejected&from=${today}&to=${today}&limit=50`),
        headers: p.staffA.auth,
      })
    ).json();
    expect(rejected.parts.map((part) => part.id)).toContain(dropped.partId);
    expect(rejected.parts.every((part) => part.status === 'rejected')).toBe(true);
    const longAgo: SellerHistory = (
      await t.app.inject({
        method: 'GET',
        url: shopUrl(p.shopA.slug, 'orders/history?from=2020-01-01&to=2020-01-31'),
        headers: p.ownerA.auth,
      })
    ).json();
    expect(longAgo).toMatchObject({ parts: [], total: 0 });
  });

  it('refuses a reversed or impossible date range with a clear message', async () => {
    const reversed = await t.app.inject({
      method: 'GET',
      url: shopUrl(p.shopA.slug, 'orders/history?from=2026-02-10&to=2026-02-01'),
      headers: p.ownerA.auth,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ field: 'from' });
    const impossible = await t.app.inject({
      method: 'GET',
      url: shopUrl(p.shopA.slug, 'orders/history?from=2026-02-30'),
      headers: p.ownerA.auth,
    });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json()).toEqual({ error: DAY_MESSAGES.notReal, code: 'invalid_input', field: 'from' });
  });
});
