import { formatKobo, marketDateTime } from '@campus/contract';
import { usePendingPayments } from '../api/admin-money-api';
import { ErrorText } from './admin-shell';

/** Payments still pending ten minutes after they started: the reconciliation job verifies them, the operator sees them. */
export function StuckPayments() {
  const pending = usePendingPayments();
  return (
    <section aria-labelledby="stuck-payments" className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id="stuck-payments" className="text-lg font-semibold text-slate-900">
        Stuck payments
      </h2>
      <ErrorText error={pending.error} />
      {pending.isPending && <p className="text-sm text-slate-600">Loading…</p>}
      {pending.data &&
        (pending.data.payments.length === 0 ? (
          <p className="text-sm text-slate-700">No payment has been pending for more than 10 minutes.</p>
        ) : (
          <ul className="mt-2 grid gap-1 text-sm text-slate-800">
            {pending.data.payments.map((payment) => (
              <li key={payment.reference}>
                {payment.reference} · {formatKobo(payment.amountKobo)} · pending {payment.minutesPending} min · shopper{' '}
                {payment.shopperPhone} · started {marketDateTime(payment.createdAt)}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
