import { describe, expect, it } from 'vitest';
import { EMPTY_PROMO_FORM, promoInput } from './promo-code-form-values';

describe('promoInput', () => {
  it('turns naira, percent and Lagos times into what the API takes', () => {
    expect(
      promoInput(
        { ...EMPTY_PROMO_FORM, code: 'LAUNCH500', amount: '500', minOrder: '1500.50', usesPerAccount: '1', validUntil: '2026-12-01T13:00' },
        null,
      ),
    ).toEqual({
      input: {
        code: 'LAUNCH500',
        kind: 'fixed',
        value: 50_000,
        minOrderKobo: 150_050,
        maxDiscountKobo: null,
        totalUses: null,
        usesPerAccount: 1,
        firstOrderOnly: false,
        validFrom: null,
        validUntil: '2026-12-01T13:00:00+01:00',
        shopIds: null,
      },
    });
    expect(promoInput({ ...EMPTY_PROMO_FORM, code: 'TEN', kind: 'percent', amount: '12.5' }, ['s1'])).toMatchObject({
      input: { kind: 'percent', value: 1_250, shopIds: ['s1'] },
    });
  });

  it('names the first problem instead of sending it', () => {
    expect(promoInput({ ...EMPTY_PROMO_FORM, amount: '' }, null)).toEqual({ problem: 'Give the amount off in naira, e.g. 500.' });
    expect(promoInput({ ...EMPTY_PROMO_FORM, kind: 'percent', amount: '150' }, null)).toEqual({
      problem: 'Give a percentage from 0.01 to 100.',
    });
    expect(promoInput({ ...EMPTY_PROMO_FORM, amount: '500', totalUses: '0' }, null)).toEqual({
      problem: 'Total uses must be a whole number of at least 1.',
    });
    expect(promoInput({ ...EMPTY_PROMO_FORM, amount: '500', maxDiscount: 'lots' }, null)).toEqual({
      problem: 'The maximum discount must be an amount in naira.',
    });
  });
});
