import type { CartResponse, Condiment } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';

/** POST user/cart/{productId}: adds one; with condiments (product page) also sets the extras (§7). */
export const addToCart = (productId: string, condiments?: Condiment[]) =>
  apiRequest<CartResponse>(`user/cart/${encodeURIComponent(productId)}`, {
    method: 'POST',
    auth: true,
    body: condiments ? { condiments } : {},
  });
