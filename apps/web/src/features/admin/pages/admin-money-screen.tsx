import { useState } from 'react';
import { formatKobo, type LedgerDay } from '@campus/contract';
import { useAdminShops } from '../api/admin-api';
import { useLedger } from '../api/admin-money-api';
import { AdminShell, ErrorText, inputClass } from '../components/admin-shell';

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

type Figures = Pick<LedgerDay, 'chargedKobo' | 'refundedKobo' | 'commissionKobo' | 'settledKobo' | 'owedKobo'>;
const COLUMNS: { key: keyof Figures; label: string }[] = [
  { key: 'chargedKobo', label: 'Charged' },
  { key: 'refundedKobo', label: 'Refunded' },
  { key: 'commissionKobo', label: 'Commission' },
  { key: 'settledKobo', label: 'Settled' },
  { key: 'owedKobo', label: 'Owed' },
];

/** Adds the figures of every row: the totals line of the table. */
export function totalsOf(days: readonly Figures[]): Figures {
  const sum: Figures = { chargedKobo: 0, refundedKobo: 0, commissionKobo: 0, settledKobo: 0, owedKobo: 0 };
  for (const day of days) for (const { key } of COLUMNS) sum[key] += day[key];
  return sum;
}

/** Money: per shop per day (UTC), what was charged, refunded, kept as commission, settled through the split and is owed. */
export function AdminMoneyPage() {
  return (
    <AdminShell title="Money">
      <MoneyBody />
    </AdminShell>
  );
}

function MoneyBody() {
  const [to, setTo] = useState(() => isoDay(Date.now()));
  const [from, setFrom] = useState(() => isoDay(Date.now() - 6 * DAY_MS));
  const [shopId, setShopId] = useState('');
  const shops = useAdminShops();
  const ledger = useLedger({ from, to, ...(shopId ? { shopId } : {}) });
  const days = ledger.data?.days ?? [];
  const totals = totalsOf(days);
  return (
    <>
      <form className="mb-4 grid gap-3 sm:grid-cols-3" aria-label="Which days and shop" onSubmit={(event) => event.preventDefault()}>
        <label className="text-sm font-medium text-slate-800">
          From
          <input type="date" className={inputClass} value={from} max={to} onChange={(event) => setFrom(event.target.value)} required />
        </label>
        <label className="text-sm font-medium text-slate-800">
          To
          <input type="date" className={inputClass} value={to} min={from} onChange={(event) => setTo(event.target.value)} required />
        </label>
        <label className="text-sm font-medium text-slate-800">
          Shop
          <select className={inputClass} value={shopId} onChange={(event) => setShopId(event.target.value)}>
            <option value="">Every shop</option>
            {shops.data?.shops.map((shop) => (
              <option key={shop.id} value={shop.id}>
                {shop.name}
              </option>
            ))}
          </select>
        </label>
      </form>
      <ErrorText error={ledger.error} />
      {ledger.isPending && <p className="text-slate-600">Loading…</p>}
      {ledger.data && days.length === 0 && <p className="text-slate-700">No money moved in these days.</p>}
      {days.length > 0 && (
        <div
          className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
          tabIndex={0}
          role="region"
          aria-label="Ledger by shop and day"
        >
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Per shop per day, in naira (days in UTC)</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Day
                </th>
                <th scope="col" className="px-3 py-2">
                  Shop
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
                  <td className="px-3 py-2 whitespace-nowrap">{day.day}</td>
                  <td className="px-3 py-2">{day.shopName}</td>
                  {COLUMNS.map((column) => (
                    <td key={column.key} className="px-3 py-2 text-right whitespace-nowrap">
                      {formatKobo(day[column.key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t-2 border-slate-300 font-semibold">
              <tr>
                <th scope="row" colSpan={2} className="px-3 py-2">
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
      )}
    </>
  );
}
