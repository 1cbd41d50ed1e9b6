import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shops } from '../../db/schema';
import { checkedShopName, nameTakenOr } from './shop-name-rule';

type ShopRow = typeof shops.$inferSelect;

/**
 * Renames a shop, the one way every writer does it (issue 35): the rule (checkedShopName), then one
 * UPDATE of the name and its key; the unique index on the key refuses a name another shop reads as
 * (409), even between two writers at once.
 */
export async function renameShop(shopId: string, raw: string, tx: Executor): Promise<ShopRow | undefined> {
  const { name, nameKey } = checkedShopName(raw);
  try {
    const [row] = await tx.update(shops).set({ name, nameKey }).where(eq(shops.id, shopId)).returning();
    return row;
  } catch (error) {
    throw nameTakenOr(error);
  }
}
