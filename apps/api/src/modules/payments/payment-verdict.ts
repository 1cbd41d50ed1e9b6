import type { ProviderTransaction } from './payment-provider';

export type PaymentVerdict = 'success' | 'failed' | 'pending';

/** Statuses after which Paystack will never report success for the transaction. */
const FINAL_FAILURES = new Set(['failed', 'reversed']);

/**
 * §5/DESIGN §6: a payment counts only when the provider says success AND the amount (kobo) and
 * currency are exactly those we asked for; anything else is not paid.
 */
export function judgeProviderTransaction(
  expected: { reference: string; amountKobo: number; currency: string },
  actual: ProviderTransaction,
): PaymentVerdict {
  if (actual.reference !== expected.reference) return 'failed';
  if (actual.status === 'success') {
    return actual.amountKobo === expected.amountKobo && actual.currency === expected.currency ? 'success' : 'failed';
  }
  return FINAL_FAILURES.has(actual.status) ? 'failed' : 'pending';
}
