import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { favouriteProducts, favouriteShops, products, shops, users } from '../../db/schema';

export type FavouriteShopRow = typeof shops.$inferSelect;
export interface FavouriteProductRow {
  product: typeof products.$inferSelect;
  shop: typeof shops.$inferSelect;
}

/** SQL for favourites (issue 37 item 3): what a shopper keeps, read as the catalog sells it now. */
export class FavouritesRepository {
  constructor(private readonly db: Database) {}

  /** Favourite shops, newest first; a suspended shop is left out (it is gone from the storefront). */
  async listShops(userId: string): Promise<FavouriteShopRow[]> {
    const rows = await this.db
      .select({ shop: shops })
      .from(favouriteShops)
      .innerJoin(shops, eq(shops.id, favouriteShops.shopId))
      .where(and(eq(favouriteShops.userId, userId), isNull(shops.suspendedAt)))
      .orderBy(desc(favouriteShops.createdAt));
    return rows.map((row) => row.shop);
  }

  /** Favourite products, newest first; a deleted product or a suspended shop's is left out. */
  async listProducts(userId: string): Promise<FavouriteProductRow[]> {
    return this.db
      .select({ product: products, shop: shops })
      .from(favouriteProducts)
      .innerJoin(products, eq(products.id, favouriteProducts.productId))
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(and(eq(favouriteProducts.userId, userId), isNull(products.deletedAt), isNull(shops.suspendedAt)))
      .orderBy(desc(favouriteProducts.createdAt));
  }

  async shopIsListed(shopId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: shops.id })
      .from(shops)
      .where(and(eq(shops.id, shopId), isNull(shops.suspendedAt)))
      .limit(1);
    return row !== undefined;
  }

  async productIsListed(productId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(and(eq(products.id, productId), isNull(products.deletedAt), isNull(shops.suspendedAt)))
      .limit(1);
    return row !== undefined;
  }

  /**
   * Keeps the favourite unless the account already keeps `max` of that kind, in one transaction that
   * locks the account's row, so parallel taps cannot pass the limit. Answers false when full.
   */
  async add(kind: 'shops' | 'products', userId: string, targetId: string, max: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await lockAccount(tx, userId);
      const table = kind === 'shops' ? favouriteShops : favouriteProducts;
      const target = kind === 'shops' ? favouriteShops.shopId : favouriteProducts.productId;
      const [existing] = await tx
        .select({ userId: table.userId })
        .from(table)
        .where(and(eq(table.userId, userId), eq(target, targetId)))
        .limit(1);
      if (existing) return true;
      const [held] = await tx.select({ n: count() }).from(table).where(eq(table.userId, userId));
      if ((held?.n ?? 0) >= max) return false;
      if (kind === 'shops') await tx.insert(favouriteShops).values({ userId, shopId: targetId }).onConflictDoNothing();
      else await tx.insert(favouriteProducts).values({ userId, productId: targetId }).onConflictDoNothing();
      return true;
    });
  }

  async remove(kind: 'shops' | 'products', userId: string, targetId: string): Promise<void> {
    if (kind === 'shops')
      await this.db.delete(favouriteShops).where(and(eq(favouriteShops.userId, userId), eq(favouriteShops.shopId, targetId)));
    else
      await this.db.delete(favouriteProducts).where(and(eq(favouriteProducts.userId, userId), eq(favouriteProducts.productId, targetId)));
  }
}

/** The account's own row, locked for the transaction: its favourites change one request at a time. */
async function lockAccount(tx: Executor, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
