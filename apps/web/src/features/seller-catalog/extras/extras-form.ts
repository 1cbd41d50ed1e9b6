import { kindHasLimit, koboToNairaInput, parseNairaInput, type ChoiceKind, type SellerExtra, type SellerProduct } from '@campus/contract';

/** One extras group as the console's form holds it: texts as typed, the limit and default as chosen (issue 38). */
export interface ExtraForm {
  title: string;
  kind: ChoiceKind;
  /** The N or M typed for "up to" / "at least"; '' otherwise. */
  limit: string;
  /** The default option's name; '' for none. */
  defaultOption: string;
  options: { name: string; price: string }[];
}

/** A new group: plain extras, as every group was before kinds (§5). */
export const NEW_GROUP: ExtraForm = { title: '', kind: 'extras', limit: '', defaultOption: '', options: [{ name: '', price: '0' }] };

export function extrasFormOf(extras: SellerProduct['extras']): ExtraForm[] {
  return extras.map((extra) => ({
    title: extra.title,
    kind: extra.kind,
    limit: extra.limit === null ? '' : String(extra.limit),
    defaultOption: extra.defaultOption ?? '',
    options: extra.options.map((option) => ({ name: option.name, price: koboToNairaInput(option.priceKobo) })),
  }));
}

/** The limit as a number when the kind reads one (NaN when it is not a number: the rule then refuses it). */
export function limitOf(extra: Pick<ExtraForm, 'kind' | 'limit'>): number | null {
  return kindHasLimit(extra.kind) ? (extra.limit.trim() === '' ? Number.NaN : Number(extra.limit)) : null;
}

/** What is sent: trimmed names, kobo prices, and the default only while it names one of the options. */
export function extrasInputOf(extras: readonly ExtraForm[]): SellerExtra[] {
  return extras.map((extra) => {
    const options = extra.options.map((option) => ({ name: option.name.trim(), priceKobo: parseNairaInput(option.price) ?? 0 }));
    const defaultOption = options.some((option) => option.name === extra.defaultOption.trim()) ? extra.defaultOption.trim() : null;
    return { title: extra.title.trim(), kind: extra.kind, limit: limitOf(extra), defaultOption, options };
  });
}
