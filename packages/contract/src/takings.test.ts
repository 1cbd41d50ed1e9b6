import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addEntry, defaultTakingsRange, emptyTotals, periodEnd, periodStart, periodsBetween, type TakingsEntry } from './takings';

const day = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((at) => at.toISOString().slice(0, 10));

describe('takings periods (Africa/Lagos calendar dates)', () => {
  it('a week runs Monday to Sunday and a month from its 1st to its last day', () => {
    expect(periodStart('week', '2026-11-28')).toBe('2026-11-23');
    expect(periodEnd('week', '2026-11-23')).toBe('2026-11-29');
    expect(periodStart('month', '2026-02-14')).toBe('2026-02-01');
    expect(periodEnd('month', '2028-02-01')).toBe('2028-02-29');
    expect(defaultTakingsRange('month', '2026-11-28')).toEqual({ from: '2025-12-01', to: '2026-11-28' });
  });

  it('the periods between two dates cover every day once, in order', () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 120 }),
        fc.constantFrom('day', 'week', 'month') as fc.Arbitrary<'day' | 'week' | 'month'>,
        (from, span, period) => {
          const to = new Date(Date.parse(`${from}T00:00:00Z`) + span * 86_400_000).toISOString().slice(0, 10);
          const periods = periodsBetween(period, from, to);
          expect(periods[0]!.start <= from).toBe(true);
          expect(periods.at(-1)!.end >= to).toBe(true);
          for (let i = 1; i < periods.length; i++)
            expect(Date.parse(`${periods[i]!.start}T00:00:00Z`) - Date.parse(`${periods[i - 1]!.end}T00:00:00Z`)).toBe(86_400_000);
        },
      ),
    );
  });
});

describe('adding ledger rows', () => {
  it('net is always gross + delivery − commission − refunds − fee, whatever the rows', () => {
    const entry = fc.record({
      kind: fc.constantFrom('sale', 'commission', 'commission_reversal', 'refund', 'shop_fee') as fc.Arbitrary<TakingsEntry['kind']>,
      amountKobo: fc.integer({ min: 0, max: 10_000_000 }),
      date: fc.constant('2026-11-28'),
      partId: fc.constant('p'),
      deliveryKobo: fc.integer({ min: 0, max: 100_000 }),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), (entries) => {
        const totals = emptyTotals();
        for (const row of entries) addEntry(totals, row);
        expect(totals.netKobo).toBe(
          totals.grossKobo + totals.deliveryKobo - totals.commissionKobo - totals.refundsKobo - totals.discountsKobo - totals.feeKobo,
        );
        expect(totals.parts).toBe(entries.filter((row) => row.kind === 'sale').length);
      }),
    );
  });
});
