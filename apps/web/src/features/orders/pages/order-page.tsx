import { ChevronLeft, MessageCircle } from 'lucide-react';
import { Link, useParams } from 'react-router';
import {
  arrivalLabel,
  DELIVERY_MINUTES_DEFAULT,
  slotDateLabel,
  formatNaira,
  isTerminalStatus,
  SHOP_TIMEZONE,
  type OrderDetail,
  marketDateTime,
} from '@campus/contract';
import { ApiError } from '@/lib/api-client';
import { supportLinks, useAppConfig } from '@/lib/config';
import { paths } from '@/routes/paths';
import { LazyPushSwitch } from '@/lib/push/lazy-push-switch';
import { RequireSignIn } from '@/features/account/components/require-sign-in';
import { useOrder } from '../api/get-orders';
import { useLiveOrder } from '../api/use-live-order';
import { StatusBadge } from '../components/status-badge';
import { CancelPart } from '../components/cancel-part';
import { OrderAgain } from '../components/order-again';
import { DownloadReceipt } from '../components/download-receipt';
import { PartLines } from '../components/part-lines';
import { RefundNote } from '../components/refund-note';
import { StatusTimeline } from '../components/status-timeline';
import { AcceptanceCountdown } from '../components/acceptance-countdown';
import { RatePart } from '@/features/reviews/components/rate-part';

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
    ...(order.discount ? ([[`Promo code ${order.promoCode ?? ''}`.trim(), `−${formatNaira(order.discount)}`]] as [string, string][]) : []),
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

/**
 * While the part is being made: "Ready about 13:40, at Queen Esther by 13:55" (issue 36 item 6), Lagos
 * time, moved live by the shop's new estimates; the shop's minutes too when it gave them (issue 20).
 */
function ReadyIn({ order, part }: { order: OrderDetail; part: OrderDetail['parts'][number] }) {
  if (part.status !== 'accepted' && part.status !== 'preparing') return null;
  if (!part.readyBy && part.readyInMinutes === null) return null;
  return (
    <div className="mt-2 rounded-lg bg-sky-50 p-2 text-sm text-sky-900" data-testid="ready-in">
      {part.readyBy && (
        <p className="font-semibold" data-testid="ready-by">
          {arrivalLabel(new Date(part.readyBy), order.deliveryMinutes ?? DELIVERY_MINUTES_DEFAULT, order.hall, SHOP_TIMEZONE)}
        </p>
      )}
      {part.readyInMinutes !== null && <p>{`The shop expects it ready about ${part.readyInMinutes} min after accepting.`}</p>}
    </div>
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
            <time dateTime={order.createdAt}>{marketDateTime(order.createdAt)}</time>
          </p>
        </div>
        <div className="flex items-center gap-2">
          <StatusBadge status={order.status} />
          <span className="text-xs text-slate-500" data-testid="live-state">
            {live === 'live' ? 'Live' : live === 'connecting' ? 'Connecting…' : 'Updates paused'}
          </span>
        </div>
      </header>
      {order.parts.some((part) => !isTerminalStatus(part.status)) && (
        <LazyPushSwitch
          path="push/subscriptions"
          label="Tell me when it moves"
          description="Get a notification on this device when a shop accepts, sends or refunds your orders."
          testId="order-push"
        />
      )}
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
          <PartLines part={part} />
          {part.reason && <p className="mt-2 rounded-lg bg-red-50 p-2 text-sm text-red-800">{part.reason}</p>}
          {part.slotAt && (
            <p className="mt-2 rounded-lg bg-violet-50 p-2 text-sm font-semibold text-violet-900" data-testid="order-slot">
              {`For later: ${slotDateLabel(new Date(part.slotAt))}`}
            </p>
          )}
          {part.status === 'paid' && part.acceptBy && <AcceptanceCountdown acceptBy={part.acceptBy} />}
          <ReadyIn order={order} part={part} />
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
        <div className="mt-3">
          <DownloadReceipt orderId={order.id} />
        </div>
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
