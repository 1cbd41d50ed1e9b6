import { localTime, SHOP_TIMEZONE } from './shop-hours';
import { clockTime, shopStatus, type ShopStatusInput } from './shop-status';

/**
 * Orders for later (issue 38 item 4, decision 128): the shopper picks "As soon as possible" or a slot
 * later today or tomorrow (Africa/Lagos) on a 15-minute grid, at least every shop's typical preparation
 * time ahead, inside every shop's opening hours. Pure and zod-free: the checkout's picker lists the
 * slots with it and the server recomputes it before a payment starts.
 */

export const SLOT_MINUTES = 15;

/** What a slot is checked against for one shop of the cart. */
export interface SlotShop {
  name: string;
  hours: ShopStatusInput;
  /** The shop's typical preparation time (decision 105), in minutes. */
  prepMinutes: number;
}

const MINUTE = 60_000;

/** Formatters made once per time zone and kind (making one costs about a millisecond; slotChoices reads ~200 instants). */
const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(kind: 'day' | 'date', timezone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timezone}`;
  let format = formats.get(key);
  if (!format) {
    format =
      kind === 'day'
        ? new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' })
        : new Intl.DateTimeFormat('en-NG', { timeZone: timezone, weekday: 'short', day: 'numeric', month: 'short' });
    formats.set(key, format);
  }
  return format;
}

/** The calendar day of `at` in `timezone` as "YYYY-MM-DD". */
function calendarDayIn(at: Date, timezone: string): string {
  return formatIn('day', timezone).format(at);
}

/** Whether `at` lies on the 15-minute grid of the market's clock (whole minutes, :00 :15 :30 :45). */
export function onSlotGrid(at: Date, timezone = SHOP_TIMEZONE): boolean {
  return at.getTime() % MINUTE === 0 && localTime(at, timezone).minutes % SLOT_MINUTES === 0;
}

/** Whether `at` is today or tomorrow in the market's time, seen at `now`. */
function todayOrTomorrow(at: Date, now: Date, timezone: string): boolean {
  const day = calendarDayIn(at, timezone);
  return day === calendarDayIn(now, timezone) || day === calendarDayIn(new Date(now.getTime() + 24 * 60 * MINUTE), timezone);
}

/**
 * The first reason `slot` cannot be chosen, as the shopper reads it, naming the shop; null when it can.
 * A shop must take orders at the slot by its switch, its pause and its hours, and the slot must be at
 * least its typical preparation time after `now`.
 */
export function slotProblem(slot: Date, shops: readonly SlotShop[], now: Date, timezone = SHOP_TIMEZONE): string | null {
  if (Number.isNaN(slot.getTime())) return 'Choose a delivery time from the list';
  if (!onSlotGrid(slot, timezone)) return 'Delivery times are on the quarter hour (such as 13:00, 13:15, 13:30)';
  if (!todayOrTomorrow(slot, now, timezone) || slot.getTime() <= now.getTime()) return 'Choose a delivery time later today or tomorrow';
  for (const shop of shops) {
    if (shopStatus(shop.hours, slot).kind !== 'open')
      return `${shop.name} is not open at ${slotLabel(slot, now, timezone)}: choose a time within its opening hours`;
    if (slot.getTime() < now.getTime() + shop.prepMinutes * MINUTE)
      return `${shop.name} needs about ${shop.prepMinutes} min to get an order ready: choose ${clockTime(earliestFor(shop, now), timezone)} or later`;
  }
  return null;
}

/** The first grid time at least the shop's preparation time after `now`. */
function earliestFor(shop: SlotShop, now: Date): Date {
  return ceilToGrid(new Date(now.getTime() + shop.prepMinutes * MINUTE));
}

/** The first grid instant at or after `at` (Lagos keeps whole-hour offsets, so the UTC grid is its grid). */
export function ceilToGrid(at: Date): Date {
  const step = SLOT_MINUTES * MINUTE;
  return new Date(Math.ceil(at.getTime() / step) * step);
}

/** Every slot the shopper may pick at `now`: later today and tomorrow, in time order. */
export function slotChoices(shops: readonly SlotShop[], now: Date, timezone = SHOP_TIMEZONE): Date[] {
  const choices: Date[] = [];
  const end = now.getTime() + 2 * 24 * 60 * MINUTE;
  for (let at = ceilToGrid(new Date(now.getTime() + MINUTE)); at.getTime() <= end; at = new Date(at.getTime() + SLOT_MINUTES * MINUTE))
    if (slotProblem(at, shops, now, timezone) === null) choices.push(at);
  return choices;
}

/** When a part for `slot` enters the shop's New orders: its preparation time before the slot. */
export function entersNewAt(slot: Date, prepMinutes: number): Date {
  return new Date(slot.getTime() - prepMinutes * MINUTE);
}

/** "Today 13:15" or "Tomorrow 08:30" as seen at `now`; "Sat 28 Nov, 13:15" further away. */
export function slotLabel(slot: Date, now: Date, timezone = SHOP_TIMEZONE): string {
  const day = calendarDayIn(slot, timezone);
  if (day === calendarDayIn(now, timezone)) return `Today ${clockTime(slot, timezone)}`;
  if (day === calendarDayIn(new Date(now.getTime() + 24 * 60 * MINUTE), timezone)) return `Tomorrow ${clockTime(slot, timezone)}`;
  return slotDateLabel(slot, timezone);
}

/** "Sat 28 Nov, 13:00": a slot on the order page, the same whenever it is read (no "today"). */
export function slotDateLabel(slot: Date, timezone = SHOP_TIMEZONE): string {
  const date = formatIn('date', timezone).format(slot).replace(',', '');
  return `${date}, ${clockTime(slot, timezone)}`;
}

/** "In 1 h 05 min" / "In 12 min" / "Now": the console's countdown to a part entering New. */
export function countdownLabel(until: Date, now: Date): string {
  const minutes = Math.ceil((until.getTime() - now.getTime()) / MINUTE);
  if (minutes <= 0) return 'Now';
  if (minutes < 60) return `In ${minutes} min`;
  return `In ${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
