import { CircleCheck, MessageCircle } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { formatKobo, nairaToKobo, type OrderDetail } from '@campus/contract';
import { supportLinks, useAppConfig } from '@/lib/config';
import { paths } from '@/routes/paths';
import { useSession } from '@/lib/session';
import { getOrder, getOrders } from '@/features/orders/api/get-orders';
import { CHECKOUT_MESSAGES } from '../messages';
import { readReceipt, type Receipt } from '../receipt-storage';
import { PartLines } from '@/features/orders/components/part-lines';
import { DownloadReceipt } from '@/features/orders/components/download-receipt';

function receiptOf(order: OrderDetail): Receipt {
  return { receiptId: order.reference, orderPrice: String(order.total), customerName: order.fullName, customerHall: order.hall };
}

/**
 * The order named in the address (`?order=` after create-order, `?reference=` when only the payment
 * is known) from the server, so the receipt survives a reload and opens on another device.
 */
function useServerOrder(): { order: OrderDetail | undefined; loading: boolean } {
  const [params] = useSearchParams();
  const { isSignedIn } = useSession();
  const id = params.get('order');
  const reference = params.get('reference');
  const { data, isPending } = useQuery({
    queryKey: ['orders', 'receipt', id, reference],
    enabled: isSignedIn && Boolean(id || reference),
    retry: false,
    queryFn: async ({ signal }) => {
      if (id) return getOrder(id, signal);
      const page = await getOrders(1, signal);
      const found = page.orders.find((order) => order.reference === reference);
      return found ? getOrder(found.id, signal) : null;
    },
  });
  return { order: data ?? undefined, loading: isSignedIn && Boolean(id || reference) && isPending };
}

/**
 * §2 /order-success: the receipt, from the server when the address names the order, else the stored
 * one; redirects to / when neither has a receipt id and order price.
 */
export function OrderSuccessPage() {
  const [stored] = useState(readReceipt);
  const server = useServerOrder();
  const { data: config } = useAppConfig();
  if (server.loading && !stored)
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label="Loading your receipt"
        className="mx-auto mt-8 h-64 max-w-md animate-pulse rounded-2xl bg-slate-200"
      />
    );
  const receipt = server.order ? receiptOf(server.order) : stored;
  if (!receipt) return <Navigate to={paths.home()} replace />;

  const amount = Number(receipt.orderPrice);
  const total = Number.isFinite(amount) ? formatKobo(nairaToKobo(amount)) : formatKobo(0);
  const rows: [string, string][] = [
    ['Reference number', receipt.receiptId],
    ['Payment method', 'Paystack'],
    ['Sender name', receipt.customerName],
    ...(receipt.customerHall ? ([['Hall', receipt.customerHall]] as [string, string][]) : []),
    // §2: the total is hidden when it equals ₦0.00.
    ...(total !== formatKobo(0) ? ([['Total', total]] as [string, string][]) : []),
  ];

  return (
    <div className="mx-auto max-w-md px-4 py-8">
      <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
        <CircleCheck className="mx-auto h-14 w-14 text-brand-600" aria-hidden="true" />
        <h1 className="mt-3 text-2xl font-bold text-slate-900">{CHECKOUT_MESSAGES.successTitle}</h1>
        <dl className="mt-5 divide-y divide-slate-100 text-left text-sm" data-testid="receipt">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2.5">
              <dt className="shrink-0 whitespace-nowrap text-slate-500">{label}</dt>
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
        {server.order && (
          <div className="mt-5 space-y-4 text-left" data-testid="order-lines">
            {server.order.parts.map((part) => (
              <section key={part.id} aria-label={part.shop.name}>
                <h2 className="text-sm font-semibold text-slate-900">{part.shop.name}</h2>
                <PartLines part={part} />
              </section>
            ))}
            <DownloadReceipt orderId={server.order.id} />
          </div>
        )}
        {config && (
          <a
            href={supportLinks(config.supportPhone).chat}
            target="_blank"
            rel="noreferrer"
            className="mt-5 inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 underline"
          >
            <MessageCircle className="h-4 w-4" aria-hidden="true" />
            Need help with your order? Chat with us
          </a>
        )}
        {server.order && (
          <Link
            to={paths.order(server.order.id)}
            className="mt-5 block rounded-full py-3 font-bold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50"
          >
            Follow your order
          </Link>
        )}
        <Link to={paths.home()} className="mt-3 block rounded-full bg-brand-700 py-3 font-bold text-white hover:bg-brand-800">
          {CHECKOUT_MESSAGES.backHome}
        </Link>
      </div>
    </div>
  );
}
