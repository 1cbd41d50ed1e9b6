import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  commissionOf,
  partRefundKobo,
  paystackFeeKobo,
  percentToBps,
  providerSplitOf,
  refundFits,
  shopFeeShares,
  splitPayment,
  type SplitInputPart,
} from './money-split';

const arbitraryParts = fc
  .uniqueArray(
    fc.record({
      shopId: fc.uuid(),
      itemsKobo: fc.integer({ min: 0, max: 50_000_000 }),
      deliveryKobo: fc.integer({ min: 0, max: 500_000 }),
      commissionBps: fc.integer({ min: 0, max: 10_000 }),
      subaccountCode: fc.option(fc.stringMatching(/^ACCT_[a-z0-9]{8}$/), { nil: null }),
    }),
    { selector: (part) => part.shopId, minLength: 1, maxLength: 8 },
  )
  .map((parts) => parts as SplitInputPart[]);

const totalOf = (parts: readonly SplitInputPart[]) => parts.reduce((sum, part) => sum + part.itemsKobo + part.deliveryKobo, 0);

describe('splitPayment', () => {
  it('no kobo lost or invented: shares + commissions add up to the total for any cart', () => {
    fc.assert(
      fc.property(arbitraryParts, (parts) => {
        const total = totalOf(parts);
        const split = splitPayment(total, parts);
        const shares = split.shares.reduce((sum, share) => sum + share.shareKobo, 0);
        expect(shares + split.marketKobo).toBe(total);
        for (const share of split.shares) {
          expect(Number.isSafeInteger(share.shareKobo)).toBe(true);
          expect(share.shareKobo).toBeGreaterThanOrEqual(0);
          expect(share.commissionKobo).toBeLessThanOrEqual(share.grossKobo);
          expect(share.shareKobo + share.commissionKobo).toBe(share.grossKobo);
        }
      }),
    );
  });

  it('the provider split never sends more than the total, and only to shops with a subaccount', () => {
    fc.assert(
      fc.property(arbitraryParts, (parts) => {
        const split = splitPayment(totalOf(parts), parts);
        const provider = providerSplitOf(split);
        const sent = provider?.subaccounts.reduce((sum, entry) => sum + entry.share, 0) ?? 0;
        expect(sent).toBeLessThanOrEqual(split.totalKobo - split.marketKobo);
        const withAccount = split.shares.filter((share) => share.subaccountCode && share.shareKobo > 0);
        expect(provider?.subaccounts.length ?? 0).toBe(withAccount.length);
      }),
    );
  });

  it('refuses parts that do not add up to the total instead of inventing the difference', () => {
    const parts: SplitInputPart[] = [{ shopId: 'a', itemsKobo: 1000, deliveryKobo: 100, commissionBps: 500, subaccountCode: null }];
    expect(() => splitPayment(1101, parts)).toThrow(RangeError);
    expect(() => splitPayment(1100, [...parts, { ...parts[0]! }])).toThrow(/twice/);
  });

  it('computes a known example: 5 % of ₦1,100 is ₦55', () => {
    const split = splitPayment(110_000, [
      { shopId: 'a', itemsKobo: 100_000, deliveryKobo: 10_000, commissionBps: 500, subaccountCode: 'ACCT_x' },
    ]);
    expect(split.shares[0]).toMatchObject({ grossKobo: 110_000, commissionKobo: 5_500, shareKobo: 104_500 });
    expect(providerSplitOf(split)).toEqual({
      type: 'flat',
      bearer_type: 'account',
      subaccounts: [{ subaccount: 'ACCT_x', share: 104_500 }],
    });
  });
});

describe('commission and refunds', () => {
  it('commission rounds half up to the kobo and stays within the amount', () => {
    expect(commissionOf(10, 500)).toBe(1); // 0.5 kobo rounds up
    expect(commissionOf(9, 500)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), fc.integer({ min: 0, max: 10_000 }), (amount, bps) => {
        const commission = commissionOf(amount, bps);
        expect(commission).toBeGreaterThanOrEqual(0);
        expect(commission).toBeLessThanOrEqual(amount);
        expect(Math.abs(commission * 10_000 - amount * bps)).toBeLessThanOrEqual(5_000);
      }),
    );
  });

  it('refunds of the parts of a payment add up to at most its total, and every part fits exactly once', () => {
    fc.assert(
      fc.property(arbitraryParts, fc.array(fc.nat(), { maxLength: 20 }), (parts, picks) => {
        const total = totalOf(parts);
        const refunded = new Set<string>();
        let refundedKobo = 0;
        for (const pick of picks) {
          const part = parts[pick % parts.length]!;
          const amount = partRefundKobo({ itemsSubtotalKobo: part.itemsKobo, deliveryKobo: part.deliveryKobo });
          if (refunded.has(part.shopId) || amount === 0) continue;
          expect(refundFits(total, refundedKobo, amount)).toBe(true);
          refunded.add(part.shopId);
          refundedKobo += amount;
        }
        expect(refundedKobo).toBeLessThanOrEqual(total);
        expect(refundFits(total, refundedKobo, total - refundedKobo + 1)).toBe(false);
      }),
    );
  });

  it('reads percentages as the operator types them', () => {
    expect(percentToBps('5')).toBe(500);
    expect(percentToBps('7.5')).toBe(750);
    expect(percentToBps(12.25)).toBe(1225);
    expect(percentToBps('100')).toBe(10_000);
    expect(percentToBps('100.01')).toBeNull();
    expect(percentToBps('-1')).toBeNull();
    expect(percentToBps('1.234')).toBeNull();
  });

  it("emulates Paystack's local fee: 1.5 % + ₦100 from ₦2,500, capped at ₦2,000", () => {
    expect(paystackFeeKobo(100_000)).toBe(1_500);
    expect(paystackFeeKobo(250_000)).toBe(13_750);
    expect(paystackFeeKobo(50_000_000)).toBe(200_000);
  });
});

describe('shopFeeShares (decision 116)', () => {
  it("the shops' parts of a proportional fee never add up to more than the fee, each within a kobo of its proportion", () => {
    fc.assert(
      fc.property(arbitraryParts, fc.integer({ min: 0, max: 200_000_000 }), (parts, fee) => {
        const split = splitPayment(totalOf(parts), parts, 'all-proportional');
        const shares = shopFeeShares(fee, split);
        expect(shares.reduce((sum, share) => sum + share.feeKobo, 0)).toBeLessThanOrEqual(fee);
        for (const share of shares) {
          expect(Number.isSafeInteger(share.feeKobo)).toBe(true);
          const exact =
            split.totalKobo === 0 ? 0 : (fee * split.shares.find((s) => s.shopId === share.shopId)!.shareKobo) / split.totalKobo;
          expect(Math.abs(share.feeKobo - exact)).toBeLessThan(1.000001);
        }
      }),
    );
  });

  it('the market bears the whole fee when the bearer is the account: no shop pays any', () => {
    fc.assert(
      fc.property(arbitraryParts, fc.integer({ min: 0, max: 200_000_000 }), (parts, fee) => {
        expect(shopFeeShares(fee, splitPayment(totalOf(parts), parts, 'account'))).toEqual([]);
      }),
    );
  });
});
