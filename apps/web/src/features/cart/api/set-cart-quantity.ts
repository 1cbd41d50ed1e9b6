import type { CartResponse } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';

/** PUT user/cart/{productId} {quantity}: sets the quantity, 1–99 (§7, earlier form). */
export const setCartQuantity = (productId: string, quantity: number) =>
  apiRequest<CartResponse>(`user/cart/${encodeURIComponent(productId)}`, { method: 'PUT', auth: true, body: { quantity } });
