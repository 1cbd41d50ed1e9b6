import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import {
  formatKobo,
  marketCalendarDay,
  marketCalendarMonth,
  type SellerTakings,
  TAKINGS_PERIODS,
  type TakingsPeriod,
  type TakingsTotals,
} from '@campus/contract';
import { serverErrorText } from '@/lib/api-error-text';
import { downloadTakingsCsv, useSellerTakings, type TakingsFilters } from '../api/seller-takings';
import { DateField } from '../components/date-field';
import { SellerShell } from '../components/seller-shell';

const PERIOD_LABELS: Record<TakingsPeriod, string> = { day: 'Day', week: 'Week', month: 'Month' };

/** A period's name in the table: "Sat, 28 Nov", "23 Nov – 29 Nov", "November 2026". */
function periodName(period: TakingsPeriod, start: string, end: string): string {
  if (period === 'day') return marketCalendarDay(start);
  if (period === 'month') return marketCalendarMonth(start);
  return `${marketCalendarDay(start).replace(/^\w+, /, '')} – ${marketCalendarDay(end).replace(/^\w+, /, '')}`;
}

const COLUMNS: { key: keyof TakingsTotals; label: string; minus?: boolean }[] = [
  { key: 'grossKobo', label: 'Gross sales' },
  { key: 'deliveryKobo', label: 'Delivery' },
  { key: 'commissionKobo', label: 'Commission', minus: true },
  { key: 'refundsKobo', label: 'Refunds', minus: true },
  { key: 'discountsKobo', label: 'Your codes', minus: true },
  { key: 'feeKobo', label: 'Paystack fee', minus: true },
  { key: 'netKobo', label: 'Net' },
];

function Totals({ total }: { total: TakingsTotals }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-9" data-testid="takings-totals">
      <div className="col-span-2 rounded-2xl bg-brand-800 p-4 text-white shadow-sm sm:col-span-4 lg:col-span-2">
        <dt className="text-xs font-medium text-brand-100">Net to the shop</dt>
        <dd className="mt-1 text-2xl font-bold" data-testid="takings-net">
          {formatKobo(total.netKobo)}
        </dd>
      </div>
      {COLUMNS.filter((column) => column.key !== 'netKobo').map((column) => (
        <div key={column.key} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <dt className="text-xs font-medium text-slate-600">{column.label}</dt>
          <dd className="mt-1 text-lg font-bold text-slate-900" data-testid={`takings-${column.key}`}>
            {column.minus && total[column.key] > 0 ? '−' : ''}
            {formatKobo(total[column.key])}
          </dd>
        </div>
      ))}
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <dt className="text-xs font-medium text-slate-600">Orders</dt>
        <dd className="mt-1 text-lg font-bold text-slate-900" data-testid="takings-parts">
          {total.parts}
        </dd>
      </div>
    </dl>
  );
}

/** The periods as a table: on a phone it scrolls sideways with the period's name kept in view. */
function PeriodTable({ data }: { data: SellerTakings }) {
  const captionId = useId();
  const sticky = 'sticky left-0 z-10 bg-white';
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      data-testid="takings-table"
    >
      <table className="w-full min-w-[44rem] text-sm">
        <caption id={captionId} className="px-4 pt-3 text-left font-semibold text-slate-900">
          {`Per ${data.period} (Africa/Lagos)`}
        </caption>
        <thead>
          <tr className="text-left text-xs text-slate-600">
            <th scope="col" className={`${sticky} px-4 py-2 font-medium`}>
              {PERIOD_LABELS[data.period]}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Orders
            </th>
            {COLUMNS.map((column) => (
              <th key={column.key} scope="col" className="px-3 py-2 text-right font-medium">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...data.periods].reverse().map((row) => (
            <tr key={row.start} className="border-t border-slate-100">
              <th scope="row" className={`${sticky} px-4 py-2 text-left font-medium whitespace-nowrap text-slate-900`}>
                {periodName(data.period, row.start, row.end)}
              </th>
              <td className="px-3 py-2 text-right text-slate-800">{row.parts}</td>
              {COLUMNS.map((column) => (
                <td
                  key={column.key}
                  className={`px-3 py-2 text-right whitespace-nowrap ${column.key === 'netKobo' ? 'font-semibold text-slate-900' : 'text-slate-700'}`}
                >
                  {formatKobo(row[column.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Downloads({ shopSlug, filters, data }: { shopSlug: string; filters: TakingsFilters; data: SellerTakings }) {
  const [state, setState] = useState<{ busy: 'parts' | 'summary' | null; error?: string }>({ busy: null });
  const save = async (file: 'parts' | 'summary') => {
    setState({ busy: file });
    try {
      await downloadTakingsCsv(
        shopSlug,
        file,
        filters,
        `${shopSlug}-${file === 'parts' ? 'orders' : 'takings'}-${data.from}-to-${data.to}.csv`,
      );
      setState({ busy: null });
    } catch (error) {
      setState({ busy: null, error: serverErrorText(error, 'The file could not be downloaded. Please try again.') });
    }
  };
  const button =
    'inline-flex items-center gap-1.5 rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60';
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <button type="button" className={button} disabled={state.busy !== null} onClick={() => void save('summary')}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {state.busy === 'summary' ? 'Preparing…' : 'Summary CSV'}
        </button>
        <button type="button" className={button} disabled={state.busy !== null} onClick={() => void save('parts')}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {state.busy === 'parts' ? 'Preparing…' : 'Orders CSV'}
        </button>
      </div>
      {state.error && (
        <p role="alert" className="text-sm text-red-800">
          {state.error}
        </p>
      )}
    </div>
  );
}

function Takings({ shopSlug }: { shopSlug: string }) {
  const id = useId();
  const [filters, setFilters] = useState<TakingsFilters>({ period: 'day', from: '', to: '' });
  const { data, isPending, isError, error, isPlaceholderData } = useSellerTakings(shopSlug, filters);
  return (
    <div className="space-y-4">
      <form
        className="flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        onSubmit={(event) => event.preventDefault()}
      >
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">Per</legend>
          <div className="mt-1 flex overflow-hidden rounded-xl ring-1 ring-slate-300">
            {TAKINGS_PERIODS.map((period) => (
              <label
                key={period}
                className={`cursor-pointer px-4 py-2 text-sm font-semibold has-focus-visible:outline-2 ${filters.period === period ? 'bg-brand-800 text-white' : 'bg-white text-slate-800'}`}
              >
                <input
                  type="radio"
                  name={`${id}-period`}
                  value={period}
                  checked={filters.period === period}
                  onChange={() => setFilters({ period, from: '', to: '' })}
                  className="sr-only"
                />
                {PERIOD_LABELS[period]}
              </label>
            ))}
          </div>
        </fieldset>
        <DateField
          id={`${id}-from`}
          label="From"
          value={filters.from}
          onChange={(from) => setFilters((current) => ({ ...current, from }))}
          className="min-w-36 flex-1 sm:flex-none"
        />
        <DateField
          id={`${id}-to`}
          label="To"
          value={filters.to}
          onChange={(to) => setFilters((current) => ({ ...current, to }))}
          className="min-w-36 flex-1 sm:flex-none"
        />
      </form>
      <p className="text-sm text-slate-600">
        Orders the shop accepted, as the market's ledger records them: gross sales and delivery, less the market's commission, refunds, your
        own promo codes and any Paystack fee the shop bears. Dates are Africa/Lagos.
      </p>
      {isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading the takings" className="h-40 animate-pulse rounded-2xl bg-slate-200" />
      ) : isError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
          {serverErrorText(error, 'The takings could not be loaded.')}
        </p>
      ) : (
        <div className={`space-y-4 ${isPlaceholderData ? 'opacity-60' : ''}`}>
          <Totals total={data.total} />
          <Downloads shopSlug={shopSlug} filters={filters} data={data} />
          <PeriodTable data={data} />
        </div>
      )}
    </div>
  );
}

/** /seller/:shopSlug/takings (owner): takings per day, week or month, net of commission, refunds and fees, with CSV files. */
export function SellerTakingsPage() {
  const { shopSlug = '' } = useParams();
  return (
    <SellerShell shopSlug={shopSlug} title="Takings" ownerOnly>
      {() => <Takings shopSlug={shopSlug} />}
    </SellerShell>
  );
}
