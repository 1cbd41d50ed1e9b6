import { Store } from 'lucide-react';
import { formatNaira, type ShopBreakdown } from '@campus/contract';
import { Link } from 'react-router';
import { ShopStatusBadge } from '@/lib/components/shop-status-badge';
import { useShopStatus } from '@/lib/use-shop-status';
import { paths } from '@/routes/paths';
import type { CartChange } from '../api/use-cart-change';
import { CART_TEXT } from '../cart-messages';
import { CartLineItem } from './cart-line-item';

/** §2: the items of one shop, with the delivery price this shop pays in this cart and its subtotal. */
export function CartShopGroup({ shop, busy, onChange }: { shop: ShopBreakdown; busy: boolean; onChange(change: CartChange): void }) {
  const headingId = `cart-shop-${shop.shopId}`;
  const { label } = useShopStatus(shop.hours);
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200" data-testid="cart-shop">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 pb-2">
        <h2 id={headingId} className="flex items-center gap-2 font-semibold text-slate-900">
          <Store className="h-4 w-4 text-brand-700" aria-hidden="true" />
          <Link to={paths.shop(shop.shopSlug)} className="hover:text-brand-800">
            {shop.shopName}
          </Link>
        </h2>
        <ShopStatusBadge hours={shop.hours} />
        <p className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800" data-testid="cart-shop-delivery">
          Delivery: {shop.deliveryPrice === 0 ? 'Free' : formatNaira(shop.deliveryPrice)}
        </p>
      </header>
      {label && (
        <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="cart-shop-unavailable">
          {CART_TEXT.shopNotTakingOrders}
        </p>
      )}
      <ul className="divide-y divide-slate-100">
        {shop.items.map((item) => (
          <CartLineItem key={item._id} item={item} busy={busy} onChange={onChange} />
        ))}
      </ul>
      <p className="flex justify-between border-t border-slate-100 pt-2 text-sm text-slate-700">
        <span>Shop subtotal</span>
        <span className="font-semibold text-slate-900 tabular-nums" data-testid="cart-shop-subtotal">
          {formatNaira(shop.subtotal)}
        </span>
      </p>
    </section>
  );
}
