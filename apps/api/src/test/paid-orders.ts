import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { OrderDetail } from '@campus/contract';
import { products } from '../db/schema';
import { fillCart } from './checkout-fixtures';
import type { createTestUser } from './test-app';
import { containerOf, type TestApp } from './test-app';

type Shopper = Awaited<ReturnType<typeof createTestUser>>;

/** The first available product of the shop (the seeded catalog has some in every shop). */
export async function productOf(t: TestApp, shopId: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.isAvailable, true)))
    .orderBy(asc(products.slug))
    .limit(1);
  if (!row) throw new Error('the shop has no available product');
  return row.id;
}

/**
 * A shopper pays, through the sandbox, for `qty` of one product of each shop; the order as the
 * shopper sees it. Delivery details go with the payment as checkout sends them.
 */
export async function payForOrder(
  t: TestApp,
  shopper: Shopper,
  shopIds: readonly string[],
  delivery: { room?: string; note?: string } = {},
  qty = 2,
): Promise<OrderDetail> {
  const lines = await Promise.all(shopIds.map(async (shopId) => ({ productId: await productOf(t, shopId), qty })));
  await fillCart(t.database.db, shopper.user.id, lines);
  const init = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payment/initialize',
    headers: shopper.auth,
    payload: { hall: shopper.user.hall, room: delivery.room ?? '', note: delivery.note ?? '' },
  });
  expect(init.statusCode, init.body).toBe(200);
  const started = init.json();
  await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${started.accessCode}/pay` });
  await containerOf(t.app).payments.sandbox?.flush();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/order/create-order',
    headers: shopper.auth,
    payload: { orderPrice: 0, orderItems: [], reference: started.reference },
  });
  expect(created.statusCode, created.body).toBe(200);
  const order = await t.app.inject({ method: 'GET', url: `/api/v1/orders/${created.json().newOrder.orderId}`, headers: shopper.auth });
  return order.json();
}
