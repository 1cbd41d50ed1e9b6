import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog, bookRequests, orderParts, orders, refunds, reviews, shops, users } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;

/** What the audit page is filtered by; instants already turned from Lagos days. */
export interface AuditFilter {
  beforeId?: number;
  subject?: { type: string; id: string };
  actorId?: string;
  shopId?: string;
  kind?: string;
  from?: Date;
  until?: Date;
}

/** The audit log as the console reads it (issue 39 item 5), and the names its sentences need: SQL only here. */
export class AdminAuditRepository {
  constructor(private readonly db: Database) {}

  /** Newest first, `limit` rows matching the filter (keyset paging on the id). */
  async entries(filter: AuditFilter, limit: number): Promise<AuditRow[]> {
    return this.db
      .select()
      .from(auditLog)
      .where(
        and(
          filter.beforeId !== undefined ? lt(auditLog.id, filter.beforeId) : undefined,
          filter.subject ? and(eq(auditLog.subjectType, filter.subject.type), eq(auditLog.subjectId, filter.subject.id)) : undefined,
          filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
          filter.kind ? eq(auditLog.action, filter.kind) : undefined,
          filter.from ? gte(auditLog.createdAt, filter.from) : undefined,
          filter.until ? lt(auditLog.createdAt, filter.until) : undefined,
          filter.shopId ? this.aboutShop(filter.shopId) : undefined,
        ),
      )
      .orderBy(desc(auditLog.id))
      .limit(limit);
  }

  /** Everyone who has acted, by name. */
  async actors(): Promise<{ id: string; fullName: string }[]> {
    const ids = this.db.selectDistinct({ id: auditLog.actorId }).from(auditLog);
    return this.db.select({ id: users.id, fullName: users.fullName }).from(users).where(inArray(users.id, ids)).orderBy(users.fullName);
  }

  /** An entry is about a shop when its subject is the shop, one of its parts, a refund of it or a review of it. */
  private aboutShop(shopId: string): SQL | undefined {
    const idsOf = (column: SQL) => sql`${auditLog.subjectId} in (${column})`;
    return or(
      and(eq(auditLog.subjectType, 'shop'), eq(auditLog.subjectId, shopId)),
      and(
        eq(auditLog.subjectType, 'order_part'),
        idsOf(sql`select ${orderParts.id}::text from ${orderParts} where ${orderParts.shopId} = ${shopId}`),
      ),
      and(eq(auditLog.subjectType, 'refund'), idsOf(sql`select ${refunds.id}::text from ${refunds} where ${refunds.shopId} = ${shopId}`)),
      and(eq(auditLog.subjectType, 'review'), idsOf(sql`select ${reviews.id}::text from ${reviews} where ${reviews.shopId} = ${shopId}`)),
    );
  }

  async users(ids: readonly string[]) {
    if (ids.length === 0) return [];
    return this.db
      .select({ id: users.id, fullName: users.fullName, phone: users.phone })
      .from(users)
      .where(inArray(users.id, [...ids]));
  }

  async shops(ids: readonly string[]) {
    if (ids.length === 0) return [];
    return this.db
      .select({ id: shops.id, name: shops.name, slug: shops.slug })
      .from(shops)
      .where(inArray(shops.id, [...ids]));
  }

  async parts(ids: readonly string[]) {
    if (ids.length === 0) return [];
    return this.db
      .select({ id: orderParts.id, orderId: orders.publicId, shopName: shops.name })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .innerJoin(shops, eq(shops.id, orderParts.shopId))
      .where(inArray(orderParts.id, [...ids]));
  }

  async refunds(ids: readonly string[]) {
    if (ids.length === 0) return [];
    return this.db
      .select({ id: refunds.id, orderId: orders.publicId, amountKobo: refunds.amountKobo, shopName: shops.name })
      .from(refunds)
      .leftJoin(orders, eq(orders.id, refunds.orderId))
      .leftJoin(shops, eq(shops.id, refunds.shopId))
      .where(inArray(refunds.id, [...ids]));
  }

  async reviews(ids: readonly string[]) {
    if (ids.length === 0) return [];
    return this.db
      .select({ id: reviews.id, shopName: shops.name, stars: reviews.stars, orderId: orders.publicId })
      .from(reviews)
      .innerJoin(shops, eq(shops.id, reviews.shopId))
      .innerJoin(orderParts, eq(orderParts.id, reviews.partId))
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .where(inArray(reviews.id, [...ids]));
  }

  async bookRequests(ids: readonly string[]) {
    if (ids.length === 0) return [];
    return this.db
      .select({ id: bookRequests.id, name: bookRequests.name })
      .from(bookRequests)
      .where(inArray(bookRequests.id, [...ids]));
  }
}
