import { z } from 'zod';
import { formatKobo } from '../money';
import { SHOP_TIMEZONE } from '../shop-hours';
import { clockTime } from '../shop-status';

/**
 * Acceptance deadlines and "the shop does not answer" texts (issue 36 items 2, 3 and 8): the
 * operator's market-wide settings, a shop's override, the operator's "Needs attention" list and the
 * sandbox SMS outbox. One place for the rules the server and the pages share.
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

const acceptanceMinutes = z
  .number({ error: `Use whole minutes from ${ACCEPTANCE_LIMITS.acceptance.min} to ${ACCEPTANCE_LIMITS.acceptance.max}.` })
  .int(`Use whole minutes from ${ACCEPTANCE_LIMITS.acceptance.min} to ${ACCEPTANCE_LIMITS.acceptance.max}.`)
  .min(
    ACCEPTANCE_LIMITS.acceptance.min,
    `Use whole minutes from ${ACCEPTANCE_LIMITS.acceptance.min} to ${ACCEPTANCE_LIMITS.acceptance.max}.`,
  )
  .max(
    ACCEPTANCE_LIMITS.acceptance.max,
    `Use whole minutes from ${ACCEPTANCE_LIMITS.acceptance.min} to ${ACCEPTANCE_LIMITS.acceptance.max}.`,
  );

const smsAfterMinutes = z
  .number({ error: `Use whole minutes from ${ACCEPTANCE_LIMITS.smsAfter.min} to ${ACCEPTANCE_LIMITS.smsAfter.max}.` })
  .int(`Use whole minutes from ${ACCEPTANCE_LIMITS.smsAfter.min} to ${ACCEPTANCE_LIMITS.smsAfter.max}.`)
  .min(ACCEPTANCE_LIMITS.smsAfter.min, `Use whole minutes from ${ACCEPTANCE_LIMITS.smsAfter.min} to ${ACCEPTANCE_LIMITS.smsAfter.max}.`)
  .max(ACCEPTANCE_LIMITS.smsAfter.max, `Use whole minutes from ${ACCEPTANCE_LIMITS.smsAfter.min} to ${ACCEPTANCE_LIMITS.smsAfter.max}.`);

/** PUT admin/market-settings. */
export const marketSettingsBodySchema = z
  .strictObject({ acceptanceMinutes, smsAfterMinutes })
  .refine((body) => body.smsAfterMinutes < body.acceptanceMinutes, {
    message: ACCEPTANCE_MESSAGES.smsAfterTooLate,
    path: ['smsAfterMinutes'],
  });
export type MarketSettingsBody = z.infer<typeof marketSettingsBodySchema>;

/** PUT admin/shops/{slug}/acceptance: the shop's own minutes, or null for the market's. */
export const shopAcceptanceBodySchema = z.strictObject({ acceptanceMinutes: acceptanceMinutes.nullable() });
export type ShopAcceptanceBody = z.infer<typeof shopAcceptanceBodySchema>;

export const shopAcceptanceSchema = z.object({ slug: z.string(), name: z.string(), acceptanceMinutes: z.number().int().nullable() });
export type ShopAcceptance = z.infer<typeof shopAcceptanceSchema>;

/** GET admin/market-settings: the market's minutes and every shop's override. */
export const marketSettingsSchema = z.object({
  acceptanceMinutes: z.number().int(),
  smsAfterMinutes: z.number().int(),
  updatedAt: z.string(),
  shops: z.array(shopAcceptanceSchema),
});
export type MarketSettings = z.infer<typeof marketSettingsSchema>;

/** GET admin/needs-attention (item 8): what the operator should look at now. */
export const needsAttentionSchema = z.object({
  /** Paid parts past half their time to accept. */
  waiting: z.array(
    z.object({ partId: z.string(), orderId: z.string(), shop: z.string(), paidAt: z.string(), acceptBy: z.string(), total: z.number() }),
  ),
  /** Accepted parts not delivered by their due time. */
  late: z.array(
    z.object({ partId: z.string(), orderId: z.string(), shop: z.string(), status: z.string(), acceptedAt: z.string(), dueAt: z.string() }),
  ),
  /** Refunds not yet at the card. */
  refunds: z.array(
    z.object({
      id: z.string(),
      orderId: z.string().nullable(),
      shop: z.string().nullable(),
      amount: z.number(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  at: z.string(),
});
export type NeedsAttention = z.infer<typeof needsAttentionSchema>;

/** GET dev/sms: what the sandbox SMS provider recorded (developer panel). */
export const smsOutboxSchema = z.object({
  messages: z.array(z.object({ id: z.string(), to: z.string(), text: z.string(), purpose: z.string(), createdAt: z.string() })),
});
export type SmsOutbox = z.infer<typeof smsOutboxSchema>;
