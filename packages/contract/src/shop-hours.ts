/**
 * A shop's weekly opening hours (issue 20 item 5) and the one rule that says whether it sells now.
 * Pure and zod-free: the storefront's pages, the console's form and the server all read it.
 *
 * Shape: for each weekday (mon … sun) a list of at most 3 periods "HH:MM"–"HH:MM" in the shop's
 * timezone, each closing after it opens on the same day ("24:00" closes at midnight), not
 * overlapping, in order. A day with no periods is closed all day. `null` hours mean "open whenever
 * the switch is on". The open/closed switch outranks the hours: a switched-off shop is closed.
 */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

export interface OpeningPeriod {
  open: string;
  close: string;
}

export type OpeningHours = Record<Weekday, OpeningPeriod[]>;

export const SHOP_TIMEZONE = 'Africa/Lagos';
export const MAX_PERIODS_PER_DAY = 3;

/** What a shop's open state is read from. */
export interface ShopHoursInput {
  isOpen: boolean;
  /** OpeningHours as stored; read loosely so the storefront's looser wire type fits. */
  openingHours: Readonly<Partial<Record<string, readonly OpeningPeriod[]>>> | null;
  timezone: string;
}

export type ShopOpenState = { open: true } | { open: false; opens: { day: Weekday; time: string; today: boolean } | null };

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of "HH:MM" ("24:00" is 1440 as a closing time); null when malformed. */
export function minutesOf(time: string, closing = false): number | null {
  if (closing && time === '24:00') return 24 * 60;
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The first thing wrong with the hours, as a shop owner reads it; null when they hold. */
export function openingHoursProblem(hours: unknown): string | null {
  if (hours === null) return null;
  if (typeof hours !== 'object' || Array.isArray(hours)) return 'Opening hours must list the days of the week';
  const record = hours as Record<string, unknown>;
  for (const key of Object.keys(record)) if (!(WEEKDAYS as readonly string[]).includes(key)) return `Unknown day in opening hours: ${key}`;
  for (const day of WEEKDAYS) {
    const periods = record[day];
    const label = WEEKDAY_LABELS[day];
    if (!Array.isArray(periods)) return `${label}: give its opening periods (none means closed all day)`;
    if (periods.length > MAX_PERIODS_PER_DAY) return `${label}: at most ${MAX_PERIODS_PER_DAY} opening periods a day`;
    let previousClose = -1;
    for (const period of periods as unknown[]) {
      const { open, close } = (period ?? {}) as Partial<OpeningPeriod>;
      const from = typeof open === 'string' ? minutesOf(open) : null;
      const to = typeof close === 'string' ? minutesOf(close, true) : null;
      if (from === null || to === null) return `${label}: times are written HH:MM, from 00:00 to 24:00`;
      if (to <= from) return `${label}: ${open}–${close} must close after it opens`;
      if (from < previousClose) return `${label}: opening periods must be in order and must not overlap`;
      previousClose = to;
    }
  }
  return null;
}

/**
 * One formatter per time zone, made once: an Intl.DateTimeFormat costs about a millisecond to make, and the
 * checkout's slot list reads the clock of some 200 instants (order-slots.ts), every minute, on a phone.
 */
const localTimeFormats = new Map<string, Intl.DateTimeFormat>();
function localTimeFormat(timezone: string): Intl.DateTimeFormat {
  let format = localTimeFormats.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: timezone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    localTimeFormats.set(timezone, format);
  }
  return format;
}

/** The weekday and minute of the day at `now` in `timezone`. */
export function localTime(now: Date, timezone: string): { day: Weekday; minutes: number } {
  const parts = localTimeFormat(timezone)
    .formatToParts(now)
    .reduce<Record<string, string>>((acc, part) => ({ ...acc, [part.type]: part.value }), {});
  const day = (parts.weekday ?? 'Mon').slice(0, 3).toLowerCase() as Weekday;
  return { day, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** Whether the shop sells at `now`, and if not, when it next opens by its hours (null: not known). */
export function shopOpenState(shop: ShopHoursInput, now: Date): ShopOpenState {
  if (!shop.isOpen) return { open: false, opens: null };
  const hours = shop.openingHours;
  if (!hours) return { open: true };
  const { day, minutes } = localTime(now, shop.timezone);
  const start = WEEKDAYS.indexOf(day);
  const today = hours[day] ?? [];
  if (today.some((period) => (minutesOf(period.open) ?? 0) <= minutes && minutes < (minutesOf(period.close, true) ?? 0)))
    return { open: true };
  for (let offset = 0; offset <= 7; offset += 1) {
    const weekday = WEEKDAYS[(start + offset) % 7] as Weekday;
    const next = (hours[weekday] ?? []).find((period) => offset > 0 || (minutesOf(period.open) ?? 0) > minutes);
    if (next) return { open: false, opens: { day: weekday, time: next.open, today: offset === 0 } };
  }
  return { open: false, opens: null };
}

/** "Closed · opens Mon 08:00", "Closed · opens today 17:00" or "Closed"; null when open. */
export function closedLabel(state: ShopOpenState): string | null {
  if (state.open) return null;
  if (!state.opens) return 'Closed';
  return `Closed · opens ${state.opens.today ? 'today' : WEEKDAY_LABELS[state.opens.day]} ${state.opens.time}`;
}

/** "Mama's Kitchen is closed now (opens Mon 08:00)": the start of the cart's and checkout's refusals. */
function closedNow(shopName: string, state: ShopOpenState): string {
  const label = closedLabel(state);
  const opens = label && label !== 'Closed' ? ` (${label.replace(/^Closed · /, '')})` : '';
  return `${shopName} is closed now${opens}`;
}

/** Checkout's refusal of a cart holding a closed shop's items. */
export function shopClosedCheckoutMessage(shopName: string, state: ShopOpenState): string {
  return `${closedNow(shopName, state)}. Remove its items from your cart to continue.`;
}

/** The cart's refusal to add a closed shop's product. */
export function shopClosedAddMessage(shopName: string, state: ShopOpenState): string {
  return `${closedNow(shopName, state)}: its products cannot be added to the cart.`;
}

/** Every day closed: the start of a form. */
export function emptyOpeningHours(): OpeningHours {
  return { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
}
