import { Link } from 'react-router';
import type { Product } from '@campus/contract';
import { useCartLine } from '@/features/cart/api/use-cart-line';
import { paths } from '@/routes/paths';
import { cardButtonState, type ShopClosed } from '../product-rules';

/**
 * §4 card button: Out of Stock / In Cart (disabled), Add to Cart / Adding...; a product with extras has no add
 * button but a "Choose options" link to its page, where the choice is made (issue 38).
 */
export function CardAddButton({ product, closed = false }: { product: Product; closed?: ShopClosed }) {
  const line = useCartLine(product._id, 'card');
  const state = cardButtonState(product, line, closed);
  if (state.label === 'Choose options')
    return (
      <Link
        to={paths.product(product.slug)}
        // The card's own link goes to the same page and is the one assistive technology and the keyboard use.
        aria-hidden="true"
        tabIndex={-1}
        className="block w-full rounded-full px-3 py-1.5 text-center text-sm font-semibold text-brand-800 ring-1 ring-brand-300 transition hover:bg-brand-50"
      >
        {state.label}
      </Link>
    );
  const tone = state.label === 'Add to Cart' ? 'bg-brand-800 text-white hover:bg-brand-900' : 'bg-slate-200 text-slate-600';
  return (
    <button
      type="button"
      disabled={state.disabled}
      onClick={() => void line.add()}
      className={`w-full rounded-full px-3 py-1.5 text-sm font-semibold transition disabled:cursor-not-allowed ${tone}`}
    >
      {state.label}
    </button>
  );
}
