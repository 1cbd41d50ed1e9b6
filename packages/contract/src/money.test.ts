import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatKobo, formatNaira, koboToNaira, nairaToKobo, parseNairaText } from './money';

/** Amounts a double carries exactly through naira and back: up to ₦10 trillion. */
const MAX_EXACT_KOBO = 1e15;
const kobo = fc.integer({ min: -MAX_EXACT_KOBO, max: MAX_EXACT_KOBO });
const anySafeKobo = fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });

describe('formatKobo', () => {
  it.each([
    [0, '₦0.00'],
    [1, '₦0.01'],
    [99, '₦0.99'],
    [100, '₦1.00'],
    [123_450, '₦1,234.50'],
    [100_000_00, '₦100,000.00'],
    [123_456_789, '₦1,234,567.89'],
    [-123_450, '-₦1,234.50'],
    [-5, '-₦0.05'],
    [Number.MAX_SAFE_INTEGER, '₦90,071,992,547,409.91'],
    [Number.MIN_SAFE_INTEGER, '-₦90,071,992,547,409.91'],
  ])('formats %d kobo as %s', (value, text) => {
    expect(formatKobo(value)).toBe(text);
  });

  it('refuses amounts that are not whole safe numbers of kobo', () => {
    for (const bad of [0.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])
      expect(() => formatKobo(bad)).toThrow(RangeError);
  });

  it('puts a separator every three digits of the naira and exactly two kobo digits (property)', () => {
    fc.assert(
      fc.property(anySafeKobo, (value) => {
        const match = /^(-?)₦(\d{1,3}(?:,\d{3})*)\.(\d{2})$/.exec(formatKobo(value));
        expect(match).not.toBeNull();
        const [, sign, whole = '', fraction = ''] = match ?? [];
        expect(sign).toBe(value < 0 ? '-' : '');
        expect(whole).not.toMatch(/^0\d/);
        expect(BigInt(whole.replace(/,/g, '')) * 100n + BigInt(fraction)).toBe(BigInt(Math.abs(value)));
      }),
    );
  });

  it('is read back by parseNairaText (round trip property)', () => {
    fc.assert(
      fc.property(anySafeKobo, (value) => {
        expect(parseNairaText(formatKobo(value))).toBe(value);
      }),
    );
  });
});

describe('parseNairaText', () => {
  it('reads formatted amounts, ignoring surrounding space', () => {
    expect(parseNairaText('₦0.00')).toBe(0);
    expect(parseNairaText(' ₦1,234.50 ')).toBe(123_450);
    expect(parseNairaText('-₦12.05')).toBe(-1205);
  });

  it.each(['', '1,234.50', '₦1234.50', '₦1,23.50', '₦1,234.5', '₦1,234', 'NGN 1,234.50', '₦-1.00', '₦1,234.500'])(
    'returns null for %j',
    (text) => {
      expect(parseNairaText(text)).toBeNull();
    },
  );
});

describe('nairaToKobo', () => {
  it.each([
    [0, 0],
    [1, 100],
    [1250, 125_000],
    [0.01, 1],
    [19.99, 1999],
    [0.004, 0],
    [0.005, 1],
    [1.005, 101],
    [2.675, 268],
    [0.295, 30],
    [-1.005, -101],
    [-0.005, -1],
    [-0.004, 0],
  ])('%d naira is %d kobo (half a kobo rounds away from zero)', (naira, expected) => {
    expect(nairaToKobo(naira)).toBe(expected);
  });

  it('never gives negative zero', () => {
    expect(Object.is(nairaToKobo(-0.001), 0)).toBe(true);
    expect(Object.is(nairaToKobo(-0), 0)).toBe(true);
  });

  it('refuses non-finite and too large amounts', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e20])
      expect(() => nairaToKobo(bad)).toThrow(RangeError);
  });

  it('gives back the kobo a naira amount came from (round trip property)', () => {
    fc.assert(
      fc.property(kobo, (value) => {
        expect(nairaToKobo(koboToNaira(value))).toBe(value);
      }),
    );
  });

  it('always returns an integer within half a kobo of the amount (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (naira) => {
        const result = nairaToKobo(naira);
        expect(Number.isSafeInteger(result)).toBe(true);
        expect(Math.abs(result - naira * 100)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });
});

describe('formatNaira', () => {
  it('formats naira as the contract carries them', () => {
    expect(formatNaira(0)).toBe('₦0.00');
    expect(formatNaira(1500)).toBe('₦1,500.00');
    expect(formatNaira(1234.5)).toBe('₦1,234.50');
    expect(formatNaira(1.005)).toBe('₦1.01');
  });
});
