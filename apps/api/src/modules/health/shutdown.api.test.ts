import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { buildTestApp, containerOf, createTestUser, openTestDatabase, testConfig } from '../../test/test-app';
import { fillCart, pickProductsFromShops } from '../../test/checkout-fixtures';
import { seedDemoCatalog } from '../../db/seed';
import { createFileStorage } from '../storage/create-file-storage';
import { openSse } from '../../infra/events/sse-test-client';
import { SHUTDOWN_RETRY_MS } from '../../infra/events/sse-stream';
import { createShopMember } from '../../test/personas';
import { shops } from '../../db/schema';

/**
 * Graceful shutdown (decision 045), what SIGTERM runs (server.ts → app.close()): readiness turns 503
 * at once, a request in flight is answered, open event streams (an order's, a shop queue's) end with a reconnect hint, and a
 * job whose handler outlives the grace goes back to the queue for another instance.
 */
describe('closing the server', () => {
  it(
    'answers the request in flight, ends streams with retry:, releases the running job, reports not ready',
    { timeout: 120_000 },
    async () => {
      const database = await openTestDatabase();
      const config = testConfig({ sseHeartbeatMs: 200, jobs: { pollMs: 50, shutdownGraceMs: 300 } });
      await seedDemoCatalog(database.db, await createFileStorage(config));
      const app = await buildTestApp({ config, database, logger: false });
      let releaseSlow: () => void = () => {};
      let slowStarted: () => void = () => {};
      const slowRunning = new Promise<void>((resolve) => (slowStarted = resolve));
      app.get('/slow', async () => {
        slowStarted();
        await new Promise<void>((resolve) => (releaseSlow = resolve));
        return { finished: true };
      });
      let jobStarted: () => void = () => {};
      const jobRunning = new Promise<void>((resolve) => (jobStarted = resolve));
      containerOf(app).jobs.work('test-long', async () => {
        jobStarted();
        await new Promise((resolve) => setTimeout(resolve, 5000));
      });
      try {
        await app.listen({ port: 0, host: '127.0.0.1' });
        const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

        // A shopper with an order and its open event stream.
        const shopper = await createTestUser(app);
        const [pick] = await pickProductsFromShops(database.db, 1);
        await fillCart(database.db, shopper.user.id, [{ productId: pick!.productId, qty: 1 }]);
        const started = (await app.inject({ method: 'POST', url: '/api/v1/payment/initialize', headers: shopper.auth })).json();
        await app.inject({ method: 'POST', url: `/sandbox/checkout/${started.accessCode}/pay` });
        await containerOf(app).payments.sandbox?.flush();
        const created = await app.inject({
          method: 'POST',
          url: '/api/v1/order/create-order',
          headers: shopper.auth,
          payload: { orderPrice: 0, orderItems: [], reference: started.reference },
        });
        const stream = await openSse(`${base}/api/v1/orders/${created.json().newOrder.orderId}/events`, shopper.auth);
        await stream.nextEvent();
        // And a shop's queue: every kind of stream ends the same way (decision 090).
        const [shop] = await database.db.select().from(shops).limit(1);
        const owner = await createShopMember(app, shop!.id, 'owner');
        const queue = await openSse(`${base}/api/v1/seller/shops/${shop!.slug}/orders/events`, owner.auth);
        expect(queue.status).toBe(200);

        await containerOf(app).jobs.enqueue('test-long', 'one', {});
        await jobRunning;
        const inFlight = fetch(`${base}/slow`);
        await slowRunning;

        const closing = app.close();
        const frames = [];
        for (;;) {
          const frame = await stream.next().catch(() => undefined);
          if (!frame) break;
          frames.push(frame);
        }
        await stream.ended;
        expect(frames.at(-1)).toEqual({ retry: String(SHUTDOWN_RETRY_MS) });
        const queueFrames = [];
        for (let frame = await queue.next().catch(() => undefined); frame; frame = await queue.next().catch(() => undefined))
          queueFrames.push(frame);
        expect(queueFrames.at(-1)).toEqual({ retry: String(SHUTDOWN_RETRY_MS) });

        // A balancer's probe now gets 503 (closing) or no connection at all: either way it stops sending.
        const ready = await fetch(`${base}/api/v1/readyz`).then(
          (res) => res.status,
          () => 'refused',
        );
        expect([503, 'refused']).toContain(ready);

        releaseSlow();
        const answer = await inFlight;
        expect(answer.status).toBe(200);
        expect(await answer.json()).toEqual({ finished: true });
        await closing;

        const [job] = rowsOf<{ state: string; attempts: number; locked_until: Date | null }>(
          await database.db.execute(sql`select state, attempts, locked_until from jobs where queue = 'test-long'`),
        );
        expect(job).toEqual({ state: 'created', attempts: 0, locked_until: null });
      } finally {
        await app.close();
        await database.close();
        fs.rmSync(config.dataDir, { recursive: true, force: true });
      }
    },
  );
});
