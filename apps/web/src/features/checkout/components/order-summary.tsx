import { formatKobo, formatNaira, type PromoQuote, type ShopBreakdown } from '@campus/contract';
import { PromoLines } from '@/features/promos/components/promo-lines';
import { responsiveImage } from '@/lib/image-srcset';
import { LazyImage } from '@/lib/components/lazy-image';
import { CHECKOUT_MESSAGES } from '../messages';

/** §2 checkout summary of one shop: name, delivery badge ('Free' at zero), item lines and the shop subtotal. */
export function ShopOrderSummary({ shop }: { shop: ShopBreakdown }) {
  return (
    <section aria-label={shop.shopName} data-testid="checkout-shop" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <header className="mb-3 flex items-center justify-between gap-3">
        <h2 className="truncate text-base font-semibold text-slate-900">{shop.shopName}</h2>
        <span
          data-testid="delivery-badge"
          className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${shop.deliveryPrice === 0 ? 'bg-brand-100 text-brand-800' : 'bg-amber-100 text-amber-900'}`}
        >
          {shop.deliveryPrice === 0 ? CHECKOUT_MESSAGES.free : `Delivery ${formatNaira(shop.deliveryPrice)}`}
        </span>
      </header>
      <ul className="divide-y divide-slate-100">
        {shop.items.map((item) => (
          <li key={item._id} className="flex items-center gap-3 py-2.5">
            <LazyImage
              src={item.product.images[0]}
              {...responsiveImage(item.product.images[0], '56px')}
              alt=""
              className="h-14 w-14 shrink-0 rounded-lg bg-slate-100 object-cover"
              width={56}
              height={56}
            />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-900">{item.product.productTitle}</p>
              {item.condiments.length > 0 && (
                <p className="truncate text-xs text-slate-500">{item.condiments.map((c) => c.name).join(', ')}</p>
              )}
              <p className="text-sm text-slate-600">{`${item.qty} x ${formatNaira(item.unitPrice)}`}</p>
            </div>
            <p className="shrink-0 text-sm font-semibold text-slate-900">{formatNaira(item.totalPrice)}</p>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between border-t border-slate-100 pt-2 text-sm">
        <span className="text-slate-600">Shop subtotal</span>
        <span className="font-semibold text-slate-900" data-testid="shop-subtotal">
          {formatNaira(shop.subtotal)}
        </span>
      </p>
    </section>
  );
}

/** §2 Subtotal, Delivery Fee and Total, as the cart answer formats them; an applied code's lines before the Total (issue 38). */
export function OrderTotals({
  subtotal,
  deliveryTotal,
  grandTotal,
  promo,
}: {
  subtotal: string;
  deliveryTotal: string;
  grandTotal: string;
  promo?: PromoQuote | undefined;
}) {
  return (
    <dl className="space-y-2 text-sm">
      <div className="flex justify-between">
        <dt className="text-slate-600">Subtotal</dt>
        <dd className="font-medium text-slate-900" data-testid="checkout-subtotal">
          {subtotal}
        </dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-slate-600">Delivery Fee</dt>
        <dd className="font-medium text-slate-900" data-testid="checkout-delivery">
          {deliveryTotal}
        </dd>
      </div>
      {promo && <PromoLines quote={promo} />}
      <div className="flex justify-between border-t border-slate-200 pt-2 text-base">
        <dt className="font-semibold text-slate-900">Total</dt>
        <dd className="font-bold text-slate-900" data-testid="checkout-total">
          {promo ? formatKobo(promo.totalKobo) : grandTotal}
        </dd>
      </div>
    </dl>
  );
}
