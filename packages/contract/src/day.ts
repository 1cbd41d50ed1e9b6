/** True when `text` is YYYY-MM-DD and that day exists (2026-02-28 does, 2026-02-30 and 2026-13-01 do not). */
export function isRealDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const DAY_MESSAGES = {
  format: 'Use a date like 2026-11-23',
  notReal: 'This is not a real date: check the month (01–12) and the day of that month, e.g. 2026-02-28.',
} as const;
