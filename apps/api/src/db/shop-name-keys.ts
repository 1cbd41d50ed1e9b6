import { asc, eq, isNull, isNotNull, sql } from 'drizzle-orm';
import { ADMIN_LIMITS, shopNameKey } from '@campus/contract';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';
import { categories, shops } from './schema';

// client.ts's Database, spelled out: client.ts calls this after migrating, so importing it back would be a cycle.
type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The name a shop gets when its own clashes: "Name (2)", "Name (3)"… kept within the name's 80 characters. */
export function numberedShopName(name: string, n: number): string {
  const suffix = ` (${n})`;
  return `${name.slice(0, ADMIN_LIMITS.shopNameMax - suffix.length).trimEnd()}${suffix}`;
}

/**
 * Fills the name key of shops written before migration 0014 (decision 086) under the migration lock, in the storefront's order:
 * the first shop keeps a name; a later one that reads the same (or one with no letter or digit, named
 * "Shop") becomes "Name (2)", "Name (3)"… the first number free, and the start's output says so, shop by shop.
 * Runs after the migrations at every start and does nothing once every shop has its key; one writer at a time
 * (the shop-names lock).
 */
export async function fillShopNameKeys(db: Database): Promise<number> {
  const [pending] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(shops)
    .where(isNull(shops.nameKey));
  if (!pending?.n) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('campus-market:shop-names'))`);
    const keyed = await tx.select({ key: shops.nameKey }).from(shops).where(isNotNull(shops.nameKey));
    const taken = new Set(keyed.map((row) => row.key));
    const rows = await tx
      .select({ id: shops.id, name: shops.name })
      .from(shops)
      .innerJoin(categories, eq(categories.id, shops.categoryId))
      .where(isNull(shops.nameKey))
      .orderBy(asc(categories.position), asc(shops.position), asc(shops.slug));
    for (const row of rows) {
      const base = shopNameKey(row.name) === '' ? 'Shop' : row.name.trim();
      let name = base;
      for (let n = 2; taken.has(shopNameKey(name)); n += 1) name = numberedShopName(base, n);
      const key = shopNameKey(name);
      taken.add(key);
      if (name !== row.name)
        console.warn(
          `Shop renamed: "${row.name}" is now "${name}" (its name read the same as another shop's, or had no letter or digit; decision 086). Its owner or the operator can rename it.`,
        );
      await tx.update(shops).set({ name, nameKey: key }).where(eq(shops.id, row.id));
    }
    return rows.length;
  });
}
