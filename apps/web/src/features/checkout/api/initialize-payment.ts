import type { DeliveryDetailsInput, InitializePaymentResponse } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';

/** POST payment/initialize (DESIGN §5): the server prices the cart and opens the provider transaction
 * (the same one while a payment for the same cart is pending); the delivery details go with it. */
export const initializePayment = (delivery: DeliveryDetailsInput = {}) =>
  apiRequest<InitializePaymentResponse>('payment/initialize', { method: 'POST', auth: true, body: delivery });
