import { useState } from 'react';
import {
  canTransition,
  formatKobo,
  isOrderPartStatus,
  marketDateTime,
  partRefundKobo,
  type AdminRefund,
  type OrderMoney,
} from '@campus/contract';
import { useCheckRefund, useOrderMoney, useRefundPart } from '../api/admin-money-api';
import { ErrorText, quietButtonClass } from './admin-shell';

const REFUND_STATUS: Record<AdminRefund['status'], string> = {
  requested: 'requested',
  sending: 'being sent',
  checking: 'no answer from Paystack: being looked up',
  needs_check: 'needs a check at Paystack',
  pending: 'pending at Paystack',
  processed: 'refunded',
  failed: 'failed',
};

const LEDGER_LABEL: Record<OrderMoney['ledger'][number]['kind'], string> = {
  charge: 'Charge',
  sale: 'Sale',
  commission: 'Commission',
  split_share: 'Split share',
  fee: 'Paystack fee',
  refund: 'Refund',
  commission_reversal: 'Commission given back',
  shop_fee: 'Shop’s part of the Paystack fee',
  discount_shop: 'Code discount (shop pays)',
  discount_market: 'Code discount (market pays)',
  market_expense: 'Code discount beyond commission (market expense)',
  discount_market_reversal: 'Code discount back to the market',
};

/** en-NG in Lagos time (issue 39 item 7): "28 Nov 2026, 14:05", not the browser's own "11/28/2026". */
const when = marketDateTime;

/** An order's money: its payments with the split sent to Paystack, its refunds, its ledger rows, and a refund per part. */
export function OrderMoneyPanel({ publicId }: { publicId: string }) {
  const money = useOrderMoney(publicId);
  if (money.isPending) return <p className="text-slate-600">Loading the money…</p>;
  if (money.isError) return <ErrorText error={money.error} />;
  const { order, payments, refunds, ledger } = money.data;
  const shopName = (shopId: string | null) => order.parts.find((part) => part.shopId === shopId)?.shopName ?? 'Market';
  return (
    <section aria-labelledby="order-money" className="grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id="order-money" className="text-lg font-semibold text-slate-900">
        Money
      </h2>

      <div>
        <h3 className="text-sm font-semibold text-slate-700">Parts</h3>
        <ul className="mt-1 grid gap-2">
          {order.parts.map((part) => (
            <PartRefund
              key={part.id}
              publicId={publicId}
              part={part}
              refund={refunds.find((refund) => refund.kind === 'part' && refund.partId === part.id)}
            />
          ))}
        </ul>
      </div>

      <div>
        <h3 className="text-sm font-semibold text-slate-700">Payments</h3>
        {payments.map((payment) => (
          <div key={payment.reference} className="mt-1 text-sm text-slate-800">
            <p>
              {payment.reference} · {payment.status} · {formatKobo(payment.amountKobo)} · {when(payment.createdAt)}
            </p>
            {payment.split ? (
              <ul className="ml-4 list-disc">
                {payment.split.shares.map((share) => (
                  <li key={share.shopId}>
                    {shopName(share.shopId)}: {formatKobo(share.grossKobo)} − commission {formatKobo(share.commissionKobo)} ={' '}
                    {formatKobo(share.shareKobo)} {share.subaccountCode ? `to ${share.subaccountCode}` : '(owed: no subaccount)'}
                  </li>
                ))}
                <li>
                  Market keeps {formatKobo(payment.split.marketKobo)}; fees borne by {payment.split.bearer}
                </li>
              </ul>
            ) : (
              <p className="ml-4 text-slate-600">Started before splits were kept.</p>
            )}
          </div>
        ))}
      </div>

      {refunds.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-slate-700">Refunds</h3>
          <ul className="mt-1 text-sm text-slate-800">
            {refunds.map((refund) => (
              <RefundLine key={refund.id} publicId={publicId} refund={refund} />
            ))}
          </ul>
        </div>
      )}

      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Ledger rows">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <caption className="text-left text-sm font-semibold text-slate-700">Ledger</caption>
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="sticky left-0 bg-white pr-2">
                When
              </th>
              <th scope="col">Kind</th>
              <th scope="col">Shop</th>
              <th scope="col" className="text-right">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {ledger.map((entry) => (
              <tr key={entry.id} className="border-t border-slate-100">
                <td className="sticky left-0 bg-white pr-2 whitespace-nowrap">{when(entry.at)}</td>
                <td>{LEDGER_LABEL[entry.kind]}</td>
                <td>{entry.shopId ? shopName(entry.shopId) : 'Market'}</td>
                <td className="text-right">{formatKobo(entry.amountKobo)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** One refund; one that needs a check (Paystack could not say whether it refunded) can be looked up again. */
function RefundLine({ publicId, refund }: { publicId: string; refund: AdminRefund }) {
  const check = useCheckRefund(publicId);
  return (
    <li className="flex flex-wrap items-center gap-2">
      <span className="min-w-[16rem] flex-1">
        {formatKobo(refund.amountKobo)} · {REFUND_STATUS[refund.status]} · {refund.reason}
        {refund.failure ? ` (${refund.failure})` : ''} · {when(refund.createdAt)}
      </span>
      {refund.status === 'needs_check' && (
        <button type="button" className={quietButtonClass} disabled={check.isPending} onClick={() => check.mutate(refund.id)}>
          {check.isPending ? 'Checking…' : 'Check again at Paystack'}
        </button>
      )}
      <ErrorText error={check.error} />
    </li>
  );
}

function PartRefund({
  publicId,
  part,
  refund,
}: {
  publicId: string;
  part: OrderMoney['order']['parts'][number];
  refund: AdminRefund | undefined;
}) {
  const refundPart = useRefundPart(publicId);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  // What the shopper paid for the part (partRefundKobo): less its promo code discount (issue 38 item 3).
  const total = partRefundKobo(part);
  // A failed refund may be asked again; any other one is under way or done.
  const refundable = !refund || refund.status === 'failed';
  // A part that has not left its shop is cancelled with its refund (decision 041).
  const cancels = isOrderPartStatus(part.status) && canTransition(part.status, 'cancelled');
  return (
    <li className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
      <span className="min-w-0 flex-1">
        {part.shopName} · {part.status} · {formatKobo(total)} ({formatKobo(part.itemsSubtotalKobo)} items + {formatKobo(part.deliveryKobo)}{' '}
        delivery{part.discountKobo ? ` − ${formatKobo(part.discountKobo)} code` : ''})
        {refund && ` · refund ${REFUND_STATUS[refund.status]}`}
      </span>
      {refundable && !confirming && (
        <button type="button" className={quietButtonClass} onClick={() => setConfirming(true)}>
          Refund part
        </button>
      )}
      {refundable && confirming && (
        <span className="flex flex-wrap items-center gap-2">
          <span>
            Refund {formatKobo(total)} to the shopper&apos;s card{cancels ? ' and cancel this part' : ''}?
          </span>
          <label className="flex items-center gap-1">
            <span>Reason</span>
            <input
              className="w-40 rounded-lg border border-slate-300 px-2 py-1"
              maxLength={200}
              placeholder="e.g. shop closed"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
          <button
            type="button"
            className={quietButtonClass}
            disabled={refundPart.isPending}
            onClick={() =>
              refundPart.mutate({ partId: part.id, reason: reason.trim() || undefined }, { onSettled: () => setConfirming(false) })
            }
          >
            {refundPart.isPending ? 'Refunding…' : `Yes, refund ${part.shopName}`}
          </button>
          <button type="button" className={quietButtonClass} onClick={() => setConfirming(false)} disabled={refundPart.isPending}>
            Keep
          </button>
        </span>
      )}
      <ErrorText error={refundPart.error} />
    </li>
  );
}
