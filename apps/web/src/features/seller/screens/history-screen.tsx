import { ChevronRight, Wallet } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatNaira, marketDateTime, ORDER_PART_STATUSES, ORDER_STATUS_LABELS, type ShopMembership } from '@campus/contract';
import { serverErrorText } from '@/lib/api-error-text';
import { StatusBadge } from '@/features/orders/components/status-badge';
import { HISTORY_PAGE_SIZE, useSellerHistory, type HistoryFilters } from '../api/seller-orders';
import { DateField, FIELD_CLASS } from '../components/date-field';
import { forLaterText } from '../components/part-slot';
import { consolePaths } from '../components/seller-links';
import { SellerShell } from '../components/seller-shell';
import { TicketLink } from '../components/ticket-link';

/** The owner's way to the takings (issue 39): the figures there are net of commission, refunds and fees, per day, week or month. */
function TakingsLink({ shopSlug }: { shopSlug: string }) {
  return (
    <Link
      to={consolePaths.takings(shopSlug)}
      className="flex items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:bg-slate-50"
      data-testid="history-takings-link"
    >
      <Wallet className="h-5 w-5 shrink-0 text-brand-800" aria-hidden="true" />
      <span className="flex-1">
        <span className="block font-semibold text-slate-900">Takings</span>
        <span className="block text-sm text-slate-600">Per day, week or month, net of commission and refunds, with CSV files</span>
      </span>
      <ChevronRight className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
    </Link>
  );
}

/** The shop's orders by status and date, a page at a time; exported for its tests. */
export function History({ shopSlug }: { shopSlug: string }) {
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
          <select
            id={`${id}-status`}
            value={filters.status}
            onChange={(event) => set({ status: event.target.value })}
            className={FIELD_CLASS}
          >
            <option value="">Any status</option>
            {ORDER_PART_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ORDER_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <DateField id={`${id}-from`} label="From" value={filters.from} onChange={(from) => set({ from })} />
        <DateField id={`${id}-to`} label="To" value={filters.to} onChange={(to) => set({ to })} />
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
              <li
                key={part.id}
                className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 px-4 py-3 md:grid-cols-[10rem_10rem_7.5rem_minmax(0,1fr)_7rem_auto] md:items-center"
              >
                <span className="font-semibold whitespace-nowrap text-slate-900 md:order-1">{part.orderId}</span>
                <span className="justify-self-end md:order-3 md:justify-self-start">
                  <StatusBadge status={part.status} />
                </span>
                <p className="col-span-2 text-sm text-slate-700 md:order-4 md:col-span-1 md:truncate">
                  {part.items.map((item) => `${item.qty}× ${item.title}`).join(', ')}
                  {part.slotAt && (
                    <span className="block font-semibold text-violet-900" data-testid="history-slot">
                      {forLaterText(part.slotAt)}
                    </span>
                  )}
                  {part.reason && <span className="block text-red-800">{part.reason}</span>}
                </p>
                <time dateTime={part.paidAt} className="text-sm text-slate-600 md:order-2">
                  {marketDateTime(part.paidAt)}
                </time>
                <span className="text-right text-sm font-semibold text-slate-900 md:order-5">
                  {formatNaira(part.itemsSubtotal + part.delivery)}
                </span>
                <TicketLink
                  shopSlug={shopSlug}
                  partId={part.id}
                  orderId={part.orderId}
                  className="col-span-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-800 md:order-6 md:col-span-1"
                />
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
      {membership.role === 'owner' && <TakingsLink shopSlug={shopSlug} />}
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
