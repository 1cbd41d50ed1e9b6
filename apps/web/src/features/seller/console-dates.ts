import { SHOP_TIMEZONE } from '@campus/contract';

/**
 * The console's dates (issue 39 item 7): en-NG, on the shop's clock (Africa/Lagos) whatever the
 * browser's time zone, so an owner abroad or a phone set to UTC reads the times the shop keeps.
 */
const lagos = { timeZone: SHOP_TIMEZONE } as const;

const dateFormat = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', ...lagos });
const dateTimeFormat = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short', ...lagos });
const timeFormat = new Intl.DateTimeFormat('en-NG', { timeStyle: 'short', ...lagos });
const dayFormat = new Intl.DateTimeFormat('en-NG', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-NG', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "28 Nov 2026" on the shop's clock. */
export const consoleDate = (iso: string) => dateFormat.format(new Date(iso));
/** "28 Nov 2026, 14:05" on the shop's clock. */
export const consoleDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
/** "14:05" on the shop's clock. */
export const consoleTime = (iso: string) => timeFormat.format(new Date(iso));
/** A calendar date the server gave as YYYY-MM-DD (already a Lagos date): "Sat, 28 Nov". */
export const calendarDay = (date: string) => dayFormat.format(new Date(`${date}T12:00:00Z`));
/** A YYYY-MM-DD's month: "November 2026". */
export const calendarMonth = (date: string) => monthFormat.format(new Date(`${date}T12:00:00Z`));
