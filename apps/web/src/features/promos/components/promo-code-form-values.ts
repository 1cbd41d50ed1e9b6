import { nairaToKobo, percentToBps, type PromoCodeInput } from '@campus/contract';

/** The create form as typed: naira and percent as text, dates as the browser's datetime-local values. */
export interface PromoFormValues {
  code: string;
  kind: 'percent' | 'fixed';
  amount: string;
  minOrder: string;
  maxDiscount: string;
  totalUses: string;
  usesPerAccount: string;
  firstOrderOnly: boolean;
  validFrom: string;
  validUntil: string;
}

export const EMPTY_PROMO_FORM: PromoFormValues = {
  code: '',
  kind: 'fixed',
  amount: '',
  minOrder: '',
  maxDiscount: '',
  totalUses: '',
  usesPerAccount: '1',
  firstOrderOnly: false,
  validFrom: '',
  validUntil: '',
};

const NAIRA = /^\d{1,9}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,7}$/;

/** Lagos has no daylight saving: a datetime-local value there is UTC+01:00. */
const lagosInstant = (local: string) => (local ? `${local.length === 16 ? `${local}:00` : local}+01:00` : null);

/** The form's values as the API takes them, or the first problem to show (the server checks everything again). */
export function promoInput(values: PromoFormValues, shopIds: string[] | null): { input: PromoCodeInput } | { problem: string } {
  const amount = values.amount.trim();
  let value: number | null;
  if (values.kind === 'percent') value = percentToBps(amount);
  else value = NAIRA.test(amount) ? nairaToKobo(Number(amount)) : null;
  if (value === null || value <= 0)
    return { problem: values.kind === 'percent' ? 'Give a percentage from 0.01 to 100.' : 'Give the amount off in naira, e.g. 500.' };
  const naira = (text: string, what: string): number | null | string => {
    if (!text.trim()) return null;
    return NAIRA.test(text.trim()) ? nairaToKobo(Number(text.trim())) : `${what} must be an amount in naira.`;
  };
  const whole = (text: string, what: string): number | null | string => {
    if (!text.trim()) return null;
    return WHOLE.test(text.trim()) && Number(text) > 0 ? Number(text) : `${what} must be a whole number of at least 1.`;
  };
  const minOrder = naira(values.minOrder, 'The minimum order');
  const maxDiscount = naira(values.maxDiscount, 'The maximum discount');
  const totalUses = whole(values.totalUses, 'Total uses');
  const usesPerAccount = whole(values.usesPerAccount, 'Uses per account');
  for (const checked of [minOrder, maxDiscount, totalUses, usesPerAccount]) if (typeof checked === 'string') return { problem: checked };
  return {
    input: {
      code: values.code,
      kind: values.kind,
      value,
      minOrderKobo: (minOrder as number | null) ?? 0,
      maxDiscountKobo: maxDiscount as number | null,
      totalUses: totalUses as number | null,
      usesPerAccount: usesPerAccount as number | null,
      firstOrderOnly: values.firstOrderOnly,
      validFrom: lagosInstant(values.validFrom),
      validUntil: lagosInstant(values.validUntil),
      shopIds,
    },
  };
}
