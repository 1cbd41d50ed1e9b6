import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { formatNaira, ORDER_PART_STATUSES, ORDER_STATUS_LABELS, type ShopMembership } from '@campus/contract';
import { serverErrorText } from '@/lib/api-error-text';
import { StatusBadge } from '@/features/orders/components/status-badge';
import { HISTORY_PAGE_SIZE, useSellerFigures, useSellerHistory, type HistoryFilters } from '../api/seller-orders';
import { SellerShell } from '../components/seller-shell';
import { TakingsChart } from '../components/takings-chart';

const when = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' });
const field = 'mt-1 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base';

function Figures({ shopSlug }: { shopSlug: string }) {
  const { data, isPending, isError } = useSellerFigures(shopSlug, true);
  if (isPending)
    return <div role="status" aria-busy="true" aria-label="Loading the figures" className="h-32 animate-pulse rounded-2xl bg-slate-200" />;
  if (isError)
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        The figures could not be loaded.
      </p>
    );
  const stat = (label: string, value: string, testId: string) => (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <section aria-labelledby="figures-heading" className="space-y-3">
      <h2 id="figures-heading" className="text-lg font-bold text-slate-900">
        Figures <span className="text-sm font-normal text-slate-600">(after rejections)</span>
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {stat('Orders today', String(data.today.orders), 'figures-today-orders')}
        {stat('Takings today', formatNaira(data.today.takings), 'figures-today-takings')}
        {stat('Orders, 7 days', String(data.week.orders), 'figures-week-orders')}
        {stat('Takings, 7 days', formatNaira(data.week.takings), 'figures-week-takings')}
      </dl>
      <TakingsChart days={data.week.days} />
    </section>
  );
}

function History({ shopSlug }: { shopSlug: string }) {
  const id = useId();
  const [filters, setFilters] = useState<HistoryFilters>({ status: '', from: '', to: '', page: 1 });
  const { data, isPending, isError, error, isPlaceholderData } = useSellerHistory(shopSlug, filters);
  const set = (change: Partial<HistoryFilters>) => setFilters((current) => ({ ...current, ...change, page: change.page ?? 1 }));
  const pages = data ? Math.max(1, Math.ceil(data.total / HISTORY_PAGE_SIZE)) : 1;
  return (
    <section aria-labelledby="history-heading" className="space-y-3">
      <h2 id="history-heading" className="text-lg font-bold text-slate-900">
        All orders
      </h2>
      <form
        className="grid grid-cols-1 gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-3"
        onSubmit={(event) => event.preventDefault()}
      >
        <div>
          <label htmlFor={`${id}-status`} className="block text-sm font-medium text-slate-700">
            Status
          </label>
          <select id={`${id}-status`} value={filters.status} onChange={(event) => set({ status: event.target.value })} className={field}>
            <option value="">Any status</option>
            {ORDER_PART_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ORDER_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-from`} className="block text-sm font-medium text-slate-700">
            From
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={filters.from}
            onChange={(event) => set({ from: event.target.value })}
            className={field}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className="block text-sm font-medium text-slate-700">
            To
          </label>
          <input id={`${id}-to`} type="date" value={filters.to} onChange={(event) => set({ to: event.target.value })} className={field} />
        </div>
      </form>
      {isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading the history" className="h-40 animate-pulse rounded-2xl bg-slate-200" />
      ) : isError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
          {serverErrorText(error, 'The history could not be loaded.')}
        </p>
      ) : data.parts.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-slate-700 shadow-sm ring-1 ring-slate-200">
          No orders match these filters.
        </p>
      ) : (
        <>
          <ul
            className={`divide-y divide-slate-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 ${isPlaceholderData ? 'opacity-60' : ''}`}
            data-testid="history-list"
          >
            {data.parts.map((part) => (
              <li key={part.id} className="px-4 py-3">
                <p className="flex items-center justify-between gap-3">
                  <span className="font-semibold text-slate-900">{part.orderId}</span>
                  <StatusBadge status={part.status} />
                </p>
                <p className="truncate text-sm text-slate-700">{part.items.map((item) => `${item.qty}× ${item.title}`).join(', ')}</p>
                <p className="flex justify-between gap-3 text-sm">
                  <time dateTime={part.paidAt} className="text-slate-600">
                    {when.format(new Date(part.paidAt))}
                  </time>
                  <span className="font-semibold text-slate-900">{formatNaira(part.itemsSubtotal + part.delivery)}</span>
                </p>
                {part.reason && <p className="text-sm text-red-800">{part.reason}</p>}
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label="Pages" className="flex items-center justify-between text-sm">
              <button
                type="button"
                disabled={filters.page <= 1}
                onClick={() => set({ page: filters.page - 1 })}
                className="rounded-full px-4 py-2 font-semibold text-brand-800 disabled:text-slate-400"
              >
                Newer
              </button>
              <span className="text-slate-600">{`Page ${filters.page} of ${pages}`}</span>
              <button
                type="button"
                disabled={filters.page >= pages}
                onClick={() => set({ page: filters.page + 1 })}
                className="rounded-full px-4 py-2 font-semibold text-brand-800 disabled:text-slate-400"
              >
                Older
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

function HistoryBody({ shopSlug, membership }: { shopSlug: string; membership: ShopMembership }) {
  return (
    <div className="space-y-6">
      {/* Takings are the owner's: staff see the orders only. */}
      {membership.role === 'owner' && <Figures shopSlug={shopSlug} />}
      <History shopSlug={shopSlug} />
    </div>
  );
}

/** /seller/:shopSlug/history: today's and the last 7 days' figures (owner), and every order by status and date. */
export function SellerHistoryPage() {
  const { shopSlug = '' } = useParams();
  return (
    <SellerShell shopSlug={shopSlug} title="History">
      {(membership) => <HistoryBody shopSlug={shopSlug} membership={membership} />}
    </SellerShell>
  );
}
