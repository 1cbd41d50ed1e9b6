import { Minus, Plus } from 'lucide-react';
import { LIMITS } from '@campus/contract';

/** How many to add from the product page (issue 38): 1 to the cart's most of one item. */
export function QuantityStepper({
  value,
  onChange,
  disabled = false,
}: {
  value: number;
  onChange: (qty: number) => void;
  disabled?: boolean;
}) {
  const button = 'flex h-11 w-11 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100 disabled:text-slate-400';
  return (
    <div className="flex shrink-0 items-center rounded-full ring-1 ring-slate-300" role="group" aria-label="Quantity">
      <button type="button" className={button} onClick={() => onChange(value - 1)} disabled={disabled || value <= 1} aria-label="One fewer">
        <Minus className="h-4 w-4" aria-hidden="true" />
      </button>
      <output className="w-7 text-center font-semibold text-slate-900" aria-live="polite" data-testid="quantity">
        {value}
      </output>
      <button
        type="button"
        className={button}
        onClick={() => onChange(value + 1)}
        disabled={disabled || value >= LIMITS.cartQtyMax}
        aria-label="One more"
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}
