import { formatKobo, marketDateTime, type PeriodQuery, type ShopSettlementCheck } from '@campus/contract';
import { useSettlementChecks } from '../api/admin-reconcile-api';
import { ErrorText } from './admin-shell';

const STATUS_LABELS: Record<string, string> = { success: 'Settled', pending: 'Pending', processing: 'Processing', failed: 'Failed' };

/** What the difference means, in words: the figure alone does not say which way it goes. */
export function differenceText(check: Pick<ShopSettlementCheck, 'differenceKobo'>): string {
  if (check.differenceKobo === 0) return 'Matches the ledger';
  const amount = formatKobo(Math.abs(check.differenceKobo));
  return check.differenceKobo < 0 ? `${amount} less than the ledger expects` : `${amount} more than the ledger expects`;
}

/**
 * Paystack's settlements to each shop's subaccount beside the ledger's split shares (issue 39 item 3):
 * a shop whose figures differ is marked in red with the difference in words.
 */
export function SettlementChecks({ query }: { query: PeriodQuery }) {
  const checks = useSettlementChecks(query);
  if (checks.isPending) return <p className="text-slate-600">Asking Paystack…</p>;
  if (checks.isError) return <ErrorText error={checks.error} />;
  const shops = checks.data.shops;
  if (shops.length === 0) return <p className="text-slate-700">No shop in these days is paid through a Paystack subaccount.</p>;
  const differing = shops.filter((shop) => shop.differenceKobo !== 0).length;
  return (
    <>
      <p className={`mb-3 text-sm font-medium ${differing ? 'text-red-800' : 'text-brand-800'}`} role="status">
        {differing ? `${differing} of ${shops.length} shops differ from the ledger.` : `All ${shops.length} shops match the ledger.`}
      </p>
      <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label="Settlements by shop">
        {shops.map((shop) => (
          <SettlementCard key={shop.shopId} check={shop} />
        ))}
      </ul>
    </>
  );
}

function SettlementCard({ check }: { check: ShopSettlementCheck }) {
  const differs = check.differenceKobo !== 0;
  return (
    <li
      className={`rounded-xl bg-white p-4 shadow-sm ring-1 ${differs ? 'ring-2 ring-red-400' : 'ring-slate-200'}`}
      aria-label={`${check.shopName}: ${differenceText(check)}`}
    >
      <p className="font-semibold text-slate-900">{check.shopName}</p>
      <p className="text-xs text-slate-500">{check.subaccountCode}</p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">Ledger expects</dt>
        <dd className="text-right tabular-nums">{formatKobo(check.expectedKobo)}</dd>
        <dt className="text-slate-600">Paystack settled</dt>
        <dd className="text-right tabular-nums">{formatKobo(check.settledKobo)}</dd>
        <dt className="text-slate-600">In progress</dt>
        <dd className="text-right tabular-nums">{formatKobo(check.inProgressKobo)}</dd>
      </dl>
      <p className={`mt-2 rounded px-2 py-1 text-sm font-semibold ${differs ? 'bg-red-50 text-red-800' : 'bg-brand-50 text-brand-900'}`}>
        {differenceText(check)}
      </p>
      {check.settlements.length > 0 && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-slate-700">
            {check.settlements.length === 1 ? '1 settlement' : `${check.settlements.length} settlements`}
          </summary>
          <ul className="mt-1 grid gap-1">
            {check.settlements.map((row) => (
              <li key={row.id} className="flex flex-wrap justify-between gap-x-3">
                <span className={row.status === 'failed' ? 'font-semibold text-red-800' : 'text-slate-700'}>
                  {STATUS_LABELS[row.status] ?? row.status}
                  {row.settledAt ? ` · ${marketDateTime(row.settledAt)}` : ''}
                </span>
                <span className="tabular-nums">{formatKobo(row.amountKobo)}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}
