import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@campus/contract';
import { containerOf, createTestApp, createTestUser, testDatabaseKind, type TestApp } from '../../test/test-app';
import { fillCart, pickProductsFromShops } from '../../test/checkout-fixtures';
import { openSse, type SseConnection, type SseFrame } from './sse-test-client';

/**
 * The instance's LISTEN connection after PostgreSQL ends it (a restart, a failover, an administrator's
 * pg_terminate_backend; decision 045): the instance stays up, reports itself not ready while it has no
 * listener, reconnects, and its open streams get the change that was notified while nobody listened.
 */
/**
 * The next status frame. After a lost listening connection the stream also says `changed: unknown` (no id), so the
 * page reads the order again for what the stream cannot replay (decision 092); that frame may come first.
 */
async function nextStatus(stream: SseConnection): Promise<SseFrame> {
  for (;;) {
    const frame = await stream.nextEvent();
    if (frame.event !== 'changed') return frame;
    expect(JSON.parse(frame.data!)).toEqual({ changed: 'unknown' });
  }
}

describe.skipIf(testDatabaseKind !== 'postgres')('the listening connection on PostgreSQL', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, config: { sseHeartbeatMs: 200 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
    if (t) fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  const terminateListener = async (): Promise<number> => {
    const { rows } = await t.database.pool!.query<{ n: string }>(
      `select count(*) filter (where pg_terminate_backend(pid)) as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query ilike 'LISTEN%'`,
    );
    return Number(rows[0]?.n);
  };
  const until = async (condition: () => boolean | Promise<boolean>) => {
    while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  const readyz = () => fetch(`${base}/api/v1/readyz`).then(async (res) => ({ status: res.status, body: await res.json() }));

  it(
    'survives pg_terminate_backend: not ready meanwhile, then reconnected, and no stream misses a change',
    { timeout: 60_000 },
    async () => {
      const shopper = await createTestUser(t.app);
      const [pick] = await pickProductsFromShops(t.database.db, 1);
      await fillCart(t.database.db, shopper.user.id, [{ productId: pick!.productId, qty: 1 }]);
      const started = (await t.app.inject({ method: 'POST', url: '/api/v1/payment/initialize', headers: shopper.auth })).json();
      await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${started.accessCode}/pay` });
      await containerOf(t.app).payments.sandbox?.flush();
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/order/create-order',
        headers: shopper.auth,
        payload: { orderPrice: 0, orderItems: [], reference: started.reference },
      });
      const orderId: string = created.json().newOrder.orderId;
      const order: OrderDetail = (await t.app.inject({ method: 'GET', url: `/api/v1/orders/${orderId}`, headers: shopper.auth })).json();
      const partId = order.parts[0]!.id;
      const setStatus = (status: string) =>
        t.app.inject({ method: 'POST', url: `/api/v1/dev/order-parts/${partId}/status`, payload: { status } });

      const stream = await openSse(`${base}/api/v1/orders/${orderId}/events`, shopper.auth);
      expect((await stream.nextEvent()).event).toBe('status'); // the paid event
      expect((await readyz()).body).toMatchObject({ status: 'ready', listener: true });

      expect(await terminateListener()).toBe(1);
      await until(() => !t.database.listening());
      expect(await readyz()).toMatchObject({ status: 503, body: { status: 'not-ready', database: true, listener: false } });
      // Notified while no connection listens: PostgreSQL drops it. The stream must still get it.
      expect((await setStatus('accepted')).statusCode).toBe(200);

      const accepted = JSON.parse((await nextStatus(stream)).data!);
      expect(accepted).toMatchObject({ status: 'accepted' });
      await until(() => t.database.listening());
      expect((await readyz()).body).toMatchObject({ status: 'ready', listener: true });

      // And again: a second loss is survived the same way, and live notifications flow afterwards.
      expect(await terminateListener()).toBe(1);
      await until(() => !t.database.listening());
      await until(() => t.database.listening());
      expect((await setStatus('preparing')).statusCode).toBe(200);
      expect(JSON.parse((await nextStatus(stream)).data!)).toMatchObject({ status: 'preparing' });
      stream.close();
    },
  );
});
