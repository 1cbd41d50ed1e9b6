import { formatNaira, type OrderRefund } from '@campus/contract';

/** What the shopper reads about a refund (issue 21): refunded, on its way, or stuck (then the chat helps). */
export function refundText(refund: OrderRefund, what: string): string {
  const amount = formatNaira(refund.amount);
  if (refund.status === 'processed') return `Refunded ${amount} to your card for ${what}.`;
  if (refund.status === 'failed')
    return `The refund of ${amount} for ${what} did not go through yet. We are on it; chat with us if you need help.`;
  return `Refund of ${amount} for ${what} is on its way to your card.`;
}

export function RefundNote({ refund, what }: { refund: OrderRefund; what: string }) {
  const tone =
    refund.status === 'processed'
      ? 'bg-emerald-50 text-emerald-900'
      : refund.status === 'failed'
        ? 'bg-amber-50 text-amber-900'
        : 'bg-sky-50 text-sky-900';
  return (
    <p className={`mt-2 rounded-lg p-2 text-sm font-medium ${tone}`} data-testid="refund-note" data-status={refund.status}>
      {refundText(refund, what)}
    </p>
  );
}
