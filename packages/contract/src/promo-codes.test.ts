import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatKobo } from './money';
import {
  partRefundKobo,
  paystackFeeKobo,
  providerSplitOf,
  refundFits,
  shopEarnsKobo,
  splitPayment,
  type SplitInputPart,
} from './money-split';
import { promoDiscount, spread, type BasketShop, type PromoTerms } from './promo-codes';

const basketArb = fc.uniqueArray(
  fc.record({
    shopId: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
    itemsKobo: fc.integer({ min: 0, max: 20_000_000 }),
    deliveryKobo: fc.integer({ min: 0, max: 300_000 }),
  }),
  { selector: (shop) => shop.shopId, minLength: 1, maxLength: 6 },
);

const termsArb: fc.Arbitrary<PromoTerms> = fc
  .record({
    kind: fc.constantFrom('percent' as const, 'fixed' as const),
    value: fc.integer({ min: 1, max: 10_000_000 }),
    minOrderKobo: fc.integer({ min: 0, max: 2_000_000 }),
    maxDiscountKobo: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null }),
    funder: fc.constantFrom('market' as const, 'shop' as const),
    shopIds: fc.option(fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { minLength: 1, maxLength: 6 }), { nil: null }),
  })
  .map((terms) => (terms.kind === 'percent' ? { ...terms, value: Math.min(terms.value, 10_000) } : terms));

/** The parts of a split for a basket with a code applied: the code's funder pays its per-shop discount. */
function partsWith(
  basket: readonly BasketShop[],
  terms: PromoTerms,
  bps: readonly number[],
  accounts: readonly boolean[],
): SplitInputPart[] {
  const outcome = promoDiscount(terms, basket, formatKobo);
  return basket.map((shop, index) => {
    const discount = outcome.ok ? (outcome.perShop.find((entry) => entry.shopId === shop.shopId)?.discountKobo ?? 0) : 0;
    return {
      ...shop,
      commissionBps: bps[index % bps.length] ?? 500,
      subaccountCode: accounts[index % accounts.length] ? `ACCT_${shop.shopId}` : null,
      ...(terms.funder === 'shop' ? { shopDiscountKobo: discount } : { marketDiscountKobo: discount }),
    };
  });
}

const chargedOf = (parts: readonly SplitInputPart[]) =>
  parts.reduce((sum, part) => sum + part.itemsKobo + part.deliveryKobo - (part.shopDiscountKobo ?? 0) - (part.marketDiscountKobo ?? 0), 0);

describe('promoDiscount', () => {
  it('never more than the items of the shops it applies to, nor its cap; the per-shop parts add up exactly', () => {
    fc.assert(
      fc.property(basketArb, termsArb, (basket, terms) => {
        const outcome = promoDiscount(terms, basket, formatKobo);
        if (!outcome.ok) return;
        const eligible = basket.filter((shop) => terms.shopIds === null || terms.shopIds.includes(shop.shopId));
        const base = eligible.reduce((sum, shop) => sum + shop.itemsKobo, 0);
        expect(base).toBeGreaterThanOrEqual(terms.minOrderKobo);
        expect(outcome.discountKobo).toBeLessThanOrEqual(base);
        if (terms.maxDiscountKobo !== null) expect(outcome.discountKobo).toBeLessThanOrEqual(terms.maxDiscountKobo);
        expect(outcome.perShop.reduce((sum, entry) => sum + entry.discountKobo, 0)).toBe(outcome.discountKobo);
        for (const entry of outcome.perShop) {
          const shop = basket.find((candidate) => candidate.shopId === entry.shopId)!;
          expect(Number.isSafeInteger(entry.discountKobo)).toBe(true);
          expect(entry.discountKobo).toBeGreaterThanOrEqual(0);
          expect(entry.discountKobo).toBeLessThanOrEqual(shop.itemsKobo);
        }
      }),
    );
  });

  it('known examples: ₦500 off, 10 % capped at ₦300, a minimum order, a code for another shop', () => {
    const basket = [
      { shopId: 'a', itemsKobo: 300_000, deliveryKobo: 50_000 },
      { shopId: 'b', itemsKobo: 100_000, deliveryKobo: 25_000 },
    ];
    const fixed: PromoTerms = { kind: 'fixed', value: 50_000, minOrderKobo: 0, maxDiscountKobo: null, funder: 'market', shopIds: null };
    expect(promoDiscount(fixed, basket, formatKobo)).toEqual({
      ok: true,
      discountKobo: 50_000,
      perShop: [
        { shopId: 'a', discountKobo: 37_500 },
        { shopId: 'b', discountKobo: 12_500 },
      ],
    });
    const capped: PromoTerms = { ...fixed, kind: 'percent', value: 1_000, maxDiscountKobo: 30_000 };
    expect(promoDiscount(capped, basket, formatKobo)).toMatchObject({ ok: true, discountKobo: 30_000 });
    expect(promoDiscount({ ...fixed, minOrderKobo: 500_000 }, basket, formatKobo)).toEqual({
      ok: false,
      problem: 'min_order',
      message: 'This code needs an order of at least ₦5,000.00 from the shops it applies to.',
    });
    expect(promoDiscount({ ...fixed, shopIds: ['z'] }, basket, formatKobo)).toMatchObject({ ok: false, problem: 'no_shop' });
  });

  it('spread gives the remainder kobo to the largest remainders', () => {
    expect(
      spread(100, [
        { shopId: 'a', itemsKobo: 1, deliveryKobo: 0 },
        { shopId: 'b', itemsKobo: 1, deliveryKobo: 0 },
        { shopId: 'c', itemsKobo: 1, deliveryKobo: 0 },
      ]).map((entry) => entry.discountKobo),
    ).toEqual([34, 33, 33]);
  });
});

describe('the split with codes', () => {
  const bpsArb = fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 6 });
  const accountsArb = fc.array(fc.boolean(), { minLength: 1, maxLength: 6 });

  it('for any basket, split and code: shop shares + market + Paystack fee = charged, and who funded each kobo is exact', () => {
    fc.assert(
      fc.property(basketArb, termsArb, bpsArb, accountsArb, (basket, terms, bps, accounts) => {
        const parts = partsWith(basket, terms, bps, accounts);
        const charged = chargedOf(parts);
        const split = splitPayment(charged, parts);
        const fee = paystackFeeKobo(charged);
        const shares = split.shares.reduce((sum, share) => sum + share.shareKobo, 0);
        // The market's net may go below 0 only by the fee (and by expenses booked outside the split).
        const marketNet = split.marketKobo - fee;
        expect(shares + marketNet + fee).toBe(charged);
        expect(split.marketKobo).toBeGreaterThanOrEqual(0);
        const provider = providerSplitOf(split);
        expect(provider?.subaccounts.reduce((sum, entry) => sum + entry.share, 0) ?? 0).toBeLessThanOrEqual(charged);
        for (const [index, share] of split.shares.entries()) {
          const part = parts[index]!;
          expect(share.shareKobo).toBeGreaterThanOrEqual(0);
          // A market code never costs the shop: it earns what it would have without the code.
          if (part.marketDiscountKobo) expect(shopEarnsKobo(share)).toBe(share.grossKobo - share.commissionKobo);
          // A shop's own code comes off its share, and it pays commission on what it sold for.
          if (part.shopDiscountKobo) expect(shopEarnsKobo(share)).toBe(share.grossKobo - part.shopDiscountKobo - share.commissionKobo);
          // The market's expense is exactly what the commission could not cover.
          expect(share.marketExpenseKobo ?? 0).toBe(Math.max(0, (part.marketDiscountKobo ?? 0) - share.commissionKobo));
        }
      }),
    );
  });

  it('a refund of a discounted part gives back what was paid for it, never more; all parts together give back the charge', () => {
    fc.assert(
      fc.property(basketArb, termsArb, bpsArb, accountsArb, (basket, terms, bps, accounts) => {
        const parts = partsWith(basket, terms, bps, accounts);
        const charged = chargedOf(parts);
        let refunded = 0;
        for (const part of parts) {
          const discountKobo = (part.shopDiscountKobo ?? 0) + (part.marketDiscountKobo ?? 0);
          const refund = partRefundKobo({ itemsSubtotalKobo: part.itemsKobo, deliveryKobo: part.deliveryKobo, discountKobo });
          expect(refund).toBe(part.itemsKobo + part.deliveryKobo - discountKobo);
          expect(refund).toBeLessThanOrEqual(part.itemsKobo + part.deliveryKobo);
          if (refund > 0) expect(refundFits(charged, refunded, refund)).toBe(true);
          refunded += refund;
        }
        expect(refunded).toBe(charged);
      }),
    );
  });
});
