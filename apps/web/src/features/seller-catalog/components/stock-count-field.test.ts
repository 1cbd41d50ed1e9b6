import { describe, expect, it } from 'vitest';
import { parseStockCount } from './stock-count-field';

describe('parseStockCount', () => {
  it('empty is not counted; whole numbers in range are counts; anything else is refused', () => {
    expect(parseStockCount('  ')).toBeNull();
    expect(parseStockCount('0')).toBe(0);
    expect(parseStockCount(' 12 ')).toBe(12);
    expect(parseStockCount('100000')).toBe(100_000);
    for (const text of ['-1', '1.5', 'ten', '100001', '1e3']) expect(parseStockCount(text)).toBeUndefined();
  });
});
