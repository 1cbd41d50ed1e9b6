import { ChevronLeft, MessageCircle } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { formatNaira, type OrderDetail } from '@campus/contract';
import { ApiError } from '@/lib/api-client';
import { supportLinks, useAppConfig } from '@/lib/config';
import { paths } from '@/routes/paths';
import { RequireSignIn } from '@/features/account/components/require-sign-in';
import { useOrder } from '../api/get-orders';
import { useLiveOrder } from '../api/use-live-order';
import { StatusBadge } from '../components/status-badge';
import { CancelPart } from '../components/cancel-part';
import { OrderAgain } from '../components/order-again';
import { RefundNote } from '../components/refund-note';
import { StatusTimeline } from '../components/status-timeline';
import { RatePart } from '@/features/reviews/components/rate-part';

const date = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' });

function Receipt({ order }: { order: OrderDetail }) {
  const rows: [string, string][] = [
    ['Reference number', order.reference],
    ['Payment method', 'Paystack'],
    ['Sender name', order.fullName],
    ['Hall', order.hall],
    ...(order.room ? ([['Room or block', order.room]] as [string, string][]) : []),
    ...(order.note ? ([['Note to the shop', order.note]] as [string, string][]) : []),
    ['Items', formatNaira(order.itemsSubtotal)],
    ['Delivery', formatNaira(order.delivery)],
    ['Total', formatNaira(order.total)],
  ];
  return (
    <dl className="divide-y divide-slate-100 text-sm" data-testid="receipt">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2">
          <dt className="shrink-0 text-slate-500">{label}</dt>
          {label === 'Reference number' ? (
            // Copied and read out to support: one unbroken line (its own line when it does not fit beside the label).
            <dd className="ml-auto max-w-full overflow-x-auto whitespace-nowrap font-mono text-[13px] font-semibold text-slate-900">
              {value}
            </dd>
          ) : (
            <dd className="min-w-0 break-words text-right font-semibold text-slate-900">{value}</dd>
          )}
        </div>
      ))}
    </dl>
  );
}

/** The shop's ready-in estimate (issue 20), while the part is being made. */
function ReadyIn({ part }: { part: OrderDetail['parts'][number] }) {
  if (part.readyInMinutes === null || (part.status !== 'accepted' && part.status !== 'preparing')) return null;
  return (
    <p className="mt-2 rounded-lg bg-sky-50 p-2 text-sm text-sky-900" data-testid="ready-in">
      {`The shop expects it ready about ${part.readyInMinutes} min after accepting.`}
    </p>
  );
}

function OrderView({ id }: { id: string }) {
  const { data: order, isPending, error } = useOrder(id);
  // Live once the order is there: an unknown address, or another shopper's order, opens no stream.
  const live = useLiveOrder(order ? id : undefined);
  const { data: config } = useAppConfig();
  if (isPending)
    return <div role="status" aria-busy="true" aria-label="Loading the order" className="h-64 animate-pulse rounded-2xl bg-slate-200" />;
  if (error || !order)
    return (
      <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        {error instanceof ApiError && error.status === 404 ? 'Order not found' : 'The order could not be loaded.'}
      </div>
    );
  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{order.id}</h1>
          <p className="text-sm text-slate-500">
            <time dateTime={order.createdAt}>{date.format(new Date(order.createdAt))}</time>
          </p>
        </div>
        <div className="flex items-center gap-2">
          <StatusBadge status={order.status} />
          <span className="text-xs text-slate-500" data-testid="live-state">
            {live === 'live' ? 'Live' : live === 'connecting' ? 'Connecting…' : 'Updates paused'}
          </span>
        </div>
      </header>
      {order.parts.map((part) => (
        <section
          key={part.id}
          aria-label={part.shop.name}
          data-testid="order-part"
          className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <header className="mb-2 flex items-center justify-between gap-3">
            <h2 className="truncate text-base font-semibold text-slate-900">{part.shop.name}</h2>
            <StatusBadge status={part.status} />
          </header>
          <ul className="divide-y divide-slate-100">
            {part.items.map((item) => (
              <li key={item.productId} className="flex justify-between gap-3 py-2 text-sm">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{item.title}</p>
                  {item.condiments.length > 0 && (
                    <p className="text-xs text-slate-500">{item.condiments.map((c) => `${c.name} (${formatNaira(c.price)})`).join(', ')}</p>
                  )}
                  <p className="text-slate-600">{`${item.qty} x ${formatNaira(item.unitPrice)}`}</p>
                </div>
                <p className="shrink-0 font-semibold text-slate-900">{formatNaira(item.unitPrice * item.qty)}</p>
              </li>
            ))}
          </ul>
          <p className="mt-2 flex justify-between border-t border-slate-100 pt-2 text-sm">
            <span className="text-slate-600">Delivery share</span>
            <span className="font-semibold text-slate-900" data-testid="part-delivery">
              {formatNaira(part.delivery)}
            </span>
          </p>
          {part.reason && <p className="mt-2 rounded-lg bg-red-50 p-2 text-sm text-red-800">{part.reason}</p>}
          <ReadyIn part={part} />
          <CancelPart orderId={order.id} part={part} />
          {part.refund && <RefundNote refund={part.refund} what="these items and their delivery" />}
          <StatusTimeline events={part.timeline} />
          <RatePart part={part} />
        </section>
      ))}
      {order.duplicateRefunds?.map((refund) => (
        <RefundNote key={refund.reference} refund={refund} what={`a second charge (${refund.reference})`} />
      ))}
      <section aria-label="Receipt" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <h2 className="mb-2 text-base font-semibold text-slate-900">Receipt</h2>
        <Receipt order={order} />
      </section>
      <OrderAgain orderId={order.id} />
      {config && (
        <a
          href={supportLinks(config.supportPhone).chat}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 underline"
        >
          <MessageCircle className="h-4 w-4" aria-hidden="true" />
          Chat with us
        </a>
      )}
    </div>
  );
}

/** /orders/:id: each shop's part with items, extras, delivery share and status timeline, live; the receipt; chat link. */
export function OrderPage() {
  const { id } = useParams();
  return (
    <RequireSignIn>
      <div className="mx-auto w-full max-w-2xl px-4 py-6">
        <Link to={paths.orders()} className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900">
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          Orders
        </Link>
        {id && <OrderView id={id} />}
      </div>
    </RequireSignIn>
  );
}
