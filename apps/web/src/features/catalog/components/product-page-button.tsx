import { ShoppingCart } from 'lucide-react';
import { formatNaira, type Product } from '@campus/contract';
import type { useCartLine } from '@/features/cart/api/use-cart-line';
import { pageButtonState, selectedCondiments, type ShopClosed } from '../product-rules';

type CartLine = ReturnType<typeof useCartLine>;

/**
 * §4 product page button: Out of Stock / Extras required / Add to cart / Added to cart (removes) / Adding...
 * With a quantity it adds that many, and shows the line's total beside its label (issue 38).
 */
export function ProductPageButton({
  product,
  selected,
  closed = false,
  quantity = 1,
  lineTotal,
  line,
}: {
  product: Product;
  selected: readonly string[];
  closed?: ShopClosed;
  quantity?: number;
  /** The line's total in naira, shown while the button adds. */
  lineTotal?: number;
  /** The product's place in the cart (useCartLine on the page), shared with the stepper. */
  line: CartLine;
}) {
  const state = pageButtonState(product, selected, line, closed);
  const onClick = () => {
    if (state.action === 'add') void line.add(product.extras.length > 0 ? selectedCondiments(product, selected) : undefined, quantity);
    else if (state.action === 'remove') void line.remove();
  };
  const tone = state.disabled
    ? 'bg-slate-200 text-slate-600'
    : state.action === 'remove'
      ? 'bg-white text-brand-800 ring-2 ring-brand-800'
      : 'bg-brand-800 text-white hover:bg-brand-900';
  return (
    <button
      type="button"
      disabled={state.disabled}
      onClick={onClick}
      className={`flex min-h-12 w-full items-center justify-center gap-2 rounded-full px-4 py-2 font-semibold whitespace-nowrap transition disabled:cursor-not-allowed ${tone}`}
    >
      <ShoppingCart className="h-5 w-5 shrink-0" aria-hidden="true" />
      <span className="flex flex-col items-start leading-tight">
        {state.label}
        {/* The total is said by the page's live total; here it is for the eye, so the button's name stays §4's. */}
        {state.action === 'add' && lineTotal !== undefined && (
          <span className="text-sm font-medium whitespace-nowrap opacity-90" aria-hidden="true" data-testid="line-total">
            {formatNaira(lineTotal)} for {quantity}
          </span>
        )}
      </span>
    </button>
  );
}
