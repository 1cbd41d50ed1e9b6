import { z } from 'zod';
import { text } from './text-field';
import { ORDER_PART_STATUSES, REASON_MAX_LENGTH } from '../order-status';

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

const partStatusSchema = z.enum(ORDER_PART_STATUSES);

/** The public order number the shopper sees and the URLs use (CM- and 10 hex digits). */
export const orderIdParamSchema = z.object({ id: z.string().min(1).max(100) });

/** GET orders: newest first, a page at a time. */
export const ordersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type OrdersQuery = z.infer<typeof ordersQuerySchema>;

export const orderShopSchema = z.object({ id: z.string(), name: z.string(), slug: z.string() });

/** One order in the shopper's history; money in naira. */
export const orderSummarySchema = z.object({
  id: z.string(),
  reference: z.string(),
  createdAt: z.string(),
  shops: z.array(orderShopSchema),
  total: z.number(),
  status: partStatusSchema,
  itemCount: z.number().int(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const ordersPageSchema = z.object({
  orders: z.array(orderSummarySchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type OrdersPage = z.infer<typeof ordersPageSchema>;

/** One change in a part's status history. */
export const orderEventSchema = z.object({
  /** Monotonic per database: SSE's event id, for Last-Event-ID. */
  id: z.string(),
  orderId: z.string(),
  partId: z.string(),
  status: partStatusSchema,
  reason: z.string().nullable(),
  at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/**
 * A frame of the order's stream that is not a status event (SSE `event: changed`, no id, so Last-Event-ID
 * stays): something else shown on the order changed, a refund's status (`refund`), or changes may have
 * been missed (`unknown`). The page loads the order again.
 */
export const orderChangedFrameSchema = z.object({ changed: z.enum(['refund', 'estimate', 'unknown']) });
export type OrderChangedFrame = z.infer<typeof orderChangedFrameSchema>;

export const orderItemSchema = z.object({
  productId: z.string(),
  title: z.string(),
  unitPrice: z.number(),
  qty: z.number().int(),
  condiments: z.array(z.object({ name: z.string(), price: z.number() })),
});

/**
 * A refund the shopper sees on the order (issue 21): a rejected or cancelled part's, or a second
 * charge for the same checkout given back (issue 19). Amount in naira; `processed` means it reached the card.
 */
export const orderRefundSchema = z.object({
  amount: z.number(),
  status: z.enum(['requested', 'sending', 'pending', 'processed', 'failed']),
  at: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** One shop's part of an order with its own status and history. */
export const orderPartSchema = z.object({
  id: z.string(),
  shop: orderShopSchema,
  status: partStatusSchema,
  reason: z.string().nullable(),
  /** The shop's ready-in estimate given when it accepted, in minutes (null: none given). */
  readyInMinutes: z.number().int().nullable(),
  /** When the shop said it will be ready (ISO), set on acceptance and moved by its later estimates (issue 36); absent before. */
  readyBy: z.string().optional(),
  /** An order for later (issue 38 item 4): the slot the shopper chose (ISO); absent: as soon as possible. */
  slotAt: z.string().optional(),
  itemsSubtotal: z.number(),
  delivery: z.number(),
  /** This part's share of a promo code's discount, naira (issue 38 item 3); absent: none. Paid for it: items + delivery − this. */
  discount: z.number().optional(),
  items: z.array(orderItemSchema),
  timeline: z.array(orderEventSchema),
  /** Present once the part is being (or was) refunded. */
  refund: orderRefundSchema.optional(),
  /** While the part waits for the shop (paid): until when it may accept before it is cancelled and refunded (issue 36). */
  acceptBy: z.string().optional(),
});
export type OrderPart = z.infer<typeof orderPartSchema>;

/** GET orders/{id}: the receipt's fields and every part. */
export const orderDetailSchema = z.object({
  id: z.string(),
  reference: z.string(),
  createdAt: z.string(),
  fullName: z.string(),
  hall: z.string(),
  room: z.string(),
  note: z.string(),
  itemsSubtotal: z.number(),
  delivery: z.number(),
  /** A promo code's discount, naira, and the code (issue 38 item 3); absent without one. total = items + delivery − discount. */
  discount: z.number().optional(),
  promoCode: z.string().optional(),
  total: z.number(),
  status: partStatusSchema,
  parts: z.array(orderPartSchema),
  /** The operator's delivery minutes to the order's hall (issue 36 item 6): "at Queen Esther by 13:55". */
  deliveryMinutes: z.number().optional(),
  /** Second charges for this checkout that were refunded (the shopper paid twice; issue 19). */
  duplicateRefunds: z.array(orderRefundSchema.extend({ reference: z.string() })).optional(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** Dev/test helper (DEV_TOOLS): moves a part along the state machine. */
export const setPartStatusBodySchema = z.object({
  status: partStatusSchema,
  reason: z.string().max(REASON_MAX_LENGTH).optional(),
});
export type SetPartStatusBody = z.infer<typeof setPartStatusBodySchema>;
