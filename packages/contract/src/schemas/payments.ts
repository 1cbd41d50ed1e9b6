import { z } from 'zod';
import { text } from './text-field';

export const paymentProviderSchema = z.enum(['sandbox', 'paystack']);
export type PaymentProviderName = z.infer<typeof paymentProviderSchema>;

export const DELIVERY_NOTE_MAX_LENGTH = 200;

/** Delivery details given at checkout (issue 19): hall, room or block, a note to the shops. */
export const deliveryDetailsSchema = z.object({
  hall: z.string().trim().max(100).optional(),
  room: z.string().trim().max(60, 'Room or block must be at most 60 characters').optional(),
  note: z
    .string()
    .trim()
    .max(DELIVERY_NOTE_MAX_LENGTH, `The note to the shop must be at most ${DELIVERY_NOTE_MAX_LENGTH} characters`)
    .optional(),
  /** An order for later (issue 38 item 4): the chosen slot as an ISO instant; absent or empty: as soon as possible. */
  slotAt: z.iso.datetime({ offset: true, error: 'Choose a delivery time from the list' }).or(z.literal('')).optional(),
});
export type DeliveryDetailsInput = z.infer<typeof deliveryDetailsSchema>;

/** POST payment/initialize body: optional delivery details (older clients send none) and a promo code (issue 38 item 3). */
export const initializePaymentBodySchema = deliveryDetailsSchema.extend({ promoCode: z.string().trim().max(40).optional() }).nullish();

/** POST payment/initialize (addition, DESIGN §5): amount in kobo (§9 total × 100). */
export type InitializePaymentBody = z.infer<typeof initializePaymentBodySchema>;

export const initializePaymentResponseSchema = z.object({
  reference: z.string(),
  accessCode: z.string(),
  authorizationUrl: z.string(),
  amount: z.number().int(),
  currency: z.literal('NGN'),
  email: z.string(),
  publicKey: z.string(),
  provider: paymentProviderSchema,
});
export type InitializePaymentResponse = z.infer<typeof initializePaymentResponseSchema>;

export const verifyPaymentBodySchema = z.object({ reference: text().min(1).max(200) });
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBodySchema>;
export const verifyPaymentResponseSchema = z.object({ status: z.enum(['success', 'failed', 'pending']), message: z.string().optional() });
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;
