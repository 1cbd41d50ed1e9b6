import { formatKobo } from './money';
import { SHOP_TIMEZONE } from './shop-hours';
import { clockTime } from './shop-status';

/**
 * Acceptance deadlines and "the shop does not answer" texts (issue 36 items 2, 3 and 8): the rules and
 * words the server and the pages share, without zod, so the shopper's order page carries none of it
 * (its request and answer schemas are in schemas/acceptance.ts).
 */

/** The bounds of the settings, in minutes (a deadline under a minute could not be met; over two hours helps nobody). */
export const ACCEPTANCE_LIMITS = {
  acceptance: { min: 1, max: 120 },
  smsAfter: { min: 1, max: 60 },
} as const;

/** Until when a part paid at `paidAt` may be accepted, given the shop's minutes. */
export function acceptanceDeadline(paidAt: Date, minutes: number): Date {
  return new Date(paidAt.getTime() + minutes * 60_000);
}

/** When the owner is reminded: half-way to the deadline. */
export function acceptanceHalfTime(paidAt: Date, minutes: number): Date {
  return new Date(paidAt.getTime() + minutes * 30_000);
}

/** Minutes an accepted part may take to arrive when the shop gave no ready-in estimate (item 8's "late" list). */
export const DEFAULT_READY_IN_MINUTES = 30;
/** Minutes from ready to the shopper's door the "late" list allows. */
export const DELIVERY_ALLOWANCE_MINUTES = 20;

/** When an accepted part counts as late: accepted + its ready-in estimate (or the default) + the delivery allowance. */
export function deliveryDueAt(acceptedAt: Date, readyInMinutes: number | null): Date {
  return new Date(acceptedAt.getTime() + ((readyInMinutes ?? DEFAULT_READY_IN_MINUTES) + DELIVERY_ALLOWANCE_MINUTES) * 60_000);
}

/** A clock time as the market reads it (Lagos, 24-hour), e.g. "13:42": the texts to shops, the countdown, the operator's lists. */
export function marketClockTime(at: Date): string {
  return clockTime(at, SHOP_TIMEZONE);
}

/** Whole minutes left until `deadline` (0 when under a minute or past). */
export function minutesLeft(deadline: Date, now: Date): number {
  return Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 60_000));
}

export const ACCEPTANCE_MESSAGES = {
  /** The reason a part cancelled by its deadline carries (the shopper and the shop read it). */
  timedOut: 'The shop did not respond in time',
  countdown: (clock: string) => `The shop has until ${clock} to accept`,
  minutesLeft: (minutes: number) => (minutes < 1 ? 'Less than a minute left' : minutes === 1 ? '1 minute left' : `${minutes} minutes left`),
  timeUp: 'Time is up: if the shop has not accepted, your money comes back to your card.',
  smsAfterTooLate: 'The text to the shop must go before the deadline: make it fewer minutes than the time to accept.',
  saved: 'Saved. New deadlines count from each order’s payment.',
  noAttention: 'Nothing needs attention right now.',
  shopNotFound: 'Shop not found',
} as const;

/** The texts an SMS to the shop carries (plain ASCII where it can: a text with ₦ costs a unicode SMS). */
export const SMS_TEXTS = {
  unseen: (orderId: string, totalKobo: number) =>
    `Campus Market: new order ${orderId} (${smsAmount(totalKobo)}) is waiting. Open your shop console to accept it.`,
  halfTime: (orderId: string, totalKobo: number, clock: string) =>
    `Campus Market: order ${orderId} (${smsAmount(totalKobo)}) is cancelled and refunded at ${clock} unless you accept it.`,
} as const;

/** An amount in a text: "NGN 2,500.00" (the naira sign would make it a costlier unicode SMS). */
export function smsAmount(kobo: number): string {
  return formatKobo(kobo).replace('₦', 'NGN ');
}
