import { useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { serverErrorText } from '@/lib/api-error-text';
import { useCreatePromoCode, type PromoCodesPlace } from '../api/promo-codes-api';
import { EMPTY_PROMO_FORM, promoInput, type PromoFormValues } from './promo-code-form-values';

const input = 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-none';

function Labelled({ id, label, hint, children }: { id: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
    </div>
  );
}

/**
 * A new promo code (issue 38 item 3): the operator's (the market pays; `shopPicker` chooses the shops it
 * applies to) or an owner's (their shop pays; it applies to their shop only). Money in naira, percent as typed.
 */
export function PromoCodeForm({
  place,
  who,
  shopPicker,
}: {
  place: PromoCodesPlace;
  who: string;
  shopPicker?: (selected: string[], onChange: (ids: string[]) => void) => ReactNode;
}) {
  const [values, setValues] = useState<PromoFormValues>(EMPTY_PROMO_FORM);
  const [shopIds, setShopIds] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreatePromoCode(place);
  const set = <K extends keyof PromoFormValues>(key: K, value: PromoFormValues[K]) => setValues((old) => ({ ...old, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = promoInput(values, place.kind === 'market' && shopIds.length > 0 ? shopIds : null);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    create.mutate(checked.input, {
      onSuccess: (code) => {
        toast.success(`${code.code} is ready to use`);
        setValues(EMPTY_PROMO_FORM);
        setShopIds([]);
      },
      onError: (error) => setProblem(serverErrorText(error, 'The code was not saved. Please try again.')),
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="New promo code"
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 className="text-lg font-semibold text-slate-900">New promo code</h2>
      <p className="text-sm text-slate-600">{who}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Labelled id="promo-new-code" label="Code" hint="3 to 20 letters, digits or dashes">
          <input
            id="promo-new-code"
            className={`${input} uppercase`}
            value={values.code}
            maxLength={20}
            onChange={(event) => set('code', event.target.value.toUpperCase())}
            required
          />
        </Labelled>
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium text-slate-800">Discount</legend>
          <div className="flex gap-2">
            <select
              aria-label="Kind of discount"
              className={`${input} w-auto`}
              value={values.kind}
              onChange={(event) => set('kind', event.target.value as PromoFormValues['kind'])}
            >
              <option value="fixed">₦ off</option>
              <option value="percent">% off</option>
            </select>
            <input
              aria-label={values.kind === 'percent' ? 'Percent off' : 'Naira off'}
              className={input}
              inputMode="decimal"
              value={values.amount}
              placeholder={values.kind === 'percent' ? '10' : '500'}
              onChange={(event) => set('amount', event.target.value)}
            />
          </div>
        </fieldset>
        <Labelled id="promo-min-order" label="Minimum order (₦)" hint="Items from the shops it applies to; empty for none">
          <input
            id="promo-min-order"
            className={input}
            inputMode="decimal"
            value={values.minOrder}
            onChange={(event) => set('minOrder', event.target.value)}
          />
        </Labelled>
        <Labelled id="promo-max-discount" label="Maximum discount (₦)" hint="Empty for no cap">
          <input
            id="promo-max-discount"
            className={input}
            inputMode="decimal"
            value={values.maxDiscount}
            onChange={(event) => set('maxDiscount', event.target.value)}
          />
        </Labelled>
        <Labelled id="promo-total-uses" label="Total uses" hint="Empty for no limit">
          <input
            id="promo-total-uses"
            className={input}
            inputMode="numeric"
            value={values.totalUses}
            onChange={(event) => set('totalUses', event.target.value)}
          />
        </Labelled>
        <Labelled id="promo-uses-per-account" label="Uses per account" hint="Empty for no limit">
          <input
            id="promo-uses-per-account"
            className={input}
            inputMode="numeric"
            value={values.usesPerAccount}
            onChange={(event) => set('usesPerAccount', event.target.value)}
          />
        </Labelled>
        <Labelled id="promo-valid-from" label="Valid from (Lagos time)" hint="Empty: from now">
          <input
            id="promo-valid-from"
            type="datetime-local"
            className={input}
            value={values.validFrom}
            onChange={(event) => set('validFrom', event.target.value)}
          />
        </Labelled>
        <Labelled id="promo-valid-until" label="Valid until (Lagos time)" hint="Empty: no end">
          <input
            id="promo-valid-until"
            type="datetime-local"
            className={input}
            value={values.validUntil}
            onChange={(event) => set('validUntil', event.target.value)}
          />
        </Labelled>
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="h-4 w-4 accent-brand-700"
          checked={values.firstOrderOnly}
          onChange={(event) => set('firstOrderOnly', event.target.checked)}
        />
        First order only
      </label>
      {shopPicker?.(shopIds, setShopIds)}
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <button
        type="submit"
        disabled={create.isPending}
        className="rounded-full bg-brand-800 px-5 py-2 font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
      >
        Create code
      </button>
    </form>
  );
}
