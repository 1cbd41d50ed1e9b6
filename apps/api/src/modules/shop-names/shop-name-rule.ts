import { ADMIN_MESSAGES, shopNameKey, shopNameProblem } from '@campus/contract';
import { ConflictError, InvalidError } from '../../errors/domain-errors';
import { isUniqueViolation } from '../../db/unique-violation';

/** The index that holds one shop per name as people read it (shopNameKey), in schema.ts. */
export const SHOP_NAME_INDEX = 'shops_name_key_unique';

/** A shop name as it is stored: the trimmed name and the key two names are compared by. */
export interface ShopName {
  name: string;
  nameKey: string;
}

/**
 * The one shop-name rule (issue 35) for every writer, the operator, the owner and the seed: 2–80
 * characters with a letter or digit of some script; refused with the rule's message otherwise.
 */
export function checkedShopName(raw: string): ShopName {
  const name = raw.trim();
  const problem = shopNameProblem(name);
  if (problem) throw new InvalidError(problem, 'name');
  return { name, nameKey: shopNameKey(name) };
}

/** A write that broke the one-name index becomes the rule's 409; anything else stays as it was. */
export function nameTakenOr(error: unknown): unknown {
  return isUniqueViolation(error, SHOP_NAME_INDEX) ? new ConflictError(ADMIN_MESSAGES.slugTaken) : error;
}
