import { closedLabel, localTime, shopOpenState, type ShopHoursInput, type Weekday } from './shop-hours';

/**
 * A shop's one status (issue 36 item 5): open, closed (its switch or its hours) or paused by its owner
 * for a while. Pure and zod-free: the storefront's cards and pages, the cart, the console and the
 * server's checkout all read it, so the shopper is never told "open" where Pay Now would refuse.
 *
 * Order (decision 104): the switched-off shop is closed whatever else; a running pause outranks the
 * hours (the owner said why and until when); otherwise the weekly hours decide. A pause ends by itself
 * when `pausedUntil` passes: nothing has to run for the shop to reopen.
 */

/** How long an owner may pause new orders from the console; `null` is "until I reopen". */
export const PAUSE_CHOICES = [15, 30, 60, null] as const;
export type PauseChoice = (typeof PAUSE_CHOICES)[number];
/** The longest reason shoppers see. */
export const PAUSE_REASON_MAX = 120;
/**
 * "Until I reopen" is stored as this instant: one column says until when, read the same way by
 * every reader (a real end would be decades away).
 */
export const PAUSED_UNTIL_REOPENED = '9999-12-31T00:00:00.000Z';
const UNTIL_REOPENED_MS = Date.parse('9000-01-01T00:00:00.000Z');

/** What the status is read from: the hours, plus the pause as stored (ISO instant; absent or null: none). */
export interface ShopStatusInput extends ShopHoursInput {
  pausedUntil?: string | null;
  pauseReason?: string | null;
}

export type ShopStatus =
  | { kind: 'open' }
  | { kind: 'closed'; opens: { day: Weekday; time: string; today: boolean } | null }
  /** `until` null: until the owner reopens. */
  | { kind: 'paused'; until: Date | null; reason: string };

/** The pause running at `now`, or null. */
export function runningPause(
  shop: Pick<ShopStatusInput, 'pausedUntil' | 'pauseReason'>,
  now: Date,
): { until: Date | null; reason: string } | null {
  if (!shop.pausedUntil) return null;
  const until = Date.parse(shop.pausedUntil);
  if (Number.isNaN(until) || until <= now.getTime()) return null;
  return { until: until >= UNTIL_REOPENED_MS ? null : new Date(until), reason: shop.pauseReason ?? '' };
}

/** The shop's status at `now` (the one rule; see the order above). */
export function shopStatus(shop: ShopStatusInput, now: Date): ShopStatus {
  if (!shop.isOpen) return { kind: 'closed', opens: null };
  const pause = runningPause(shop, now);
  if (pause) return { kind: 'paused', ...pause };
  const state = shopOpenState(shop, now);
  return state.open ? { kind: 'open' } : { kind: 'closed', opens: state.opens };
}

/** "13:40": a clock time in `timezone`, 24-hour like the rest of the product. */
export function clockTime(at: Date, timezone: string): string {
  const { minutes } = localTime(at, timezone);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * What shoppers see beside the shop: "Closed · opens Mon 08:00", "Paused · back at 13:30",
 * "Paused" (until the owner reopens); null while it takes orders.
 */
export function shopStatusLabel(status: ShopStatus, timezone: string): string | null {
  if (status.kind === 'open') return null;
  if (status.kind === 'closed') return closedLabel({ open: false, opens: status.opens });
  return status.until ? `Paused · back at ${clockTime(status.until, timezone)}` : 'Paused';
}

/** The label of `shop` at `now` in one call (cards and pages). */
export function shopStatusLabelAt(shop: ShopStatusInput, now: Date): string | null {
  return shopStatusLabel(shopStatus(shop, now), shop.timezone);
}

/** Why a shop takes no orders, as the start of the cart's and checkout's refusals ("Mama's Kitchen is paused (back at 13:30: …)"). */
function notTakingOrders(shopName: string, status: ShopStatus, timezone: string): string {
  if (status.kind === 'paused') {
    const when = status.until ? `back at ${clockTime(status.until, timezone)}` : 'until the shop reopens';
    return `${shopName} has paused new orders (${when}${status.reason ? `: ${status.reason}` : ''})`;
  }
  const label = closedLabel({ open: false, opens: status.kind === 'closed' ? status.opens : null });
  const opens = label && label !== 'Closed' ? ` (${label.replace(/^Closed · /, '')})` : '';
  return `${shopName} is closed now${opens}`;
}

/** Checkout's refusal of a cart holding the items of a shop that takes no orders now. */
export function shopUnavailableCheckoutMessage(shopName: string, status: ShopStatus, timezone: string): string {
  return `${notTakingOrders(shopName, status, timezone)}. Remove its items from your cart to continue.`;
}

/** The cart's refusal to add a product of a shop that takes no orders now. */
export function shopUnavailableAddMessage(shopName: string, status: ShopStatus, timezone: string): string {
  return `${notTakingOrders(shopName, status, timezone)}: its products cannot be added to the cart.`;
}

/** The first thing wrong with a pause reason, or null: at most 120 characters, no control characters. */
export function pauseReasonProblem(reason: string): string | null {
  if (reason.length > PAUSE_REASON_MAX) return `The reason must be at most ${PAUSE_REASON_MAX} characters`;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f-\u009f]/.test(reason)) return 'The reason must not contain control characters such as line breaks or tabs';
  return null;
}
