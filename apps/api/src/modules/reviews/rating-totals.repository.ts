import { isNull, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client';
import { orderItems, orderParts, reviews } from '../../db/schema';

/** Sum of stars and number of shown reviews. */
export interface RatingTotal {
  sum: number;
  count: number;
}

export interface RatingTotals {
  byShop: Map<string, RatingTotal>;
  byProduct: Map<string, RatingTotal>;
}

/**
 * The reviews module's one read for the catalog (issue 37 item 1; the catalog calls it through rating-totals.ts): the shown (not hidden) reviews' totals
 * by shop, and by product — a product's reviews are those of the parts that contained it, each counted once.
 * The catalog builds its in-process index with it and drops it on every review write (catalog-changes.ts).
 */
export async function ratingTotals(tx: Executor): Promise<RatingTotals> {
  const [shopRows, productRows] = await Promise.all([
    tx
      .select({ id: reviews.shopId, sum: sql<number>`sum(${reviews.stars})::int`, count: sql<number>`count(*)::int` })
      .from(reviews)
      .where(isNull(reviews.hiddenAt))
      .groupBy(reviews.shopId),
    // One row per part and product, however many lines of it the part had.
    tx
      .execute(
        sql`select items.product_id as id, sum(r.stars)::int as sum, count(*)::int as count
            from ${reviews} r
            join ${orderParts} p on p.id = r.part_id
            join (select distinct order_id, shop_id, product_id from ${orderItems}) items
              on items.order_id = p.order_id and items.shop_id = p.shop_id
            where r.hidden_at is null
            group by items.product_id`,
      )
      .then((result) => rowsOf<{ id: string; sum: number; count: number }>(result)),
  ]);
  const toMap = (rows: { id: string; sum: number; count: number }[]) =>
    new Map(rows.map((row) => [row.id, { sum: Number(row.sum), count: Number(row.count) }]));
  return { byShop: toMap(shopRows), byProduct: toMap(productRows) };
}
