import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shops } from '../../db/schema';
import type { ShopRow } from '../access/shop-row';

/** One UPDATE of a shop's name and its key, in the caller's transaction (the rule is `renameShop`'s). */
export async function writeShopName(shopId: string, name: string, nameKey: string, tx: Executor): Promise<ShopRow | undefined> {
  const [row] = await tx.update(shops).set({ name, nameKey }).where(eq(shops.id, shopId)).returning();
  return row;
}
