import type { CartResponse } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';

/** PUT user/cart {productId}: one fewer; the server removes the line at zero (§7). */
export const decreaseCartItem = (productId: string) =>
  apiRequest<CartResponse>('user/cart', { method: 'PUT', auth: true, body: { productId } });
