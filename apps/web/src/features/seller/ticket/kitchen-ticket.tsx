import { marketDateTime } from '@campus/contract';
import type { SellerPart } from '@campus/contract';
import { forLaterText } from '../components/part-slot';

/**
 * One order part as the kitchen needs it on paper (issue 39 item 1): the order number large, what to make
 * with its extras, the shopper's note, and where it goes; an order for later says its slot, boxed, under the
 * number (issue 38 item 4), so the kitchen does not cook it as soon as it prints. Sizes are in em of the paper's base size
 * (ticket-paper.ts), so the same ticket fits a 58 mm roll, an 80 mm roll and A4.
 */
export function KitchenTicket({ part, shopName }: { part: SellerPart; shopName: string }) {
  return (
    <article
      aria-label={`Kitchen ticket ${part.orderId}`}
      className="font-mono leading-snug break-words text-black"
      data-testid="kitchen-ticket"
    >
      <p className="text-center text-[0.9em] uppercase">{shopName}</p>
      <h2 className="my-[0.3em] text-center text-[1.8em] font-bold">{part.orderId}</h2>
      <p className="text-center text-[0.9em]">Paid {marketDateTime(part.paidAt)}</p>
      {part.slotAt && (
        <p className="my-[0.3em] border-2 border-black p-[0.2em] text-center text-[1.2em] font-bold" data-testid="ticket-slot">
          {forLaterText(part.slotAt)}
        </p>
      )}
      {part.readyInMinutes !== null && <p className="text-center text-[0.9em] font-bold">Ready in {part.readyInMinutes} min</p>}
      <hr className="my-[0.5em] border-t border-dashed border-black" />
      <ul>
        {part.items.map((item) => (
          <li key={`${item.productId}-${item.title}`} className="mb-[0.4em]">
            <p className="text-[1.2em] font-bold">
              {item.qty} × {item.title}
            </p>
            {item.condiments.map((condiment) => (
              <p key={condiment.name} className="pl-[1.5em]">
                + {condiment.name}
              </p>
            ))}
          </li>
        ))}
      </ul>
      {part.note && (
        <>
          <hr className="my-[0.5em] border-t border-dashed border-black" />
          <p className="font-bold">NOTE</p>
          <p className="text-[1.1em]">{part.note}</p>
        </>
      )}
      <hr className="my-[0.5em] border-t border-dashed border-black" />
      <p className="font-bold">{part.customerName}</p>
      <p className="text-[1.1em] font-bold">
        {part.hall}
        {part.room ? `, ${part.room}` : ''}
      </p>
      <hr className="my-[0.5em] border-t border-dashed border-black" />
      <p className="text-center text-[0.9em]">{part.orderId}</p>
    </article>
  );
}
