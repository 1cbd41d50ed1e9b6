import { Headset, Search, ShoppingCart } from 'lucide-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { STORE_NAME } from '@campus/contract';
import { supportLinks, useAppConfig } from '@/lib/config';
import { paths } from '@/routes/paths';
import { useHydrated } from '@/lib/use-hydrated';
import { useStateBeforeHydration } from '@/lib/use-state-before-hydration';
import { CountBadge } from './count-badge';
import { MenuButton } from './menu-button';
import { useCartCount } from '@/features/cart/api/get-cart';

const AccountLinks = lazy(() => import('./account-links').then((module) => ({ default: module.AccountLinks })));

/** Holds the account links' place until they render, so the bar does not shift on a desktop. */
const placeholder = <span className="hidden h-9 w-32 md:inline-block" aria-hidden="true" />;

/** §2 top bar: store name, search, cart with badge, customer service, account and logout; 12vh, fixed below md. */
export function TopBar() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { data: config } = useAppConfig();
  const cartCount = useCartCount();
  const [text, setText] = useState('');
  // The bar comes in the server's HTML: what a shopper typed before the scripts ran is what Enter searches.
  const box = useStateBeforeHydration<HTMLInputElement>((input) => {
    if (input.value) setText(input.value);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (query) navigate(paths.searchResults(query));
  };

  return (
    <header className="fixed inset-x-0 top-0 z-30 h-[12vh] min-h-14 border-b border-slate-200 bg-white/95 backdrop-blur md:static">
      <div className="mx-auto flex h-full max-w-6xl items-center gap-3 px-4">
        {/* On a phone the logo stands for the name, leaving the search box room for its placeholder (issue 23: "Campus Ma"). */}
        <Link to={paths.home()} className="flex shrink-0 items-center text-lg font-extrabold tracking-tight text-brand-800 md:text-xl">
          <img src="/favicon.svg" alt="" width={32} height={32} className="md:hidden" />
          <span className="sr-only md:not-sr-only">{STORE_NAME}</span>
        </Link>
        <form role="search" onSubmit={submit} className="relative min-w-0 flex-1">
          <label htmlFor="top-search" className="sr-only">
            Search products
          </label>
          <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          <input
            id="top-search"
            ref={box}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onClick={() => navigate(paths.search())}
            // A tap before hydration is held and replayed like a button's (decision 069): it opens the search page.
            data-held-tap=""
            placeholder={STORE_NAME}
            className="w-full rounded-full border border-slate-200 bg-slate-50 py-2 pr-3 pl-9 text-sm focus:border-brand-600 focus:bg-white focus:outline-none"
          />
        </form>
        <nav aria-label="Account" className="flex shrink-0 items-center gap-1 md:gap-3">
          <Link
            to={paths.cart()}
            className="relative hidden rounded-full p-2 text-slate-700 hover:bg-slate-100 md:inline-flex"
            aria-label="Cart"
          >
            <ShoppingCart className="h-5 w-5" aria-hidden="true" />
            <CountBadge count={cartCount} />
          </Link>
          {config && (
            <a
              href={supportLinks(config.supportPhone).chat}
              target="_blank"
              rel="noreferrer"
              className="hidden rounded-full p-2 text-slate-700 hover:bg-slate-100 md:inline-flex"
              aria-label="Customer service"
            >
              <Headset className="h-5 w-5" aria-hidden="true" />
            </a>
          )}
          {/* The server renders no session (the token lives in the browser): the account's part waits for the
              hydrated page, so a signed-in shopper never sees the signed-out bar first (issue 23). Its code loads
              then too (decision 067); never on the server, where a lazy part would need an inline script (decision 050). */}
          {hydrated ? (
            <Suspense fallback={placeholder}>
              <AccountLinks />
            </Suspense>
          ) : (
            placeholder
          )}
          <MenuButton />
        </nav>
      </div>
    </header>
  );
}
