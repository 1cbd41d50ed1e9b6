/** The operator's money screens in Lagos time and en-NG (issue 39 item 7): days as "Sat, 28 Nov 2026". */
const TIME_ZONE = 'Africa/Lagos';
const dayFormat = new Intl.DateTimeFormat('en-NG', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const whenFormat = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE });
const isoDayFormat = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: TIME_ZONE });

/** A Lagos day (YYYY-MM-DD) for people. */
export function formatLagosDay(day: string): string {
  const noon = new Date(`${day}T12:00:00+01:00`);
  return Number.isNaN(noon.getTime()) ? day : dayFormat.format(noon);
}

/** An instant (ISO 8601) in Lagos, date and time. */
export function formatLagosWhen(iso: string): string {
  return whenFormat.format(new Date(iso));
}

/** The Lagos day (YYYY-MM-DD) `daysAgo` days before the day of `now`. */
export function lagosDayOf(now: number, daysAgo = 0): string {
  return isoDayFormat.format(new Date(now - daysAgo * 86_400_000));
}
