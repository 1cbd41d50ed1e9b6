import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { cartItems, orderItems, orders, payments, products, shops } from '../db/schema';
import { signWebhook } from '../modules/payments/webhook-signature';
import { WEBHOOK_QUEUE } from '../modules/payments/payments.service';
import { REFUND_QUEUE } from '../modules/money/market-money';
import { containerOf, createTestApp, type TestApp } from './test-app';

/** Test helpers for checkout: cart lines put straight into the table, signed webhooks, order counts. */

export interface CatalogPick {
  productId: string;
  shopId: string;
  priceKobo: number;
  deliveryKobo: number;
}

/** Available products from `count` different shops that charge delivery, in a stable order. */
export async function pickProductsFromShops(db: Database, count: number): Promise<CatalogPick[]> {
  const rows = await db
    .select({ productId: products.id, shopId: shops.id, priceKobo: products.priceKobo, deliveryKobo: shops.deliveryPriceKobo })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(eq(products.isAvailable, true), gt(shops.deliveryPriceKobo, 0)))
    .orderBy(shops.slug, products.slug);
  const picked: CatalogPick[] = [];
  for (const row of rows) if (!picked.some((p) => p.shopId === row.shopId) && picked.length < count) picked.push(row);
  if (picked.length < count) throw new Error('the seeded catalog has too few shops with delivery');
  return picked;
}

/** Puts lines into the user's cart in the given order (one millisecond apart, so the first shop pays full delivery). */
/** A seeded test app and one available product of a shop that charges delivery (the workflows' tests start so). */
export async function seededAppAndPick(): Promise<{ t: TestApp; pick: CatalogPick }> {
  const t = await createTestApp({ seed: true });
  return { t, pick: (await pickProductsFromShops(t.database.db, 1))[0]! };
}

export async function fillCart(db: Database, userId: string, lines: { productId: string; qty: number }[]): Promise<void> {
  const start = Date.now() - 60_000;
  for (const [index, line] of lines.entries()) {
    await db
      .insert(cartItems)
      .values({ userId, productId: line.productId, qty: line.qty, condiments: [], addedAt: new Date(start + index) });
  }
}

/** §9 total for lines of the picked products: subtotal + first shop's delivery + half of each further one. */
export function expectedTotalKobo(lines: { pick: CatalogPick; qty: number }[]): { subtotal: number; delivery: number; total: number } {
  const subtotal = lines.reduce((sum, line) => sum + line.pick.priceKobo * line.qty, 0);
  const shopsInOrder = [...new Map(lines.map((line) => [line.pick.shopId, line.pick.deliveryKobo])).values()];
  const delivery = shopsInOrder.reduce((sum, fee, index) => sum + (index === 0 ? fee : Math.ceil(fee / 2)), 0);
  return { subtotal, delivery, total: subtotal + delivery };
}

export function chargeSuccessBody(reference: string, amountKobo: number, currency = 'NGN'): string {
  return JSON.stringify({
    event: 'charge.success',
    data: { id: 1, status: 'success', reference, amount: amountKobo, currency, customer: { email: 'x@example.com' } },
  });
}

/** Posts a webhook and, once it is accepted, waits for its queued work (the endpoint answers before doing it). */
export async function postWebhook(app: FastifyInstance, body: string, signature: string | undefined) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/payment/webhook',
    headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'x-paystack-signature': signature }) },
    payload: body,
  });
  if (response.statusCode === 200) await containerOf(app).jobs.settle([WEBHOOK_QUEUE, REFUND_QUEUE]);
  return response;
}

export function postSignedWebhook(app: FastifyInstance, body: string, secretKey: string) {
  return postWebhook(app, body, signWebhook(body, secretKey));
}

export async function countOrders(db: Database, reference?: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(reference ? eq(orders.paymentReference, reference) : undefined);
  return row?.n ?? 0;
}

/** Items of the order made for one payment (other tests' late sandbox webhooks cannot disturb it). */
export async function countOrderItemsFor(db: Database, reference: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.paymentReference, reference));
  return row?.n ?? 0;
}

export async function paymentStatus(db: Database, reference: string): Promise<string | undefined> {
  const [row] = await db.select({ status: payments.status }).from(payments).where(eq(payments.reference, reference));
  return row?.status;
}

export async function cartLineCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return row?.n ?? 0;
}

/** The quantity of a product in the user's cart (0 when the line is gone). */
export async function cartQty(db: Database, userId: string, productId: string): Promise<number> {
  const [row] = await db
    .select({ qty: cartItems.qty })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
  return row?.qty ?? 0;
}

export async function setCartQty(db: Database, userId: string, productId: string, qty: number): Promise<void> {
  await db
    .update(cartItems)
    .set({ qty })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
}

export async function countPayments(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(eq(payments.userId, userId));
  return row?.n ?? 0;
}
