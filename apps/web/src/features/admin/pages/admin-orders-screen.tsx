import { useState, type FormEvent } from 'react';
import { ORDER_STATUS_LABELS, formatNaira, type OrderPartStatus } from '@campus/contract';
import { Link } from 'react-router';
import { paths } from '@/routes/paths';
import { useOrderSearch } from '../api/admin-api';
import { AdminShell, ErrorText, buttonClass, inputClass } from '../components/admin-shell';
import { StuckPayments } from '../components/stuck-payments';

/** Orders: search by public id (CM-…), payment reference, shopper's phone or shop. */
export function AdminOrdersPage() {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const search = useOrderSearch(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
  };
  return (
    <AdminShell title="Orders">
      <form role="search" onSubmit={submit} className="mb-4 flex flex-wrap gap-2">
        <label htmlFor="order-q" className="sr-only">
          Order number, payment reference, phone or shop
        </label>
        <input
          id="order-q"
          className={`${inputClass} max-w-md flex-1`}
          placeholder="CM-…, reference, 080…, or shop"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className={buttonClass}>
          Search
        </button>
      </form>
      {q.length > 0 && q.length < 2 && <p className="text-slate-600">Type at least 2 characters to search.</p>}
      <ErrorText error={search.error} />
      {search.data &&
        (search.data.orders.length === 0 ? (
          <p className="text-slate-600">No order matches “{q}”.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Matching orders">
            {search.data.orders.map((order) => (
              <li key={order.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <Link to={paths.admin(`orders/${encodeURIComponent(order.id)}`)} className="font-semibold text-brand-800 underline">
                  {order.id}
                </Link>{' '}
                <span className="text-sm text-slate-700">
                  {order.statuses.map((status) => ORDER_STATUS_LABELS[status as OrderPartStatus] ?? status).join(', ')} ·{' '}
                  {formatNaira(order.total)} · {new Date(order.createdAt).toLocaleString()}
                </span>
                <p className="text-sm text-slate-600">
                  {order.shopper.fullName} ({order.shopper.phone}) · {order.shops.join(', ')}
                </p>
              </li>
            ))}
          </ul>
        ))}
      <StuckPayments />
    </AdminShell>
  );
}
