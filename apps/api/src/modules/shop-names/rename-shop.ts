import type { Executor } from '../../db/client';
import type { ShopRow } from '../access/shop-row';
import { checkedShopName, nameTakenOr } from './shop-name-rule';
import { writeShopName } from './shop-names.repository';

/**
 * Renames a shop, the one way every writer does it (issue 35), and the shop-names module's door: the rule
 * (checkedShopName), then one UPDATE of the name and its key; the unique index on the key refuses a name another
 * shop reads as (409), even between two writers at once.
 */
export async function renameShop(shopId: string, raw: string, tx: Executor): Promise<ShopRow | undefined> {
  const { name, nameKey } = checkedShopName(raw);
  try {
    return await writeShopName(shopId, name, nameKey, tx);
  } catch (error) {
    throw nameTakenOr(error);
  }
}
