import { ORDER_STATUS_LABELS, formatNaira, marketDateTime } from '@campus/contract';
import { useParams } from 'react-router';
import { pathSegmentText } from '@/lib/path-segment';
import { useAdminOrder } from '../api/admin-api';
import { AdminShell, ErrorText } from '../components/admin-shell';
import { OrderMoneyPanel } from '../components/order-money-panel';

/**
 * Any order: shopper, payment status, every part with its items and status history. Live: a refund, a
 * cancel or a shop's step reads the parts and the money again at once (the console's one stream).
 */
export function AdminOrderPage({ id }: { id: string }) {
  return (
    <AdminShell title={`Order ${id}`}>
      <OrderBody id={id} />
    </AdminShell>
  );
}

/** The order the address names (/admin/orders/:id), as the route table's `adminOrder` shows it. */
export function AdminOrderRoute() {
  return <AdminOrderPage id={pathSegmentText(useParams().id ?? '')} />;
}

function OrderBody({ id }: { id: string }) {
  const order = useAdminOrder(id);
  if (order.isPending) return <p className="text-slate-600">Loading…</p>;
  if (order.isError) return <ErrorText error={order.error} />;
  const { order: o, shopper } = order.data;
  return (
    <div className="grid gap-4">
      <section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="font-medium text-slate-600">Shopper</dt>
          <dd className="break-words">
            {shopper.fullName} · {shopper.phone} · {shopper.email}
          </dd>
          <dt className="font-medium text-slate-600">Placed</dt>
          <dd>{marketDateTime(o.createdAt)}</dd>
          <dt className="font-medium text-slate-600">Payment</dt>
          <dd className="break-all">{o.reference}</dd>
          <dt className="font-medium text-slate-600">Delivery</dt>
          <dd>
            {o.hall} {o.room} {o.note && `· “${o.note}”`}
          </dd>
          <dt className="font-medium text-slate-600">Total</dt>
          <dd>
            {formatNaira(o.total)} ({formatNaira(o.itemsSubtotal)} items + {formatNaira(o.delivery)} delivery)
          </dd>
        </dl>
      </section>
      {o.parts.map((part) => (
        <section key={part.id} aria-label={part.shop.name} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <h2 className="text-lg font-semibold text-slate-900">
            {part.shop.name} · {ORDER_STATUS_LABELS[part.status]}
          </h2>
          {part.reason && <p className="text-sm text-slate-700">Reason: {part.reason}</p>}
          <ul className="mt-2 text-sm text-slate-800">
            {part.items.map((item) => (
              <li key={item.productId}>
                {item.qty} × {item.title} — {formatNaira(item.unitPrice * item.qty)}
              </li>
            ))}
          </ul>
          <h3 className="mt-3 text-sm font-semibold text-slate-700">Status history</h3>
          <ol className="text-sm text-slate-700">
            {part.timeline.map((event) => (
              <li key={event.id}>
                {marketDateTime(event.at)}: {ORDER_STATUS_LABELS[event.status]}
                {event.reason ? ` (${event.reason})` : ''}
              </li>
            ))}
          </ol>
        </section>
      ))}
      <OrderMoneyPanel publicId={o.id} />
    </div>
  );
}
