import type { VerifyPaymentBody, VerifyPaymentResponse } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';

/** §7 POST payment/verify (auth): reads status. */
export const verifyPayment = (body: VerifyPaymentBody) =>
  apiRequest<VerifyPaymentResponse>('payment/verify', { method: 'POST', auth: true, body });
