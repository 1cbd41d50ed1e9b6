import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPersonas, type Personas } from '../../test/personas';
import { createTestApp, createTestUser, testDatabaseKind, type TestApp } from '../../test/test-app';
import { openSse } from '../../infra/events/sse-test-client';
import { payForOrder } from '../../test/paid-orders';

/**
 * The shop console's stream after PostgreSQL ends the instance's listening connection (decision 045):
 * an order paid while nobody listened still reaches the open console once the listener is back.
 */
describe.skipIf(testDatabaseKind !== 'postgres')("the shop console's stream when the listening connection is lost", () => {
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

  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  it('an order paid while the listener was down arrives once it is back', { timeout: 60_000 }, async () => {
    const stream = await openSse(`${base}/api/v1/seller/shops/${p.shopA.slug}/orders/events`, p.ownerA.auth);
    try {
      // The stream is open and listening: a first order arrives live.
      const shopper = await createTestUser(t.app);
      const first = await payForOrder(t, shopper, [p.shopA.id]);
      expect(JSON.parse((await stream.nextEvent()).data!)).toMatchObject({ partId: first.parts[0]!.id, status: 'paid' });

      const { rows } = await t.database.pool!.query<{ n: string }>(
        `select count(*) filter (where pg_terminate_backend(pid)) as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query ilike 'LISTEN%'`,
      );
      expect(Number(rows[0]?.n)).toBe(1);
      await until(() => !t.database.listening());
      // Paid while no connection listens: PostgreSQL drops the notification.
      const missed = await payForOrder(t, shopper, [p.shopA.id]);
      await until(() => t.database.listening());

      // The stream first says notices may have been missed (a `changed` frame, issue 36.4), then sends what was missed.
      let frame = await stream.nextEvent();
      if (frame.event === 'changed') {
        expect(JSON.parse(frame.data!)).toEqual({ changed: 'unknown' });
        frame = await stream.nextEvent();
      }
      expect(JSON.parse(frame.data!)).toMatchObject({ partId: missed.parts[0]!.id, status: 'paid' });
    } finally {
      stream.close();
    }
  });
});
