import type { Kobo } from './money';

/**
 * Promo codes (issue 38 item 3, decision 114), pure and in integer kobo: whether a code applies to a basket
 * and what it takes off each shop's items. Delivery is never discounted. The discount is spread over the
 * shops the code applies to in proportion to their items, by largest remainder, so the parts add up to the
 * whole exactly (property tests in promo-codes.test.ts).
 */

export type PromoKind = 'percent' | 'fixed';
/** Who pays for the discount: the market (the operator's codes) or the shop (an owner's code for their shop). */
export type PromoFunder = 'market' | 'shop';

export const PROMO_LIMITS = {
  codeMin: 3,
  codeMax: 20,
  percentBpsMax: 10_000,
  amountKoboMax: 100_000_000,
  usesMax: 1_000_000,
} as const;

/** Letters, digits and dashes, kept upper-case: "launch500" and "LAUNCH500" are one code. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9-]{3,20}$/;

export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

export interface PromoTerms {
  kind: PromoKind;
  /** percent: basis points (1000 = 10 %); fixed: kobo. */
  value: number;
  minOrderKobo: Kobo;
  maxDiscountKobo: Kobo | null;
  funder: PromoFunder;
  /** The shops it applies to; null: every shop (market codes only). */
  shopIds: readonly string[] | null;
}

export interface BasketShop {
  shopId: string;
  itemsKobo: Kobo;
  deliveryKobo: Kobo;
}

export interface ShopDiscount {
  shopId: string;
  discountKobo: Kobo;
}

export type PromoOutcome =
  { ok: true; discountKobo: Kobo; perShop: ShopDiscount[] } | { ok: false; problem: 'no_shop' | 'min_order'; message: string };

export const PROMO_MESSAGES = {
  unknown: 'This code does not exist.',
  tooManyGuesses: 'Too many codes tried. Try again in a few minutes.',
  notStarted: 'This code cannot be used yet.',
  expired: 'This code has expired.',
  disabled: 'This code has been turned off.',
  usedUp: 'This code has been used up.',
  usedByYou: 'You have already used this code as many times as it allows.',
  firstOrderOnly: 'This code is for a first order only.',
  noShop: 'This code does not apply to the shops in your cart.',
  code: 'A code is 3 to 20 letters, digits or dashes.',
} as const;

export function minOrderMessage(minOrderKobo: Kobo, format: (kobo: Kobo) => string): string {
  return `This code needs an order of at least ${format(minOrderKobo)} from the shops it applies to.`;
}

/** The discount a code gives a basket, per shop; `format` shows money in messages (the contract's formatKobo). */
export function promoDiscount(terms: PromoTerms, basket: readonly BasketShop[], format: (kobo: Kobo) => string): PromoOutcome {
  const eligible = basket.filter((shop) => terms.shopIds === null || terms.shopIds.includes(shop.shopId));
  const base = eligible.reduce((sum, shop) => sum + shop.itemsKobo, 0);
  if (eligible.length === 0 || base === 0) return { ok: false, problem: 'no_shop', message: PROMO_MESSAGES.noShop };
  if (base < terms.minOrderKobo) return { ok: false, problem: 'min_order', message: minOrderMessage(terms.minOrderKobo, format) };
  let discount = terms.kind === 'percent' ? Math.floor((base * Math.min(terms.value, 10_000)) / 10_000) : Math.min(terms.value, base);
  if (terms.maxDiscountKobo !== null) discount = Math.min(discount, terms.maxDiscountKobo);
  return { ok: true, discountKobo: discount, perShop: spread(discount, eligible) };
}

/** Spreads `total` over the shops in proportion to their items (largest remainder); never more than a shop's items. */
export function spread(total: Kobo, shops: readonly BasketShop[]): ShopDiscount[] {
  const base = shops.reduce((sum, shop) => sum + shop.itemsKobo, 0);
  if (base === 0 || total === 0) return shops.map((shop) => ({ shopId: shop.shopId, discountKobo: 0 }));
  // BigInt: items × total can pass 2^53 for large baskets.
  const exact = shops.map((shop) => {
    const product = BigInt(shop.itemsKobo) * BigInt(total);
    return { shopId: shop.shopId, floor: Number(product / BigInt(base)), remainder: product % BigInt(base) };
  });
  let left = total - exact.reduce((sum, part) => sum + part.floor, 0);
  const order = exact
    .map((part, index) => ({ index, remainder: part.remainder }))
    .sort((a, b) => (b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : a.index - b.index));
  const shares = exact.map((part) => part.floor);
  for (const { index } of order) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left--;
  }
  return exact.map((part, index) => ({ shopId: part.shopId, discountKobo: shares[index] ?? 0 }));
}

/** What the shopper pays for one shop's part: its items and delivery less its discount. */
export function paidForPart(part: { itemsKobo: Kobo; deliveryKobo: Kobo; discountKobo: Kobo }): Kobo {
  return part.itemsKobo + part.deliveryKobo - part.discountKobo;
}
