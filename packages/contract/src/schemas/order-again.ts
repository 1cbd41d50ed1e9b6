import { z } from 'zod';
import { cartResponseSchema } from './cart';

/**
 * Why a line of a past order was not put back in the cart (issue 37 item 2): nothing is added at a
 * price other than the one paid, nor with other extras.
 */
export const ORDER_AGAIN_SKIP_REASONS = [
  'gone',
  'shop_closed',
  'out_of_stock',
  'repriced',
  'extras_changed',
  'in_cart_with_other_extras',
  'cart_limit',
] as const;
export type OrderAgainSkipReason = (typeof ORDER_AGAIN_SKIP_REASONS)[number];

export const orderAgainParamsSchema = z.object({ orderId: z.string().min(1).max(100) });

/** POST user/cart/order-again/{orderId}: the new cart, what went in, and what did not with the reason in words. */
export const orderAgainResponseSchema = z.object({
  cart: cartResponseSchema,
  added: z.array(z.object({ productId: z.string(), title: z.string(), qty: z.number().int() })),
  skipped: z.array(z.object({ productId: z.string(), title: z.string(), reason: z.enum(ORDER_AGAIN_SKIP_REASONS), message: z.string() })),
});
export type OrderAgainResponse = z.infer<typeof orderAgainResponseSchema>;
