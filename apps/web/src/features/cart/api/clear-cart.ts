import type { CartResponse } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';

/** DELETE user/carts: empties the cart (§7, later form; also used after an order). */
export const clearCart = () => apiRequest<CartResponse>('user/carts', { method: 'DELETE', auth: true });
