import { closedLabel, shopOpenState, type ShopHours } from '@campus/contract';

/**
 * "Closed · opens Mon 08:00" while a shop is closed (issue 20); null while it sells. Read by the
 * shop and product pages only, so the hours rule stays out of the storefront's shared chunk.
 */
export function shopClosedLabel(shop: { hours?: ShopHours }, now: Date = new Date()): string | null {
  return shop.hours ? closedLabel(shopOpenState(shop.hours, now)) : null;
}
