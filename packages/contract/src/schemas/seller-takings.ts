import { z } from 'zod';
import { DAY_MESSAGES, isRealDay } from '../day';
import { TAKINGS_MESSAGES, TAKINGS_PERIODS } from '../takings';

/** The shop's takings (issue 39 item 1): per day, week or month, in kobo, the same figures as the ledger. */

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD.')
  .refine(isRealDay, { message: DAY_MESSAGES.notReal });

/** GET …/takings (and its CSVs): the period to add up by, and the Africa/Lagos dates to cover (both counted). */
export const sellerTakingsQuerySchema = z.object({
  period: z.enum(TAKINGS_PERIODS, { message: TAKINGS_MESSAGES.period }).default('day'),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type SellerTakingsQuery = z.infer<typeof sellerTakingsQuerySchema>;

const totals = {
  /** Parts sold in the period (accepted and later). */
  parts: z.number().int(),
  /** Items sold: the ledger's sale less the delivery share. */
  grossKobo: z.number().int(),
  deliveryKobo: z.number().int(),
  /** The market's commission, less what refunds gave back. */
  commissionKobo: z.number().int(),
  refundsKobo: z.number().int(),
  /** What the shop's own promo codes took off its sales (decision 114). */
  discountsKobo: z.number().int(),
  /** Paystack's fee, where the shop bears part of it (0 when the market bears it). */
  feeKobo: z.number().int(),
  /** gross + delivery − commission − refunds − discounts − fee. */
  netKobo: z.number().int(),
};
export const takingsTotalsSchema = z.object(totals);

export const sellerTakingsSchema = z.object({
  period: z.enum(TAKINGS_PERIODS),
  /** The first date of the first period and the last date asked for (Africa/Lagos). */
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  periods: z.array(z.object({ start: z.string(), end: z.string(), ...totals })),
  total: takingsTotalsSchema,
});
export type SellerTakings = z.infer<typeof sellerTakingsSchema>;
