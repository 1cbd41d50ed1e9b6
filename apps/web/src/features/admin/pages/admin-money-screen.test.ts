import { describe, expect, it } from 'vitest';
import { totalsOf } from './admin-money-screen';

describe('the Money table totals', () => {
  it('add each column of every row, to the kobo', () => {
    const day = (charged: number, refunded: number, commission: number, settled: number) => ({
      chargedKobo: charged,
      refundedKobo: refunded,
      commissionKobo: commission,
      settledKobo: settled,
      owedKobo: charged - refunded - commission - settled,
    });
    expect(totalsOf([day(150_050, 0, 7_503, 142_547), day(80_001, 80_001, 0, 0), day(10_000, 0, 500, 0)])).toEqual({
      chargedKobo: 240_051,
      refundedKobo: 80_001,
      commissionKobo: 8_003,
      settledKobo: 142_547,
      owedKobo: 9_500,
    });
    expect(totalsOf([])).toEqual({ chargedKobo: 0, refundedKobo: 0, commissionKobo: 0, settledKobo: 0, owedKobo: 0 });
  });
});
