import { z } from 'zod';
import { text } from './text-field';
import { LIMITS } from '../constants';
import { CHOICE_KINDS } from '../choice-groups';

/** A shop's or product's rating (issue 37 item 1): absent while it has no review. */
const catalogRatingSchema = z.object({ average: z.number(), count: z.number().int() });

/** §3 extras: options carry their price as a string of naira. */
export const extraOptionSchema = z.object({ name: z.string(), price: z.string() });
export const extraSchema = z.object({
  _id: z.string(),
  title: z.string(),
  options: z.array(extraOptionSchema),
  /** The group's rule (issue 38, choice-groups.ts): absent for plain extras, which §5 governs as before. */
  kind: z.enum(CHOICE_KINDS).optional(),
  /** N of "pick up to N", M of "pick at least M". */
  limit: z.number().optional(),
  /** The option the page starts with chosen. */
  defaultOption: z.string().optional(),
});
export type Extra = z.infer<typeof extraSchema>;

/**
 * When a shop sells (issue 20 item 5; rule in shop-hours.ts): present only when the shop is not simply
 * open (switched off, or keeping hours), so the landing page carries no bytes for the usual case.
 */
export const shopHoursSchema = z.object({
  isOpen: z.boolean(),
  openingHours: z.record(z.string(), z.array(z.object({ open: z.string(), close: z.string() }))).nullable(),
  timezone: z.string(),
  /** New orders paused until this instant (issue 36; contract shop-status.ts); absent when no pause was set. */
  pausedUntil: z.string().optional(),
  /** Why, as the owner wrote it; absent when none. */
  pauseReason: z.string().optional(),
});

/**
 * Times to plan on (issue 36 item 6, contract shop-times.ts): the shop's typical preparation minutes and
 * the operator's delivery minutes per hall ('' for every hall). On the shop and product pages only.
 */
export const shopPlanSchema = z.object({ prepMinutes: z.number(), deliveryMinutes: z.record(z.string(), z.number()) });
export type ShopPlan = z.infer<typeof shopPlanSchema>;

export type ShopHours = z.infer<typeof shopHoursSchema>;

export const shopRefSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  hours: shopHoursSchema.optional(),
  plan: shopPlanSchema.optional(),
});

/** §3 Product; price is whole naira; isAvailable may be absent. */
export const productSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  productTitle: z.string(),
  description: z.string(),
  price: z.number(),
  images: z.array(z.string()),
  isAvailable: z.boolean().optional(),
  extras: z.array(extraSchema),
  category: z.object({ name: z.string() }),
  shop: shopRefSchema,
  /** Reviews of the parts that contained this product (issue 37 item 1); absent while there are none. */
  rating: catalogRatingSchema.optional(),
});
export type Product = z.infer<typeof productSchema>;

/**
 * §3 Shop as it appears inside a category: the fields of §3 that its card shows (§2). The description
 * is the shop page's alone: on the landing page it would be bytes no one reads (issue 8).
 */
export const shopSummarySchema = z.object({
  _id: z.string(),
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  shop_image: z.array(z.string()),
  deliveryPrice: z.number(),
  hours: shopHoursSchema.optional(),
  /** Its reviews' average (one decimal) and count (issue 37 item 1); absent while it has none. */
  rating: catalogRatingSchema.optional(),
});
export type ShopSummary = z.infer<typeof shopSummarySchema>;

/** GET shop/slug/{slug}: the shop with its description (§2, Read More) and products. */
export const shopSchema = shopSummarySchema.extend({
  description: z.string(),
  /** For the shopper's "call the shop" link; absent when the shop gave none. */
  phone: z.string().optional(),
  category: z.object({ name: z.string() }),
  products: z.array(productSchema),
  plan: shopPlanSchema.optional(),
});
export type Shop = z.infer<typeof shopSchema>;

export const categorySchema = z.object({ name: z.string(), shops: z.array(shopSummarySchema) });
export type Category = z.infer<typeof categorySchema>;

/** GET categories: the list comes back under data (§3). */
export const categoriesResponseSchema = z.object({ data: z.array(categorySchema) });
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

export const productsResponseSchema = z.object({ products: z.array(productSchema) });
export type ProductsResponse = z.infer<typeof productsResponseSchema>;

/** A search text: no minimum length (§5), bounded so it cannot be abused. Blank means no results. */
export const searchTextSchema = text().max(
  LIMITS.searchQueryMaxLength,
  `Search text must be at most ${LIMITS.searchQueryMaxLength} characters`,
);

export const shopSearchParamsSchema = z.object({ shopId: text().min(1).max(100) });
export const shopSearchQuerySchema = z.object({ search: searchTextSchema.default('') });
export const productSearchQuerySchema = z.object({ name: searchTextSchema.default('') });

export const allProductsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});
export const allProductsResponseSchema = z.object({
  products: z.array(productSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type AllProductsResponse = z.infer<typeof allProductsResponseSchema>;

/**
 * Suggestions (§2 search home, §9 at most 5): image, title, price, category name; one a title, so
 * several shops selling "Jollof Rice" are one row naming the shop of its cheapest offer (issue 23).
 */
export const suggestionsQuerySchema = z.object({ q: searchTextSchema.default('') });
export const suggestionSchema = z.object({
  title: z.string(),
  slug: z.string(),
  price: z.number(),
  image: z.string().nullable(),
  category: z.string(),
  /** The shop of this offer (the cheapest when several shops sell the title). */
  shop: z.string(),
  /** How many shops sell a product of this title; above 1 the row stands for all of them. */
  shopCount: z.number().int().min(1),
  /** When the offer's shop takes orders (issue 36): present only when it is not simply open. */
  hours: shopHoursSchema.optional(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestionsResponseSchema = z.object({ suggestions: z.array(suggestionSchema).max(LIMITS.suggestionsMax) });
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;
