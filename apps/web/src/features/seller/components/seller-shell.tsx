import { consolePaths } from './seller-links';
import { CalendarDays, ClipboardList, Package, Star, Store, Tag, Users, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, NavLink, useLocation } from 'react-router';
import { ACCESS_MESSAGES, consoleTitle, type ShopMembership } from '@campus/contract';
import { useSession } from '@/lib/session';
import { paths } from '@/routes/paths';
import { membershipOf, useMyRoles } from '@/features/account/api/get-my-roles';
import { consoleLinks } from './seller-links';

/** Signed-out visitors of a console page go to sign in, and come back here after it. */
export function RequireConsoleSignIn({ children }: { children: ReactNode }) {
  const { isSignedIn } = useSession();
  const { pathname, search } = useLocation();
  return isSignedIn ? children : <Navigate to={paths.login()} replace state={{ returnTo: `${pathname}${search}` }} />;
}

function ConsoleNav({ membership }: { membership: ShopMembership }) {
  const links = consoleLinks(membership.slug);
  const owner = membership.role === 'owner';
  const items = [
    { to: links.orders, label: 'Orders', icon: ClipboardList },
    { to: links.history, label: 'History', icon: CalendarDays },
    { to: links.catalog, label: 'Catalog', icon: Package },
    { to: links.reviews, label: 'Reviews', icon: Star },
    ...(owner
      ? [
          { to: links.takings, label: 'Takings', icon: Wallet },
          { to: links.profile, label: 'Profile', icon: Store },
          { to: links.members, label: 'Members', icon: Users },
          { to: links.promoCodes, label: 'Codes', icon: Tag },
        ]
      : []),
  ];
  return (
    <nav
      aria-label="Shop console"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:static md:mb-4 md:rounded-2xl md:border md:pb-0 print:hidden"
    >
      <ul className="flex">
        {items.map(({ to, label, icon: Icon }) => (
          <li key={label} className="flex-1">
            <NavLink
              to={to}
              className={({ isActive }) =>
                `flex flex-col items-center gap-0.5 py-2 text-[0.6875rem] font-medium min-[400px]:text-xs md:flex-row md:justify-center md:gap-2 md:py-3 md:text-sm ${
                  isActive ? 'text-brand-800' : 'text-slate-600 hover:text-slate-900'
                }`
              }
            >
              <Icon className="h-5 w-5" aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 lg:max-w-6xl py-8">
      <div role="alert" className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
        {children}
        <Link to={consolePaths.home()} className="mt-3 inline-block font-semibold text-brand-800 underline">
          Your shops
        </Link>
      </div>
    </div>
  );
}

interface SellerShellProps {
  shopSlug: string;
  /** The page's name, for its heading and the tab's title. */
  title: string;
  /** The tab's title when the page writes more than its name (the order queue's count). */
  documentTitle?: string;
  /** Pages only the shop's owner may open (staff see why not). */
  ownerOnly?: boolean;
  children: (membership: ShopMembership) => ReactNode;
}

/**
 * The frame of every page of one shop's console (`/seller/:shopSlug/…`): the shop's name, the
 * console's navigation (a bottom bar on a phone, tabs above the page on a wider screen) and the
 * page, given the account's membership. The server checks the role on every call; this only keeps
 * the screens to what the role may do.
 */
export function SellerShell({ shopSlug, title, documentTitle, ownerOnly, children }: SellerShellProps) {
  return (
    <RequireConsoleSignIn>
      <ShellBody shopSlug={shopSlug} title={title} documentTitle={documentTitle} ownerOnly={ownerOnly}>
        {children}
      </ShellBody>
    </RequireConsoleSignIn>
  );
}

function ShellBody({ shopSlug, title, documentTitle, ownerOnly, children }: SellerShellProps) {
  const { data: roles, isPending, isError, refetch } = useMyRoles();
  if (isPending)
    return (
      <div className="mx-auto w-full max-w-3xl px-4 lg:max-w-6xl py-8">
        <title>{consoleTitle(title)}</title>
        <div role="status" aria-busy="true" aria-label="Loading the shop console" className="h-40 animate-pulse rounded-2xl bg-slate-200" />
      </div>
    );
  if (isError)
    return (
      <div className="mx-auto w-full max-w-3xl px-4 lg:max-w-6xl py-8">
        <title>{consoleTitle(title)}</title>
        <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
          <p>The shop console could not be loaded.</p>
          <button type="button" onClick={() => void refetch()} className="mt-2 font-semibold underline">
            Try again
          </button>
        </div>
      </div>
    );
  const membership = membershipOf(roles, shopSlug);
  if (!membership)
    return (
      <Notice>
        <title>{consoleTitle(ACCESS_MESSAGES.shopNotFound)}</title>
        <h1 className="text-lg font-semibold text-slate-800">{ACCESS_MESSAGES.shopNotFound}</h1>
      </Notice>
    );
  return (
    <div className="mx-auto w-full max-w-3xl px-4 lg:max-w-6xl py-4 md:py-8">
      <title>{consoleTitle(`${documentTitle ?? title} · ${membership.name}`)}</title>
      <header className="mb-3 flex items-baseline justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium wrap-anywhere text-slate-600" data-testid="console-shop">
            {membership.name}
          </p>
          <h1 className="text-2xl font-bold wrap-anywhere text-slate-900">{title}</h1>
        </div>
        <span className="shrink-0 rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700 capitalize">
          {membership.role}
        </span>
      </header>
      <ConsoleNav membership={membership} />
      {ownerOnly && membership.role !== 'owner' ? (
        <p role="alert" className="rounded-xl bg-amber-50 p-4 text-amber-900">
          {ACCESS_MESSAGES.ownerOnly}
        </p>
      ) : (
        children(membership)
      )}
    </div>
  );
}
