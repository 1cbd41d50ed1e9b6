import { SHOP_TIMEZONE } from './shop-hours';
import { clockTime } from './shop-status';

/**
 * Dates as the market reads them (issue 39 item 7): en-NG, Africa/Lagos, the 24-hour clock like the rest
 * of the product — "27 Nov 2026, 00:30", never the browser's own locale or zone (11/26/2026).
 */
const dateTime = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: SHOP_TIMEZONE,
});
const date = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric', timeZone: SHOP_TIMEZONE });
const day = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: SHOP_TIMEZONE });

const instant = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at);

/** "27 Nov 2026, 00:30" in Lagos. */
export function marketDateTime(at: Date | string): string {
  return dateTime.format(instant(at));
}

/** "27 Nov 2026" in Lagos. */
export function marketDate(at: Date | string): string {
  return date.format(instant(at));
}

/** The market's calendar day of an instant, YYYY-MM-DD (what date inputs and the API's day filters take). */
export function marketDay(at: Date | string): string {
  return day.format(instant(at));
}

/** "00:30" in Lagos. */
export function marketTime(at: Date | string): string {
  return clockTime(instant(at), SHOP_TIMEZONE);
}

/** The market's calendar day `daysAgo` days before the day of `now` (ms since the epoch), YYYY-MM-DD. */
export function marketDayBefore(now: number, daysAgo = 0): string {
  return marketDay(new Date(now - daysAgo * 86_400_000));
}

// A day the server names (YYYY-MM-DD, already a Lagos day) is read at its noon in UTC: the same day in any zone.
const calendarDay = new Intl.DateTimeFormat('en-NG', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const calendarDayWithYear = new Intl.DateTimeFormat('en-NG', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const calendarMonth = new Intl.DateTimeFormat('en-NG', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** A day the server names (YYYY-MM-DD): "Sat, 28 Nov", or "Sat, 28 Nov 2026" with its year; as given when it is no day. */
export function marketCalendarDay(day: string, options: { year?: boolean } = {}): string {
  const noon = noonOf(day);
  if (Number.isNaN(noon.getTime())) return day;
  return (options.year ? calendarDayWithYear : calendarDay).format(noon);
}

/** The month of a day the server names (YYYY-MM-DD): "November 2026". */
export function marketCalendarMonth(day: string): string {
  const noon = noonOf(day);
  return Number.isNaN(noon.getTime()) ? day : calendarMonth.format(noon);
}
