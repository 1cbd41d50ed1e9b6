import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SellerHistory, SellerPart, SellerQueue } from '@campus/contract';
import { createPersonas, type Personas } from '../../test/personas';
import { createTestApp, createTestUser, testDatabaseKind, type TestApp } from '../../test/test-app';
import { payForOrder } from '../../test/paid-orders';

let t: TestApp;
let p: Personas;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  p = await createPersonas(t.app);
});
afterAll(async () => {
  await t?.close();
  if (t) fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

const shopUrl = (slug: string, rest: string) => `/api/v1/seller/shops/${slug}/${rest}`;
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const setStatus = (partId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: shopUrl(p.shopA.slug, `parts/${partId}/status`), headers: p.ownerA.auth, payload });

/** A shopper with a known phone orders from shops A and B. */
async function orderWithPhone(phone: string) {
  const shopper = await createTestUser(t.app, { phone });
  const order = await payForOrder(t, shopper, [p.shopA.id, p.shopB.id]);
  const partA = order.parts.find((part) => part.shop.id === p.shopA.id)!.id;
  const partB = order.parts.find((part) => part.shop.id === p.shopB.id)!.id;
  return { shopper, order, partA, partB };
}

const everything = async (slug: string, headers: Record<string, string>) => [
  (await get(shopUrl(slug, 'orders'), headers)).body,
  (await get(shopUrl(slug, 'orders/history?limit=50'), headers)).body,
];

describe(`the shopper's phone number on the console (${testDatabaseKind})`, () => {
  it("the shop's members see the shopper's phone on a live part, in the queue and in history", async () => {
    const { partA } = await orderWithPhone('08031110001');
    for (const member of [p.ownerA, p.staffA]) {
      const part = (await get(shopUrl(p.shopA.slug, 'orders'), member.auth)).json<SellerQueue>().parts.find((x) => x.id === partA);
      expect(part?.shopperPhone).toBe('08031110001');
    }
    const history = (await get(shopUrl(p.shopA.slug, 'orders/history?limit=50'), p.ownerA.auth)).json<SellerHistory>();
    expect(history.parts.find((x) => x.id === partA)?.shopperPhone).toBe('08031110001');
  });

  it("another shop's owner cannot see it: my shop's address answers them 404 with no number in it", async () => {
    await orderWithPhone('08031110002');
    // Shop B's owner sees their own part of the same order, with the phone; asking shop A's queue is refused.
    const refused = await get(shopUrl(p.shopA.slug, 'orders'), p.ownerB.auth);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('08031110002');
    for (const body of await everything(p.shopA.slug, p.shopper.auth)) expect(body).not.toContain('08031110002');
    for (const body of await everything(p.shopA.slug, p.operator.auth)) expect(body).not.toContain('08031110002');
  });

  it('after the part ends the response carries no phone at all: delivered, rejected or cancelled', async () => {
    const delivered = await orderWithPhone('08031110003');
    for (const status of ['accepted', 'preparing', 'ready', 'out_for_delivery'])
      expect((await setStatus(delivered.partA, { status })).statusCode).toBe(200);
    const last = await setStatus(delivered.partA, { status: 'delivered' });
    expect(last.statusCode).toBe(200);
    expect(last.json<SellerPart>()).not.toHaveProperty('shopperPhone');
    expect(last.body).not.toContain('08031110003');

    const rejected = await orderWithPhone('08031110004');
    const no = await setStatus(rejected.partA, { status: 'rejected', rejectReason: 'sold_out' });
    expect(no.json<SellerPart>()).not.toHaveProperty('shopperPhone');

    const cancelled = await orderWithPhone('08031110005');
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${cancelled.order.id}/parts/${cancelled.partA}/cancel`,
      headers: cancelled.shopper.auth,
      payload: { reason: 'Ordered the wrong thing' },
    });
    expect(cancel.statusCode).toBe(200);

    for (const body of await everything(p.shopA.slug, p.ownerA.auth))
      for (const phone of ['08031110003', '08031110004', '08031110005']) expect(body).not.toContain(phone);
    const history = (await get(shopUrl(p.shopA.slug, 'orders/history?limit=50'), p.ownerA.auth)).json<SellerHistory>();
    for (const id of [delivered.partA, rejected.partA, cancelled.partA]) {
      const part = history.parts.find((x) => x.id === id);
      expect(part).toBeDefined();
      expect(part).not.toHaveProperty('shopperPhone');
    }
    // "Seen" answers the part too: an ended part's answer has no phone either.
    const seen = await t.app.inject({
      method: 'POST',
      url: shopUrl(p.shopA.slug, `orders/${rejected.partA}/seen`),
      headers: p.ownerA.auth,
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.body).not.toContain('08031110004');
  });

  it("a shopper's own order view is unchanged: no phone, no seen time", async () => {
    const { shopper, order, partA } = await orderWithPhone('08031110006');
    await t.app.inject({ method: 'POST', url: shopUrl(p.shopA.slug, `orders/${partA}/seen`), headers: p.ownerA.auth });
    const own = await get(`/api/v1/orders/${order.id}`, shopper.auth);
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain('08031110006');
    for (const part of own.json<{ parts: object[] }>().parts) {
      expect(part).not.toHaveProperty('shopperPhone');
      expect(part).not.toHaveProperty('seenAt');
    }
    expect((await get('/api/v1/orders', shopper.auth)).body).not.toContain('08031110006');
  });
});
