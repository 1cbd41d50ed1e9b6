import { z } from 'zod';
import { text } from './text-field';
import { LIMITS } from '../constants';
import { shopHoursSchema } from './catalog';

/** A chosen extra: name checked against the product's options; the price the client sends is ignored. */
export const condimentSchema = z.object({ name: text().min(1).max(100), price: z.union([z.number(), text().max(50)]).optional() });
export type Condiment = z.input<typeof condimentSchema>;

export const productIdParamSchema = z.object({ productId: text().min(1).max(100) });
export const addToCartBodySchema = z
  .object({
    condiments: z.array(condimentSchema).max(50).optional(),
    /** How many to add at once (the product page's stepper, issue 38); absent adds one. */
    quantity: z
      .number()
      .int()
      .min(1, 'Quantity must be at least 1')
      .max(LIMITS.cartQtyMax, `Quantity must be at most ${LIMITS.cartQtyMax}`)
      .optional(),
  })
  .default({});
export type AddToCartBody = z.infer<typeof addToCartBodySchema>;
export const decreaseCartBodySchema = z.object({ productId: text().min(1).max(100) });
export const setQuantityBodySchema = z.object({
  quantity: z.number().int().min(1, 'Quantity must be at least 1').max(LIMITS.cartQtyMax, `Quantity must be at most ${LIMITS.cartQtyMax}`),
});

/** §3 cart item (the later form). Prices in naira. */
export const cartItemSchema = z.object({
  _id: z.string(),
  product: z.object({
    _id: z.string(),
    slug: z.string(),
    productTitle: z.string(),
    price: z.number(),
    images: z.array(z.string()),
  }),
  shopId: z.string(),
  qty: z.number().int(),
  unitPrice: z.number(),
  totalPrice: z.number(),
  condiments: z.array(z.object({ name: z.string(), price: z.number() })),
  /** Absent when the shop never said (§3); false means it can no longer be bought. */
  isAvailable: z.boolean().optional(),
  /** The shop changed the product's choices since this line was chosen: what to choose again (issue 38); absent when fine. */
  choiceProblem: z.string().optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** §3 shop breakdown entry, in delivery order; deliveryPrice is what this shop pays in this cart. */
export const shopBreakdownSchema = z.object({
  shopId: z.string(),
  shopSlug: z.string(),
  shopName: z.string(),
  deliveryPrice: z.number(),
  /** The shop's own delivery price in naira (what it pays when first), so a client can re-run the §9 rule. */
  shopDeliveryPrice: z.number(),
  subtotal: z.number(),
  items: z.array(cartItemSchema),
  /** When the shop takes orders (issue 36 item 5): the cart flags a closed or paused shop before checkout. */
  hours: shopHoursSchema.optional(),
  /** The shop's preparation time in minutes (decision 105's owner setting): the checkout lists slots at least this far ahead (issue 38 item 4). */
  prepMinutes: z.number().int().optional(),
});
export type ShopBreakdown = z.infer<typeof shopBreakdownSchema>;

/** §3 cart response: totals as formatted naira text such as ₦0.00. */
export const cartResponseSchema = z.object({
  cart: z.array(cartItemSchema),
  shopBreakdown: z.array(shopBreakdownSchema),
  subtotal: z.string(),
  deliveryTotal: z.string(),
  grandTotal: z.string(),
  /** What changed without the shopper: a deleted product or a suspended shop's lines were removed (issue 20). */
  notices: z.array(z.string()).optional(),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;
