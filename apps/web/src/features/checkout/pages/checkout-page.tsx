import { LockKeyhole } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatKobo, type DeliveryDetailsInput } from '@campus/contract';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/routes/paths';
import { useSession } from '@/lib/session';
import { useCart } from '@/features/cart/api/get-cart';
import { DeliveryDetailsForm } from '../components/delivery-details-form';
import { SlotPicker } from '../components/slot-picker';
import { OrderTotals, ShopOrderSummary } from '../components/order-summary';
import { CHECKOUT_MESSAGES } from '../messages';
import { usePayNow } from '../payment/use-pay-now';
import { useCartPromo } from '@/features/promos/api/use-cart-promo';
import { PromoCodeField } from '@/features/promos/components/promo-code-field';

/** §2 /checkout: the cart per shop, totals, inline error, Pay Now (Processing... while busy), Secured by Paystack. */
export function CheckoutPage() {
  const { isSignedIn, openSignInModal, user } = useSession();
  // The hall starts as the profile's; the shopper may change it for this order.
  const [delivery, setDelivery] = useState<DeliveryDetailsInput>({ hall: user?.hall ?? '', room: '', note: '' });
  // An order for later (issue 38 item 4): '' is as soon as possible.
  const [slotAt, setSlotAt] = useState('');
  const { data: cart, isPending, isError, error: loadError, refetch } = useCart();
  const { busy, error, payNow } = usePayNow(cart);
  const promo = useCartPromo(cart);

  // §7: a cart load failure (a visitor, an expired session) opens the sign-in modal.
  const unauthorized = !isSignedIn || (loadError instanceof ApiError && loadError.status === 401);
  useEffect(() => {
    if (unauthorized) openSignInModal();
  }, [unauthorized, openSignInModal]);

  // §5: checkout is blocked when the total is empty or ₦0.00.
  const payable = Boolean(cart && cart.cart.length > 0 && cart.grandTotal && cart.grandTotal !== formatKobo(0));

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{CHECKOUT_MESSAGES.title}</h1>
      {unauthorized || isError ? (
        <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
          <p>{CHECKOUT_MESSAGES.cartFetchFailed}</p>
          {!unauthorized && (
            <button type="button" onClick={() => void refetch()} className="mt-2 font-semibold underline">
              Try again
            </button>
          )}
        </div>
      ) : isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading your order" className="space-y-3">
          {[0, 1].map((i) => (
            <div key={i} className="h-32 animate-pulse rounded-2xl bg-slate-200" />
          ))}
        </div>
      ) : cart.cart.length === 0 ? (
        <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
          <p className="text-slate-700">{CHECKOUT_MESSAGES.cartEmpty}</p>
          <Link
            to={paths.home()}
            className="mt-3 inline-block rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Start adding products
          </Link>
        </div>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[minmax(0,1fr)_20rem] md:items-start">
          <div className="space-y-4">
            {cart.shopBreakdown.map((shop) => (
              <ShopOrderSummary key={shop.shopId} shop={shop} />
            ))}
          </div>
          <aside aria-label="Payment" className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:sticky md:top-4">
            <DeliveryDetailsForm value={delivery} onChange={setDelivery} />
            <SlotPicker shops={cart.shopBreakdown} value={slotAt} onChange={setSlotAt} />
            <PromoCodeField applied={promo.applied} error={promo.error} />
            <OrderTotals subtotal={cart.subtotal} deliveryTotal={cart.deliveryTotal} grandTotal={cart.grandTotal} promo={promo.quote} />
            {error && (
              <div
                role="alert"
                data-testid="checkout-error"
                className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
              >
                {error}
              </div>
            )}
            <button
              type="button"
              onClick={() => {
                const details = slotAt ? { ...delivery, slotAt } : delivery;
                void payNow(promo.quote ? { ...details, promoCode: promo.quote.code } : details);
              }}
              disabled={busy || !payable}
              aria-busy={busy}
              className="w-full rounded-full bg-brand-700 py-3 text-base font-bold text-white transition hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
            >
              {busy ? CHECKOUT_MESSAGES.processing : CHECKOUT_MESSAGES.payNow}
            </button>
            <p className="flex items-center justify-center gap-1.5 text-xs text-slate-500">
              <LockKeyhole className="h-3.5 w-3.5" aria-hidden="true" />
              Secured by Paystack
            </p>
          </aside>
        </div>
      )}
    </div>
  );
}
