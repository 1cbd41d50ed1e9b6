import { Minus, Plus, Trash2 } from 'lucide-react';
import { LIMITS, formatNaira, type CartItem } from '@campus/contract';
import { Link } from 'react-router';
import { responsiveImage } from '@/lib/image-srcset';
import { LazyImage } from '@/lib/components/lazy-image';
import { paths } from '@/routes/paths';
import type { CartChange } from '../api/use-cart-change';

interface CartLineItemProps {
  item: CartItem;
  /** A change is in flight: the controls wait (§4). */
  busy: boolean;
  onChange(change: CartChange): void;
}

/** One cart item: picture, title, extras, unit price, minus / quantity / plus, remove, line total. */
export function CartLineItem({ item, busy, onChange }: CartLineItemProps) {
  const productId = item.product._id;
  const title = item.product.productTitle;
  const soldOut = item.isAvailable === false;
  const stepButton =
    'flex h-8 w-8 items-center justify-center rounded-full border border-slate-300 text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <li className="flex gap-3 py-3" data-testid="cart-item" data-product-id={productId}>
      {/* The title below is the accessible link; the picture repeats it for pointers only. */}
      <Link to={paths.product(item.product.slug)} className="shrink-0" aria-hidden="true" tabIndex={-1}>
        <LazyImage
          src={item.product.images[0]}
          {...responsiveImage(item.product.images[0], '80px')}
          alt=""
          width={80}
          height={80}
          className="h-20 w-20 rounded-lg bg-slate-100 object-cover"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <Link to={paths.product(item.product.slug)} className="line-clamp-2 font-medium text-slate-900 hover:text-brand-800">
            {title}
          </Link>
          <button
            type="button"
            onClick={() => onChange({ kind: 'remove', productId })}
            disabled={busy}
            aria-label={`Remove ${title}`}
            className="rounded-full p-1 text-slate-500 hover:bg-red-50 hover:text-red-700 disabled:cursor-not-allowed disabled:opacity-40"
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
        {item.condiments.length > 0 && <p className="text-xs text-slate-600">{item.condiments.map((c) => c.name).join(', ')}</p>}
        {soldOut && <p className="w-fit rounded bg-red-50 px-1.5 py-0.5 text-xs font-medium text-red-700">Out of Stock</p>}
        {/* The shop changed the product's choices since this line was chosen (issue 38): what to choose again. */}
        {item.choiceProblem && (
          <p className="w-fit rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-900">
            {item.choiceProblem}:{' '}
            <Link to={paths.product(item.product.slug)} className="underline">
              choose again
            </Link>
          </p>
        )}
        <div className="mt-auto flex items-center justify-between gap-2">
          <div className="flex items-center gap-2" role="group" aria-label={`Quantity of ${title}`}>
            <button
              type="button"
              className={stepButton}
              disabled={busy}
              onClick={() => onChange({ kind: 'decrease', productId })}
              aria-label={`Decrease ${title}`}
            >
              <Minus className="h-4 w-4" aria-hidden="true" />
            </button>
            <span className="min-w-6 text-center font-semibold tabular-nums" data-testid="cart-item-qty" aria-live="polite">
              {item.qty}
            </span>
            <button
              type="button"
              className={stepButton}
              disabled={busy || soldOut || item.qty >= LIMITS.cartQtyMax}
              onClick={() => onChange({ kind: 'increase', productId })}
              aria-label={`Increase ${title}`}
            >
              <Plus className="h-4 w-4" aria-hidden="true" />
            </button>
          </div>
          <div className="text-right">
            <p className="text-xs text-slate-500">{formatNaira(item.unitPrice)} each</p>
            <p className="font-semibold text-slate-900 tabular-nums" data-testid="cart-item-total">
              {formatNaira(item.totalPrice)}
            </p>
          </div>
        </div>
      </div>
    </li>
  );
}
