import type { CartResponse, Condiment } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';

/** POST user/cart/{productId}: adds one (or `quantity`, the product page's stepper); with condiments also sets the extras (§7). */
export const addToCart = (productId: string, condiments?: Condiment[], quantity = 1) =>
  apiRequest<CartResponse>(`user/cart/${encodeURIComponent(productId)}`, {
    method: 'POST',
    auth: true,
    body: { ...(condiments ? { condiments } : {}), ...(quantity > 1 ? { quantity } : {}) },
  });
