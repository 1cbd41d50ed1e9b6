import { CircleCheck, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { formatKobo, nairaToKobo } from '@campus/contract';
import { supportLinks, useAppConfig } from '@/lib/config';
import { paths } from '@/routes/paths';
import { CHECKOUT_MESSAGES } from '../messages';
import { readReceipt } from '../receipt-storage';

/** §2 /order-success: the stored receipt; redirects to / when the receipt id or order price is missing. */
export function OrderSuccessPage() {
  const [receipt] = useState(readReceipt);
  const { data: config } = useAppConfig();
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
            <div key={label} className="flex justify-between gap-4 py-2.5">
              <dt className="shrink-0 whitespace-nowrap text-slate-500">{label}</dt>
              <dd className="break-all text-right font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
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
        <Link to={paths.home()} className="mt-5 block rounded-full bg-brand-700 py-3 font-bold text-white hover:bg-brand-800">
          {CHECKOUT_MESSAGES.backHome}
        </Link>
      </div>
    </div>
  );
}
