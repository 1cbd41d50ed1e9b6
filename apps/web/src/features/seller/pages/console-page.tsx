import { Suspense } from 'react';
import { Outlet } from 'react-router';

function Loading() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 lg:max-w-6xl">
      <div role="status" aria-busy="true" aria-label="Loading the shop console" className="h-40 animate-pulse rounded-2xl bg-slate-200" />
    </div>
  );
}

/**
 * The shop console's frame (issue 20, decision 056): the route table's `seller` route, whose children
 * (routes/shop-console-routes.ts, decision 132) are the console's screens, each its own lazy chunk.
 */
export function ConsolePage() {
  return (
    <Suspense fallback={<Loading />}>
      <Outlet />
    </Suspense>
  );
}
