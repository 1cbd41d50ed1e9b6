import { and, count, desc, eq, exists, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/escape-like';
import { orderParts, orders, shops, users } from '../../db/schema';

/** What the operator's orders list is filtered by; instants already turned from Lagos days. */
export interface AdminOrderFilter {
  q?: string;
  status?: string;
  shopId?: string;
  from?: Date;
  until?: Date;
}

/** The operator's orders (issue 39 item 2): SQL only here (decision 095). */
export class AdminOrdersRepository {
  constructor(private readonly db: Database) {}

  /** A page of matching orders' ids, newest first, and how many match in all. */
  async page(filter: AdminOrderFilter, limit: number, offset: number): Promise<{ ids: string[]; total: number }> {
    const where = this.where(filter);
    const [rows, [counted]] = await Promise.all([
      this.db
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
    ]);
    return { ids: rows.map((row) => row.id), total: Number(counted?.n ?? 0) };
  }

  /** The orders with these ids, with the shopper's name and phone, newest first. */
  async summaries(ids: readonly string[]) {
    if (ids.length === 0) return [];
    return this.db
      .select({ order: orders, fullName: users.fullName, phone: users.phone })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(inArray(orders.id, [...ids]))
      .orderBy(desc(orders.createdAt), desc(orders.id));
  }

  /** Orders placed in [from, until) and the sum of their totals. */
  async placedBetween(from: Date, until: Date): Promise<{ orders: number; totalKobo: number }> {
    const [row] = await this.db
      .select({ n: count(), total: sql<string>`coalesce(sum(${orders.totalKobo}), 0)::bigint` })
      .from(orders)
      .where(and(gte(orders.createdAt, from), lt(orders.createdAt, until)));
    return { orders: Number(row?.n ?? 0), totalKobo: Number(row?.total ?? 0) };
  }

  /** Parts paid and not yet accepted, market-wide. */
  async partsWaiting(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(orderParts).where(eq(orderParts.status, 'paid'));
    return Number(row?.n ?? 0);
  }

  private where(filter: AdminOrderFilter): SQL | undefined {
    const part = (condition: SQL) =>
      exists(
        this.db
          .select({ one: sql`1` })
          .from(orderParts)
          .where(and(eq(orderParts.orderId, orders.id), condition)),
      );
    return and(
      filter.q ? this.matches(filter.q) : undefined,
      filter.status ? part(eq(orderParts.status, filter.status)) : undefined,
      filter.shopId ? part(eq(orderParts.shopId, filter.shopId)) : undefined,
      filter.from ? gte(orders.createdAt, filter.from) : undefined,
      filter.until ? lt(orders.createdAt, filter.until) : undefined,
    );
  }

  /** The order's number (whole or its start), its payment reference, the shopper's name or phone, or a shop's name. */
  private matches(query: string): SQL | undefined {
    const digits = query.replace(/\D/g, '');
    const pattern = `%${escapeLike(query)}%`;
    const byShopName = exists(
      this.db
        .select({ one: sql`1` })
        .from(orderParts)
        .innerJoin(shops, eq(shops.id, orderParts.shopId))
        .where(and(eq(orderParts.orderId, orders.id), ilike(shops.name, pattern))),
    );
    return or(
      /^CM-/i.test(query) ? ilike(orders.publicId, `${escapeLike(query)}%`) : undefined,
      eq(orders.paymentReference, query),
      digits.length >= 7 ? sql`right(regexp_replace(${users.phone}, '\\D', '', 'g'), 10) = ${digits.slice(-10)}` : undefined,
      ilike(users.fullName, pattern),
      ilike(orders.fullName, pattern),
      byShopName,
    );
  }
}
