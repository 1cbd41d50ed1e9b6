import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderEvents, orderItems, orderParts, orders, refunds, shops } from '../../db/schema';

/** An order event with what its notification says. */
export interface OrderNoticeEvent {
  eventId: number;
  status: string;
  reason: string | null;
  readyInMinutes: number | null;
  orderPublicId: string;
  shopperId: string;
  shopId: string;
  shopSlug: string;
  shopName: string;
  partTotalKobo: number;
  itemCount: number;
  hall: string;
  /** An order for later's part (issue 38 item 4): when it enters New; null for a part that did so at payment. */
  newAt: Date | null;
}

export interface OrderNoticeRefund {
  status: string;
  amountKobo: number;
  orderPublicId: string;
  shopperId: string;
}

/**
 * What a notice about an order says, read for the notifications module (push, decision 096), which takes it as its
 * `OrderFacts` from the container instead of reading the orders tables itself (issue 33 item 1).
 */
export class OrderNoticesRepository {
  constructor(private readonly db: Database) {}

  async event(eventId: number): Promise<OrderNoticeEvent | undefined> {
    const [row] = await this.db
      .select({
        eventId: orderEvents.id,
        status: orderEvents.status,
        reason: orderEvents.reason,
        readyInMinutes: orderParts.readyInMinutes,
        orderPublicId: orders.publicId,
        shopperId: orders.userId,
        shopId: shops.id,
        shopSlug: shops.slug,
        shopName: shops.name,
        partTotalKobo: sql<number>`(${orderParts.itemsSubtotalKobo} + ${orderParts.deliveryKobo})::bigint`.mapWith(Number),
        itemCount:
          sql<number>`(select coalesce(sum(${orderItems.qty}), 0) from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.shopId} = ${shops.id})`.mapWith(
            Number,
          ),
        hall: orders.hall,
        newAt: orderParts.newAt,
      })
      .from(orderEvents)
      .innerJoin(orderParts, eq(orderParts.id, orderEvents.partId))
      .innerJoin(orders, eq(orders.id, orderEvents.orderId))
      .innerJoin(shops, eq(shops.id, orderParts.shopId))
      .where(eq(orderEvents.id, eventId))
      .limit(1);
    return row;
  }

  /** The `paid` event of a part: what its shop's "new order" push is made from (decision 128). */
  async paidEventOf(partId: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(and(eq(orderEvents.partId, partId), eq(orderEvents.status, 'paid')))
      .orderBy(asc(orderEvents.id))
      .limit(1);
    return row?.id;
  }

  /** Order events after `afterId` (catching up after the listening connection came back), oldest first. */
  async eventIdsAfter(afterId: number, limit: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(gt(orderEvents.id, afterId))
      .orderBy(asc(orderEvents.id))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  async lastEventId(): Promise<number> {
    const [row] = await this.db.select({ id: sql<number>`coalesce(max(${orderEvents.id}), 0)`.mapWith(Number) }).from(orderEvents);
    return row?.id ?? 0;
  }

  async refund(refundId: string): Promise<OrderNoticeRefund | undefined> {
    const [row] = await this.db
      .select({ status: refunds.status, amountKobo: refunds.amountKobo, orderPublicId: orders.publicId, shopperId: orders.userId })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(eq(refunds.id, refundId))
      .limit(1);
    return row;
  }
}
