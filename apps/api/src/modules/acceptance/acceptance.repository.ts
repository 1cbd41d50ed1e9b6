import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { marketSettings, orderEvents, orderParts, orders, refunds, shops } from '../../db/schema';

export type MarketSettingsRow = typeof marketSettings.$inferSelect;

/** A paid part still waiting for its shop, with what the sweep needs to judge and word its texts. */
export interface WaitingPartRow {
  partId: string;
  orderId: string;
  shopId: string;
  shopName: string;
  shopSlug: string;
  shopPhone: string;
  /** The shop's own minutes, or null for the market's. */
  shopMinutes: number | null;
  paidAt: Date;
  seenAt: Date | null;
  /** An order for later's part: when it enters New (decision 128); null when it did so at payment. */
  newAt: Date | null;
  totalKobo: number;
}

/** The statuses between acceptance and the door. */
const ON_ITS_WAY = ['accepted', 'preparing', 'ready', 'out_for_delivery'];
/** Refund statuses not yet at the card (decision 084's `checking`/`needs_check` included). */
const REFUND_WAITING = ['requested', 'sending', 'pending', 'checking', 'needs_check', 'failed'];

/**
 * When a part's acceptance clock starts: at payment, or for an order for later when it enters the shop's
 * New orders (issue 38 item 4, decision 128), so a scheduled part is neither texted, reminded nor cancelled before then.
 */
const startsAt = sql<Date>`coalesce(${orderParts.newAt}, ${orderParts.createdAt})`.mapWith(orderParts.createdAt);

/** SQL for acceptance deadlines (issue 36): the market's settings, shops' overrides and the parts the sweep and the operator watch. */
export class AcceptanceRepository {
  constructor(private readonly db: Executor) {}

  /** The one settings row (its defaults when the operator never saved). */
  async settings(tx: Executor = this.db): Promise<MarketSettingsRow> {
    const [row] = await tx.select().from(marketSettings).where(eq(marketSettings.id, 1));
    return row ?? { id: 1, acceptanceMinutes: 10, smsAfterMinutes: 2, updatedAt: new Date(0) };
  }

  async saveSettings(values: { acceptanceMinutes: number; smsAfterMinutes: number }, tx: Executor = this.db): Promise<MarketSettingsRow> {
    const [row] = await tx
      .insert(marketSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: marketSettings.id, set: { ...values, updatedAt: sql`now()` } })
      .returning();
    return row!;
  }

  async shopMinutes(tx: Executor = this.db) {
    return tx
      .select({ id: shops.id, slug: shops.slug, name: shops.name, acceptanceMinutes: shops.acceptanceMinutes })
      .from(shops)
      .orderBy(asc(shops.name));
  }

  /** Sets one shop's minutes (null: the market's); the row before, or undefined when no shop has the slug. */
  async setShopMinutes(
    slug: string,
    minutes: number | null,
    tx: Executor = this.db,
  ): Promise<{ id: string; before: number | null } | undefined> {
    const [before] = await tx
      .select({ id: shops.id, minutes: shops.acceptanceMinutes })
      .from(shops)
      .where(eq(shops.slug, slug))
      .for('update');
    if (!before) return undefined;
    await tx.update(shops).set({ acceptanceMinutes: minutes }).where(eq(shops.id, before.id));
    return { id: before.id, before: before.minutes };
  }

  /** Every part waiting for its shop (paid): few at any time, since each ends by its deadline. */
  async waitingParts(tx: Executor = this.db): Promise<WaitingPartRow[]> {
    return this.waiting(undefined, tx);
  }

  /** One part if it still waits for its shop. */
  async waitingPart(partId: string, tx: Executor = this.db): Promise<WaitingPartRow | undefined> {
    return (await this.waiting(partId, tx))[0];
  }

  private async waiting(partId: string | undefined, tx: Executor): Promise<WaitingPartRow[]> {
    return tx
      .select({
        partId: orderParts.id,
        orderId: orders.publicId,
        shopId: shops.id,
        shopName: shops.name,
        shopSlug: shops.slug,
        shopPhone: shops.phone,
        shopMinutes: shops.acceptanceMinutes,
        paidAt: startsAt,
        seenAt: orderParts.seenAt,
        newAt: orderParts.newAt,
        totalKobo: sql<number>`(${orderParts.itemsSubtotalKobo} + ${orderParts.deliveryKobo})::int`,
      })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .innerJoin(shops, eq(shops.id, orderParts.shopId))
      .where(and(eq(orderParts.status, 'paid'), partId === undefined ? undefined : eq(orderParts.id, partId)))
      .orderBy(asc(startsAt));
  }

  /** These parts' payment time and their shop's own minutes (the shopper's order page). */
  async partsTimes(partIds: readonly string[], tx: Executor = this.db) {
    if (partIds.length === 0) return [];
    return tx
      .select({ partId: orderParts.id, paidAt: startsAt, shopMinutes: shops.acceptanceMinutes })
      .from(orderParts)
      .innerJoin(shops, eq(shops.id, orderParts.shopId))
      .where(inArray(orderParts.id, [...partIds]));
  }

  /** Accepted parts not yet delivered, with when they were accepted (the first `accepted` event). */
  async partsOnTheirWay(tx: Executor = this.db) {
    return tx
      .select({
        partId: orderParts.id,
        orderId: orders.publicId,
        shopName: shops.name,
        status: orderParts.status,
        readyInMinutes: orderParts.readyInMinutes,
        acceptedAt: sql<string>`(select min(${orderEvents.createdAt}) from ${orderEvents} where ${orderEvents.partId} = ${orderParts.id} and ${orderEvents.status} = 'accepted')`,
      })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .innerJoin(shops, eq(shops.id, orderParts.shopId))
      .where(inArray(orderParts.status, ON_ITS_WAY));
  }

  /** Refunds not yet at the card, oldest first. */
  async waitingRefunds(limit = 100, tx: Executor = this.db) {
    return tx
      .select({
        id: refunds.id,
        orderId: orders.publicId,
        shopName: shops.name,
        amountKobo: refunds.amountKobo,
        status: refunds.status,
        createdAt: refunds.createdAt,
      })
      .from(refunds)
      .leftJoin(orders, eq(orders.id, refunds.orderId))
      .leftJoin(shops, eq(shops.id, refunds.shopId))
      .where(inArray(refunds.status, REFUND_WAITING))
      .orderBy(asc(refunds.createdAt))
      .limit(limit);
  }
}
