import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AdminLiveProvider } from '../api/admin-live';

/**
 * The operator's console's frame (issue 21): the route table's `admin` route, whose children
 * (routes/operator-console-routes.ts, decision 132) are the console's screens, each its own lazy chunk,
 * all under one live feed.
 */
export function AdminConsolePage() {
  return (
    <AdminLiveProvider>
      <Suspense fallback={<p className="mx-auto w-full max-w-7xl px-4 py-6 text-slate-600">Loading…</p>}>
        <Outlet />
      </Suspense>
    </AdminLiveProvider>
  );
}
