import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart, type PricedLineInput } from './cart-pricing';

const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 12, minute));
const line = (id: string, shopId: string, minute: number, unitKobo: number, qty: number, shopDeliveryKobo = 50_000) => ({
  id,
  shopId,
  shopDeliveryKobo,
  addedAt: at(minute),
  unitKobo,
  qty,
});

describe('priceCart', () => {
  it('prices an empty cart at zero', () => {
    expect(priceCart([])).toEqual({ shops: [], subtotalKobo: 0, deliveryKobo: 0, totalKobo: 0 });
  });

  it('groups lines by shop in the order each shop first entered the cart, with lines in the order added', () => {
    const lines = [
      line('rice', 'kitchen', 5, 150_000, 2, 50_000),
      line('novel', 'books', 1, 450_000, 1, 30_000),
      line('chapman', 'kitchen', 3, 80_000, 1, 50_000),
      line('pen', 'books', 9, 20_000, 3, 30_000),
    ];
    const cart = priceCart(lines);
    expect(cart.shops.map((shop) => shop.shopId)).toEqual(['books', 'kitchen']);
    expect(cart.shops.map((shop) => shop.lines.map((l) => l.id))).toEqual([
      ['novel', 'pen'],
      ['chapman', 'rice'],
    ]);
    // books came first: full delivery; kitchen: half.
    expect(cart.shops.map((shop) => shop.deliveryKobo)).toEqual([30_000, 25_000]);
    expect(cart.shops.map((shop) => shop.subtotalKobo)).toEqual([450_000 + 60_000, 80_000 + 300_000]);
    expect(cart.subtotalKobo).toBe(890_000);
    expect(cart.deliveryKobo).toBe(55_000);
    expect(cart.totalKobo).toBe(945_000);
  });

  it('does not change the caller’s list', () => {
    const lines = [line('b', 's2', 2, 100, 1), line('a', 's1', 1, 100, 1)];
    priceCart(lines);
    expect(lines.map((l) => l.id)).toEqual(['b', 'a']);
  });

  it('keeps the given order for lines added at the same moment', () => {
    const cart = priceCart([line('x', 'first', 0, 100, 1), line('y', 'second', 0, 100, 1)]);
    expect(cart.shops.map((shop) => shop.shopId)).toEqual(['first', 'second']);
  });

  const arbitraryLines = fc.array(
    fc.record({
      shopId: fc.constantFrom('a', 'b', 'c', 'd'),
      minute: fc.integer({ min: 0, max: 59 }),
      unitKobo: fc.integer({ min: 0, max: 5_000_000 }),
      qty: fc.integer({ min: 1, max: 99 }),
    }),
    { maxLength: 20 },
  );
  const deliveryOf: Record<string, number> = { a: 50_000, b: 30_001, c: 0, d: 99_999 };

  it('totals: subtotal is the sum of unit × qty, total = subtotal + delivery, shops ordered by first line (property)', () => {
    fc.assert(
      fc.property(arbitraryLines, (raw) => {
        const lines: (PricedLineInput & { n: number })[] = raw.map((r, n) => ({
          n,
          shopId: r.shopId,
          shopDeliveryKobo: deliveryOf[r.shopId] ?? 0,
          addedAt: at(r.minute),
          unitKobo: r.unitKobo,
          qty: r.qty,
        }));
        const cart = priceCart(lines);
        expect(cart.subtotalKobo).toBe(lines.reduce((sum, l) => sum + l.unitKobo * l.qty, 0));
        expect(cart.totalKobo).toBe(cart.subtotalKobo + cart.deliveryKobo);
        expect(cart.deliveryKobo).toBe(cart.shops.reduce((sum, s) => sum + s.deliveryKobo, 0));
        expect(new Set(cart.shops.map((s) => s.shopId)).size).toBe(new Set(lines.map((l) => l.shopId)).size);
        expect(cart.shops.flatMap((s) => s.lines)).toHaveLength(lines.length);
        const firstAdded = cart.shops.map((s) => Math.min(...s.lines.map((l) => l.addedAt.getTime())));
        expect(firstAdded).toEqual([...firstAdded].sort((x, y) => x - y));
        cart.shops.forEach((shop, index) => {
          const full = deliveryOf[shop.shopId] ?? 0;
          expect(shop.deliveryKobo).toBe(index === 0 ? full : Math.ceil(full / 2));
          expect(shop.lines.every((l) => l.shopId === shop.shopId)).toBe(true);
        });
      }),
    );
  });
});
