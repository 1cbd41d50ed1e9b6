import { and, asc, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client';
import { cartItems, deliveryTimes, orderEvents, orderItems, orderParts, orders, refunds, shops } from '../../db/schema';

import type { OrderEventRow, OrderItemRow, OrderPartRow, OrderRow } from './order-rows';

export type { OrderEventRow, OrderItemRow, OrderPartRow, OrderRow };
export type NewOrderRow = typeof orders.$inferInsert;
export type NewOrderItemRow = Omit<typeof orderItems.$inferInsert, 'orderId'>;
export interface NewPart {
  shopId: string;
  itemsSubtotalKobo: number;
  deliveryKobo: number;
  /** The part's share of a promo code's discount (issue 38 item 3); absent: none. */
  discountKobo?: number;
  /** An order for later (issue 38 item 4): its slot and when it enters the shop's New orders; absent: as soon as possible. */
  slotAt?: Date;
  newAt?: Date;
}
export interface ShopRef {
  id: string;
  name: string;
  slug: string;
}

/** SQL for orders, their parts, items and status history. */
export class OrdersRepository {
  constructor(private readonly db: Executor) {}

  async findByPaymentReference(reference: string, tx: Executor = this.db): Promise<OrderRow | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.paymentReference, reference)).limit(1);
    return row;
  }

  async findById(id: string, tx: Executor = this.db): Promise<OrderRow | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1);
    return row;
  }

  async findByPublicId(publicId: string, tx: Executor = this.db): Promise<OrderRow | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.publicId, publicId)).limit(1);
    return row;
  }

  /**
   * Inserts the order, one part per shop with its first `paid` event, and the items; call inside a
   * transaction so all land or none. `parts` come in cart order and keep it (`position`): they are
   * written in one statement with one `created_at`, so only the position says which shop came first. Returns the order and the events written.
   */
  async insert(
    order: NewOrderRow,
    parts: NewPart[],
    items: NewOrderItemRow[],
    tx: Executor,
  ): Promise<{ order: OrderRow; events: OrderEventRow[] }> {
    const [row] = await tx.insert(orders).values(order).returning();
    if (!row) throw new Error('insert into orders returned nothing');
    const partRows = parts.length
      ? await tx
          .insert(orderParts)
          .values(parts.map((part, position) => ({ ...part, position, orderId: row.id, status: 'paid' })))
          .returning()
      : [];
    if (items.length) await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row.id })));
    const events = partRows.length
      ? await tx
          .insert(orderEvents)
          .values(partRows.map((part) => ({ orderId: row.id, partId: part.id, status: 'paid' })))
          .returning()
      : [];
    return { order: row, events };
  }

  /** The refunds the shopper sees on the order: its parts' and any second charge's (issue 21). */
  async refunds(orderId: string, tx: Executor = this.db): Promise<(typeof refunds.$inferSelect)[]> {
    return tx.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt));
  }

  async items(orderId: string, tx: Executor = this.db): Promise<OrderItemRow[]> {
    return tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  }

  async parts(orderId: string, tx: Executor = this.db): Promise<(OrderPartRow & { shop: ShopRef })[]> {
    const rows = await tx
      .select({ part: orderParts, shop: { id: shops.id, name: shops.name, slug: shops.slug } })
      .from(orderParts)
      .innerJoin(shops, eq(shops.id, orderParts.shopId))
      .where(eq(orderParts.orderId, orderId))
      .orderBy(asc(orderParts.createdAt), asc(orderParts.position), asc(orderParts.id));
    return rows.map((row) => ({ ...row.part, shop: row.shop }));
  }

  /** The order's status history, oldest first; after `afterId` only (SSE's Last-Event-ID). */
  async events(orderId: string, afterId = 0, tx: Executor = this.db): Promise<OrderEventRow[]> {
    return tx
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), gt(orderEvents.id, afterId)))
      .orderBy(asc(orderEvents.id));
  }

  async event(id: number, tx: Executor = this.db): Promise<OrderEventRow | undefined> {
    const [row] = await tx.select().from(orderEvents).where(eq(orderEvents.id, id)).limit(1);
    return row;
  }

  /** One page of the user's orders, newest first, with the total count. */
  async pageForUser(userId: string, limit: number, offset: number, tx: Executor = this.db): Promise<{ rows: OrderRow[]; total: number }> {
    const rows = await tx
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset);
    const [counted] = await tx.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
    return { rows, total: counted?.n ?? 0 };
  }

  /** Parts (with shop) and item counts of several orders at once, for the history list. */
  async partsOf(orderIds: string[], tx: Executor = this.db): Promise<(OrderPartRow & { shop: ShopRef })[]> {
    if (orderIds.length === 0) return [];
    const rows = await tx
      .select({ part: orderParts, shop: { id: shops.id, name: shops.name, slug: shops.slug } })
      .from(orderParts)
      .innerJoin(shops, eq(shops.id, orderParts.shopId))
      .where(inArray(orderParts.orderId, orderIds))
      .orderBy(asc(orderParts.createdAt), asc(orderParts.position), asc(orderParts.id));
    return rows.map((row) => ({ ...row.part, shop: row.shop }));
  }

  async itemCounts(orderIds: string[], tx: Executor = this.db): Promise<Map<string, number>> {
    if (orderIds.length === 0) return new Map();
    const rows = await tx
      .select({ orderId: orderItems.orderId, n: sql<number>`sum(${orderItems.qty})::int` })
      .from(orderItems)
      .where(inArray(orderItems.orderId, orderIds))
      .groupBy(orderItems.orderId);
    return new Map(rows.map((row) => [row.orderId, row.n]));
  }

  async shopNames(shopIds: string[], tx: Executor = this.db): Promise<Map<string, string>> {
    if (shopIds.length === 0) return new Map();
    const rows = await tx.select({ id: shops.id, name: shops.name }).from(shops).where(inArray(shops.id, shopIds));
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /** Reads the part and holds its row lock until the transaction ends. */
  async lockPart(partId: string, tx: Executor): Promise<OrderPartRow | undefined> {
    const [row] = await tx.select().from(orderParts).where(eq(orderParts.id, partId)).limit(1).for('update');
    return row;
  }

  /** The part with its order, in one statement, holding the part's row lock (not the order's) until the transaction ends. */
  async lockPartWithOrder(partId: string, tx: Executor): Promise<{ part: OrderPartRow; order: OrderRow } | undefined> {
    const [row] = await tx
      .select({ part: orderParts, order: orders })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .where(eq(orderParts.id, partId))
      .limit(1)
      .for('update', { of: orderParts });
    return row;
  }

  /**
   * The part's new status and its event, in one statement (decision 148: on PGlite each round trip inside the
   * transaction holds the one session). The event row is the one inserted; `at` is its time.
   */
  async setPartStatus(
    part: Pick<OrderPartRow, 'id' | 'orderId'>,
    status: string,
    reason: string | null,
    at: Date,
    tx: Executor,
    readyInMinutes?: number,
  ): Promise<OrderEventRow> {
    const update = tx
      .update(orderParts)
      .set({
        status,
        reason,
        updatedAt: at,
        ...(readyInMinutes !== undefined && { readyInMinutes }),
        // Accepting sets when it will be ready (issue 36 item 6): the shop's estimate, else the owner's usual time.
        ...(status === 'accepted' && {
          readyBy: sql`${at.toISOString()}::timestamptz + coalesce(${readyInMinutes ?? null}::int, (select prep_minutes from shops where shops.id = ${orderParts.shopId})) * interval '1 minute'`,
        }),
      })
      .where(eq(orderParts.id, part.id))
      .returning({ id: orderParts.id });
    // An embedded query is put in parentheses: `with changed_part as (update … returning id)`.
    const [inserted] = rowsOf<{ id: string }>(
      await tx.execute(
        sql`with changed_part as ${update}
            insert into ${orderEvents} (order_id, part_id, status, reason, created_at)
            select ${part.orderId}::uuid, id, ${status}::text, ${reason}::text, ${at.toISOString()}::timestamptz from changed_part
            returning id::text as id`,
      ),
    );
    const event = inserted && { id: Number(inserted.id), orderId: part.orderId, partId: part.id, status, reason, createdAt: at };
    if (!event) throw new Error('order part vanished under its lock');
    return event;
  }

  /**
   * The shop's new ready-in estimate for a part it has accepted and not yet made ready (issue 36 item 6):
   * ready `minutes` from `at`. Undefined when the part is not the shop's or not in that stretch.
   */
  async setReadyEstimate(partId: string, shopId: string, minutes: number, at: Date, tx: Executor): Promise<OrderPartRow | undefined> {
    const [part] = await tx
      .update(orderParts)
      .set({ readyInMinutes: minutes, readyBy: new Date(at.getTime() + minutes * 60_000), updatedAt: at })
      .where(and(eq(orderParts.id, partId), eq(orderParts.shopId, shopId), inArray(orderParts.status, ['accepted', 'preparing'])))
      .returning();
    return part;
  }

  /** The operator's delivery minutes to `hall`, else for every hall ('') (issue 36 item 6); undefined when neither is set. */
  async deliveryMinutesTo(hall: string, tx: Executor = this.db): Promise<number | undefined> {
    const rows = await tx
      .select({ hall: deliveryTimes.hall, minutes: deliveryTimes.minutes })
      .from(deliveryTimes)
      .where(inArray(deliveryTimes.hall, [hall, '']));
    return (rows.find((row) => row.hall === hall) ?? rows.find((row) => row.hall === ''))?.minutes;
  }

  /**
   * Takes the paid quantity of a product out of the user's cart: units added meanwhile stay
   * (Jollof ×2 in the cart with ×1 paid leaves ×1); a line left with nothing goes.
   */
  async takeFromCart(userId: string, productId: string, qty: number, tx: Executor): Promise<void> {
    const where = and(eq(cartItems.userId, userId), eq(cartItems.productId, productId));
    await tx.delete(cartItems).where(and(where, lte(cartItems.qty, qty)));
    await tx
      .update(cartItems)
      .set({ qty: sql`${cartItems.qty} - ${qty}` })
      .where(and(where, gt(cartItems.qty, qty)));
  }
}
