import { z } from 'zod';
import { shopNameSchema } from './shop-name';
import { text } from './text-field';
import { CHOICE_KINDS, groupRuleProblem } from '../choice-groups';
import { MAX_PERIODS_PER_DAY, openingHoursProblem } from '../shop-hours';
import { pauseReasonProblem } from '../shop-status';
import { PREP_MINUTES_MAX, PREP_MINUTES_MIN } from '../shop-times';
import {
  ART_IMAGE_URL,
  extrasNameClash,
  SELLER_CATALOG_LIMITS,
  SELLER_CATALOG_MESSAGES,
  SHOP_PHONE_PATTERN,
  UPLOADED_IMAGE_URL,
} from '../seller-catalog-rules';

/**
 * The shop console's catalog calls (issue 20 items 3–5): `/seller/shops/{shopSlug}/…`. Money is
 * integer kobo on the wire (the form shows naira); pictures are the addresses an upload answered.
 */
/** A picture of the catalog: an uploaded one (/media/images/<id>/<width>.jpg) or the demo's drawn art. */
export const catalogImageUrlSchema = text()
  .max(300)
  .refine((url) => UPLOADED_IMAGE_URL.test(url) || ART_IMAGE_URL.test(url), SELLER_CATALOG_MESSAGES.badPicture);

const kobo = z.number().int().min(0).max(SELLER_CATALOG_LIMITS.priceKoboMax);

export const sellerExtraOptionSchema = z.object({
  name: text().trim().min(1).max(SELLER_CATALOG_LIMITS.nameMax),
  priceKobo: kobo,
});
export const sellerExtraSchema = z
  .object({
    title: text().trim().min(1).max(SELLER_CATALOG_LIMITS.nameMax),
    /** The group's rule (issue 38, choice-groups.ts); absent is plain extras, as every earlier group. */
    kind: z.enum(CHOICE_KINDS).default('extras'),
    /** N of "pick up to N", M of "pick at least M"; ignored for the other kinds. */
    limit: z.number().int().nullable().default(null),
    /** An option's name the product page starts with chosen; null for none. */
    defaultOption: text().trim().max(SELLER_CATALOG_LIMITS.nameMax).nullable().default(null),
    options: z.array(sellerExtraOptionSchema).min(1).max(SELLER_CATALOG_LIMITS.optionsMax),
  })
  .superRefine((group, context) => {
    const problem = groupRuleProblem(group);
    if (problem) context.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  });
export type SellerExtra = z.infer<typeof sellerExtraSchema>;

/** POST / PUT a product: everything the owner edits. */
export const sellerProductInputSchema = z.object({
  title: text().trim().min(1).max(SELLER_CATALOG_LIMITS.titleMax),
  description: text().trim().max(SELLER_CATALOG_LIMITS.descriptionMax).default(''),
  priceKobo: kobo,
  images: z.array(catalogImageUrlSchema).max(SELLER_CATALOG_LIMITS.imagesMax).default([]),
  isAvailable: z.boolean().default(true),
  extras: z
    .array(sellerExtraSchema)
    .max(SELLER_CATALOG_LIMITS.extrasMax)
    .default([])
    // The form's rule (extrasNameClash): the cart tells extras apart by name, so no two may share one.
    .superRefine((extras, context) => {
      const clash = extrasNameClash(extras);
      if (!clash) return;
      const path = clash.option === undefined ? [clash.group, 'title'] : [clash.group, 'options', clash.option, 'name'];
      context.addIssue({ code: 'custom', message: clash.message, path });
    }),
});
export type SellerProductInput = z.input<typeof sellerProductInputSchema>;

export const sellerProductSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  priceKobo: z.number(),
  images: z.array(z.string()),
  isAvailable: z.boolean(),
  extras: z.array(sellerExtraSchema),
  position: z.number(),
  /** Units left (issue 38 item 2); null or absent: not counted. Set with PUT …/stock, never by the product form. */
  stockCount: z.number().nullable().optional(),
});
export type SellerProduct = z.infer<typeof sellerProductSchema>;

export const sellerProductsResponseSchema = z.object({ products: z.array(sellerProductSchema) });
export type SellerProductsResponse = z.infer<typeof sellerProductsResponseSchema>;

export const sellerShopParamsSchema = z.object({ shopSlug: text().min(1).max(200) });
export const sellerProductParamsSchema = sellerShopParamsSchema.extend({ productId: z.uuid() });
export const sellerProductsQuerySchema = z.object({ search: text().max(SELLER_CATALOG_LIMITS.searchMax).optional() });
export const availabilityBodySchema = z.object({ isAvailable: z.boolean() });
/** Reorder: one step up or down in the shop's list (the arrows). */
export const moveBodySchema = z.object({ direction: z.enum(['up', 'down']) });

/** POST …/images: the picture's largest JPEG (its address names the others) and every size made. */
export const uploadedImageSchema = z.object({
  url: z.string(),
  width: z.number(),
  height: z.number(),
  srcset: z.object({ avif: z.string(), webp: z.string(), jpeg: z.string() }),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

const periodSchema = z.object({ open: z.string(), close: z.string() });
const dayPeriods = z.array(periodSchema).max(MAX_PERIODS_PER_DAY);
// Written out (not mapped from WEEKDAYS): a top-level call would keep zod in the storefront's bundle.
const openingHoursShape = z
  .object({ mon: dayPeriods, tue: dayPeriods, wed: dayPeriods, thu: dayPeriods, fri: dayPeriods, sat: dayPeriods, sun: dayPeriods })
  .strict();
export const openingHoursSchema = openingHoursShape.superRefine((hours, context) => {
  const problem = openingHoursProblem(hours);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/** GET / PUT the shop's profile (owner only). */
export const shopProfileInputSchema = z.object({
  /** The one shop-name rule, the operator's too (issue 35). */
  name: shopNameSchema,
  description: text().trim().max(SELLER_CATALOG_LIMITS.descriptionMax).default(''),
  images: z.array(catalogImageUrlSchema).max(SELLER_CATALOG_LIMITS.shopImagesMax).default([]),
  deliveryPriceKobo: kobo,
  phone: text()
    .trim()
    .max(SELLER_CATALOG_LIMITS.phoneMax)
    .refine((phone) => phone === '' || SHOP_PHONE_PATTERN.test(phone), SELLER_CATALOG_MESSAGES.phone)
    .default(''),
  isOpen: z.boolean(),
  openingHours: openingHoursSchema.nullable(),
  /** The owner's preparation time (issue 36 item 6); absent keeps the one saved. */
  prepMinutes: z
    .number()
    .int(`Preparation time must be whole minutes from ${PREP_MINUTES_MIN} to ${PREP_MINUTES_MAX}`)
    .min(PREP_MINUTES_MIN, `Preparation time must be whole minutes from ${PREP_MINUTES_MIN} to ${PREP_MINUTES_MAX}`)
    .max(PREP_MINUTES_MAX, `Preparation time must be whole minutes from ${PREP_MINUTES_MIN} to ${PREP_MINUTES_MAX}`)
    .optional(),
});
export type ShopProfileInput = z.input<typeof shopProfileInputSchema>;

export const shopProfileSchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  deliveryPriceKobo: z.number(),
  phone: z.string(),
  isOpen: z.boolean(),
  openingHours: openingHoursShape.nullable(),
  timezone: z.string(),
  /** "Closed · opens Mon 08:00" as the storefront shows it now; null while open. */
  closedLabel: z.string().nullable(),
  /** New orders paused until (ISO instant; "9999-12-31…" until reopened); null when not paused (issue 36). */
  pausedUntil: z.string().nullable(),
  pauseReason: z.string(),
  /** What shoppers see now ("Paused · back at 13:30", "Closed · opens …"); null while the shop takes orders. */
  statusLabel: z.string().nullable(),
  /** The owner's preparation time in minutes, shown to shoppers until the shop has 5 ready parts. */
  prepMinutes: z.number(),
});
export type ShopProfile = z.infer<typeof shopProfileSchema>;

/**
 * PUT …/pause (issue 36 item 5): pause new orders for 15, 30 or 60 minutes or (`minutes` null) until
 * reopened, with a reason shoppers see. DELETE …/pause reopens.
 */
export const pauseBodySchema = z.object({
  minutes: z.union([z.literal(15), z.literal(30), z.literal(60), z.null()], {
    error: 'Pause for 15, 30 or 60 minutes, or until you reopen (null)',
  }),
  // Checked before trimming: a line break at either end is refused too, not quietly dropped.
  reason: text()
    .superRefine((reason, context) => {
      const problem = pauseReasonProblem(reason);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .trim()
    .default(''),
});
export type PauseBody = z.input<typeof pauseBodySchema>;

/** GET …/pause (owner, staff): the pause as the console shows it, without the rest of the owner's profile. */
export const pauseStateSchema = z.object({
  pausedUntil: z.string().nullable(),
  pauseReason: z.string(),
  statusLabel: z.string().nullable(),
});
export type PauseState = z.infer<typeof pauseStateSchema>;

/** PUT …/open: the one-tap switch. */
export const openSwitchBodySchema = z.object({ isOpen: z.boolean() });
