import { useState } from 'react';
import { formatNaira, type OrderDetail } from '@campus/contract';
import { useCancelPart } from '../api/use-cancel-part';

type Part = OrderDetail['parts'][number];

/**
 * The shopper's cancel of one shop's part while it is still paid (issue 21): asked twice, then the
 * part's items and its delivery share go back to the card. Once the shop has accepted, there is no
 * button; if it accepts while the shopper is deciding, the server's refusal is shown.
 */
export function CancelPart({ orderId, part }: { orderId: string; part: Part }) {
  const cancel = useCancelPart(orderId);
  const [asking, setAsking] = useState(false);
  if (part.status !== 'paid' && !cancel.isError) return null;
  // What was paid for the part: less its share of a promo code's discount (issue 38 item 3).
  const refund = formatNaira(part.itemsSubtotal + part.delivery - (part.discount ?? 0));
  return (
    <div className="mt-3 border-t border-slate-100 pt-3 text-sm">
      {part.status === 'paid' && !asking && (
        <button
          type="button"
          onClick={() => setAsking(true)}
          className="rounded-lg border border-red-300 px-3 py-1.5 font-medium text-red-800 hover:bg-red-50"
        >
          Cancel
        </button>
      )}
      {part.status === 'paid' && asking && (
        <div role="group" aria-label={`Cancel ${part.shop.name}'s part`} className="space-y-2">
          <p className="text-slate-800">
            Cancel {part.shop.name}&apos;s part? {refund} (its items and delivery) goes back to your card.
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(part.id, { onSettled: () => setAsking(false) })}
              className="rounded-lg bg-red-700 px-3 py-1.5 font-medium text-white hover:bg-red-800 disabled:opacity-60"
            >
              {cancel.isPending ? 'Cancelling…' : 'Yes, cancel'}
            </button>
            <button
              type="button"
              disabled={cancel.isPending}
              onClick={() => setAsking(false)}
              className="rounded-lg border border-slate-300 px-3 py-1.5 font-medium text-slate-800 hover:bg-slate-50"
            >
              Keep it
            </button>
          </div>
        </div>
      )}
      {cancel.isError && (
        <p role="alert" className="text-red-700">
          {cancel.error.message}
        </p>
      )}
    </div>
  );
}
