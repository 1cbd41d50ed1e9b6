import { describe, expect, it } from 'vitest';
import { nextBookStatuses, shopNameKey } from './admin-rules';

describe('shopNameKey: two shop names are the same when they read the same', () => {
  it.each([
    ['Jollof Republic', 'JOLLOF REPUBLIC'],
    ['Jollof Republic', '  jollof   republic '],
    ["Mama Titi's Kitchen", 'Mama Titis Kitchen'],
    ['Café & Crêpes', 'Cafe and Crepes'],
    ['Ẹ̀kọ́ 書店', 'ẸKỌ 書店'],
  ])('%j is %j', (a, b) => {
    expect(shopNameKey(a)).toBe(shopNameKey(b));
  });

  it.each([
    ['Book Shop', 'Books Hop'],
    ['Ẹ̀kọ́ 書店', 'Ẹ̀kọ́ 食堂'],
    ['Shop 1', 'Shop 2'],
  ])('%j is not %j', (a, b) => {
    expect(shopNameKey(a)).not.toBe(shopNameKey(b));
  });
});

describe('nextBookStatuses', () => {
  it('ends a request at found or not found', () => {
    expect(nextBookStatuses('new')).toEqual(['searching', 'found', 'not_found']);
    expect(nextBookStatuses('found')).toEqual([]);
  });
});
