import { describe, expect, it } from 'vitest';
import { judgeProviderTransaction } from './payment-verdict';

const expected = { reference: 'AdaObi1700000000000-abc123', amountKobo: 250_000, currency: 'NGN' };
const paid = { reference: expected.reference, status: 'success', amountKobo: 250_000, currency: 'NGN' };

describe('judgeProviderTransaction', () => {
  it('accepts success with the exact amount and currency', () => {
    expect(judgeProviderTransaction(expected, paid)).toBe('success');
  });

  it('refuses a success one kobo short or one kobo over', () => {
    expect(judgeProviderTransaction(expected, { ...paid, amountKobo: 249_999 })).toBe('failed');
    expect(judgeProviderTransaction(expected, { ...paid, amountKobo: 250_001 })).toBe('failed');
  });

  it('refuses a success in another currency', () => {
    expect(judgeProviderTransaction(expected, { ...paid, currency: 'GHS' })).toBe('failed');
  });

  it('refuses an answer about another reference', () => {
    expect(judgeProviderTransaction(expected, { ...paid, reference: 'Someone1700000000000-ffffff' })).toBe('failed');
  });

  it('reports abandoned and ongoing transactions as pending, failed and reversed as failed', () => {
    for (const status of ['abandoned', 'ongoing', 'pending', 'processing', 'queued']) {
      expect(judgeProviderTransaction(expected, { ...paid, status })).toBe('pending');
    }
    for (const status of ['failed', 'reversed']) expect(judgeProviderTransaction(expected, { ...paid, status })).toBe('failed');
  });
});
