import type { InitializePaymentResponse } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';

/** POST payment/initialize (DESIGN §5): the server prices the cart and opens the provider transaction. */
export const initializePayment = () => apiRequest<InitializePaymentResponse>('payment/initialize', { method: 'POST', auth: true });
