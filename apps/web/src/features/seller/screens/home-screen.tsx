import { consolePaths } from '../components/seller-links';
import { ChevronRight, Store } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { consoleTitle } from '@campus/contract';
import { paths } from '@/routes/paths';
import { useMyRoles } from '@/features/account/api/get-my-roles';
import { RequireConsoleSignIn } from '../components/seller-shell';

function ShopPicker() {
  const { data: roles, isPending, isError, refetch } = useMyRoles();
  if (isPending)
    return <div role="status" aria-busy="true" aria-label="Loading your shops" className="h-32 animate-pulse rounded-2xl bg-slate-200" />;
  if (isError)
    return (
      <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        <p>Your shops could not be loaded.</p>
        <button type="button" onClick={() => void refetch()} className="mt-2 font-semibold underline">
          Try again
        </button>
      </div>
    );
  // One shop: straight to its orders, the page a shop opens the console for.
  if (roles.shops.length === 1) return <Navigate to={consolePaths.orders(roles.shops[0]!.slug)} replace />;
  if (roles.shops.length === 0)
    return (
      <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
        <Store className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
        <p className="mt-2 text-slate-700">This account runs no shop. A shop's owner can invite you by email.</p>
        <Link to={paths.home()} className="mt-3 inline-block font-semibold text-brand-800 underline">
          Back to shopping
        </Link>
      </div>
    );
  return (
    <ul
      className="divide-y divide-slate-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      data-testid="console-shops"
    >
      {roles.shops.map((shop) => (
        <li key={shop.shopId}>
          <Link to={consolePaths.orders(shop.slug)} className="flex items-center gap-3 px-4 py-4 hover:bg-slate-50">
            <Store className="h-5 w-5 text-brand-800" aria-hidden="true" />
            <span className="flex-1 font-medium text-slate-900">{shop.name}</span>
            <span className="text-sm text-slate-600 capitalize">{shop.role}</span>
            <ChevronRight className="h-4 w-4 text-slate-400" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /seller: the shops the account runs; pick one to open its console. */
export function SellerHomePage() {
  return (
    <RequireConsoleSignIn>
      <div className="mx-auto w-full max-w-md px-4 py-8">
        <title>{consoleTitle('Your shops')}</title>
        <h1 className="mb-4 text-2xl font-bold text-slate-900">Your shops</h1>
        <ShopPicker />
      </div>
    </RequireConsoleSignIn>
  );
}
