import { useEffect, useRef, useState } from 'react';
import { CART_TEXT } from '../cart-messages';

/**
 * "Clear cart" asks first (issue 23): one tap beside the plus and minus buttons must not empty a cart
 * filled across several shops. The question replaces the button in place, focus moves to "Keep items".
 */
export function ClearCartButton({ itemCount, disabled, onClear }: { itemCount: number; disabled: boolean; onClear: () => void }) {
  const [asking, setAsking] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) keepRef.current?.focus();
  }, [asking]);

  if (!asking) {
    return (
      <button
        type="button"
        onClick={() => setAsking(true)}
        disabled={disabled}
        className="rounded-full px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-40"
      >
        {CART_TEXT.clearCart}
      </button>
    );
  }
  return (
    <div
      role="group"
      aria-label={CART_TEXT.clearCart}
      className="flex flex-wrap items-center justify-end gap-2 rounded-2xl bg-red-50 px-3 py-2 text-sm"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setAsking(false);
      }}
    >
      <p className="font-medium text-red-900">{CART_TEXT.clearQuestion(itemCount)}</p>
      <button
        ref={keepRef}
        type="button"
        onClick={() => setAsking(false)}
        className="rounded-full px-3 py-1.5 font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-white"
      >
        {CART_TEXT.keepItems}
      </button>
      <button
        type="button"
        onClick={() => {
          setAsking(false);
          onClear();
        }}
        disabled={disabled}
        className="rounded-full bg-red-700 px-3 py-1.5 font-semibold text-white hover:bg-red-800 disabled:opacity-40"
      >
        {CART_TEXT.confirmClear}
      </button>
    </div>
  );
}
