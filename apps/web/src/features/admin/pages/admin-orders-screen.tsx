import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ORDER_PART_STATUSES, ORDER_STATUS_LABELS } from '@campus/contract';
import { useAdminOrders, type AdminOrderFilters } from '../api/admin-day-api';
import { AdminShell, ErrorText, inputClass, quietButtonClass } from '../components/admin-shell';
import { ChoiceFilter, DayRangeFilter, FilterButtons, ShopFilter, filterLabelClass, filtersFrom } from '../components/filter-fields';
import { OrderTable } from '../components/order-table';
import { StuckPayments } from '../components/stuck-payments';

const FILTERS = ['q', 'status', 'shopId', 'from', 'to'] as const;
/** The filters as the address holds them, and the page. */
function filtersOf(params: URLSearchParams): AdminOrderFilters {
  const filters: AdminOrderFilters = filtersFrom(params, FILTERS);
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) filters.page = page;
  return filters;
}

function FilterForm({ filters, onApply }: { filters: AdminOrderFilters; onApply: (next: AdminOrderFilters) => void }) {
  const [draft, setDraft] = useState(filters);
  const set = (key: (typeof FILTERS)[number]) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, q: draft.q?.trim(), page: undefined });
  };
  return (
    <form
      role="search"
      aria-label="Find orders"
      onSubmit={submit}
      className="mb-4 grid grid-cols-2 gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:grid-cols-6"
    >
      <label className={`${filterLabelClass} col-span-2`}>
        Order number, payment reference, phone or shop, or the shopper’s name
        <input className={inputClass} placeholder="CM-…, Ada, 0803…" value={draft.q ?? ''} onChange={set('q')} />
      </label>
      <ChoiceFilter
        label="Status"
        any="Any status"
        value={draft.status}
        onChange={set('status')}
        choices={ORDER_PART_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }))}
      />
      <ShopFilter value={draft.shopId} onChange={set('shopId')} />
      <DayRangeFilter from={draft.from} to={draft.to} onFrom={set('from')} onTo={set('to')} />
      <FilterButtons
        apply="Search"
        className="lg:col-span-6"
        onClear={() => {
          setDraft({});
          onApply({});
        }}
      />
    </form>
  );
}

/**
 * Every order (issue 39 item 2): newest first, 25 a page, filtered by a part's status, a shop and the
 * market's days, and found by number, payment reference, the shopper's name or phone, or a shop's name.
 * Live: any order or refund change reads the page again (the console's one stream).
 */
export function AdminOrdersPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const orders = useAdminOrders(filters);
  const apply = (next: AdminOrderFilters) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value !== undefined && value !== '') search.set(key, String(value));
    setParams(search);
  };
  const data = orders.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const page = data?.page ?? 1;
  return (
    <AdminShell title="Orders">
      {/* A new address (a link from Today, back and forward) starts the form afresh from it. */}
      <FilterForm key={params.toString()} filters={filters} onApply={apply} />
      <ErrorText error={orders.error} />
      {orders.isPending && <p className="text-slate-600">Loading…</p>}
      {data && (
        <>
          <p className="mb-2 text-sm text-slate-700" role="status">
            {data.total === 0
              ? filters.q
                ? `No order matches “${filters.q}”.`
                : 'No order matches these filters.'
              : `${data.total.toLocaleString('en-NG')} ${data.total === 1 ? 'order' : 'orders'}, newest first · page ${page} of ${pages}`}
          </p>
          {data.orders.length > 0 && <OrderTable orders={data.orders} label="Orders" />}
          {pages > 1 && (
            <nav aria-label="Pages of orders" className="mt-3 flex gap-2">
              {page > 1 && (
                <button type="button" className={quietButtonClass} onClick={() => apply({ ...filters, page: page - 1 })}>
                  Newer
                </button>
              )}
              {page < pages && (
                <button type="button" className={quietButtonClass} onClick={() => apply({ ...filters, page: page + 1 })}>
                  Older
                </button>
              )}
            </nav>
          )}
        </>
      )}
      <StuckPayments />
    </AdminShell>
  );
}
