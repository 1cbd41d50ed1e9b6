import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, max, notInArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderEvents, orderItems, orderParts, orders, shopMembers, users } from '../../db/schema';
import { notifyLive, seenNoticeId, shopTopic } from '../../infra/events/live-events-channel';
import type { OrderEventRow, OrderItemRow, OrderPartRow } from '../orders/order-rows';

/** A shop's part with the order's delivery details, as the console lists it. */
export interface ShopPartRow extends OrderPartRow {
  publicId: string;
  fullName: string;
  hall: string;
  room: string;
  deliveryNote: string;
  /** The shopper's account phone: the console shows it only while the part is live (the service decides). */
  shopperPhone: string;
}

export interface HistoryFilter {
  status?: string;
  /** Paid at or after (inclusive). */
  from?: Date;
  /** Paid before (exclusive). */
  until?: Date;
}

const partColumns = {
  part: orderParts,
  publicId: orders.publicId,
  fullName: orders.fullName,
  hall: orders.hall,
  room: orders.room,
  deliveryNote: orders.deliveryNote,
  shopperPhone: users.phone,
};

interface JoinedRow {
  part: OrderPartRow;
  publicId: string;
  fullName: string;
  hall: string;
  room: string;
  deliveryNote: string;
  shopperPhone: string;
}

/** What marking a part seen found: when it was first seen, and whether this call was the first. */
export interface SeenMark {
  seenAt: Date;
  first: boolean;
}

/**
 * Marks the shop's part as seen by a member at `at`, once: the first call wins and later ones read its
 * time back (undefined when the part is not the shop's). The first also tells the shop's consoles on every
 * instance (a `seen:` notice on its topic, heard on commit), so a takeover open elsewhere closes. Exported
 * for the acceptance-deadline work, which reads `seen_at` to decide whether the shop must be texted.
 */
export async function markPartSeen(tx: Executor, shopId: string, partId: string, at: Date): Promise<SeenMark | undefined> {
  const [marked] = await tx
    .update(orderParts)
    .set({ seenAt: at })
    .where(and(eq(orderParts.id, partId), eq(orderParts.shopId, shopId), isNull(orderParts.seenAt)))
    .returning({ seenAt: orderParts.seenAt });
  if (marked?.seenAt) {
    await notifyLive(tx, { topic: shopTopic(shopId), id: seenNoticeId(partId) });
    return { seenAt: marked.seenAt, first: true };
  }
  const [existing] = await tx
    .select({ seenAt: orderParts.seenAt })
    .from(orderParts)
    .where(and(eq(orderParts.id, partId), eq(orderParts.shopId, shopId)))
    .limit(1);
  return existing?.seenAt ? { seenAt: existing.seenAt, first: false } : undefined;
}

const flatten = ({ part, ...order }: JoinedRow): ShopPartRow => ({ ...part, ...order });

/** SQL for the shop console: one shop's parts, their items and events, and the shop's members. */
export class SellerRepository {
  constructor(private readonly db: Executor) {}

  /** See `markPartSeen`. */
  markPartSeen(shopId: string, partId: string, at: Date, tx: Executor = this.db): Promise<SeenMark | undefined> {
    return markPartSeen(tx, shopId, partId, at);
  }

  /** The shop's parts in these statuses, oldest paid first (the queue). */
  async partsIn(shopId: string, statuses: readonly string[], tx: Executor = this.db): Promise<ShopPartRow[]> {
    const rows = await tx
      .select(partColumns)
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(eq(orderParts.shopId, shopId), inArray(orderParts.status, [...statuses])))
      .orderBy(asc(orderParts.createdAt), asc(orderParts.id));
    return rows.map(flatten);
  }

  /** One part of the shop (none when the part is another shop's). */
  async part(shopId: string, partId: string, tx: Executor = this.db): Promise<ShopPartRow | undefined> {
    const [row] = await tx
      .select(partColumns)
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(eq(orderParts.shopId, shopId), eq(orderParts.id, partId)))
      .limit(1);
    return row && flatten(row);
  }

  /** One page of the shop's parts, newest first, with the count of all that match. */
  async history(
    shopId: string,
    filter: HistoryFilter,
    limit: number,
    offset: number,
    tx: Executor = this.db,
  ): Promise<{ rows: ShopPartRow[]; total: number }> {
    const where = and(eq(orderParts.shopId, shopId), ...historyConditions(filter));
    const rows = await tx
      .select(partColumns)
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orderParts.createdAt), desc(orderParts.id))
      .limit(limit)
      .offset(offset);
    const [counted] = await tx.select({ n: count() }).from(orderParts).where(where);
    return { rows: rows.map(flatten), total: counted?.n ?? 0 };
  }

  /** The shop's parts paid since `from` that were neither rejected nor cancelled: what the takings count. */
  async keptPartsSince(shopId: string, from: Date, tx: Executor = this.db) {
    return tx
      .select({ createdAt: orderParts.createdAt, itemsSubtotalKobo: orderParts.itemsSubtotalKobo, deliveryKobo: orderParts.deliveryKobo })
      .from(orderParts)
      .where(and(eq(orderParts.shopId, shopId), gte(orderParts.createdAt, from), notInArray(orderParts.status, ['rejected', 'cancelled'])));
  }

  /** The items of these parts of one shop. */
  async itemsOf(shopId: string, orderIds: readonly string[], tx: Executor = this.db): Promise<OrderItemRow[]> {
    if (orderIds.length === 0) return [];
    return tx
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.shopId, shopId), inArray(orderItems.orderId, [...orderIds])))
      .orderBy(asc(orderItems.title), asc(orderItems.id));
  }

  /** The newest event id of the shop's parts (0 when none): where a live stream starts. */
  async lastEventId(shopId: string, tx: Executor = this.db): Promise<number> {
    const [row] = await tx
      .select({ id: max(orderEvents.id) })
      .from(orderEvents)
      .innerJoin(orderParts, eq(orderParts.id, orderEvents.partId))
      .where(eq(orderParts.shopId, shopId));
    return Number(row?.id ?? 0);
  }

  /** The shop's events after `afterId`, oldest first, with the order's public number. */
  async eventsAfter(
    shopId: string,
    afterId: number,
    limit = 200,
    tx: Executor = this.db,
  ): Promise<(OrderEventRow & { publicId: string })[]> {
    const rows = await tx
      .select({ event: orderEvents, publicId: orders.publicId })
      .from(orderEvents)
      .innerJoin(orderParts, eq(orderParts.id, orderEvents.partId))
      .innerJoin(orders, eq(orders.id, orderEvents.orderId))
      .where(and(eq(orderParts.shopId, shopId), gt(orderEvents.id, afterId)))
      .orderBy(asc(orderEvents.id))
      .limit(limit);
    return rows.map((row) => ({ ...row.event, publicId: row.publicId }));
  }

  /** The shop's members with their names and addresses, owners first. */
  async members(shopId: string, tx: Executor = this.db) {
    return tx
      .select({ userId: users.id, fullName: users.fullName, email: users.email, role: shopMembers.role, since: shopMembers.createdAt })
      .from(shopMembers)
      .innerJoin(users, eq(users.id, shopMembers.userId))
      .where(eq(shopMembers.shopId, shopId))
      .orderBy(asc(shopMembers.role), asc(users.fullName));
  }
}

function historyConditions(filter: HistoryFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(orderParts.status, filter.status));
  if (filter.from) conditions.push(gte(orderParts.createdAt, filter.from));
  if (filter.until) conditions.push(lt(orderParts.createdAt, filter.until));
  return conditions;
}
