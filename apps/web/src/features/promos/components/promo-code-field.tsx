import { useState } from 'react';
import { Tag, X } from 'lucide-react';
import { ApiError } from '@/lib/api-client';
import { setAppliedCode } from '../api/applied-code';

/**
 * The promo code box of the cart and checkout (issue 38 item 3): Apply keeps the code for this tab; the quote
 * under it says what it takes off or why it does not apply; Remove drops it.
 */
export function PromoCodeField({ applied, error }: { applied: string | null; error: unknown }) {
  const [text, setText] = useState('');
  const problem = error instanceof ApiError ? (error.serverMessage ?? 'This code could not be checked. Please try again.') : null;
  if (applied) {
    return (
      <div className="space-y-1" data-testid="promo-applied">
        <div
          className={`flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm ring-1 ${
            problem ? 'bg-red-50 text-red-900 ring-red-200' : 'bg-emerald-50 text-emerald-900 ring-emerald-200'
          }`}
        >
          <span className="flex min-w-0 items-center gap-1.5 font-semibold">
            <Tag className="h-4 w-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{applied}</span>
          </span>
          <button
            type="button"
            onClick={() => setAppliedCode(null)}
            className="flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold hover:bg-white/60"
            aria-label={`Remove code ${applied}`}
          >
            <X className="h-3.5 w-3.5" aria-hidden="true" />
            Remove
          </button>
        </div>
        {problem && (
          <p role="alert" className="text-sm text-red-700" data-testid="promo-error">
            {problem}
          </p>
        )}
      </div>
    );
  }
  return (
    <form
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) setAppliedCode(text.trim().toUpperCase());
      }}
    >
      <label htmlFor="promo-code" className="sr-only">
        Promo code
      </label>
      <input
        id="promo-code"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Promo code"
        autoCapitalize="characters"
        maxLength={20}
        className="min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-3 py-2 text-sm uppercase placeholder:normal-case focus:border-brand-600 focus:outline-none"
      />
      <button
        type="submit"
        disabled={!text.trim()}
        className="shrink-0 rounded-full bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
      >
        Apply
      </button>
    </form>
  );
}
