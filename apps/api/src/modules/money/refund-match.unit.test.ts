import { describe, expect, it } from 'vitest';
import { matchProviderRefund, refundNote } from './refund-match';

const row = { id: 'r-1', amountKobo: 460_000 };
const listed = (refundId: string, amountKobo: number, note: string | null) => ({ refundId, amountKobo, status: 'pending', note });

describe('matchProviderRefund', () => {
  it('finds the refund whose note names the row, whatever its amount order', () => {
    const found = matchProviderRefund(row, [listed('7', 460_000, refundNote('r-2')), listed('8', 460_000, refundNote('r-1'))], new Set());
    expect(found?.refundId).toBe('8');
  });

  it('finds none when the provider holds only other rows’ refunds (then the refund is sent)', () => {
    expect(matchProviderRefund(row, [listed('7', 460_000, refundNote('r-2'))], new Set())).toBeUndefined();
    expect(matchProviderRefund(row, [], new Set())).toBeUndefined();
  });

  it('a refund sent without a note: the same amount, not held by another row', () => {
    expect(matchProviderRefund(row, [listed('7', 460_000, null)], new Set())?.refundId).toBe('7');
    expect(matchProviderRefund(row, [listed('7', 460_000, null)], new Set(['7']))).toBeUndefined();
    expect(matchProviderRefund(row, [listed('7', 120_000, null)], new Set())).toBeUndefined();
  });
});
