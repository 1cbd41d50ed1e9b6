import { and, asc, desc, eq, gt, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { PUSH_DEVICES_PER_ACCOUNT } from '@campus/contract';
import type { Database } from '../../../db/client';
import { orderEvents, orderItems, orderParts, orders, pushSubscriptions, refunds, shopMembers, shops } from '../../../db/schema';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Who a device's notifications are about: the account's own orders, or one shop's new orders. */
export type PushAudience = { kind: 'shopper' } | { kind: 'shop'; shopId: string };

export interface NewPushSubscription {
  userId: string;
  audience: PushAudience;
  endpoint: string;
  p256dh: string;
  auth: string;
  device: string;
}

/** An order event with what its notification says (read-only view of the orders tables). */
export interface PushEventView {
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

export interface PushRefundView {
  status: string;
  amountKobo: number;
  orderPublicId: string;
  shopperId: string;
}

const audienceWhere = (audience: PushAudience) =>
  audience.kind === 'shopper' ? isNull(pushSubscriptions.shopId) : eq(pushSubscriptions.shopId, audience.shopId);

/** Push devices (decision 096), and the reads the push notifications need. */
export class PushRepository {
  constructor(private readonly db: Database) {}

  /**
   * Registers the device for the audience. The endpoint is one browser: rows of it held by another
   * account go (the device changed hands); the account keeps its newest PUSH_DEVICES_PER_ACCOUNT rows.
   */
  async save(row: NewPushSubscription): Promise<void> {
    const shopId = row.audience.kind === 'shop' ? row.audience.shopId : null;
    await this.db.transaction(async (tx) => {
      await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, row.endpoint), ne(pushSubscriptions.userId, row.userId)));
      const values = {
        userId: row.userId,
        audience: row.audience.kind,
        shopId,
        endpoint: row.endpoint,
        p256dh: row.p256dh,
        auth: row.auth,
        device: row.device,
      };
      const set = { p256dh: row.p256dh, auth: row.auth, device: row.device, createdAt: sql`now()` };
      if (shopId === null)
        await tx
          .insert(pushSubscriptions)
          .values(values)
          .onConflictDoUpdate({ target: pushSubscriptions.endpoint, targetWhere: sql`${pushSubscriptions.shopId} is null`, set });
      else
        await tx
          .insert(pushSubscriptions)
          .values(values)
          .onConflictDoUpdate({
            target: [pushSubscriptions.endpoint, pushSubscriptions.shopId],
            targetWhere: sql`${pushSubscriptions.shopId} is not null`,
            set,
          });
      const keep = tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, row.userId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
        .limit(PUSH_DEVICES_PER_ACCOUNT);
      await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, row.userId), notInArray(pushSubscriptions.id, keep)));
    });
  }

  /** Forgets the account's device for the audience; whether there was one. */
  async remove(userId: string, audience: PushAudience, endpoint: string): Promise<boolean> {
    const gone = await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint), audienceWhere(audience)))
      .returning({ id: pushSubscriptions.id });
    return gone.length > 0;
  }

  async devices(userId: string, audience: PushAudience): Promise<PushSubscriptionRow[]> {
    return this.db
      .select()
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), audienceWhere(audience)))
      .orderBy(asc(pushSubscriptions.createdAt));
  }

  async byId(id: string): Promise<PushSubscriptionRow | undefined> {
    const [row] = await this.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)).limit(1);
    return row;
  }

  /** The push service said the subscription is gone (404/410). */
  async deleteById(id: string): Promise<void> {
    await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  }

  /** The shop's devices of accounts that are its members now (owner and staff). */
  async shopDevices(shopId: string): Promise<PushSubscriptionRow[]> {
    const rows = await this.db
      .select({ subscription: pushSubscriptions })
      .from(pushSubscriptions)
      .innerJoin(shopMembers, and(eq(shopMembers.shopId, pushSubscriptions.shopId), eq(shopMembers.userId, pushSubscriptions.userId)))
      .where(eq(pushSubscriptions.shopId, shopId));
    return rows.map((row) => row.subscription);
  }

  /** The account's devices that asked for news of its own orders. */
  async shopperDevices(userId: string): Promise<PushSubscriptionRow[]> {
    return this.db
      .select()
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), isNull(pushSubscriptions.shopId)));
  }

  /** The `paid` event of a part: what its shop's "new order" push is made from. */
  async paidEventOf(partId: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(and(eq(orderEvents.partId, partId), eq(orderEvents.status, 'paid')))
      .orderBy(asc(orderEvents.id))
      .limit(1);
    return row?.id;
  }

  async event(eventId: number): Promise<PushEventView | undefined> {
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

  async refund(refundId: string): Promise<PushRefundView | undefined> {
    const [row] = await this.db
      .select({ status: refunds.status, amountKobo: refunds.amountKobo, orderPublicId: orders.publicId, shopperId: orders.userId })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(eq(refunds.id, refundId))
      .limit(1);
    return row;
  }
}
