import type { Kobo } from './money';

/**
 * §9 delivery rule: the first shop in the cart pays its full delivery price, every further
 * shop pays half (DESIGN §6: rounded half up, in kobo). Input is in cart order: shops
 * ordered by when their first item entered the cart.
 */
export function deliveryFees(deliveryPricesInCartOrder: readonly Kobo[]): { perShop: Kobo[]; total: Kobo } {
  const perShop = deliveryPricesInCartOrder.map((price, index) => {
    if (!Number.isSafeInteger(price) || price < 0) throw new RangeError(`Invalid delivery price: ${price}`);
    return index === 0 ? price : Math.ceil(price / 2);
  });
  return { perShop, total: perShop.reduce((sum, fee) => sum + fee, 0) };
}
