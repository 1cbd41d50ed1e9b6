import type { Kobo } from './money';

/**
 * A shop's takings (issue 39 item 1), pure and in integer kobo: the shop's ledger rows of parts it
 * accepted, added up per day, week or month (Africa/Lagos dates). Gross sales + delivery is the
 * ledger's `sale`; commission is `commission` less `commission_reversal`; refunds are `refund`; the
 * Paystack fee is `shop_fee` (only written when the shop bears part of the fee); the shop's own promo codes are
 * `discount_shop` (decision 114); net is what is left.
 */

export const TAKINGS_PERIODS = ['day', 'week', 'month'] as const;
export type TakingsPeriod = (typeof TAKINGS_PERIODS)[number];

/** The longest range one request may add up, in days (a bit over a year of months). */
export const TAKINGS_MAX_DAYS = 400;

export const TAKINGS_MESSAGES = {
  tooLong: `A takings range may cover at most ${TAKINGS_MAX_DAYS} days.`,
  period: 'The period is day, week or month.',
} as const;

/** The ledger kinds a shop's takings read. */
export type TakingsKind = 'sale' | 'commission' | 'commission_reversal' | 'refund' | 'discount_shop' | 'shop_fee';

/** One ledger row of one accepted part, with what the takings need to know of the part. */
export interface TakingsEntry {
  kind: TakingsKind;
  amountKobo: Kobo;
  /** The ledger row's Africa/Lagos date, YYYY-MM-DD. */
  date: string;
  partId: string;
  /** The part's delivery share: the part of `sale` that is delivery. */
  deliveryKobo: Kobo;
}

export interface TakingsTotals {
  /** Parts sold (a `sale` row) in the period. */
  parts: number;
  grossKobo: Kobo;
  deliveryKobo: Kobo;
  commissionKobo: Kobo;
  refundsKobo: Kobo;
  /** What the shop's own promo codes took off its sales (a market code costs the shop nothing). */
  discountsKobo: Kobo;
  feeKobo: Kobo;
  netKobo: Kobo;
}

export function emptyTotals(): TakingsTotals {
  return { parts: 0, grossKobo: 0, deliveryKobo: 0, commissionKobo: 0, refundsKobo: 0, discountsKobo: 0, feeKobo: 0, netKobo: 0 };
}

/** Adds one ledger row to the totals (net kept in step: gross + delivery − commission − refunds − discounts − fee). */
export function addEntry(totals: TakingsTotals, entry: TakingsEntry): void {
  switch (entry.kind) {
    case 'sale':
      totals.parts += 1;
      totals.deliveryKobo += entry.deliveryKobo;
      totals.grossKobo += entry.amountKobo - entry.deliveryKobo;
      totals.netKobo += entry.amountKobo;
      break;
    case 'commission':
      totals.commissionKobo += entry.amountKobo;
      totals.netKobo -= entry.amountKobo;
      break;
    case 'commission_reversal':
      totals.commissionKobo -= entry.amountKobo;
      totals.netKobo += entry.amountKobo;
      break;
    case 'refund':
      totals.refundsKobo += entry.amountKobo;
      totals.netKobo -= entry.amountKobo;
      break;
    case 'discount_shop':
      totals.discountsKobo += entry.amountKobo;
      totals.netKobo -= entry.amountKobo;
      break;
    case 'shop_fee':
      totals.feeKobo += entry.amountKobo;
      totals.netKobo -= entry.amountKobo;
      break;
  }
}

export function sumTotals(rows: readonly TakingsTotals[]): TakingsTotals {
  const total = emptyTotals();
  for (const row of rows) for (const key of Object.keys(total) as (keyof TakingsTotals)[]) total[key] += row[key];
  return total;
}

const DAY_MS = 86_400_000;
const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const iso = (at: Date) => at.toISOString().slice(0, 10);

/** The calendar date `days` after `date` (YYYY-MM-DD; negative: before). */
export function shiftDate(date: string, days: number): string {
  return iso(new Date(utc(date).getTime() + days * DAY_MS));
}

/** The first date of the period that holds `date`: itself, its week's Monday, or its month's 1st. */
export function periodStart(period: TakingsPeriod, date: string): string {
  if (period === 'day') return date;
  if (period === 'month') return `${date.slice(0, 7)}-01`;
  const weekday = (utc(date).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return shiftDate(date, -weekday);
}

/** The last date of the period that starts at `start`. */
export function periodEnd(period: TakingsPeriod, start: string): string {
  if (period === 'day') return start;
  if (period === 'week') return shiftDate(start, 6);
  const at = utc(start);
  return iso(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)));
}

/** Every period from the one holding `from` to the one holding `to`, oldest first, as [start, end] dates. */
export function periodsBetween(period: TakingsPeriod, from: string, to: string): { start: string; end: string }[] {
  const list: { start: string; end: string }[] = [];
  for (let start = periodStart(period, from); start <= to; start = shiftDate(periodEnd(period, start), 1))
    list.push({ start, end: periodEnd(period, start) });
  return list;
}

/** The default range of a period ending today: 14 days, 12 weeks or 12 months. */
export function defaultTakingsRange(period: TakingsPeriod, today: string): { from: string; to: string } {
  if (period === 'day') return { from: shiftDate(today, -13), to: today };
  if (period === 'week') return { from: shiftDate(periodStart('week', today), -77), to: today };
  const at = utc(today);
  return { from: iso(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - 11, 1))), to: today };
}

/** Days from `from` to `to`, both counted. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to).getTime() - utc(from).getTime()) / DAY_MS) + 1;
}
