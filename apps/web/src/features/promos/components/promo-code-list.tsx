import { formatKobo, type PromoCode } from '@campus/contract';
import { toast } from '@/lib/toast';
import { serverErrorText } from '@/lib/api-error-text';
import { useDisablePromoCode, usePromoCodes, type PromoCodesPlace } from '../api/promo-codes-api';

const lagos = (iso: string) =>
  new Intl.DateTimeFormat('en-NG', { timeZone: 'Africa/Lagos', dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** What a code gives and on what terms, in one line a person reads. */
export function promoSummary(code: PromoCode): string {
  const off = code.kind === 'percent' ? `${code.value / 100}% off` : `${formatKobo(code.value)} off`;
  const parts = [off];
  if (code.maxDiscountKobo !== null) parts.push(`at most ${formatKobo(code.maxDiscountKobo)}`);
  if (code.minOrderKobo > 0) parts.push(`orders from ${formatKobo(code.minOrderKobo)}`);
  if (code.firstOrderOnly) parts.push('first order only');
  if (code.usesPerAccount !== null) parts.push(`${code.usesPerAccount} per account`);
  if (code.validFrom) parts.push(`from ${lagos(code.validFrom)}`);
  if (code.validUntil) parts.push(`until ${lagos(code.validUntil)}`);
  return parts.join(' · ');
}

/** The codes of the market or of one shop, newest first, with their uses and a Turn off button. */
export function PromoCodeList({ place, shopName }: { place: PromoCodesPlace; shopName?: (id: string) => string }) {
  const codes = usePromoCodes(place);
  const disable = useDisablePromoCode(place);
  if (codes.isPending)
    return <div role="status" aria-busy="true" aria-label="Loading codes" className="h-24 animate-pulse rounded-2xl bg-slate-200" />;
  if (codes.isError)
    return (
      <p role="alert" className="text-red-700">
        {serverErrorText(codes.error, 'The codes could not be loaded.')}
      </p>
    );
  if (codes.data.codes.length === 0)
    return <p className="rounded-xl bg-white p-6 text-center text-slate-700 ring-1 ring-slate-200">No codes yet.</p>;
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200" aria-label="Promo codes">
      {codes.data.codes.map((code) => (
        <li key={code.id} className="flex flex-wrap items-start gap-3 p-3" data-testid="promo-code-row">
          <div className="min-w-0 flex-1">
            <p className="font-mono font-bold text-slate-900">
              {code.code}
              {code.disabled && (
                <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 font-sans text-xs font-semibold text-slate-700">Off</span>
              )}
            </p>
            <p className="text-sm text-slate-700">{promoSummary(code)}</p>
            <p className="text-xs text-slate-500">
              {`${code.usesCount}${code.totalUses === null ? '' : ` of ${code.totalUses}`} used`}
              {place.kind === 'market' &&
                ` · ${code.shopIds === null ? 'every shop' : code.shopIds.map((id) => shopName?.(id) ?? id).join(', ')}`}
            </p>
          </div>
          {!code.disabled && (
            <button
              type="button"
              disabled={disable.isPending}
              onClick={() =>
                disable.mutate(code.id, {
                  onSuccess: () => toast.success(`${code.code} is turned off`),
                  onError: (error) => toast.error(serverErrorText(error, 'The code was not turned off. Please try again.')),
                })
              }
              className="rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
            >
              Turn off
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
