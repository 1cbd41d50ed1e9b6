import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, products, shopMembers, shopSettlements, shops, users } from '../../db/schema';
import type { ShopRow } from '../access/shop-row';

export type NewShopRow = typeof shops.$inferInsert;
/** What the operator may change besides the name (the name goes through renameShop alone). */
export type ShopDetailChanges = Partial<Pick<ShopRow, 'description' | 'categoryId' | 'deliveryPriceKobo' | 'phone'>>;

/** SQL of the operator's shops (issue 21): every statement takes the caller's transaction when it has one. */
export class AdminShopsRepository {
  constructor(private readonly db: Executor) {}

  async list(tx: Executor = this.db) {
    return tx
      .select({
        shop: shops,
        categoryName: categories.name,
        productCount: sql<number>`(select count(*)::int from ${products} p where p.shop_id = ${shops.id})`,
        bankAccountName: sql<string | null>`(select s.account_name from ${shopSettlements} s where s.shop_id = ${shops.id})`,
      })
      .from(shops)
      .innerJoin(categories, eq(categories.id, shops.categoryId))
      .where(sql`${shops.slug} not like 'bulk-%'`)
      .orderBy(asc(categories.position), asc(shops.position), asc(shops.name));
  }

  async owners(tx: Executor = this.db) {
    return tx
      .select({ shopId: shopMembers.shopId, fullName: users.fullName, phone: users.phone })
      .from(shopMembers)
      .innerJoin(users, eq(users.id, shopMembers.userId))
      .where(eq(shopMembers.role, 'owner'));
  }

  async categories(tx: Executor = this.db): Promise<{ id: string; name: string }[]> {
    return tx.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.position));
  }

  async categoryExists(categoryId: string, tx: Executor): Promise<boolean> {
    const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
    return row !== undefined;
  }

  /** The position after the category's last shop. */
  async nextPosition(categoryId: string, tx: Executor): Promise<number> {
    const [row] = await tx
      .select({ next: sql<number>`coalesce(max(${shops.position}), -1)::int + 1` })
      .from(shops)
      .where(eq(shops.categoryId, categoryId));
    return row?.next ?? 0;
  }

  /** Slugs equal to `base` or `base-…`. */
  async slugsLike(base: string, tx: Executor): Promise<Set<string>> {
    const rows = await tx
      .select({ slug: shops.slug })
      .from(shops)
      .where(sql`${shops.slug} = ${base} or ${shops.slug} like ${`${base}-%`}`);
    return new Set(rows.map((row) => row.slug));
  }

  async lock(shopId: string, tx: Executor): Promise<ShopRow | undefined> {
    const [row] = await tx.select().from(shops).where(eq(shops.id, shopId)).for('update');
    return row;
  }

  async insert(shop: NewShopRow, tx: Executor): Promise<ShopRow | undefined> {
    const [row] = await tx.insert(shops).values(shop).returning();
    return row;
  }

  async update(shopId: string, changes: ShopDetailChanges, tx: Executor): Promise<ShopRow | undefined> {
    const [row] = await tx.update(shops).set(changes).where(eq(shops.id, shopId)).returning();
    return row;
  }

  async setSuspended(shopId: string, suspendedAt: Date | null, tx: Executor): Promise<ShopRow | undefined> {
    const [row] = await tx.update(shops).set({ suspendedAt }).where(eq(shops.id, shopId)).returning();
    return row;
  }
}
