import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shop } from '@campus/contract';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app';
import { CATALOG_TOPIC, notifyLive } from '../../infra/events/live-events-channel';

/**
 * The catalog's LISTEN after PostgreSQL ends the connection (decision 045): a change another instance
 * notified while this one had no listener never arrives, so the instance drops its cached catalog when
 * it reconnects instead of serving the old one until the next change.
 */
describe.skipIf(testDatabaseKind !== 'postgres')('the catalog after its listening connection is lost', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t?.close());

  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  const bookShop = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/shop/slug/book-shop' })).json<Shop>();

  it('serves a change notified while nobody listened once the listener is back', { timeout: 60_000 }, async () => {
    const product = (await bookShop()).products[0]!;
    const renamed = `${product.productTitle} (second edition)`;

    const { rows } = await t.database.pool!.query<{ n: string }>(
      `select count(*) filter (where pg_terminate_backend(pid)) as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query ilike 'LISTEN%'`,
    );
    expect(Number(rows[0]?.n)).toBe(1);
    await until(() => !t.database.listening());
    // Another instance's write: committed and notified while this instance listens to nothing.
    await t.database.db.execute(sql`update products set title = ${renamed} where id = ${product._id}`);
    await notifyLive(t.database.db, { topic: CATALOG_TOPIC, id: 'lost' });
    await until(() => t.database.listening());

    expect((await bookShop()).products.find((p) => p._id === product._id)?.productTitle).toBe(renamed);
  });
});
