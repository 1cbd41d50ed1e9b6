import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client';
import { orderItems, orderParts, products, shops, stockHolds } from '../../db/schema';

/** Units of one product a payment needs. */
export interface StockNeed {
  productId: string;
  qty: number;
}

/** A product whose count a move changed: its shop, and whether it crossed 0 (the storefront must read it again). */
export interface StockMove {
  productId: string;
  shopId: string;
  crossedZero: boolean;
}

/** SQL for stock counts and the units payments hold (issue 38 item 2); callers pass a transaction. */
export class StockRepository {
  constructor(private readonly db: Executor) {}

  /**
   * Takes `qty` units of a counted product in one conditional UPDATE: of fifty parallel payments for the
   * last five units, exactly five find `stock_count >= qty` true (row lock, re-checked after the wait on
   * PostgreSQL; one statement at a time on PGlite). Answers the move, `'uncounted'` for a product that does
   * not count its units, or the units left when there are too few.
   */
  async take(need: StockNeed, tx: Executor): Promise<StockMove | 'uncounted' | { left: number }> {
    const taken = rowsOf<{ shop_id: string; stock_count: number }>(
      await tx.execute(sql`
        update products set stock_count = stock_count - ${need.qty}
        where id = ${need.productId}::uuid and stock_count is not null and stock_count >= ${need.qty}
        returning shop_id, stock_count`),
    );
    const row = taken[0];
    if (row) return { productId: need.productId, shopId: row.shop_id, crossedZero: Number(row.stock_count) === 0 };
    const [now] = await tx.select({ stockCount: products.stockCount }).from(products).where(eq(products.id, need.productId));
    return now?.stockCount === null || now === undefined ? 'uncounted' : { left: now.stockCount };
  }

  /** Gives units back to a product that still counts (an owner who stopped counting meanwhile keeps null). */
  async giveBack(need: StockNeed, tx: Executor): Promise<StockMove | null> {
    const rows = rowsOf<{ shop_id: string; stock_count: number }>(
      await tx.execute(sql`
        update products set stock_count = least(stock_count + ${need.qty}, 2147483647)
        where id = ${need.productId}::uuid and stock_count is not null
        returning shop_id, stock_count`),
    );
    const row = rows[0];
    return row ? { productId: need.productId, shopId: row.shop_id, crossedZero: Number(row.stock_count) === need.qty } : null;
  }

  /**
   * Takes units for a payment whose hold was already released and that was paid after all (a late success):
   * the money is in, so the order stands; the count goes down as far as 0 and no further.
   */
  async takeLate(need: StockNeed, tx: Executor): Promise<StockMove | null> {
    const rows = rowsOf<{ shop_id: string; stock_count: number }>(
      await tx.execute(sql`
        update products set stock_count = greatest(stock_count - ${need.qty}, 0)
        where id = ${need.productId}::uuid and stock_count is not null
        returning shop_id, stock_count`),
    );
    const row = rows[0];
    return row ? { productId: need.productId, shopId: row.shop_id, crossedZero: Number(row.stock_count) === 0 } : null;
  }

  async insertHolds(reference: string, needs: readonly StockNeed[], tx: Executor): Promise<void> {
    if (needs.length === 0) return;
    await tx
      .insert(stockHolds)
      .values(needs.map((need) => ({ paymentReference: reference, productId: need.productId, qty: need.qty })))
      .onConflictDoNothing();
  }

  /** Moves a payment's holds from one status to another in one UPDATE; answers the rows it moved (none the second time). */
  async moveHolds(reference: string, from: 'held' | 'released', to: 'consumed' | 'released', tx: Executor): Promise<StockNeed[]> {
    return tx
      .update(stockHolds)
      .set({ status: to })
      .where(and(eq(stockHolds.paymentReference, reference), eq(stockHolds.status, from)))
      .returning({ productId: stockHolds.productId, qty: stockHolds.qty });
  }

  /**
   * Marks a part restocked, once: answers its items' units when its shop puts units back on a refund or
   * cancellation, nothing when the part was restocked already or its shop keeps counts as they are.
   */
  async claimPartRestock(partId: string, at: Date, tx: Executor): Promise<StockNeed[]> {
    const claimed = await tx
      .update(orderParts)
      .set({ restockedAt: at })
      .where(
        and(
          eq(orderParts.id, partId),
          isNull(orderParts.restockedAt),
          sql`exists (select 1 from ${shops} where ${shops.id} = ${orderParts.shopId} and ${shops.restockOnRefund})`,
        ),
      )
      .returning({ orderId: orderParts.orderId, shopId: orderParts.shopId });
    const part = claimed[0];
    if (!part) return [];
    const items = await tx
      .select({ productId: orderItems.productId, qty: sql<number>`sum(${orderItems.qty})::int` })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(and(eq(orderItems.orderId, part.orderId), eq(orderItems.shopId, part.shopId), isNotNull(products.stockCount)))
      .groupBy(orderItems.productId);
    return items.map((item) => ({ productId: item.productId, qty: Number(item.qty) }));
  }

  /** The owner's count for a product of their shop (null: stop counting); answers whether the product is theirs. */
  async setCount(
    shopId: string,
    productId: string,
    count: number | null,
    tx: Executor,
  ): Promise<{ stockCount: number | null; isAvailable: boolean | null } | undefined> {
    const [row] = await tx
      .update(products)
      .set({ stockCount: count })
      .where(and(eq(products.id, productId), eq(products.shopId, shopId), isNull(products.deletedAt)))
      .returning({ stockCount: products.stockCount, isAvailable: products.isAvailable });
    return row;
  }

  async restockOnRefund(shopId: string, tx: Executor = this.db): Promise<boolean> {
    const [row] = await tx.select({ restock: shops.restockOnRefund }).from(shops).where(eq(shops.id, shopId));
    return row?.restock ?? true;
  }

  async setRestockOnRefund(shopId: string, restock: boolean, tx: Executor = this.db): Promise<void> {
    await tx.update(shops).set({ restockOnRefund: restock }).where(eq(shops.id, shopId));
  }
}
