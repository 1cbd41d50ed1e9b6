import { useState } from 'react';
import { formatKobo, type LedgerDay, marketCalendarDay, marketDayBefore } from '@campus/contract';
import { useAdminShops } from '../api/admin-api';
import { useLedger } from '../api/admin-money-api';
import { downloadLedgerCsv, usePayouts } from '../api/admin-reconcile-api';
import { AdminShell, ErrorText, inputClass, quietButtonClass } from '../components/admin-shell';
import { LedgerDays } from '../components/ledger-days';
import { PayoutList, RecordPayout, type PayoutDraft } from '../components/record-payout';
import { SettlementChecks } from '../components/settlement-checks';

export { totalsOf } from '../components/ledger-days';

/** Each shop's owed figure over the period, largest first (only shops owed something). */
export function owedByShop(days: readonly LedgerDay[]): { shopId: string; shopName: string; owedKobo: number }[] {
  const byShop = new Map<string, { shopId: string; shopName: string; owedKobo: number }>();
  for (const day of days) {
    const shop = byShop.get(day.shopId) ?? { shopId: day.shopId, shopName: day.shopName, owedKobo: 0 };
    shop.owedKobo += day.owedKobo;
    byShop.set(day.shopId, shop);
  }
  return [...byShop.values()].filter((shop) => shop.owedKobo > 0).sort((a, b) => b.owedKobo - a.owedKobo);
}

/** Kobo as the payout form's naira field takes it: 3657500 → "36575", 5 → "0.05". */
const nairaField = (kobo: number) => (kobo % 100 === 0 ? String(kobo / 100) : (kobo / 100).toFixed(2));

/**
 * Money (issues 21 and 39): per shop per Lagos day what was charged, refunded, kept as commission, settled
 * through the split, paid out and is owed; Paystack's settlements against the ledger; payouts recorded for
 * shops paid outside Paystack; the ledger as CSV.
 */
export function AdminMoneyPage() {
  return (
    <AdminShell title="Money">
      <MoneyBody />
    </AdminShell>
  );
}

const sectionClass = 'mt-8';
const headingClass = 'mb-3 text-lg font-semibold text-slate-900';

function MoneyBody() {
  const [today] = useState(() => marketDayBefore(Date.now()));
  const [to, setTo] = useState(today);
  const [from, setFrom] = useState(() => marketDayBefore(Date.now(), 6));
  const [shopId, setShopId] = useState('');
  const [draft, setDraft] = useState<PayoutDraft & { key: number }>({ shopId: '', amount: '', key: 0 });
  const [download, setDownload] = useState<{ busy: boolean; error?: unknown }>({ busy: false });
  const shops = useAdminShops();
  const query = { from, to, ...(shopId ? { shopId } : {}) };
  const ledger = useLedger(query);
  const payouts = usePayouts(query);
  const days = ledger.data?.days ?? [];
  const owed = owedByShop(days);
  const shopList = shops.data?.shops ?? [];

  const saveCsv = async () => {
    setDownload({ busy: true });
    try {
      await downloadLedgerCsv(query);
      setDownload({ busy: false });
    } catch (error) {
      setDownload({ busy: false, error });
    }
  };
  const payOut = (shop: { shopId: string; owedKobo: number }) => {
    setDraft({ shopId: shop.shopId, amount: nairaField(shop.owedKobo), key: draft.key + 1 });
    document.getElementById('record-payout')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <>
      <form
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr_auto] lg:items-end"
        aria-label="Which days and shop"
        onSubmit={(event) => event.preventDefault()}
      >
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
            {shopList.map((shop) => (
              <option key={shop.id} value={shop.id}>
                {shop.name}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={`${quietButtonClass} py-2.5`} onClick={saveCsv} disabled={download.busy}>
          {download.busy ? 'Preparing CSV…' : 'Download CSV'}
        </button>
      </form>
      <p className="mt-2 text-sm text-slate-700" aria-live="polite">
        {from === to
          ? marketCalendarDay(from, { year: true })
          : `${marketCalendarDay(from, { year: true })} to ${marketCalendarDay(to, { year: true })}`}{' '}
        (Lagos days). The CSV lists every ledger line and payout of these days.
      </p>
      <ErrorText error={download.error} />

      <section aria-labelledby="owed-heading" className={sectionClass}>
        <h2 id="owed-heading" className={headingClass}>
          Owed to shops
        </h2>
        {ledger.data && owed.length === 0 && <p className="text-sm text-slate-700">No shop is owed money for these days.</p>}
        {owed.length > 0 && (
          <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3" aria-label="Owed to shops">
            {owed.map((shop) => (
              <li
                key={shop.shopId}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white p-3 shadow-sm ring-1 ring-slate-200"
              >
                <span>
                  <span className="block font-medium text-slate-900">{shop.shopName}</span>
                  <span className="text-sm tabular-nums text-slate-700">owed {formatKobo(shop.owedKobo)}</span>
                </span>
                <button
                  type="button"
                  className={quietButtonClass}
                  onClick={() => payOut(shop)}
                  aria-label={`Record payout to ${shop.shopName}`}
                >
                  Record payout
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section
        aria-labelledby="record-payout"
        className={`${sectionClass} scroll-mt-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200`}
      >
        <h2 id="record-payout" className={headingClass}>
          Record payout
        </h2>
        <p className="mb-3 text-sm text-slate-700">For a shop paid outside Paystack: a bank transfer or cash, with its reference.</p>
        <RecordPayout key={draft.key} shops={shopList} draft={draft} today={today} payouts={payouts.data?.payouts} />
      </section>

      <section aria-labelledby="settlements-heading" className={sectionClass}>
        <h2 id="settlements-heading" className={headingClass}>
          Paystack settlements
        </h2>
        <SettlementChecks query={query} />
      </section>

      <section aria-labelledby="ledger-heading" className={sectionClass}>
        <h2 id="ledger-heading" className={headingClass}>
          By shop and day
        </h2>
        <ErrorText error={ledger.error} />
        {ledger.isPending && <p className="text-slate-600">Loading…</p>}
        {ledger.data && days.length === 0 && <p className="text-slate-700">No money moved in these days.</p>}
        {days.length > 0 && <LedgerDays days={days} />}
      </section>

      <section aria-labelledby="payouts-heading" className={sectionClass}>
        <h2 id="payouts-heading" className={headingClass}>
          Payouts recorded
        </h2>
        <ErrorText error={payouts.error} />
        {payouts.data && <PayoutList payouts={payouts.data.payouts} />}
      </section>
    </>
  );
}
