import type { Product } from '@campus/contract';
import { useCartLine } from '@/features/cart/api/use-cart-line';
import { cardButtonState, type ShopClosed } from '../product-rules';

/** §4 card button: Out of Stock / In Cart (disabled), Add to Cart / Adding...; none for products with extras. */
export function CardAddButton({ product, closed = false }: { product: Product; closed?: ShopClosed }) {
  const line = useCartLine(product._id, 'card');
  const state = cardButtonState(product, line, closed);
  if (!state) return null;
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
