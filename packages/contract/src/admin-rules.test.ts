import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, nextBookStatuses, shopNameKey, shopNameProblem } from './admin-rules';
import { adminShopCreateBodySchema } from './schemas/admin';

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

describe('shopNameProblem (the form) agrees with the request schema (the server)', () => {
  it.each([
    ['Kilishi Stand', null],
    ['Ẹ̀kọ́ 書店', null],
    ['書店', null],
    ['A', ADMIN_MESSAGES.shopNameShort],
    ['🍕🍕', ADMIN_MESSAGES.shopNameNoLetters],
    ['!! ??', ADMIN_MESSAGES.shopNameNoLetters],
    ['x'.repeat(81), ADMIN_MESSAGES.shopNameLong],
  ])('%j: %j', (name, problem) => {
    expect(shopNameProblem(name)).toBe(problem);
    const parsed = adminShopCreateBodySchema.shape.name.safeParse(name);
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(problem);
  });
});

describe('nextBookStatuses', () => {
  it('ends a request at found or not found', () => {
    expect(nextBookStatuses('new')).toEqual(['searching', 'found', 'not_found']);
    expect(nextBookStatuses('found')).toEqual([]);
  });
});
