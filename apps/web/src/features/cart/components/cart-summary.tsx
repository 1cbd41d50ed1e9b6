import { Phone } from 'lucide-react';
import { formatKobo, formatNaira, parseNairaText, shopStatus, shopUnavailableCheckoutMessage, type CartResponse } from '@campus/contract';
import { Link } from 'react-router';
import { supportLinks, useAppConfig } from '@/lib/config';
import { useClock } from '@/lib/use-clock';
import { paths } from '@/routes/paths';
import { CART_TEXT } from '../cart-messages';
import { useCartPromo } from '@/features/promos/api/use-cart-promo';
import { PromoCodeField } from '@/features/promos/components/promo-code-field';
import { PromoLines } from '@/features/promos/components/promo-lines';

/** An amount: grey while the cart loads (a shopper with a full cart is not shown ₦0.00), else ₦0.00 without a cart. */
function Amount({ text, loading }: { text: string | undefined; loading: boolean }) {
  if (loading) return <span className="inline-block h-4 w-20 animate-pulse rounded bg-slate-200 align-middle" />;
  return text ?? '₦0.00';
}

/** Why checkout is blocked by a shop that takes no orders now: the server's own refusal, said before Pay Now (issue 36). */
function useUnavailableShopReason(cart: CartResponse | undefined): string | null {
  const now = useClock();
  for (const shop of cart?.shopBreakdown ?? []) {
    if (!shop.hours) continue;
    const status = shopStatus(shop.hours, now);
    if (status.kind !== 'open') return shopUnavailableCheckoutMessage(shop.shopName, status, shop.hours.timezone);
  }
  return null;
}

/**
 * §2 summary card: Sub Total, Delivery Fee with its per-shop breakdown, Total, help line, CHECKOUT.
 * `loading`: the shopper's cart is on its way; the amounts wait for it and CHECKOUT stays blocked.
 */
export function CartSummary({ cart, loading, processing }: { cart: CartResponse | undefined; loading: boolean; processing: boolean }) {
  const { data: config } = useAppConfig();
  const totalKobo = cart ? parseNairaText(cart.grandTotal) : null;
  const nothingToPay = totalKobo === null || totalKobo <= 0;
  const unavailable = useUnavailableShopReason(cart);
  // Issue 38 item 3: an applied code's discount, shop by shop, and the total after it.
  const promo = useCartPromo(cart);
  const blocked = nothingToPay || processing || unavailable !== null;
  const row = 'flex justify-between gap-4';
  return (
    <section
      aria-busy={loading || undefined}
      aria-labelledby="cart-summary-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-testid="cart-summary"
    >
      <h2 id="cart-summary-title" className="mb-3 text-lg font-semibold text-slate-900">
        Summary
      </h2>
      <dl className="space-y-2 text-sm text-slate-700">
        <div className={row}>
          <dt>Sub Total</dt>
          <dd className="font-medium text-slate-900 tabular-nums" data-testid="summary-subtotal">
            <Amount text={cart?.subtotal} loading={loading} />
          </dd>
        </div>
        <div className={row}>
          <dt>Delivery Fee</dt>
          <dd className="font-medium text-slate-900 tabular-nums" data-testid="summary-delivery">
            <Amount text={cart?.deliveryTotal} loading={loading} />
          </dd>
        </div>
        {cart && cart.shopBreakdown.length > 0 && (
          <div>
            <dt className="sr-only">Delivery per shop</dt>
            <dd>
              <ul className="space-y-1 border-l-2 border-slate-100 pl-3 text-xs text-slate-600" aria-label="Delivery per shop">
                {cart.shopBreakdown.map((shop) => (
                  <li key={shop.shopId} className={row}>
                    <span className="truncate">{shop.shopName}</span>
                    <span className="tabular-nums">{formatNaira(shop.deliveryPrice)}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {promo.quote && <PromoLines quote={promo.quote} />}
        <div className={`${row} border-t border-slate-100 pt-2 text-base`}>
          <dt className="font-semibold text-slate-900">Total</dt>
          <dd className="font-bold text-slate-900 tabular-nums" data-testid="summary-total">
            <Amount text={promo.quote ? formatKobo(promo.quote.totalKobo) : cart?.grandTotal} loading={loading} />
          </dd>
        </div>
      </dl>
      {cart && cart.cart.length > 0 && (
        <div className="mt-4">
          <PromoCodeField applied={promo.applied} error={promo.error} />
        </div>
      )}
      {config && (
        <a
          href={supportLinks(config.supportPhone).call}
          className="mt-4 flex items-center gap-2 text-sm font-medium text-brand-800 hover:underline"
        >
          <Phone className="h-4 w-4" aria-hidden="true" />
          Call for assistance
        </a>
      )}
      {blocked ? (
        // §2: greyed and click blocked while there is nothing to pay or a change is in flight.
        <a
          role="link"
          aria-disabled="true"
          aria-describedby={unavailable ? 'checkout-blocked' : undefined}
          className="mt-4 block w-full cursor-not-allowed rounded-full bg-slate-300 py-3 text-center font-bold tracking-wide text-slate-600 select-none"
        >
          CHECKOUT
        </a>
      ) : (
        <Link
          to={paths.checkout()}
          className="mt-4 block w-full rounded-full bg-brand-700 py-3 text-center font-bold tracking-wide text-white hover:bg-brand-800"
        >
          CHECKOUT
        </Link>
      )}
      {nothingToPay && !loading && <p className="mt-2 text-center text-sm text-slate-600">{CART_TEXT.checkoutHint}</p>}
      {unavailable && !nothingToPay && (
        <p
          id="checkout-blocked"
          role="status"
          className="mt-2 text-center text-sm font-medium text-amber-900"
          data-testid="checkout-blocked"
        >
          {unavailable}
        </p>
      )}
    </section>
  );
}
