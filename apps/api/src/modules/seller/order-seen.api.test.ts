import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerQueueChangedFrameSchema, type SellerPart, type SellerQueue } from '@campus/contract';
import { buildApp } from '../../app';
import { createPersonas, headersOf, PERSONA_NAMES, type Personas } from '../../test/personas';
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
  // A second instance on the same database: "Seen" tapped on a phone served there reaches consoles here.
  other = await buildApp({ config: t.config, database: t.database, logger: false });
  await other.ready();
  p = await createPersonas(t.app);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
  if (t) fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

const seen = (slug: string, partId: string, headers: Record<string, string>, app = t.app) =>
  app.inject({ method: 'POST', url: `/api/v1/seller/shops/${slug}/orders/${partId}/seen`, headers });

async function newParts(): Promise<{ partA: string; partB: string }> {
  const shopper = await createTestUser(t.app);
  const order = await payForOrder(t, shopper, [p.shopA.id, p.shopB.id]);
  return {
    partA: order.parts.find((part) => part.shop.id === p.shopA.id)!.id,
    partB: order.parts.find((part) => part.shop.id === p.shopB.id)!.id,
  };
}

const queuePart = async (partId: string): Promise<SellerPart | undefined> =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/seller/shops/${p.shopA.slug}/orders`, headers: p.ownerA.auth }))
    .json<SellerQueue>()
    .parts.find((part) => part.id === partId);

describe(`"Seen" on the console's takeover (${testDatabaseKind})`, () => {
  it('a new part is unseen; the first "Seen" is stored and a repeat (another phone, a retried tap) keeps the first time', async () => {
    const { partA } = await newParts();
    expect((await queuePart(partA))?.seenAt).toBeNull();
    const first = await seen(p.shopA.slug, partA, p.staffA.auth);
    expect(first.statusCode, first.body).toBe(200);
    const firstAt = first.json<SellerPart>().seenAt;
    expect(Date.parse(firstAt!)).not.toBeNaN();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await seen(p.shopA.slug, partA, p.ownerA.auth, other);
    expect(again.statusCode).toBe(200);
    expect(again.json<SellerPart>().seenAt).toBe(firstAt);
    expect((await queuePart(partA))?.seenAt).toBe(firstAt);
  });

  it('who may mark it: staff and owner; a shopper, another shop and the operator get 404, signed out 401', async () => {
    const codes: Record<string, number> = {};
    for (const persona of PERSONA_NAMES) {
      const { partA } = await newParts();
      codes[persona] = (await seen(p.shopA.slug, partA, headersOf(p, persona))).statusCode;
      expect((await queuePart(partA))?.seenAt === null, persona).toBe(codes[persona] !== 200);
    }
    expect(codes).toEqual({ signedOut: 401, shopper: 404, staffA: 200, ownerA: 200, ownerB: 404, operator: 404 });
  });

  it("another shop's part through my shop's address is not found and stays unseen (IDOR)", async () => {
    const { partB } = await newParts();
    const res = await seen(p.shopA.slug, partB, p.ownerA.auth);
    expect(res.statusCode).toBe(404);
    const queueB = (
      await t.app.inject({ method: 'GET', url: `/api/v1/seller/shops/${p.shopB.slug}/orders`, headers: p.ownerB.auth })
    ).json<SellerQueue>();
    expect(queueB.parts.find((part) => part.id === partB)?.seenAt).toBeNull();
  });

  it('a malformed part id is a clear 400, never a 500', async () => {
    for (const bad of ['not-a-uuid', '123', "1' or '1'='1"]) {
      const res = await seen(p.shopA.slug, encodeURIComponent(bad), p.ownerA.auth);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_input' });
    }
  });

  it('the first "Seen" reaches the shop\'s other consoles live, from any instance, without moving Last-Event-ID; a repeat sends nothing', async () => {
    const stream = await openSse(`${baseUrl}/api/v1/seller/shops/${p.shopA.slug}/orders/events`, p.staffA.auth);
    const streamB = await openSse(`${baseUrl}/api/v1/seller/shops/${p.shopB.slug}/orders/events`, p.ownerB.auth);
    try {
      const { partA } = await newParts();
      const paid = await stream.nextEvent();
      expect(JSON.parse(paid.data!)).toMatchObject({ partId: partA, status: 'paid' });
      await streamB.nextEvent(); // shop B's own part of the order
      expect((await seen(p.shopA.slug, partA, p.ownerA.auth, other)).statusCode).toBe(200);
      const frame = await stream.nextEvent();
      expect(frame.event).toBe('changed');
      expect(frame.id).toBeUndefined();
      expect(sellerQueueChangedFrameSchema.parse(JSON.parse(frame.data!))).toEqual({ changed: 'seen', partId: partA });
      // A repeat stores nothing and says nothing: the next frame is the next status change.
      expect((await seen(p.shopA.slug, partA, p.staffA.auth)).statusCode).toBe(200);
      const accepted = await t.app.inject({
        method: 'POST',
        url: `/api/v1/seller/shops/${p.shopA.slug}/parts/${partA}/status`,
        headers: p.ownerA.auth,
        payload: { status: 'accepted' },
      });
      expect(accepted.statusCode).toBe(200);
      const next = await stream.nextEvent();
      expect(next.event).toBe('order');
      expect(JSON.parse(next.data!)).toMatchObject({ partId: partA, status: 'accepted' });
      // Shop B's console never hears that shop A saw its part.
      const { partB } = await newParts();
      expect(JSON.parse((await streamB.nextEvent()).data!)).toMatchObject({ partId: partB, status: 'paid' });
    } finally {
      stream.close();
      streamB.close();
    }
  });
});
