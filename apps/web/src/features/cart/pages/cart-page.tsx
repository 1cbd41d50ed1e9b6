import { ArrowLeft } from 'lucide-react';
import { useEffect, useEffectEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/routes/paths';
import { useSession } from '@/lib/session';
import { useCart } from '../api/get-cart';
import { useCartBusy, useCartChange } from '../api/use-cart-change';
import { CartShopGroup } from '../components/cart-shop-group';
import { CartSummary } from '../components/cart-summary';
import { ClearCartButton } from '../components/clear-cart-button';
import { EmptyCart } from '../components/empty-cart';

/** §2 cart: back button, items grouped per shop, plus/minus, empty state and the summary card. */
export function CartPage() {
  const navigate = useNavigate();
  const { isSignedIn, openSignInModal } = useSession();
  const { data: cart, isPending, error, refetch } = useCart();
  const change = useCartChange();
  const busy = useCartBusy();
  const needsSignIn = !isSignedIn || (error instanceof ApiError && error.status === 401);

  // §7: a cart that cannot be loaded for want of a session opens the sign-in modal.
  // Once per arrival, so closing the modal keeps it closed.
  const askToSignIn = useEffectEvent(() => openSignInModal());
  useEffect(() => {
    if (needsSignIn) askToSignIn();
  }, [needsSignIn]);

  const goBack = () => {
    // React Router numbers its history entries: go back only when there is somewhere in the store to go.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(paths.home());
  };

  let content;
  if (needsSignIn) {
    content = (
      <div className="rounded-2xl bg-white px-4 py-10 text-center shadow-sm ring-1 ring-slate-200">
        <p className="text-lg font-medium text-slate-800">Log in to see your cart.</p>
        <Link
          to={paths.login()}
          className="mt-4 inline-block rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Log In
        </Link>
      </div>
    );
  } else if (isPending) {
    content = (
      <div className="space-y-3" role="status" aria-busy="true" aria-label="Loading your cart">
        {Array.from({ length: 2 }, (_, i) => (
          <div key={i} className="h-40 animate-pulse rounded-2xl bg-slate-200" />
        ))}
      </div>
    );
  } else if (!cart) {
    content = (
      <div role="alert" className="rounded-2xl bg-red-50 p-4 text-red-800">
        <p>We could not load your cart.</p>
        <button type="button" onClick={() => void refetch()} className="mt-2 font-semibold underline">
          Try again
        </button>
      </div>
    );
  } else if (cart.cart.length === 0) {
    content = <EmptyCart />;
  } else {
    content = (
      <div className="space-y-3">
        {cart.shopBreakdown.map((shop) => (
          <CartShopGroup key={shop.shopId} shop={shop} busy={busy} onChange={(next) => change.mutate(next)} />
        ))}
        <div className="flex justify-end">
          <ClearCartButton itemCount={cart.cart.length} disabled={busy} onClear={() => change.mutate({ kind: 'clear' })} />
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-4">
      <div className="mb-4 flex items-center gap-2">
        <button type="button" onClick={goBack} aria-label="Back" className="rounded-full p-2 text-slate-700 hover:bg-slate-100">
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        </button>
        <h1 className="text-2xl font-bold text-slate-900">Cart</h1>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[minmax(0,1fr)_22rem] md:items-start">
        <div>{content}</div>
        <div className="md:sticky md:top-4">
          <CartSummary cart={needsSignIn ? undefined : cart} loading={!needsSignIn && isPending} processing={busy} />
        </div>
      </div>
    </div>
  );
}
