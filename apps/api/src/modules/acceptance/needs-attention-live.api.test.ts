import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSse } from '../../infra/events/sse-test-client';
import { createPersonas, type Personas } from '../../test/personas';
import { createTestApp, createTestUser, testDatabaseKind, type TestApp } from '../../test/test-app';
import { payForOrder } from '../../test/paid-orders';

/** The operator's Needs attention list is live (issue 36 item 8): any order or refund that moves says so at once. */
let t: TestApp;
let p: Personas;
let base = '';
beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { sseHeartbeatMs: 200, acceptanceSweepMs: 3_600_000 } });
  p = await createPersonas(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(() => t?.close());

const stream = (headers: Record<string, string>) => openSse(`${base}/api/v1/admin/needs-attention/events`, headers);

describe(`GET /api/v1/admin/needs-attention/events (${testDatabaseKind})`, () => {
  it('sends the operator a changed frame when a new order is paid and when a shop accepts it', { timeout: 30_000 }, async () => {
    const live = await stream(p.operator.auth);
    expect(live.status).toBe(200);
    const order = await payForOrder(t, await createTestUser(t.app), [p.shopA.id]);
    expect(JSON.parse((await live.nextEvent()).data!)).toEqual({ changed: 'orders' });

    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/seller/shops/${p.shopA.slug}/parts/${order.parts[0]!.id}/status`,
      headers: p.ownerA.auth,
      payload: { status: 'accepted' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(JSON.parse((await live.nextEvent()).data!)).toEqual({ changed: 'orders' });
    live.close();
  });

  it('a shop owner who opens the market-wide stream is refused (403); signed out, 401', async () => {
    const owner = await stream(p.ownerA.auth);
    expect(owner.status).toBe(403);
    owner.close();
    const nobody = await stream({});
    expect(nobody.status).toBe(401);
    nobody.close();
  });
});
