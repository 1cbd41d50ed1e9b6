import { describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  nextBookStatuses,
  parseCommissionInput,
  parseDeliveryFeeInput,
  parsePlainDecimal,
  shopNameKey,
  shopNameProblem,
} from './admin-rules';
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

describe('money as the operator types it: digits only', () => {
  it.each([
    ['1500', 1500],
    [' 250.5 ', 250.5],
    ['0.05', 0.05],
    ['0', 0],
    ['1e3', null],
    ['1E1', null],
    ['0x10', null],
    ['-5', null],
    ['1,500', null],
    ['1.005', null],
    ['.5', null],
    ['', null],
    ['Infinity', null],
  ])('%j reads as %j', (text, value) => {
    expect(parsePlainDecimal(text)).toBe(value);
  });

  it('a delivery fee is at most ₦1,000,000 and a commission at most 100 %, with a sentence that says how to write them', () => {
    expect(parseDeliveryFeeInput('1e3')).toEqual({ problem: ADMIN_MESSAGES.deliveryFee });
    expect(parseDeliveryFeeInput('1000000.01')).toEqual({ problem: ADMIN_MESSAGES.deliveryFee });
    expect(parseDeliveryFeeInput('1000')).toEqual({ naira: 1000 });
    expect(parseCommissionInput('1e1')).toEqual({ problem: ADMIN_MESSAGES.commission });
    expect(parseCommissionInput('100.5')).toEqual({ problem: ADMIN_MESSAGES.commission });
    expect(parseCommissionInput('7.5')).toEqual({ percent: 7.5 });
  });
});

describe('nextBookStatuses', () => {
  it('ends a request at found or not found', () => {
    expect(nextBookStatuses('new')).toEqual(['searching', 'found', 'not_found']);
    expect(nextBookStatuses('found')).toEqual([]);
  });
});
