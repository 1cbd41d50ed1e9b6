import type { CartResponse } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';

/** DELETE user/cart/{productId}: removes the item (§7). */
export const removeCartItem = (productId: string) =>
  apiRequest<CartResponse>(`user/cart/${encodeURIComponent(productId)}`, { method: 'DELETE', auth: true });
