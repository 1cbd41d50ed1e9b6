import type { ProviderRefundRecord } from '../payments/payment-provider';

const NOTE_PREFIX = 'campus-market refund ';

/** The merchant note sent with each refund: it names our refund row, so a lookup finds exactly it (decision 084). */
export function refundNote(refundId: string): string {
  return `${NOTE_PREFIX}${refundId}`;
}

/**
 * Which of the provider's refunds of a charge is this row's, if any (decision 084). The one whose note
 * names the row; else, for a refund sent without our note, one of the same amount that no other row of
 * ours holds (`taken`: provider ids other rows already have) and whose note names no other row.
 */
export function matchProviderRefund(
  row: { id: string; amountKobo: number },
  listed: readonly ProviderRefundRecord[],
  taken: ReadonlySet<string>,
): ProviderRefundRecord | undefined {
  const free = listed.filter((refund) => !taken.has(refund.refundId));
  const byNote = free.find((refund) => refund.note === refundNote(row.id));
  if (byNote) return byNote;
  return free.find((refund) => refund.amountKobo === row.amountKobo && !refund.note?.startsWith(NOTE_PREFIX));
}
