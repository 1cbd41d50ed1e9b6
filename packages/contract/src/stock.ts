/**
 * Stock counts (issue 38 item 2, decision 113): a product may count its units; null means it does not.
 * These are the rules every reader and writer shares.
 */

/** The most units a count may hold (the console's field refuses more). */
export const STOCK_COUNT_MAX = 100_000;

export const STOCK_MESSAGES = {
  count: `The count must be a whole number from 0 to ${STOCK_COUNT_MAX}, or empty when you do not count this product.`,
} as const;

/** A counted product with no units left reads as out of stock (§4 "Out of Stock"), whatever its switch says. */
export function availabilityOf(isAvailable: boolean | null, stockCount: number | null): boolean | null {
  return stockCount === 0 ? false : isAvailable;
}

/** What checkout says when a paid-for line needs more units than are left. */
export function notEnoughStockMessage(title: string, left: number): string {
  return left <= 0
    ? `${title} is out of stock. Remove it from your cart to continue.`
    : `Only ${left} of ${title} left. Lower the quantity in your cart to continue.`;
}
