import { useState, type FormEvent } from 'react';
import { formatKobo, marketCalendarDay, marketDateTime, MAX_PAYOUT_KOBO, PAYOUT_MESSAGES, type ShopPayout } from '@campus/contract';
import { useRecordPayout, useReversePayout } from '../api/admin-reconcile-api';
import { ErrorText, buttonClass, inputClass, quietButtonClass } from './admin-shell';

/** "36,575" or "36575.5" naira as typed → kobo; digits, commas and up to two decimals only ("1e3" is not ₦1,000). */
export function parseNairaInput(typed: string): number | null {
  const plain = typed.trim().replace(/^₦/, '').replace(/,/g, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return null;
  const kobo = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return kobo > 0 && kobo <= MAX_PAYOUT_KOBO ? kobo : null;
}

export interface PayoutDraft {
  shopId: string;
  /** Naira as the operator types it. */
  amount: string;
}

/**
 * "Record payout" for a shop paid outside Paystack (issue 39 item 3): amount, the Lagos day it was paid and
 * the transfer's reference, read back once before it is recorded. The server records one payout per shop
 * and reference, so a second click, a retry or a second tab cannot record it twice; it is audited.
 */
export function RecordPayout({
  shops,
  draft,
  today,
  payouts = [],
}: {
  shops: readonly { id: string; name: string }[];
  draft: PayoutDraft;
  today: string;
  /** The payouts listed under "Payouts recorded": the line about the one just recorded follows its reversal there. */
  payouts?: readonly ShopPayout[];
}) {
  const record = useRecordPayout();
  const reversedSince = record.data && payouts.some((payout) => payout.id === record.data.payout.id && payout.reversal);
  const [shopId, setShopId] = useState(draft.shopId);
  const [amount, setAmount] = useState(draft.amount);
  const [paidOn, setPaidOn] = useState(today);
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState('');
  const [checking, setChecking] = useState<{ shopId: string; amountKobo: number; paidOn: string; reference: string } | null>(null);
  const shopName = (id: string) => shops.find((shop) => shop.id === id)?.name ?? '';
  const edit = (set: (value: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    setProblem('');
    setChecking(null);
    record.reset();
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    const amountKobo = parseNairaInput(amount);
    if (!shopId) return setProblem('Choose the shop that was paid');
    if (amountKobo === null) return setProblem(PAYOUT_MESSAGES.amount);
    if (!paidOn || paidOn > today) return setProblem(PAYOUT_MESSAGES.future);
    if (!reference.trim()) return setProblem(PAYOUT_MESSAGES.reference);
    setProblem('');
    setChecking({ shopId, amountKobo, paidOn, reference: reference.trim() });
  };
  const confirm = () => {
    if (!checking) return;
    record.mutate(
      { shopId: checking.shopId, body: { amountKobo: checking.amountKobo, paidOn: checking.paidOn, reference: checking.reference } },
      {
        onSuccess: () => {
          setChecking(null);
          setAmount('');
          setReference('');
        },
      },
    );
  };

  return (
    <form onSubmit={check} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="Record payout">
      <label className="text-sm font-medium text-slate-800">
        Shop paid
        <select className={inputClass} value={shopId} onChange={edit(setShopId)}>
          <option value="">Choose…</option>
          {shops.map((shop) => (
            <option key={shop.id} value={shop.id}>
              {shop.name}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-800">
        Amount paid (₦)
        <input className={inputClass} inputMode="decimal" autoComplete="off" value={amount} onChange={edit(setAmount)} />
      </label>
      <label className="text-sm font-medium text-slate-800">
        Date paid
        <input type="date" className={inputClass} value={paidOn} max={today} onChange={edit(setPaidOn)} />
      </label>
      <label className="text-sm font-medium text-slate-800">
        Transfer reference
        <input className={inputClass} autoComplete="off" maxLength={100} value={reference} onChange={edit(setReference)} />
      </label>
      {!checking && (
        <div className="sm:col-span-2 lg:col-span-4">
          <button type="submit" className={buttonClass}>
            Record payout
          </button>
        </div>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2 lg:col-span-4">
          {problem}
        </p>
      )}
      {checking && (
        <div className="grid gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200 sm:col-span-2 lg:col-span-4">
          <p>
            Record <strong>{formatKobo(checking.amountKobo)}</strong> paid to <strong>{shopName(checking.shopId)}</strong> on{' '}
            {marketCalendarDay(checking.paidOn, { year: true })}, reference <strong>{checking.reference}</strong>? Its owed figure goes down
            by this amount. A payout recorded by mistake is not edited: it is reversed, with a reason, under Payouts recorded.
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={buttonClass} onClick={confirm} disabled={record.isPending}>
              {record.isPending ? 'Recording…' : 'Yes, record it'}
            </button>
            <button type="button" className={quietButtonClass} onClick={() => setChecking(null)}>
              Change
            </button>
          </div>
        </div>
      )}
      <div className="sm:col-span-2 lg:col-span-4">
        <ErrorText error={record.error} />
        {record.data && (
          <p role="status" className={`text-sm ${reversedSince ? 'text-amber-900' : 'text-brand-800'}`}>
            {reversedSince ? 'Reversed since' : record.data.recorded ? 'Recorded' : 'Already recorded'}:{' '}
            {formatKobo(record.data.payout.amountKobo)} to {record.data.payout.shopName} on{' '}
            {marketCalendarDay(record.data.payout.paidOn, { year: true })}, reference {record.data.payout.reference}.
          </p>
        )}
      </div>
    </form>
  );
}

/**
 * "Reverse payout" (issue 39 item 3): a payout recorded by mistake (a wrong amount, shop or day) is never edited;
 * it is reversed with a reason, after a second look, and audited. The shop is owed its amount again and the
 * right payout is recorded anew, under the same reference if need be.
 */
function ReversePayout({ payout }: { payout: ShopPayout }) {
  const reverse = useReversePayout();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  if (!open)
    return (
      <button type="button" className={`${quietButtonClass} mt-2`} onClick={() => setOpen(true)}>
        Reverse payout
      </button>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const said = reason.trim();
    if (said.length < 3 || said.length > 200) return setProblem(PAYOUT_MESSAGES.reversalReason);
    setProblem('');
    reverse.mutate({ payoutId: payout.id, body: { reason: said } });
  };
  return (
    <form
      onSubmit={submit}
      aria-label={`Reverse the payout to ${payout.shopName}`}
      className="mt-2 grid gap-2 rounded-lg bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-200"
    >
      <p>
        Reverse <strong>{formatKobo(payout.amountKobo)}</strong> to <strong>{payout.shopName}</strong>, reference{' '}
        <strong>{payout.reference}</strong>? It stays listed as reversed, {payout.shopName} is owed this amount again, and you can then
        record the right payout.
      </p>
      <label className="font-medium">
        Why is it reversed?
        <input
          className={inputClass}
          autoComplete="off"
          maxLength={200}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setProblem('');
          }}
        />
      </label>
      {problem && (
        <p role="alert" className="text-red-700">
          {problem}
        </p>
      )}
      <ErrorText error={reverse.error} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass} disabled={reverse.isPending}>
          {reverse.isPending ? 'Reversing…' : 'Yes, reverse it'}
        </button>
        <button type="button" className={quietButtonClass} onClick={() => setOpen(false)}>
          Keep it
        </button>
      </div>
    </form>
  );
}

/** The payouts of the period: who recorded which, when; a reversed one says who reversed it and why. */
export function PayoutList({ payouts }: { payouts: readonly ShopPayout[] }) {
  if (payouts.length === 0) return <p className="text-sm text-slate-700">No payout recorded in these days.</p>;
  return (
    <ul className="grid gap-2 md:grid-cols-2" aria-label="Payouts recorded">
      {payouts.map((payout) => (
        <li key={payout.id} className="rounded-lg bg-white p-3 text-sm shadow-sm ring-1 ring-slate-200">
          <p className="flex flex-wrap justify-between gap-x-3 font-semibold text-slate-900">
            <span>{payout.shopName}</span>
            <span className={`tabular-nums ${payout.reversal ? 'text-slate-500 line-through' : ''}`}>{formatKobo(payout.amountKobo)}</span>
          </p>
          <p className="text-slate-600">
            Paid {marketCalendarDay(payout.paidOn, { year: true })} · ref {payout.reference}
          </p>
          <p className="text-xs text-slate-500">
            Recorded by {payout.recordedByName}, {marketDateTime(payout.recordedAt)}
          </p>
          {payout.reversal ? (
            <p className="mt-1 text-amber-900">
              <strong>Reversed</strong> by {payout.reversal.byName}, {marketDateTime(payout.reversal.at)}: {payout.reversal.reason}
            </p>
          ) : (
            <ReversePayout payout={payout} />
          )}
        </li>
      ))}
    </ul>
  );
}
