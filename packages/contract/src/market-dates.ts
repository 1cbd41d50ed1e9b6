import { SHOP_TIMEZONE } from './shop-hours';

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
