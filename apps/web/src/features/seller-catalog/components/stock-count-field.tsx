import { useEffect, useState } from 'react';
import { STOCK_COUNT_MAX, STOCK_MESSAGES, type SellerProduct } from '@campus/contract';
import { toast } from '@/lib/toast';
import { serverErrorText } from '@/lib/api-error-text';
import { useSetStockCount } from '../api/stock-api';

/** What the box holds as a count: empty is "not counted" (null), anything else a whole number in range or nothing valid. */
export function parseStockCount(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const count = Number(trimmed);
  return count <= STOCK_COUNT_MAX ? count : undefined;
}

/**
 * A product's units left, in its catalog row (issue 38 item 2): saved on Enter or when the box loses focus;
 * empty means the product is not counted. At 0 shoppers see "Out of Stock".
 */
export function StockCountField({ shopSlug, product }: { shopSlug: string; product: SellerProduct }) {
  const saved = product.stockCount ?? null;
  const [text, setText] = useState(saved === null ? '' : String(saved));
  const [error, setError] = useState<string | null>(null);
  const save = useSetStockCount(shopSlug);
  useEffect(() => setText(saved === null ? '' : String(saved)), [saved]);

  const commit = () => {
    const count = parseStockCount(text);
    if (count === undefined) {
      setError(STOCK_MESSAGES.count);
      return;
    }
    setError(null);
    if (count === saved) return;
    save.mutate(
      { productId: product.id, stockCount: count },
      {
        onSuccess: (result) =>
          toast.success(result.stockCount === null ? `${product.title} is not counted` : `${product.title}: ${result.stockCount} left`),
        onError: (failure) => toast.error(serverErrorText(failure, 'The count was not saved. Please try again.')),
      },
    );
  };
  const id = `stock-${product.id}`;
  return (
    <div className="mt-1">
      <div className="flex items-center gap-2 text-sm text-slate-700">
        <label htmlFor={id}>Left</label>
        <input
          id={id}
          inputMode="numeric"
          value={text}
          placeholder="not counted"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          disabled={save.isPending}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
          className="w-28 rounded-lg border border-slate-300 bg-white px-2 py-1 text-slate-900 focus:border-brand-600 focus:outline-none aria-[invalid=true]:border-red-600"
        />
      </div>
      {saved === 0 && (
        <p id={`${id}-hint`} className="text-xs font-semibold text-red-800">
          Shoppers see Out of Stock
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
