import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { InitializePaymentResponse } from '@campus/contract';
import type { DatabaseHandle } from '../../db/client';
import { seedDemoCatalog } from '../../db/seed';
import { createFileStorage } from '../storage/create-file-storage';
import { buildTestApp, containerOf, createTestUser, openTestDatabase, testConfig } from '../../test/test-app';
import {
  cartLineCount,
  countOrders,
  expectedTotalKobo,
  fillCart,
  paymentStatus,
  pickProductsFromShops,
} from '../../test/checkout-fixtures';

/**
 * The server dies right after the provider reported success and before create-order ran.
 * After a restart on the same database and data directory, the sandbox's retried webhook and the
 * shopper's retry together yield exactly one order.
 */
describe('crash between provider success and create-order', () => {
  const config = testConfig();
  let database: DatabaseHandle | undefined;
  afterAll(async () => {
    await database?.close();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });

  async function boot(): Promise<FastifyInstance> {
    const app = await buildTestApp({ config, database: database!, logger: false });
    await app.ready();
    return app;
  }

  it('yields exactly one order after the restart', async () => {
    database = await openTestDatabase();
    await seedDemoCatalog(database.db, await createFileStorage(config));
    const picks = await pickProductsFromShops(database.db, 2);

    const first = await boot();
    const shopper = await createTestUser(first, { fullName: 'Crash Test', hall: 'Emerald' });
    const lines = [
      { pick: picks[0]!, qty: 1 },
      { pick: picks[1]!, qty: 2 },
    ];
    await fillCart(
      database.db,
      shopper.user.id,
      lines.map((line) => ({ productId: line.pick.productId, qty: line.qty })),
    );
    const started: InitializePaymentResponse = (
      await first.inject({ method: 'POST', url: '/api/v1/payment/initialize', headers: shopper.auth })
    ).json();
    // The shopper pays; the process dies before the webhook went out and before the browser called create-order.
    const paid = await first.inject({ method: 'POST', url: `/sandbox/checkout/${started.accessCode}/pay` });
    expect(paid.json().status).toBe('success');
    await first.close();
    expect(await countOrders(database.db, started.reference)).toBe(0);
    expect(await paymentStatus(database.db, started.reference)).toBe('pending');

    const second = await boot();
    // The shopper's browser retries while the provider's webhook is being redelivered.
    const verified = await second.inject({
      method: 'POST',
      url: '/api/v1/payment/verify',
      headers: shopper.auth,
      payload: { reference: started.reference },
    });
    expect(verified.json()).toEqual({ status: 'success' });
    const retry = second.inject({
      method: 'POST',
      url: '/api/v1/order/create-order',
      headers: shopper.auth,
      payload: {
        orderPrice: expectedTotalKobo(lines).subtotal / 100,
        orderItems: lines.map((l) => ({ product: l.pick.productId, qty: l.qty })),
        reference: started.reference,
      },
    });
    await Promise.all([retry, containerOf(second).payments.sandbox?.flush()]);
    expect((await retry).statusCode).toBe(200);
    expect((await retry).json().newOrder).toMatchObject({
      reference: started.reference,
      totalPaid: started.amount / 100,
      user: { fullName: 'Crash Test', hall: 'Emerald' },
    });
    expect(await countOrders(database.db, started.reference)).toBe(1);
    expect(await cartLineCount(database.db, shopper.user.id)).toBe(0);
    expect(await containerOf(second).payments.sandbox?.ledger.undelivered()).toEqual([]);
    await second.close();

    // A third start has nothing left to redeliver and changes nothing.
    const third = await boot();
    await containerOf(third).payments.sandbox?.flush();
    expect(await countOrders(database.db, started.reference)).toBe(1);
    await third.close();
  });

  it('the webhook alone, redelivered after the restart, creates the order when the shopper never returns', async () => {
    const first = await boot();
    const shopper = await createTestUser(first, { fullName: 'Gone Away' });
    const [pick] = await pickProductsFromShops(database!.db, 1);
    await fillCart(database!.db, shopper.user.id, [{ productId: pick!.productId, qty: 1 }]);
    const started: InitializePaymentResponse = (
      await first.inject({ method: 'POST', url: '/api/v1/payment/initialize', headers: shopper.auth })
    ).json();
    await first.inject({ method: 'POST', url: `/sandbox/checkout/${started.accessCode}/pay` });
    await first.close();

    const second = await boot();
    await containerOf(second).payments.sandbox?.flush();
    expect(await countOrders(database!.db, started.reference)).toBe(1);
    expect(await paymentStatus(database!.db, started.reference)).toBe('success');
    expect(await cartLineCount(database!.db, shopper.user.id)).toBe(0);
    await second.close();
  });
});
