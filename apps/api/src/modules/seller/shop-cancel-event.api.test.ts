import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerOrderEventSchema } from '@campus/contract';
import { createPersonas, type Personas } from '../../test/personas';
import { createTestApp, createTestUser, testDatabaseKind, type TestApp } from '../../test/test-app';
import { openSse } from '../../infra/events/sse-test-client';
import { payForOrder } from '../../test/paid-orders';

let t: TestApp;
let p: Personas;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { sseHeartbeatMs: 100 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  p = await createPersonas(t.app);
});
afterAll(async () => {
  await t?.close();
  if (t) fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

/** The console tells the owner why a part left the queue, so the stream's events carry the reason. */
describe(`a cancelled part on the shop's live stream (${testDatabaseKind})`, () => {
  it("carries the order's number and the shopper's reason, so the console can say which order went and why", async () => {
    const stream = await openSse(`${baseUrl}/api/v1/seller/shops/${p.shopA.slug}/orders/events`, p.ownerA.auth);
    try {
      const shopper = await createTestUser(t.app);
      const order = await payForOrder(t, shopper, [p.shopA.id]);
      const part = order.parts[0]!;
      const paid = sellerOrderEventSchema.parse(JSON.parse((await stream.nextEvent()).data!));
      expect(paid).toMatchObject({ partId: part.id, status: 'paid', reason: null });
      const cancel = await t.app.inject({
        method: 'POST',
        url: `/api/v1/orders/${order.id}/parts/${part.id}/cancel`,
        headers: shopper.auth,
        payload: { reason: 'Ordered the wrong thing' },
      });
      expect(cancel.statusCode).toBe(200);
      const cancelled = sellerOrderEventSchema.parse(JSON.parse((await stream.nextEvent()).data!));
      expect(cancelled).toMatchObject({ partId: part.id, orderId: paid.orderId, status: 'cancelled', reason: 'Ordered the wrong thing' });
      expect(cancelled.orderId).toMatch(/^CM-/);
    } finally {
      stream.close();
    }
  });
});
