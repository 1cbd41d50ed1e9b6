import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cartItems, extraOptions, productExtras, products, shops, type StoredCondiment } from '../../db/schema';

/** A cart line joined with what pricing and display need. */
export interface CartLineRow {
  productId: string;
  productSlug: string;
  title: string;
  images: string[];
  basePriceKobo: number;
  isAvailable: boolean | null;
  shopId: string;
  shopSlug: string;
  shopName: string;
  shopDeliveryKobo: number;
  qty: number;
  condiments: StoredCondiment[];
  addedAt: Date;
}

/** One extra option of a product as the database prices it now. */
export interface OptionPriceRow {
  productId: string;
  name: string;
  priceKobo: number;
}

/** What happened to a line asked to go down by one. */
export type DecreaseOutcome = 'decreased' | 'removed' | 'missing';

/** SQL for cart lines; every query is scoped to one user. */
export class CartRepository {
  constructor(private readonly db: Executor) {}

  async listLines(userId: string, tx: Executor = this.db): Promise<CartLineRow[]> {
    return tx
      .select({
        productId: cartItems.productId,
        productSlug: products.slug,
        title: products.title,
        images: products.images,
        basePriceKobo: products.priceKobo,
        isAvailable: products.isAvailable,
        shopId: shops.id,
        shopSlug: shops.slug,
        shopName: shops.name,
        shopDeliveryKobo: shops.deliveryPriceKobo,
        qty: cartItems.qty,
        condiments: cartItems.condiments,
        addedAt: cartItems.addedAt,
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.addedAt), asc(cartItems.productId));
  }

  /** The extra options of the given products, in the order the shop lists them. */
  async listOptionPrices(productIds: readonly string[], tx: Executor = this.db): Promise<OptionPriceRow[]> {
    if (productIds.length === 0) return [];
    return tx
      .select({ productId: productExtras.productId, name: extraOptions.name, priceKobo: extraOptions.priceKobo })
      .from(extraOptions)
      .innerJoin(productExtras, eq(productExtras.id, extraOptions.extraId))
      .where(inArray(productExtras.productId, [...productIds]))
      .orderBy(asc(productExtras.productId), asc(productExtras.position), asc(extraOptions.position));
  }

  async findProduct(productId: string, tx: Executor = this.db): Promise<{ id: string; isAvailable: boolean | null } | undefined> {
    const [row] = await tx.select({ id: products.id, isAvailable: products.isAvailable }).from(products).where(eq(products.id, productId)).limit(1);
    return row;
  }

  async findQty(userId: string, productId: string, tx: Executor = this.db): Promise<number | undefined> {
    const [row] = await tx
      .select({ qty: cartItems.qty })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
      .limit(1);
    return row?.qty;
  }

  /**
   * Adds one in a single statement, so concurrent adds never lose a count, and only while the product
   * exists and is not out of stock (checked in the same statement: no extra round trip). `condiments`
   * replaces the line's extras when given and leaves them alone when undefined. Answers the new
   * quantity, or undefined when nothing was added (missing product, out of stock, or at `maxQty`).
   */
  async addOne(userId: string, productId: string, condiments: StoredCondiment[] | undefined, maxQty: number, tx: Executor = this.db): Promise<number | undefined> {
    const rows = await tx
      .insert(cartItems)
      .select(
        tx
          .select({
            userId: sql<string>`${userId}::uuid`.as('user_id'),
            productId: products.id,
            qty: sql<number>`1`.as('qty'),
            condiments: sql<StoredCondiment[]>`${JSON.stringify(condiments ?? [])}::jsonb`.as('condiments'),
            addedAt: sql<Date>`now()`.as('added_at'),
          })
          .from(products)
          .where(and(eq(products.id, productId), sql`${products.isAvailable} is distinct from false`)),
      )
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId],
        set: { qty: sql`${cartItems.qty} + 1`, ...(condiments ? { condiments: sql`excluded.condiments` } : {}) },
        setWhere: sql`${cartItems.qty} < ${maxQty}`,
      })
      .returning({ qty: cartItems.qty });
    return rows[0]?.qty;
  }

  /** Lowers the line by one, removing it when it would reach zero (§7 PUT user/cart). */
  async decreaseOne(userId: string, productId: string, tx: Executor = this.db): Promise<DecreaseOutcome> {
    const line = and(eq(cartItems.userId, userId), eq(cartItems.productId, productId));
    const lowered = await tx
      .update(cartItems)
      .set({ qty: sql`${cartItems.qty} - 1` })
      .where(and(line, sql`${cartItems.qty} > 1`))
      .returning({ qty: cartItems.qty });
    if (lowered.length > 0) return 'decreased';
    const removed = await tx.delete(cartItems).where(and(line, lte(cartItems.qty, 1))).returning({ qty: cartItems.qty });
    if (removed.length > 0) return 'removed';
    // A concurrent add may have raised the line between the two statements: try once more.
    const again = await tx.update(cartItems).set({ qty: sql`${cartItems.qty} - 1` }).where(and(line, sql`${cartItems.qty} > 1`)).returning({ qty: cartItems.qty });
    return again.length > 0 ? 'decreased' : 'missing';
  }

  async setQty(userId: string, productId: string, qty: number, tx: Executor = this.db): Promise<boolean> {
    const rows = await tx
      .update(cartItems)
      .set({ qty })
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
      .returning({ qty: cartItems.qty });
    return rows.length > 0;
  }

  async clear(userId: string, tx: Executor = this.db): Promise<void> {
    await tx.delete(cartItems).where(eq(cartItems.userId, userId));
  }

  async removeLine(userId: string, productId: string, tx: Executor = this.db): Promise<boolean> {
    const removed = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
      .returning({ productId: cartItems.productId });
    return removed.length > 0;
  }
}
