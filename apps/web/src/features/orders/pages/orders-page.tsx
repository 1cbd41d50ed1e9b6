import { ChevronRight, Package } from 'lucide-react';
import { useState } from 'react';
import { formatNaira, marketDateTime } from '@campus/contract';
import { Link } from 'react-router';
import { paths } from '@/routes/paths';
import { RequireSignIn } from '@/features/account/components/require-sign-in';
import { ORDERS_PAGE_SIZE, useOrders } from '../api/get-orders';
import { StatusBadge } from '../components/status-badge';

function OrdersList() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useOrders(page);
  if (isPending)
    return (
      <div role="status" aria-busy="true" aria-label="Loading your orders" className="space-y-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-20 animate-pulse rounded-2xl bg-slate-200" />
        ))}
      </div>
    );
  if (isError)
    return (
      <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        <p>Your orders could not be loaded.</p>
        <button type="button" onClick={() => void refetch()} className="mt-2 font-semibold underline">
          Try again
        </button>
      </div>
    );
  if (data.total === 0)
    return (
      <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
        <Package className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
        <p className="mt-2 text-slate-700">You have no orders yet.</p>
        <Link
          to={paths.home()}
          className="mt-3 inline-block rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Start shopping
        </Link>
      </div>
    );
  const pages = Math.max(1, Math.ceil(data.total / ORDERS_PAGE_SIZE));
  return (
    <>
      <ul
        className="divide-y divide-slate-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
        data-testid="orders-list"
      >
        {data.orders.map((order) => (
          <li key={order.id}>
            <Link to={paths.order(order.id)} className="flex items-center gap-3 px-4 py-4 hover:bg-slate-50">
              <div className="min-w-0 flex-1">
                <p className="flex items-center justify-between gap-3">
                  <span className="font-semibold text-slate-900">{order.id}</span>
                  <StatusBadge status={order.status} />
                </p>
                <p className="truncate text-sm text-slate-600">{order.shops.map((shop) => shop.name).join(', ')}</p>
                <p className="flex justify-between gap-3 text-sm">
                  <time dateTime={order.createdAt} className="text-slate-500">
                    {marketDateTime(order.createdAt)}
                  </time>
                  <span className="font-semibold text-slate-900">{formatNaira(order.total)}</span>
                </p>
              </div>
              <ChevronRight className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label="Pages" className="mt-4 flex items-center justify-between text-sm">
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
            className="rounded-full px-4 py-2 font-semibold text-brand-800 disabled:text-slate-400"
          >
            Newer
          </button>
          <span className="text-slate-600">{`Page ${page} of ${pages}`}</span>
          <button
            type="button"
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
            className="rounded-full px-4 py-2 font-semibold text-brand-800 disabled:text-slate-400"
          >
            Older
          </button>
        </nav>
      )}
    </>
  );
}

/** /orders: every order of the shopper, newest first: date, shops, total, overall status. */
export function OrdersPage() {
  return (
    <RequireSignIn>
      <div className="mx-auto w-full max-w-2xl px-4 py-8">
        <h1 className="mb-4 text-2xl font-bold text-slate-900">Orders</h1>
        <OrdersList />
      </div>
    </RequireSignIn>
  );
}
