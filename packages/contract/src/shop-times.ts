import { clockTime } from './shop-status';

/**
 * Times the shopper can plan on (issue 36 item 6, decision 105): a shop's typical time to get an
 * order ready and the operator's delivery time to a hall, shown before ordering as a range and after
 * acceptance as clock times. Pure: the server and the storefront read the same rules.
 */

/** A shop's median is trusted from this many parts; below it the owner's own setting is shown. */
export const PREP_SAMPLE_MIN = 5;
/** The median reads at most this many of the shop's latest ready parts. */
export const PREP_SAMPLE_MAX = 30;
/** The owner's setting's bounds (minutes), and what a new shop starts with. */
export const PREP_MINUTES_MIN = 1;
export const PREP_MINUTES_MAX = 240;
export const PREP_MINUTES_DEFAULT = 20;
/** The delivery time when the operator set none (minutes), and its bounds. */
export const DELIVERY_MINUTES_DEFAULT = 15;
export const DELIVERY_MINUTES_MIN = 1;
export const DELIVERY_MINUTES_MAX = 240;
/** The hall key of the operator's time for every hall. */
export const EVERY_HALL = '';

/** The median of whole minutes (the lower middle rounded up: 10, 20 → 15); null for none. */
export function medianMinutes(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return Math.ceil(value);
}

/** The shop's typical preparation time: its median over enough parts, else the owner's setting. */
export function typicalPrepMinutes(readyTimes: readonly number[], ownerSetting: number): number {
  const median = readyTimes.length >= PREP_SAMPLE_MIN ? medianMinutes(readyTimes) : null;
  return median ?? ownerSetting;
}

/** The operator's delivery time to `hall`: its own, else the one for every hall, else the default. */
export function deliveryMinutesTo(times: Readonly<Record<string, number>>, hall: string | undefined): number {
  return (hall ? times[hall] : undefined) ?? times[EVERY_HALL] ?? DELIVERY_MINUTES_DEFAULT;
}

/**
 * "About 25–35 min to Queen Esther" ("About 25–35 min" without a hall): the total rounded to 5
 * minutes, to 10 minutes more, because a single figure would promise more than a median can.
 */
export function planLabel(prepMinutes: number, deliveryMinutes: number, hall?: string): string {
  const low = Math.max(5, Math.round((prepMinutes + deliveryMinutes) / 5) * 5);
  return `About ${low}–${low + 10} min${hall ? ` to ${hall}` : ''}`;
}

/**
 * After acceptance: "Ready about 13:40, at Queen Esther by 13:55" from the moment the shop's latest
 * ready-in estimate was given (or the acceptance, with the shop's typical time).
 */
export function arrivalLabel(readyAt: Date, deliveryMinutes: number, hall: string | undefined, timezone: string): string {
  const arrives = new Date(readyAt.getTime() + deliveryMinutes * 60_000);
  return `Ready about ${clockTime(readyAt, timezone)}, ${hall ? `at ${hall}` : 'with you'} by ${clockTime(arrives, timezone)}`;
}
