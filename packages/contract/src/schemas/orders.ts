import { z } from 'zod';

/** §3 order to create; the server recomputes everything from the cart (DESIGN §6). */
export const createOrderBodySchema = z.object({
  user: z.string().max(100).optional(),
  orderPrice: z.number({ error: 'Order price must be a number (naira)' }).nonnegative('Order price cannot be negative'),
  orderItems: z
    .array(
      z.object({
        product: z.string().min(1).max(100),
        qty: z.number().int().min(1),
        condiments: z.array(z.object({ name: z.string(), price: z.union([z.number(), z.string()]).optional() })).optional(),
      }),
    )
    .max(500),
  reference: z.string().min(1).max(200).optional(),
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
