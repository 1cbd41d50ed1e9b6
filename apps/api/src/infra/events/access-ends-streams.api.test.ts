import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPersonas, createShopMember, type Personas } from '../../test/personas';
import { createTestApp, createTestUser, type TestApp } from '../../test/test-app';
import { payForOrder } from '../../test/paid-orders';
import { openSse, type SseConnection } from './sse-test-client';

/**
 * Access that ends now (issue 35 finding 2, decision 090): a revoked token, a removed member or a changed
 * role ends that account's open streams within a second, and the reconnect meets the guards again.
 * Each attack of the finding is a test named after it.
 */
describe('open streams when access is taken away', () => {
  let t: TestApp;
  let p: Personas;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, config: { sseHeartbeatMs: 200 } });
    p = await createPersonas(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t?.close());

  const shopStream = (headers: Record<string, string>) => openSse(`${base}/api/v1/seller/shops/${p.shopA.slug}/orders/events`, headers);
  const orderStream = (orderId: string, headers: Record<string, string>) => openSse(`${base}/api/v1/orders/${orderId}/events`, headers);
  /** Resolves true when the server ends the stream within `ms`, false when it is still open. */
  const endsWithin = (stream: SseConnection, ms: number) =>
    Promise.race([stream.ended.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);
  /** Every frame with data the stream delivered before it ended. */
  const dataFrames = async (stream: SseConnection) => {
    const frames = [];
    for (;;) {
      const frame = await stream.next().catch(() => undefined);
      if (!frame) return frames;
      if (frame.data !== undefined) frames.push(frame);
    }
  };

  it("a fired staff member keeps a live feed of the shop's orders", { timeout: 30_000 }, async () => {
    const staff = await createShopMember(t.app, p.shopA.id, 'staff');
    const fired = await shopStream(staff.auth);
    const owner = await shopStream(p.ownerA.auth);
    expect([fired.status, owner.status]).toEqual([200, 200]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/seller/shops/${p.shopA.slug}/members/${staff.user.id}`,
      headers: p.ownerA.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect(await endsWithin(fired, 1000)).toBe(true);

    // The next order of the shop reaches the owner, never the fired member, whose reconnect is refused.
    const order = await payForOrder(t, await createTestUser(t.app), [p.shopA.id]);
    expect(JSON.parse((await owner.nextEvent()).data!)).toMatchObject({ partId: order.parts[0]!.id, status: 'paid' });
    expect(await dataFrames(fired)).toEqual([]);
    const again = await shopStream(staff.auth);
    expect(again.status).toBe(404);
    again.close();
    owner.close();
  });

  it("a signed-out shopper's open order stream keeps receiving frames", { timeout: 30_000 }, async () => {
    const shopper = await createTestUser(t.app);
    const order = await payForOrder(t, shopper, [p.shopA.id]);
    const stream = await orderStream(order.id, shopper.auth);
    expect(JSON.parse((await stream.nextEvent()).data!)).toMatchObject({ status: 'paid' });

    const signedOut = await t.app.inject({ method: 'POST', url: '/api/v1/user/logout', headers: shopper.auth });
    expect(signedOut.statusCode).toBe(200);
    expect(await endsWithin(stream, 1000)).toBe(true);
    // It ends with the short reconnect hint; the reconnect is refused (401), which the web app takes as final.
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/seller/shops/${p.shopA.slug}/parts/${order.parts[0]!.id}/status`,
      headers: p.ownerA.auth,
      payload: { status: 'accepted', readyInMinutes: 20 },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await dataFrames(stream)).toEqual([]);
    expect((await orderStream(order.id, shopper.auth)).status).toBe(401);
  });

  it("operator's sign-out everywhere leaves streams open", { timeout: 30_000 }, async () => {
    // A staff member who also shops: their order's stream and the shop's queue, both on one account.
    const member = await createShopMember(t.app, p.shopA.id, 'staff');
    const order = await payForOrder(t, member, [p.shopB.id]);
    const own = await orderStream(order.id, member.auth);
    const queue = await shopStream(member.auth);
    const bystander = await shopStream(p.ownerA.auth);
    expect([own.status, queue.status, bystander.status]).toEqual([200, 200, 200]);

    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${member.user.id}/revoke-sessions`,
      headers: p.operator.auth,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(await endsWithin(own, 1000)).toBe(true);
    expect(await endsWithin(queue, 1000)).toBe(true);
    // Only that account's streams end.
    expect(await endsWithin(bystander, 300)).toBe(false);
    expect((await shopStream(member.auth)).status).toBe(401);
    bystander.close();
  });

  it('a role change ends the member’s streams, and the reconnect is judged by the new role', { timeout: 30_000 }, async () => {
    const member = await createShopMember(t.app, p.shopA.id, 'owner');
    const stream = await shopStream(member.auth);
    expect(stream.status).toBe(200);
    // Whatever writes it (an accepted invitation does this): the database sends the account's notice.
    await t.container.access.grant(p.shopA.id, member.user.id, 'staff');
    expect(await endsWithin(stream, 1000)).toBe(true);
    // Staff still hold the queue: the stream comes back and carries on.
    const back = await shopStream(member.auth);
    expect(back.status).toBe(200);
    const order = await payForOrder(t, await createTestUser(t.app), [p.shopA.id]);
    expect(JSON.parse((await back.nextEvent()).data!)).toMatchObject({ partId: order.parts[0]!.id });
    back.close();
  });
});
