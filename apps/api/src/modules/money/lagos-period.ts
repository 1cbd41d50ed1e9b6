import { InvalidError } from '../../errors/domain-errors';
import { shopDate, startOfShopDay } from '../seller/shop-days';

const DAY_MS = 86_400_000;
export const MAX_PERIOD_DAYS = 92;
export const PERIOD_MESSAGE = 'The end date must be on or after the start date, at most 92 days later.';

/** `from`…`to` (YYYY-MM-DD, Africa/Lagos, inclusive) as instants: from its first moment to the moment after its last. */
export function lagosPeriod(fromDay: string, toDay: string): { from: Date; to: Date } {
  let from: Date;
  let last: Date;
  try {
    from = startOfShopDay(fromDay);
    last = startOfShopDay(toDay);
  } catch {
    throw new InvalidError(PERIOD_MESSAGE, 'from');
  }
  const days = (last.getTime() - from.getTime()) / DAY_MS;
  if (days < 0 || days >= MAX_PERIOD_DAYS) throw new InvalidError(PERIOD_MESSAGE, 'to');
  return { from, to: new Date(last.getTime() + DAY_MS) };
}

/** Lagos time of an instant for people: "28/11/2026" and "14:05". */
export function lagosDateTime(at: Date): { day: string; time: string } {
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return { day: shopDate(at), time: time.format(at) };
}
