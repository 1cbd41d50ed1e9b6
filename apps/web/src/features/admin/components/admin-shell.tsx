import type { ReactNode } from 'react';
import { ADMIN_OPERATOR_ONLY } from '@campus/contract';
import { NavLink } from 'react-router';
import { paths } from '@/routes/paths';
import { useSession } from '@/lib/session';
import { useMyRoles } from '../api/admin-api';

const NAV = [
  { label: 'Today', to: paths.adminToday },
  { label: 'Shops', to: paths.adminShops },
  { label: 'Needs attention', to: paths.adminAttention },
  { label: 'Orders', to: paths.adminOrders },
  { label: 'Money', to: paths.adminMoney },
  { label: 'Book requests', to: paths.adminBookRequests },
  { label: 'Users', to: paths.adminUsers },
  { label: 'Reviews', to: paths.adminReviews },
  { label: 'Audit log', to: paths.adminAudit },
  { label: 'Jobs', to: paths.adminJobs },
  { label: 'Order deadlines', to: paths.adminDeadlines },
  { label: 'Delivery times', to: paths.adminDeliveryTimes },
  { label: 'Promo codes', to: paths.adminPromoCodes },
];

export const inputClass = 'w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-none';
export const buttonClass = 'rounded-lg bg-brand-800 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60';
export const quietButtonClass = 'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50';

/** The console's frame: its nav, and the operator guard (the API refuses anyone else anyway). */
export function AdminShell({ title, children }: { title: string; children: ReactNode }) {
  const { isSignedIn } = useSession();
  const roles = useMyRoles();
  const allowed = isSignedIn && roles.data?.operator === true;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">Operator console</p>
      {/* Every tab within reach on a phone (issue 39 item 7): the tabs wrap onto more lines instead of running off-screen. */}
      <nav aria-label="Operator console" className="mt-2 mb-6 border-b border-slate-200 pb-2">
        <ul className="flex flex-wrap gap-1.5">
          {NAV.map((item) => (
            <li key={item.label}>
              <NavLink
                // Today is the console's root: only it must match exactly; an order's page lights Orders.
                end={item.label === 'Today'}
                to={item.to()}
                className={({ isActive }) =>
                  `inline-block rounded-full px-3 py-1.5 text-sm font-medium whitespace-nowrap ${isActive ? 'bg-brand-800 text-white' : 'bg-slate-100 text-slate-800 hover:bg-slate-200'}`
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{title}</h1>
      {!isSignedIn || (roles.isSuccess && !allowed) ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-4 text-amber-900">
          {ADMIN_OPERATOR_ONLY}
        </p>
      ) : allowed ? (
        children
      ) : (
        <p className="text-slate-600">Loading…</p>
      )}
    </div>
  );
}

export function ErrorText({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="mt-2 text-sm text-red-700">
      {error instanceof Error ? error.message : String(error)}
    </p>
  );
}
