import { z } from 'zod';
import { text } from './text-field';

export const paymentProviderSchema = z.enum(['sandbox', 'paystack']);
export type PaymentProviderName = z.infer<typeof paymentProviderSchema>;

/** POST payment/initialize (addition, DESIGN §5): amount in kobo (§9 total × 100). */
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
