import type { Product } from '@campus/contract';
import { useCartLine } from '@/features/cart/api/use-cart-line';
import { choiceProblem, productTotal, type ShopClosed } from '../product-rules';
import { ProductPageButton } from './product-page-button';
import { QuantityStepper } from './quantity-stepper';

/**
 * The quantity and the §4 button with the line's total (issue 38). On a phone it sticks above the bottom tabs,
 * so "Add to cart" stays in reach below a long list of extras; on a desktop it sits in the page.
 */
export function ProductBuyBar({
  product,
  selected,
  quantity,
  onQuantity,
  closed,
}: {
  product: Product;
  selected: readonly string[];
  quantity: number;
  onQuantity: (qty: number) => void;
  closed: ShopClosed;
}) {
  const line = useCartLine(product._id, 'page');
  const problem = choiceProblem(product, selected);
  const canAdd = product.isAvailable !== false && !line.inCart;
  return (
    <div
      className="sticky bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-20 -mx-4 space-y-1 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur md:static md:mx-0 md:border-0 md:bg-transparent md:p-0"
      data-testid="buy-bar"
    >
      {problem && canAdd && (
        <p className="text-sm text-slate-700" aria-live="polite">
          {problem}
        </p>
      )}
      <div className="flex items-center gap-3">
        {canAdd && <QuantityStepper value={quantity} onChange={onQuantity} disabled={line.isBusy} />}
        <ProductPageButton
          product={product}
          selected={selected}
          closed={closed}
          line={line}
          quantity={quantity}
          // In kobo, so ₦1,200.50 × 3 is exact.
          lineTotal={(Math.round(productTotal(product, selected) * 100) * quantity) / 100}
        />
      </div>
    </div>
  );
}
