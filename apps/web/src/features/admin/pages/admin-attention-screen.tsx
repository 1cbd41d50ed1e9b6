import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ACCEPTANCE_MESSAGES, formatNaira, marketClockTime, type NeedsAttention } from '@campus/contract';
import { paths } from '@/routes/paths';
import { useNeedsAttention } from '../api/admin-acceptance-api';
import { AdminShell, ErrorText } from '../components/admin-shell';

const STATUS_LABEL: Record<string, string> = {
  accepted: 'Accepted',
  preparing: 'Preparing',
  ready: 'Ready',
  out_for_delivery: 'Out for delivery',
  requested: 'Requested',
  sending: 'Sending',
  pending: 'Pending at Paystack',
  checking: 'Being checked',
  needs_check: 'Needs a check',
  failed: 'Failed',
};

function Group({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 className="mb-2 flex items-center gap-2 text-base font-semibold text-slate-900">
        {title}
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${count > 0 ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-600'}`}
        >
          {count}
        </span>
      </h2>
      {count === 0 ? <p className="text-sm text-slate-600">None.</p> : <ul className="divide-y divide-slate-100">{children}</ul>}
    </section>
  );
}

function Row({ orderId, main, side }: { orderId: string | null; main: ReactNode; side: ReactNode }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-2 text-sm">
      <div className="min-w-0">
        {orderId ? (
          <Link to={paths.adminOrder(orderId)} className="font-mono font-semibold text-brand-800 underline">
            {orderId}
          </Link>
        ) : (
          <span className="text-slate-600">A second charge</span>
        )}
        <p className="text-slate-700">{main}</p>
      </div>
      <p className="shrink-0 text-right text-slate-700">{side}</p>
    </li>
  );
}

function Lists({ data }: { data: NeedsAttention }) {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Group title="Waiting to be accepted" count={data.waiting.length}>
        {data.waiting.map((part) => (
          <Row
            key={part.partId}
            orderId={part.orderId}
            main={`${part.shop} · ${formatNaira(part.total)}`}
            side={<strong className="text-amber-900">{`Deadline ${marketClockTime(new Date(part.acceptBy))}`}</strong>}
          />
        ))}
      </Group>
      <Group title="Late deliveries" count={data.late.length}>
        {data.late.map((part) => (
          <Row
            key={part.partId}
            orderId={part.orderId}
            main={`${part.shop} · ${STATUS_LABEL[part.status] ?? part.status}`}
            side={<strong className="text-red-800">{`Due ${marketClockTime(new Date(part.dueAt))}`}</strong>}
          />
        ))}
      </Group>
      <Group title="Refunds waiting" count={data.refunds.length}>
        {data.refunds.map((refund) => (
          <Row
            key={refund.id}
            orderId={refund.orderId}
            main={`${refund.shop ?? 'Whole payment'} · ${formatNaira(refund.amount)}`}
            side={`${STATUS_LABEL[refund.status] ?? refund.status} since ${marketClockTime(new Date(refund.createdAt))}`}
          />
        ))}
      </Group>
    </div>
  );
}

/**
 * What is late (issue 36 item 8): parts past half their time to accept, accepted parts past their due
 * time (ready-in estimate, or 30 minutes, plus 20 for delivery), refunds not yet at the card. Read again
 * at once on every order or refund change (live), and every half minute while open.
 */
export function AdminAttentionPage() {
  const attention = useNeedsAttention();
  const data = attention.data;
  const empty = data && data.waiting.length + data.late.length + data.refunds.length === 0;
  return (
    <AdminShell title="Needs attention">
      <ErrorText error={attention.error} />
      {attention.isPending && <p className="text-slate-600">Loading…</p>}
      {data && (
        <>
          <p className="mb-3 text-sm text-slate-600" data-testid="attention-updated">
            {empty ? `${ACCEPTANCE_MESSAGES.noAttention} ` : ''}
            {attention.live === 'live' ? 'Live: changes show at once.' : 'Updates by itself every half minute.'}{' '}
            {`Last checked ${marketClockTime(new Date(data.at))}.`}
          </p>
          <Lists data={data} />
        </>
      )}
    </AdminShell>
  );
}
