/**
 * A shop's days (issue 20's "today" and "last 7 days"): campus shops keep Lagos time, which is
 * UTC+01:00 all year (Nigeria has no daylight saving), so a day is a fixed 24-hour span.
 */
export const SHOP_TIME_ZONE = 'Africa/Lagos';
const OFFSET = '+01:00';
const DAY_MS = 86_400_000;

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The shop's calendar date of an instant, YYYY-MM-DD. */
export function shopDate(at: Date): string {
  return dayFormat.format(at);
}

/** The instant the shop's day `date` (YYYY-MM-DD) begins. */
export function startOfShopDay(date: string): Date {
  const start = new Date(`${date}T00:00:00${OFFSET}`);
  if (Number.isNaN(start.getTime()) || shopDate(start) !== date) throw new RangeError(`not a calendar date: ${date}`);
  return start;
}

/** The shop's date `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  return shopDate(new Date(startOfShopDay(date).getTime() + days * DAY_MS));
}

/** The last `count` shop days up to and including the day of `now`, oldest first. */
export function lastDays(now: Date, count: number): string[] {
  const today = shopDate(now);
  return Array.from({ length: count }, (_, i) => addDays(today, i - (count - 1)));
}
