import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryFees } from './delivery';

const price = fc.integer({ min: 0, max: 10_000_000 });

describe('deliveryFees (§9: the first shop pays its full delivery price, every further shop half)', () => {
  it('charges nothing for an empty cart', () => {
    expect(deliveryFees([])).toEqual({ perShop: [], total: 0 });
  });

  it('charges one shop its full price', () => {
    expect(deliveryFees([50_000])).toEqual({ perShop: [50_000], total: 50_000 });
  });

  it('halves every further shop, rounding half a kobo up', () => {
    expect(deliveryFees([50_000, 30_000, 20_001, 1])).toEqual({ perShop: [50_000, 15_000, 10_001, 1], total: 75_002 });
  });

  it('follows cart order, not price order', () => {
    expect(deliveryFees([30_000, 50_000]).perShop).toEqual([30_000, 25_000]);
    expect(deliveryFees([50_000, 30_000]).perShop).toEqual([50_000, 15_000]);
  });

  it('keeps free delivery free', () => {
    expect(deliveryFees([0, 0, 40_000])).toEqual({ perShop: [0, 0, 20_000], total: 20_000 });
  });

  it.each([[-1], [0.5], [Number.NaN], [Number.POSITIVE_INFINITY]])('refuses the delivery price %d', (bad) => {
    expect(() => deliveryFees([1000, bad])).toThrow(RangeError);
  });

  it('per shop: first full, others ceil(half), never negative, whole kobo, total the sum (property)', () => {
    fc.assert(
      fc.property(fc.array(price, { maxLength: 12 }), (prices) => {
        const { perShop, total } = deliveryFees(prices);
        expect(perShop).toHaveLength(prices.length);
        perShop.forEach((fee, index) => {
          const full = prices[index] ?? 0;
          expect(fee).toBe(index === 0 ? full : Math.ceil(full / 2));
          expect(Number.isInteger(fee)).toBe(true);
          expect(fee).toBeGreaterThanOrEqual(0);
          expect(fee).toBeLessThanOrEqual(full);
        });
        expect(total).toBe(perShop.reduce((sum, fee) => sum + fee, 0));
      }),
    );
  });

  it('never charges more than every shop at full price, nor less than the first shop alone (property)', () => {
    fc.assert(
      fc.property(fc.array(price, { minLength: 1, maxLength: 12 }), (prices) => {
        const { total } = deliveryFees(prices);
        expect(total).toBeLessThanOrEqual(prices.reduce((sum, p) => sum + p, 0));
        expect(total).toBeGreaterThanOrEqual(prices[0] ?? 0);
      }),
    );
  });

  it('moving a shop to the front changes only who pays in full (property)', () => {
    fc.assert(
      fc.property(fc.array(price, { minLength: 2, maxLength: 8 }), fc.nat(), (prices, pick) => {
        const index = pick % prices.length;
        const reordered = [prices[index] ?? 0, ...prices.filter((_, i) => i !== index)];
        const before = deliveryFees(prices).total;
        const after = deliveryFees(reordered).total;
        const half = (p: number) => Math.ceil(p / 2);
        const first = prices[0] ?? 0;
        const moved = prices[index] ?? 0;
        expect(after - before).toBe(index === 0 ? 0 : moved - half(moved) - (first - half(first)));
      }),
    );
  });
});
