import type { CartSnapshotLine, DeliveryDetails, ShopDeliveryShare } from '../../db/schema';
import type { NewOrderItemRow, NewPart } from './orders.repository';

/**
 * What an order is made of, from what was paid for (the payment's snapshot) and never from the cart
 * as it is now: the items, one part per shop in the snapshot's order with its delivery share.
 * Payments started before shares were kept put the whole delivery on the first shop.
 */
export function orderFromSnapshot(
  snapshot: readonly CartSnapshotLine[],
  shares: readonly ShopDeliveryShare[] | null,
  amountKobo: number,
  discounts: ReadonlyMap<string, number> = new Map(),
): { items: NewOrderItemRow[]; parts: NewPart[]; subtotalKobo: number; deliveryKobo: number; discountKobo: number } {
  const items: NewOrderItemRow[] = snapshot.map((line) => ({
    productId: line.productId,
    shopId: line.shopId,
    title: line.title,
    unitPriceKobo: line.unitKobo,
    qty: line.qty,
    condiments: line.condiments,
  }));
  const subtotalKobo = items.reduce((sum, item) => sum + item.unitPriceKobo * item.qty, 0);
  // What was charged is items + delivery − the promo code's discount (issue 38 item 3).
  const discountKobo = [...discounts.values()].reduce((sum, kobo) => sum + kobo, 0);
  const deliveryKobo = amountKobo + discountKobo - subtotalKobo;
  const shopIds = [...new Set(items.map((item) => item.shopId))];
  const parts = shopIds.map((shopId, index) => ({
    shopId,
    itemsSubtotalKobo: items.filter((item) => item.shopId === shopId).reduce((sum, item) => sum + item.unitPriceKobo * item.qty, 0),
    deliveryKobo: shares ? (shares.find((share) => share.shopId === shopId)?.deliveryKobo ?? 0) : index === 0 ? deliveryKobo : 0,
    ...(discounts.get(shopId) ? { discountKobo: discounts.get(shopId) } : {}),
  }));
  return { items, parts, subtotalKobo, deliveryKobo, discountKobo };
}

/** The parts of an order for later (issue 38 item 4): each with the slot and when it enters its shop's New orders. */
export function scheduledParts(parts: readonly NewPart[], slot: DeliveryDetails['slot']): NewPart[] {
  if (!slot) return [...parts];
  return parts.map((part) => {
    const newAt = slot.shops.find((shop) => shop.shopId === part.shopId)?.newAt;
    return { ...part, slotAt: new Date(slot.at), ...(newAt ? { newAt: new Date(newAt) } : {}) };
  });
}

/** The delivery details of a payment, or the shopper's hall alone for payments that kept none. */
export function deliveryOf(delivery: DeliveryDetails | null, fallbackHall: string): DeliveryDetails {
  return delivery ?? { hall: fallbackHall, room: '', note: '' };
}
