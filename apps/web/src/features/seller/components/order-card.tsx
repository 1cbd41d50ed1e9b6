import { CalendarClock, Clock, MapPin, MessageCircle, MessageSquare, Phone } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  formatNaira,
  READY_IN_MAX_MINUTES,
  REASON_MAX_LENGTH,
  REJECT_REASONS,
  SELLER_MESSAGES,
  type RejectReason,
  type SellerPart,
  type SellerSetStatusBody,
} from '@campus/contract';
import { StatusBadge } from '@/features/orders/components/status-badge';
import { telLink, whatsAppLink } from '../phone-links';
import { isLater } from '../queue-order';
import { TAKING_ORDERS_TEXT } from '../taking-orders-texts';
import { forLaterText } from './part-slot';
import { ReadyEstimate } from './ready-estimate';
import { TicketLink } from './ticket-link';

/** The one next step of a part past Accept, with its button's words. */
const NEXT_STEP: Partial<Record<SellerPart['status'], { status: SellerSetStatusBody['status']; label: string }>> = {
  accepted: { status: 'preparing', label: 'Start preparing' },
  preparing: { status: 'ready', label: 'Mark ready' },
  ready: { status: 'out_for_delivery', label: 'Out for delivery' },
  out_for_delivery: { status: 'delivered', label: 'Mark delivered' },
};

/** "just now", "4 min", "1 h 20 min" since the instant. */
export function timeSince(iso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  return `${hours} h ${minutes % 60} min ago`;
}

const button = 'rounded-xl px-4 py-2.5 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';

/**
 * Call or WhatsApp the shopper ("Please call me when you are downstairs", issue 36.4). The server sends the
 * number only to the shop's members and only while the part is live, so an ended card has none to show.
 */
function ShopperContact({ name, phone }: { name: string; phone: string }) {
  const link = 'inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 font-semibold ring-1';
  return (
    <p className="flex flex-wrap gap-2" data-testid="shopper-phone">
      <a href={telLink(phone)} className={`${link} bg-white text-brand-900 ring-brand-200 hover:bg-brand-50`}>
        <Phone className="h-4 w-4" aria-hidden="true" />
        {TAKING_ORDERS_TEXT.call(phone)}
      </a>
      <a
        href={whatsAppLink(phone)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${TAKING_ORDERS_TEXT.whatsApp} ${name}`}
        className={`${link} bg-white text-emerald-900 ring-emerald-200 hover:bg-emerald-50`}
      >
        <MessageCircle className="h-4 w-4" aria-hidden="true" />
        {TAKING_ORDERS_TEXT.whatsApp}
      </a>
    </p>
  );
}

function RejectForm({ busy, onReject, onCancel }: { busy: boolean; onReject(body: SellerSetStatusBody): void; onCancel(): void }) {
  const [reason, setReason] = useState<RejectReason>('sold_out');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason === 'other' && !text.trim()) {
      setProblem(SELLER_MESSAGES.rejectOtherNeedsText);
      return;
    }
    onReject({ status: 'rejected', rejectReason: reason, ...(reason === 'other' && { rejectText: text.trim() }) });
  };
  return (
    <form onSubmit={submit} className="mt-3 space-y-3 rounded-xl bg-red-50 p-3" aria-label="Reject the order">
      <fieldset>
        <legend className="text-sm font-semibold text-red-900">Why reject it?</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {REJECT_REASONS.map((value) => (
            <label
              key={value}
              className="flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm text-slate-800 ring-1 ring-red-200"
            >
              <input type="radio" name={`${id}-reason`} value={value} checked={reason === value} onChange={() => setReason(value)} />
              {SELLER_MESSAGES.rejectReasonLabel[value]}
            </label>
          ))}
        </div>
      </fieldset>
      {reason === 'other' && (
        <div>
          <label htmlFor={`${id}-text`} className="block text-sm font-medium text-red-900">
            Reason for the shopper
          </label>
          <input
            id={`${id}-text`}
            value={text}
            maxLength={REASON_MAX_LENGTH}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(null);
            }}
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${id}-problem` : undefined}
            className="mt-1 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base"
          />
          {problem && (
            <p id={`${id}-problem`} role="alert" className="mt-1 text-sm text-red-800">
              {problem}
            </p>
          )}
        </div>
      )}
      <div className="flex gap-2">
        <button type="submit" disabled={busy} className={`${button} bg-red-700 text-white hover:bg-red-800`}>
          Reject order
        </button>
        <button type="button" onClick={onCancel} className={`${button} bg-white text-slate-800 ring-1 ring-slate-300`}>
          Keep it
        </button>
      </div>
    </form>
  );
}

interface OrderCardProps {
  shopSlug: string;
  part: SellerPart;
  now: number;
  busy: boolean;
  onChange(body: SellerSetStatusBody): void;
}

/** One part in the queue: what to make, for whom and where, how long since it was paid, and its next step. */
export function OrderCard({ shopSlug, part, now, busy, onChange }: OrderCardProps) {
  const [rejecting, setRejecting] = useState(false);
  const [readyIn, setReadyIn] = useState('');
  const readyInId = useId();
  const next = NEXT_STEP[part.status];
  const minutes = Number(readyIn);
  const readyInValid = readyIn === '' || (Number.isInteger(minutes) && minutes >= 1 && minutes <= READY_IN_MAX_MINUTES);
  const fresh = part.status === 'paid';
  return (
    <article
      aria-label={`Order ${part.orderId}`}
      data-testid="queue-card"
      data-status={part.status}
      className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ${fresh ? 'ring-2 ring-amber-400' : 'ring-slate-200'}`}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-base font-bold text-slate-900">{part.orderId}</h2>
        <span className="flex items-center gap-2">
          {part.readyInMinutes !== null && part.status !== 'paid' && (
            <span className="text-xs text-slate-600">ready in {part.readyInMinutes} min</span>
          )}
          <StatusBadge status={part.status} />
        </span>
      </header>
      <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
        <Clock className="h-4 w-4" aria-hidden="true" />
        Paid <time dateTime={part.paidAt}>{timeSince(part.paidAt, now)}</time>
      </p>
      {/* Under Later the line above the card says the slot; once in New or in progress the card itself does. */}
      {part.slotAt && !isLater(part, now) && (
        <p className="mt-1 flex items-center gap-1 text-sm font-semibold text-violet-900" data-testid="card-slot">
          <CalendarClock className="h-4 w-4" aria-hidden="true" />
          {forLaterText(part.slotAt)}
        </p>
      )}
      <ul className="mt-3 divide-y divide-slate-100 border-y border-slate-100">
        {part.items.map((item) => (
          <li key={`${item.productId}-${item.title}`} className="py-2">
            <p className="flex justify-between gap-3">
              <span className="min-w-0 font-semibold wrap-anywhere text-slate-900">
                <span className="mr-2 inline-block min-w-8 rounded bg-brand-50 px-1.5 text-center text-brand-900">{item.qty}×</span>
                {item.title}
              </span>
              <span className="shrink-0 text-sm text-slate-700">{formatNaira(item.unitPrice * item.qty)}</span>
            </p>
            {item.condiments.length > 0 && (
              <p className="mt-0.5 pl-10 text-sm wrap-anywhere text-slate-600">
                + {item.condiments.map((condiment) => condiment.name).join(', ')}
              </p>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-3 space-y-1 text-sm text-slate-800">
        <p className="flex items-start gap-1">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          <span className="min-w-0 wrap-anywhere">
            <span className="font-semibold">{part.customerName}</span> · {part.hall}
            {part.room ? `, ${part.room}` : ''}
          </span>
        </p>
        {part.shopperPhone && <ShopperContact name={part.customerName} phone={part.shopperPhone} />}
        {part.note && (
          <p className="flex items-start gap-1 rounded-lg bg-amber-50 p-2 text-amber-950">
            <MessageSquare className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 wrap-anywhere">{part.note}</span>
          </p>
        )}
        <p className="flex flex-wrap items-center justify-between gap-2 text-slate-600">
          <span>
            Items {formatNaira(part.itemsSubtotal)} · Delivery {formatNaira(part.delivery)}
          </span>
          <TicketLink
            shopSlug={shopSlug}
            partId={part.id}
            orderId={part.orderId}
            className="inline-flex items-center gap-1 font-semibold text-brand-800"
          />
        </p>
      </div>
      {part.status === 'paid' && !rejecting && (
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={readyInId} className="block text-xs font-medium text-slate-700">
              Ready in (minutes, optional)
            </label>
            <input
              id={readyInId}
              inputMode="numeric"
              value={readyIn}
              onChange={(event) => setReadyIn(event.target.value.replace(/\D/g, ''))}
              aria-invalid={!readyInValid}
              className="mt-1 w-28 rounded-xl border border-slate-300 px-3 py-2 text-base"
            />
          </div>
          <button
            type="button"
            disabled={busy || !readyInValid}
            onClick={() => onChange({ status: 'accepted', ...(readyIn !== '' && { readyInMinutes: minutes }) })}
            className={`${button} bg-brand-800 text-white hover:bg-brand-900`}
          >
            Accept
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => setRejecting(true)}
            className={`${button} bg-white text-red-800 ring-1 ring-red-300`}
          >
            Reject
          </button>
          {!readyInValid && (
            <p role="alert" className="w-full text-sm text-red-800">
              {SELLER_MESSAGES.readyInRange}
            </p>
          )}
        </div>
      )}
      {part.status === 'paid' && rejecting && <RejectForm busy={busy} onReject={onChange} onCancel={() => setRejecting(false)} />}
      {(part.status === 'accepted' || part.status === 'preparing') && <ReadyEstimate part={part} />}
      {next && (
        <div className="mt-3">
          <button
            type="button"
            disabled={busy}
            onClick={() => onChange({ status: next.status })}
            className={`${button} w-full bg-brand-800 text-white hover:bg-brand-900`}
          >
            {next.label}
          </button>
        </div>
      )}
    </article>
  );
}
