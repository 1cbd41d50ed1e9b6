import { formatKobo, type LedgerDay, marketCalendarDay } from '@campus/contract';

export type Figures = Pick<LedgerDay, 'chargedKobo' | 'refundedKobo' | 'commissionKobo' | 'settledKobo' | 'paidOutKobo' | 'owedKobo'>;
export const COLUMNS: { key: keyof Figures; label: string }[] = [
  { key: 'chargedKobo', label: 'Charged' },
  { key: 'refundedKobo', label: 'Refunded' },
  { key: 'commissionKobo', label: 'Commission' },
  { key: 'settledKobo', label: 'Settled' },
  { key: 'paidOutKobo', label: 'Paid out' },
  { key: 'owedKobo', label: 'Owed' },
];

/** Adds the figures of every row: the totals line of the table. */
export function totalsOf(days: readonly Figures[]): Figures {
  const sum: Figures = { chargedKobo: 0, refundedKobo: 0, commissionKobo: 0, settledKobo: 0, paidOutKobo: 0, owedKobo: 0 };
  for (const day of days) for (const { key } of COLUMNS) sum[key] += day[key];
  return sum;
}

/**
 * The ledger per shop and Lagos day (issue 39 item 7): a card per row on a phone, where six figures
 * side by side would be cut; a table on wider screens whose first column stays put while it scrolls.
 */
export function LedgerDays({ days }: { days: readonly LedgerDay[] }) {
  const totals = totalsOf(days);
  return (
    <>
      <ul className="grid gap-3 md:hidden" aria-label="Ledger by shop and day">
        {days.map((day) => (
          <li key={`${day.day}-${day.shopId}`} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <p className="font-semibold text-slate-900">{day.shopName}</p>
            <p className="text-sm text-slate-600">{marketCalendarDay(day.day, { year: true })}</p>
            <Figures figures={day} />
          </li>
        ))}
        <li className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-300">
          <p className="font-semibold text-slate-900">Total</p>
          <Figures figures={totals} />
        </li>
      </ul>
      <div
        className="hidden overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 md:block"
        tabIndex={0}
        role="region"
        aria-label="Ledger table by shop and day"
      >
        <table className="w-full min-w-[48rem] text-left text-sm">
          <caption className="sr-only">Per shop per day, in naira (days in Lagos time)</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="sticky left-0 bg-slate-50 px-3 py-2">
                Shop
              </th>
              <th scope="col" className="px-3 py-2">
                Day
              </th>
              {COLUMNS.map((column) => (
                <th key={column.key} scope="col" className="px-3 py-2 text-right">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={`${day.day}-${day.shopId}`} className="border-t border-slate-100">
                <th scope="row" className="sticky left-0 bg-white px-3 py-2 font-medium text-slate-900">
                  {day.shopName}
                </th>
                <td className="px-3 py-2 whitespace-nowrap">{marketCalendarDay(day.day, { year: true })}</td>
                {COLUMNS.map((column) => (
                  <td
                    key={column.key}
                    className={`px-3 py-2 text-right whitespace-nowrap ${column.key === 'owedKobo' ? 'font-semibold' : ''}`}
                  >
                    {formatKobo(day[column.key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-300 font-semibold">
            <tr>
              <th scope="row" colSpan={2} className="sticky left-0 bg-white px-3 py-2">
                Total
              </th>
              {COLUMNS.map((column) => (
                <td key={column.key} className="px-3 py-2 text-right whitespace-nowrap">
                  {formatKobo(totals[column.key])}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}

function Figures({ figures }: { figures: Figures }) {
  return (
    <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
      {COLUMNS.map((column) => (
        <div key={column.key} className="contents">
          <dt className="text-slate-600">{column.label}</dt>
          <dd className={`text-right tabular-nums ${column.key === 'owedKobo' ? 'font-semibold text-slate-900' : 'text-slate-800'}`}>
            {formatKobo(figures[column.key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
