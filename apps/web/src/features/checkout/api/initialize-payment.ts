import type { InitializePaymentBody, InitializePaymentResponse } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';

/** POST payment/initialize (DESIGN §5): the server prices the cart and opens the provider transaction
 * (the same one while a payment for the same cart is pending); the delivery details and a promo code go with it. */
export const initializePayment = (body: NonNullable<InitializePaymentBody> = {}) =>
  apiRequest<InitializePaymentResponse>('payment/initialize', { method: 'POST', auth: true, body });
