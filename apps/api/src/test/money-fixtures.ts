import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { InitializePaymentResponse, OrderDetail } from '@campus/contract';
import type { Database } from '../db/client';
import { ledgerEntries, orderParts, orders, payments, products, refunds } from '../db/schema';
import { REFUND_QUEUE } from '../modules/money/market-money';
import { WEBHOOK_QUEUE } from '../modules/payments/payments.service';
import { fillCart } from './checkout-fixtures';
import type { createTestUser } from './test-app';
import { containerOf } from './test-app';

type Shopper = Awaited<ReturnType<typeof createTestUser>>;

/** Runs refund and webhook jobs and the sandbox's webhooks until nothing is left to do. */
export async function settleMoney(app: FastifyInstance): Promise<void> {
  const container = containerOf(app);
  for (let round = 0; round < 5; round++) {
    await container.jobs.settle([REFUND_QUEUE, WEBHOOK_QUEUE]);
    await container.payments.sandbox?.flush();
  }
  await container.jobs.settle([REFUND_QUEUE, WEBHOOK_QUEUE]);
}

/** The operator's refund of one part (`POST /admin/order-parts/:id/refund`), as the API answers it; no reason sends no body. */
export function refundPart(app: FastifyInstance, auth: { authorization: string }, partId: string, reason?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/admin/order-parts/${partId}/refund`,
    headers: auth,
    ...(reason === undefined ? {} : { payload: { reason } }),
  });
}

/** Fills the cart, starts the payment, pays it on the sandbox page and waits for the order; returns the order as the shopper sees it. */
export async function buyAndPay(
  app: FastifyInstance,
  shopper: Shopper,
  lines: { productId: string; qty: number }[],
): Promise<{ started: InitializePaymentResponse; order: OrderDetail }> {
  const { db } = containerOf(app);
  await fillCart(db, shopper.user.id, lines);
  const response = await app.inject({ method: 'POST', url: '/api/v1/payment/initialize', headers: shopper.auth });
  if (response.statusCode !== 200) throw new Error(`initialize answered ${response.statusCode}: ${response.body}`);
  const started = response.json() as InitializePaymentResponse;
  await app.inject({ method: 'POST', url: `/sandbox/checkout/${started.accessCode}/pay` });
  await settleMoney(app);
  const [order] = await db.select({ publicId: orders.publicId }).from(orders).where(eq(orders.paymentReference, started.reference));
  if (!order) throw new Error('no order was made for the paid payment');
  const detail = await app.inject({ method: 'GET', url: `/api/v1/orders/${order.publicId}`, headers: shopper.auth });
  return { started, order: detail.json() as OrderDetail };
}

/** A product of `shopId` at exactly `priceKobo`, available. */
export async function addProduct(db: Database, shopId: string, priceKobo: number): Promise<string> {
  const [row] = await db
    .insert(products)
    .values({ slug: `money-test-${randomBytes(5).toString('hex')}`, shopId, title: 'Money test item', priceKobo, isAvailable: true })
    .returning({ id: products.id });
  return row!.id;
}

/** A product's units left (null: not counted). */
export async function stockOf(db: Database, productId: string): Promise<number | null> {
  const [row] = await db.select({ stockCount: products.stockCount }).from(products).where(eq(products.id, productId));
  return row?.stockCount ?? null;
}

/** Sums the ledger by kind (optionally for one payment). */
export async function ledgerSums(db: Database, reference?: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ kind: ledgerEntries.kind, total: sql<string>`sum(${ledgerEntries.amountKobo})::bigint` })
    .from(ledgerEntries)
    .where(reference ? eq(ledgerEntries.paymentReference, reference) : undefined)
    .groupBy(ledgerEntries.kind);
  return Object.fromEntries(rows.map((row) => [row.kind, Number(row.total)]));
}

export async function refundRows(db: Database, reference: string) {
  return db.select().from(refunds).where(eq(refunds.paymentReference, reference));
}

export async function partsOf(db: Database, reference: string) {
  return db
    .select({ part: orderParts })
    .from(orderParts)
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .innerJoin(payments, eq(payments.reference, orders.paymentReference))
    .where(eq(payments.reference, reference))
    .then((rows) => rows.map((row) => row.part));
}
