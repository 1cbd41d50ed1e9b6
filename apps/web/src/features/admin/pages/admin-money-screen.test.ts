import { marketCalendarDay, marketDayBefore } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { differenceText } from '../components/settlement-checks';
import { parseNairaInput } from '../components/record-payout';
import { owedByShop, totalsOf } from './admin-money-screen';

const day = (charged: number, refunded: number, commission: number, settled: number, paidOut = 0) => ({
  chargedKobo: charged,
  refundedKobo: refunded,
  commissionKobo: commission,
  settledKobo: settled,
  paidOutKobo: paidOut,
  owedKobo: charged - refunded - commission - settled - paidOut,
});

describe('the Money table totals', () => {
  it('add each column of every row, to the kobo', () => {
    expect(totalsOf([day(150_050, 0, 7_503, 142_547), day(80_001, 80_001, 0, 0), day(10_000, 0, 500, 0, 9_000)])).toEqual({
      chargedKobo: 240_051,
      refundedKobo: 80_001,
      commissionKobo: 8_003,
      settledKobo: 142_547,
      paidOutKobo: 9_000,
      owedKobo: 500,
    });
    expect(totalsOf([])).toEqual({ chargedKobo: 0, refundedKobo: 0, commissionKobo: 0, settledKobo: 0, paidOutKobo: 0, owedKobo: 0 });
  });

  it('owed by shop adds each shop over its days and leaves out shops owed nothing', () => {
    const row = (shopId: string, figures: ReturnType<typeof day>) => ({
      day: '2026-11-27',
      shopId,
      shopName: shopId.toUpperCase(),
      ...figures,
    });
    expect(owedByShop([row('a', day(10_000, 0, 500, 0)), row('b', day(5_000, 0, 250, 4_750)), row('a', day(2_000, 0, 100, 0))])).toEqual([
      { shopId: 'a', shopName: 'A', owedKobo: 11_400 },
    ]);
  });
});

describe('the payout amount as typed', () => {
  it.each([
    ['36,575', 3_657_500],
    ['36575.5', 3_657_550],
    ['₦1,000.05', 100_005],
    ['0.01', 1],
  ])('%s is %i kobo', (typed, kobo) => expect(parseNairaInput(typed)).toBe(kobo));
  it.each(['1e3', '0x10', '-5', '0', '12.345', '', 'abc', '1000000000'])('%j is refused', (typed) =>
    expect(parseNairaInput(typed)).toBeNull(),
  );
});

describe('money screens in Lagos and en-NG', () => {
  it('a Lagos day reads as in Nigeria, and late evening UTC is already tomorrow in Lagos', () => {
    expect(marketCalendarDay('2026-11-28', { year: true })).toMatch(/Sat(urday)?,? 28 Nov 2026/);
    expect(marketDayBefore(Date.parse('2026-11-27T23:30:00Z'))).toBe('2026-11-28');
    expect(marketDayBefore(Date.parse('2026-11-28T12:00:00Z'), 6)).toBe('2026-11-22');
  });

  it('a settlement difference says which way it goes', () => {
    expect(differenceText({ differenceKobo: 0 })).toBe('Matches the ledger');
    expect(differenceText({ differenceKobo: -47_548 })).toBe('₦475.48 less than the ledger expects');
    expect(differenceText({ differenceKobo: 100 })).toBe('₦1.00 more than the ledger expects');
  });
});
