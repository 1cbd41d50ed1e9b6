import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { orderItems, orderParts, orders, reviews, shops, users } from '../../db/schema';

export type ReviewRow = typeof reviews.$inferSelect;
/** A review with its author's name and its shop, as the lists read it. */
export interface ListedReview {
  review: ReviewRow;
  authorName: string;
  shop: { name: string; slug: string };
}

export interface PartToReview {
  partId: string;
  shopId: string;
  userId: string;
  status: string;
}

/** SQL for ratings and reviews (issue 37 item 1). */
export class ReviewsRepository {
  constructor(private readonly db: Database) {}

  /** The part with the shopper who bought it. */
  async part(partId: string): Promise<PartToReview | undefined> {
    const [row] = await this.db
      .select({ partId: orderParts.id, shopId: orderParts.shopId, userId: orders.userId, status: orderParts.status })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .where(eq(orderParts.id, partId))
      .limit(1);
    return row;
  }

  async byPart(partId: string): Promise<ReviewRow | undefined> {
    const [row] = await this.db.select().from(reviews).where(eq(reviews.partId, partId)).limit(1);
    return row;
  }

  async byId(id: string, tx: Executor = this.db): Promise<ReviewRow | undefined> {
    const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).limit(1);
    return row;
  }

  /** Writes the part's review unless it has one (the unique part id decides between parallel posts): undefined then. */
  async insert(
    tx: Executor,
    values: { partId: string; shopId: string; userId: string; stars: number; text: string; at: Date },
  ): Promise<ReviewRow | undefined> {
    const [row] = await tx
      .insert(reviews)
      .values({ ...values, createdAt: values.at, updatedAt: values.at })
      .onConflictDoNothing({ target: reviews.partId })
      .returning();
    return row;
  }

  /** Changes the author's review while `editableFrom` is before its writing; undefined when the window closed meanwhile. */
  async edit(
    tx: Executor,
    id: string,
    values: { stars: number; text: string; at: Date; writtenAfter: Date },
  ): Promise<ReviewRow | undefined> {
    const [row] = await tx
      .update(reviews)
      .set({ stars: values.stars, text: values.text, updatedAt: values.at })
      .where(and(eq(reviews.id, id), sql`${reviews.createdAt} > ${values.writtenAfter.toISOString()}`))
      .returning();
    return row;
  }

  /** Sets the review's photo while its author may still edit it (undefined otherwise). */
  async setPhoto(tx: Executor, id: string, key: string, writtenAfter: Date): Promise<ReviewRow | undefined> {
    const [row] = await tx
      .update(reviews)
      .set({ photoKey: key })
      .where(and(eq(reviews.id, id), isNull(reviews.hiddenAt), sql`${reviews.createdAt} > ${writtenAfter.toISOString()}`))
      .returning();
    return row;
  }

  /** The owner's one reply: written only while the review has none (undefined otherwise). */
  async reply(tx: Executor, id: string, shopId: string, text: string, at: Date): Promise<ReviewRow | undefined> {
    const [row] = await tx
      .update(reviews)
      .set({ reply: text, repliedAt: at })
      .where(and(eq(reviews.id, id), eq(reviews.shopId, shopId), isNull(reviews.reply)))
      .returning();
    return row;
  }

  /** Hides a shown review (undefined when it is already hidden). */
  async hide(tx: Executor, id: string, by: string, reason: string, at: Date): Promise<ReviewRow | undefined> {
    const [row] = await tx
      .update(reviews)
      .set({ hiddenAt: at, hiddenReason: reason, hiddenBy: by })
      .where(and(eq(reviews.id, id), isNull(reviews.hiddenAt)))
      .returning();
    return row;
  }

  /** Shown reviews of a shop, newest first. */
  shownForShop(shopId: string, page: number, size: number) {
    return this.list(and(eq(reviews.shopId, shopId), isNull(reviews.hiddenAt)), page, size);
  }

  /** Shown reviews of the parts that contained a product, newest first. */
  shownForProduct(productId: string, page: number, size: number) {
    const containedIt = sql`exists (select 1 from ${orderItems} where ${orderItems.productId} = ${productId}
      and ${orderItems.orderId} = ${orderParts.orderId} and ${orderItems.shopId} = ${orderParts.shopId})`;
    return this.list(and(isNull(reviews.hiddenAt), containedIt), page, size);
  }

  /** Every review of a shop, hidden ones too (the shop console). */
  allForShop(shopId: string, page: number, size: number) {
    return this.list(eq(reviews.shopId, shopId), page, size);
  }

  /** Every review of the market (the operator). */
  all(page: number, size: number) {
    return this.list(undefined, page, size);
  }

  private async list(where: SQL | undefined, page: number, size: number): Promise<{ rows: ListedReview[]; total: number }> {
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ review: reviews, authorName: users.fullName, shop: { name: shops.name, slug: shops.slug } })
        .from(reviews)
        .innerJoin(orderParts, eq(orderParts.id, reviews.partId))
        .innerJoin(users, eq(users.id, reviews.userId))
        .innerJoin(shops, eq(shops.id, reviews.shopId))
        .where(where)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(size)
        .offset((page - 1) * size),
      this.db.select({ n: count() }).from(reviews).innerJoin(orderParts, eq(orderParts.id, reviews.partId)).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }
}
