import { z } from 'zod';
import { DAY_MESSAGES, isRealDay } from './day';
import { text } from './schemas/text-field';

/**
 * Money that reconciles (issue 39 item 3, decision 120), under /api/v1/admin (the operator). Amounts
 * are integer kobo; days are YYYY-MM-DD in Africa/Lagos; instants are ISO 8601.
 */
const lagosDay = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DAY_MESSAGES.format)
  .refine(isRealDay, { message: DAY_MESSAGES.notReal });

/** The biggest payout one record may carry: ₦100,000,000.00. */
export const MAX_PAYOUT_KOBO = 10_000_000_000;

export const PAYOUT_MESSAGES = {
  amount: 'Enter the amount paid, more than ₦0.00',
  reference: "Enter the transfer's reference (as the bank shows it)",
  future: 'The payout date cannot be in the future.',
  sameReference: 'A payout with this reference was recorded for this shop with another amount or date.',
  reversalReason: 'Say in a line why this payout is reversed (3 to 200 characters)',
  notFound: 'Payout not found',
  alreadyReversed: 'This payout was already reversed.',
} as const;

/** POST admin/shops/{shopId}/payouts: money paid to a shop outside Paystack (a bank transfer, cash). */
export const recordPayoutBodySchema = z.object({
  amountKobo: z
    .number({ error: PAYOUT_MESSAGES.amount })
    .int(PAYOUT_MESSAGES.amount)
    .positive(PAYOUT_MESSAGES.amount)
    .max(MAX_PAYOUT_KOBO, PAYOUT_MESSAGES.amount),
  paidOn: lagosDay,
  reference: text({ error: PAYOUT_MESSAGES.reference }).trim().min(1, PAYOUT_MESSAGES.reference).max(100, PAYOUT_MESSAGES.reference),
});
export type RecordPayoutBody = z.infer<typeof recordPayoutBodySchema>;

export const shopPayoutSchema = z.object({
  id: z.string(),
  shopId: z.string(),
  shopName: z.string(),
  amountKobo: z.number().int(),
  paidOn: z.string(),
  reference: z.string(),
  recordedByName: z.string(),
  recordedAt: z.string(),
  /** A reversed payout (recorded by mistake) stays listed, and no longer counts against what the shop is owed. */
  reversal: z.object({ at: z.string(), byName: z.string(), reason: z.string() }).nullable(),
});
export type ShopPayout = z.infer<typeof shopPayoutSchema>;

/** `recorded` false: this shop already had a payout with this reference (a repeated click), returned as it is. */
export const recordPayoutResponseSchema = z.object({ payout: shopPayoutSchema, recorded: z.boolean() });
export type RecordPayoutResponse = z.infer<typeof recordPayoutResponseSchema>;

/**
 * POST admin/payouts/{payoutId}/reverse: a payout recorded by mistake (a wrong amount, shop or day) is reversed
 * with a reason, never edited; the right one is then recorded anew (the reversed one's reference is free again).
 */
export const reversePayoutBodySchema = z.object({
  reason: text({ error: PAYOUT_MESSAGES.reversalReason })
    .trim()
    .min(3, PAYOUT_MESSAGES.reversalReason)
    .max(200, PAYOUT_MESSAGES.reversalReason)
    // eslint-disable-next-line no-control-regex -- a line break or other control character is refused
    .refine((line) => !/[\u0000-\u001f\u007f]/.test(line), PAYOUT_MESSAGES.reversalReason),
});
export type ReversePayoutBody = z.infer<typeof reversePayoutBodySchema>;
export const reversePayoutResponseSchema = z.object({ payout: shopPayoutSchema });
export type ReversePayoutResponse = z.infer<typeof reversePayoutResponseSchema>;
export const payoutIdParamSchema = z.object({ payoutId: z.uuid({ error: PAYOUT_MESSAGES.notFound }) });

export const periodQuerySchema = z.object({ shopId: z.uuid().optional(), from: lagosDay, to: lagosDay });
export type PeriodQuery = z.infer<typeof periodQuerySchema>;

export const payoutsResponseSchema = z.object({ payouts: z.array(shopPayoutSchema) });
export type PayoutsResponse = z.infer<typeof payoutsResponseSchema>;

export const PROVIDER_SETTLEMENT_STATUSES = ['success', 'processing', 'pending', 'failed'] as const;

/** One settlement Paystack made (or is making) to a shop's subaccount (`GET /settlement`). */
export const providerSettlementSchema = z.object({
  id: z.string(),
  status: z.string(),
  amountKobo: z.number().int(),
  settledAt: z.string().nullable(),
});
export type ProviderSettlementView = z.infer<typeof providerSettlementSchema>;

/**
 * One shop with a subaccount over the period: what the ledger says Paystack should have paid it
 * (its split shares), what Paystack settled (success) and has in progress (pending, processing), and the
 * difference (settled + in progress − expected): 0 when they agree. Failed settlements are listed, not counted.
 */
export const shopSettlementCheckSchema = z.object({
  shopId: z.string(),
  shopName: z.string(),
  subaccountCode: z.string(),
  expectedKobo: z.number().int(),
  settledKobo: z.number().int(),
  inProgressKobo: z.number().int(),
  differenceKobo: z.number().int(),
  settlements: z.array(providerSettlementSchema),
});
export type ShopSettlementCheck = z.infer<typeof shopSettlementCheckSchema>;

/** GET admin/settlements?from&to[&shopId] */
export const settlementChecksResponseSchema = z.object({ provider: z.string(), shops: z.array(shopSettlementCheckSchema) });
export type SettlementChecksResponse = z.infer<typeof settlementChecksResponseSchema>;
