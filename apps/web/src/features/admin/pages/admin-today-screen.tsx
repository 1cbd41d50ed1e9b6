import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatKobo, marketClockTime, marketDate, type AdminToday } from '@campus/contract';
import { paths } from '@/routes/paths';
import { useAdminToday } from '../api/admin-day-api';
import { useAdminLiveState } from '../api/admin-live';
import { AdminShell, ErrorText } from '../components/admin-shell';
import { OrderTable } from '../components/order-table';

function Figure({ label, value, note, to, alert }: { label: string; value: ReactNode; note?: ReactNode; to?: string; alert?: boolean }) {
  const body = (
    <>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      {/* Two cards a row on a 360 px phone: a market's sales (₦1,234,567.00) wrap inside their card instead of running past it. */}
      <dd
        className={`mt-1 text-xl font-bold tabular-nums [overflow-wrap:anywhere] sm:text-2xl ${alert ? 'text-amber-900' : 'text-slate-900'}`}
      >
        {value}
      </dd>
      {note && <dd className="mt-0.5 text-sm text-slate-600">{note}</dd>}
    </>
  );
  const frame = `block rounded-2xl p-4 shadow-sm ring-1 ${alert ? 'bg-amber-50 ring-amber-200' : 'bg-white ring-slate-200'}`;
  return (
    <div role="group" aria-label={label}>
      {to ? (
        <Link to={to} className={`${frame} hover:ring-brand-700`}>
          <dl>{body}</dl>
        </Link>
      ) : (
        <dl className={frame}>{body}</dl>
      )}
    </div>
  );
}

function Figures({ today }: { today: AdminToday }) {
  const orders = (query: string) => `${paths.adminOrders()}?${query}`;
  const refundsToLook = today.refundsNeedCheck + today.refundsFailed;
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
      <Figure label="Orders today" value={today.orders} to={orders(`from=${today.day}&to=${today.day}`)} />
      <Figure label="Sales today" value={formatKobo(today.salesKobo)} note="Before refunds" />
      <Figure
        label="Parts waiting"
        value={today.partsWaiting}
        note={`${today.partsWaitingLong} past half their time`}
        to={orders('status=paid')}
        alert={today.partsWaitingLong > 0}
      />
      <Figure label="Late deliveries" value={today.partsLate} to={paths.adminAttention()} alert={today.partsLate > 0} />
      <Figure label="Refunds on their way" value={today.refundsPending} to={paths.adminAttention()} />
      <Figure
        label="Refunds to check"
        value={refundsToLook}
        note={`${today.refundsNeedCheck} need a check, ${today.refundsFailed} failed`}
        to={paths.adminAttention()}
        alert={refundsToLook > 0}
      />
      <Figure label="Failed jobs" value={today.failedJobs} to={paths.adminJobs()} alert={today.failedJobs > 0} />
      <Figure label="Shops open now" value={`${today.shopsOpen} of ${today.shopsTotal}`} to={paths.adminShops()} />
    </div>
  );
}

/**
 * The operator's day (issue 39 item 2): today's figures in the market's (Lagos) day and today's newest
 * orders, read again at once on any order or refund change (the console's one stream) and every half minute.
 */
export function AdminTodayPage() {
  const today = useAdminToday();
  const live = useAdminLiveState();
  const data = today.data;
  return (
    <AdminShell title="Today">
      <ErrorText error={today.error} />
      {today.isPending && <p className="text-slate-600">Loading…</p>}
      {data && (
        <div className="space-y-6">
          <p className="text-sm text-slate-600" data-testid="today-updated">
            {marketDate(data.at)} · {live === 'live' ? 'Live: changes show at once.' : 'Updates by itself every half minute.'}{' '}
            {`Last checked ${marketClockTime(new Date(data.at))}.`}
          </p>
          <Figures today={data} />
          <section aria-labelledby="today-latest">
            <h2 id="today-latest" className="mb-2 text-lg font-semibold text-slate-900">
              Today&apos;s newest orders
            </h2>
            {data.latest.length === 0 ? (
              <p className="text-slate-600">No order yet today.</p>
            ) : (
              <OrderTable orders={data.latest} label="Today's newest orders" />
            )}
            <Link to={paths.adminOrders()} className="mt-2 inline-block text-sm font-medium text-brand-800 underline">
              Every order
            </Link>
          </section>
        </div>
      )}
    </AdminShell>
  );
}
