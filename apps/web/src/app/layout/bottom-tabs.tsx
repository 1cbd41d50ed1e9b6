import { ShoppingCart, Store, UserRound } from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import { CATEGORIES } from '@campus/contract';
import { paths } from '@/routes/paths';
import { CountBadge } from './count-badge';
import { useCartCount } from '@/features/cart/api/get-cart';

const ACCOUNT_ROUTES = ['/account', '/details', '/phone', '/change-password', '/change-email', '/login', '/signup'];

/** §2 mobile bottom bar: Shops, Cart (badge) and Account, with the active tab highlighted. */
export function BottomTabs() {
  const { pathname } = useLocation();
  const cartCount = useCartCount();
  const first = `/${pathname.split('/')[1] ?? ''}`;
  const shopsActive =
    pathname === '/' ||
    pathname.startsWith('/shop/') ||
    pathname.startsWith('/product-page/') ||
    CATEGORIES.some((c) => first.toLowerCase() === `/${c.toLowerCase()}`);
  const tab = (active: boolean) =>
    `relative flex flex-1 flex-col items-center gap-0.5 py-2 text-xs font-medium ${active ? 'text-brand-800' : 'text-slate-500'}`;

  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      {/* Its height does not wait for its content: a paint while the page is still arriving would draw it
          shorter, and the rest arriving would push the bar up (decision 069). 54 px: a tab's icon, label and padding. */}
      <div className="flex min-h-13.5">
        <NavLink to={paths.home()} className={() => tab(shopsActive)} aria-current={shopsActive ? 'page' : undefined}>
          <Store className="h-5 w-5" aria-hidden="true" />
          Shops
        </NavLink>
        <NavLink to={paths.cart()} className={({ isActive }) => tab(isActive)}>
          <span className="relative">
            <ShoppingCart className="h-5 w-5" aria-hidden="true" />
            <CountBadge count={cartCount} position="-top-1.5 -right-3" />
          </span>
          Cart
        </NavLink>
        <NavLink
          to={paths.account()}
          className={() => tab(ACCOUNT_ROUTES.includes(first))}
          aria-current={ACCOUNT_ROUTES.includes(first) ? 'page' : undefined}
        >
          <UserRound className="h-5 w-5" aria-hidden="true" />
          Account
        </NavLink>
      </div>
    </nav>
  );
}
