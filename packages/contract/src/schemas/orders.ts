import { z } from 'zod';
import { text } from './text-field';

/** §3 order to create; the server recomputes everything from the cart (DESIGN §6). */
export const createOrderBodySchema = z.object({
  user: text().max(100).optional(),
  orderPrice: z.number({ error: 'Order price must be a number (naira)' }).nonnegative('Order price cannot be negative'),
  orderItems: z
    .array(
      z.object({
        product: text().min(1).max(100),
        qty: z.number().int().min(1),
        condiments: z.array(z.object({ name: text().max(100), price: z.union([z.number(), text().max(50)]).optional() })).optional(),
      }),
    )
    .max(500),
  reference: text().min(1).max(200).optional(),
});
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

/** §3 new order response. */
export const createOrderResponseSchema = z.object({
  message: z.string(),
  newOrder: z.object({
    orderId: z.string(),
    orderPrice: z.number(),
    totalPaid: z.number(),
    reference: z.string(),
    user: z.object({ fullName: z.string(), hall: z.string() }),
  }),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;
