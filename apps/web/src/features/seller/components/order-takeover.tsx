import * as Dialog from '@radix-ui/react-dialog';
import { BellRing, CalendarClock, MapPin, MessageSquare } from 'lucide-react';
import { formatNaira, type SellerPart } from '@campus/contract';
import { TAKING_ORDERS_TEXT } from '../taking-orders-texts';
import { forLaterText } from './part-slot';

/** The part's total as the shop is paid for it: its items with their extras, and its delivery share. */
const partTotal = (part: SellerPart) => part.itemsSubtotal + part.delivery;

/**
 * A new order taking the whole screen over (issue 36.4) until someone taps "Seen": its number, items and
 * extras, the shopper's note, hall and room, and the total. A modal dialog: focus moves to "Seen", the page
 * behind is inert, and neither Escape nor a tap outside closes it; only "Seen" does. Several new orders wait
 * in line and follow one another, oldest first; `ringing` marks the looping sound.
 */
export function OrderTakeover({
  parts,
  ringing,
  onSeen,
}: {
  /** The new orders nobody has seen yet, oldest first; the first is shown. */
  parts: readonly SellerPart[];
  ringing: boolean;
  onSeen(part: SellerPart): void;
}) {
  const part = parts[0];
  return (
    <Dialog.Root open={part !== undefined}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/70" />
        {part && (
          <Dialog.Content
            data-testid="order-takeover"
            data-ringing={ringing}
            data-part={part.id}
            onEscapeKeyDown={(event) => event.preventDefault()}
            onPointerDownOutside={(event) => event.preventDefault()}
            onInteractOutside={(event) => event.preventDefault()}
            className="fixed inset-0 z-50 overflow-y-auto border-t-8 border-amber-400 bg-white"
          >
            <div className="mx-auto flex min-h-full max-w-2xl flex-col p-5 sm:p-10">
              <div className="flex items-center gap-3">
                <span className={`rounded-full bg-amber-100 p-3 text-amber-800 ${ringing ? 'motion-safe:animate-pulse' : ''}`}>
                  <BellRing className="h-7 w-7" aria-hidden="true" />
                </span>
                <div className="min-w-0">
                  <Dialog.Title className="text-2xl font-bold text-slate-900">
                    {TAKING_ORDERS_TEXT.takeoverTitle} <span className="whitespace-nowrap">{part.orderId}</span>
                  </Dialog.Title>
                  {parts.length > 1 && (
                    <p className="text-sm font-semibold text-amber-800" data-testid="takeover-position">
                      {TAKING_ORDERS_TEXT.position(1, parts.length)}
                    </p>
                  )}
                </div>
              </div>
              <Dialog.Description asChild>
                <div className="mt-5 flex-1 space-y-4">
                  {part.slotAt && (
                    <p
                      className="flex items-center gap-2 rounded-xl bg-violet-50 p-3 text-lg font-semibold text-violet-900 ring-1 ring-violet-200"
                      data-testid="takeover-slot"
                    >
                      <CalendarClock className="h-5 w-5 shrink-0" aria-hidden="true" />
                      {forLaterText(part.slotAt)}
                    </p>
                  )}
                  <ul className="divide-y divide-slate-100 border-y border-slate-100 text-lg">
                    {part.items.map((item) => (
                      <li key={`${item.productId}-${item.title}`} className="py-2">
                        <p className="flex justify-between gap-3">
                          <span className="min-w-0 font-semibold wrap-anywhere text-slate-900">
                            <span className="mr-2 inline-block min-w-9 rounded bg-brand-50 px-1.5 text-center text-brand-900">
                              {item.qty}×
                            </span>
                            {item.title}
                          </span>
                          <span className="shrink-0 text-base text-slate-700">{formatNaira(item.unitPrice * item.qty)}</span>
                        </p>
                        {item.condiments.length > 0 && (
                          <p className="mt-0.5 pl-11 text-base wrap-anywhere text-slate-700">
                            + {item.condiments.map((condiment) => condiment.name).join(', ')}
                          </p>
                        )}
                      </li>
                    ))}
                  </ul>
                  {part.note && (
                    <p className="flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-base text-amber-950">
                      <MessageSquare className="mt-1 h-5 w-5 shrink-0" aria-hidden="true" />
                      <span className="min-w-0 wrap-anywhere">{part.note}</span>
                    </p>
                  )}
                  <p className="flex items-start gap-2 text-base text-slate-800">
                    <MapPin className="mt-1 h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />
                    <span className="min-w-0 wrap-anywhere">
                      <span className="font-semibold">{part.customerName}</span> · {part.hall}
                      {part.room ? `, ${part.room}` : ''}
                    </span>
                  </p>
                  <p className="text-xl font-bold text-slate-900" data-testid="takeover-total">
                    Total {formatNaira(partTotal(part))}
                    <span className="ml-2 text-sm font-normal text-slate-600">
                      (items {formatNaira(part.itemsSubtotal)} · delivery {formatNaira(part.delivery)})
                    </span>
                  </p>
                </div>
              </Dialog.Description>
              <button
                type="button"
                onClick={() => onSeen(part)}
                className="mt-6 w-full rounded-2xl bg-brand-800 px-6 py-4 text-xl font-bold text-white hover:bg-brand-900 focus-visible:ring-4 focus-visible:ring-brand-300 focus-visible:outline-none"
              >
                {TAKING_ORDERS_TEXT.seen}
              </button>
            </div>
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
