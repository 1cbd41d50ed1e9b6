import { z } from 'zod';
import { ACCEPTANCE_LIMITS, ACCEPTANCE_MESSAGES } from '../acceptance-rules';

/** The operator's settings, a shop's override, the Needs attention list and the sandbox SMS outbox: requests and answers (issue 36). */
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
