import { z } from 'zod';
import { PROMO_CODE_PATTERN, PROMO_LIMITS, PROMO_MESSAGES, normalizePromoCode } from '../promo-codes';
import { text } from './text-field';

/**
 * Promo codes (issue 38 item 3): the operator's (`/admin/promo-codes`, market-funded) and an owner's
 * (`/seller/shops/{shopSlug}/promo-codes`, funded by the shop), and the shopper's quote (`/user/promo/quote`).
 * Money is integer kobo; a percent is basis points (1000 = 10 %).
 */
export const promoCodeTextSchema = text()
  .transform(normalizePromoCode)
  .refine((code) => PROMO_CODE_PATTERN.test(code), PROMO_MESSAGES.code);

const kobo = (what: string) =>
  z
    .number(`${what} must be a whole number of kobo`)
    .int(`${what} must be a whole number of kobo`)
    .min(0, `${what} cannot be negative`)
    .max(PROMO_LIMITS.amountKoboMax, `${what} is too large`);
const uses = (what: string) =>
  z
    .number(`${what} must be a whole number`)
    .int(`${what} must be a whole number`)
    .min(1, `${what} must be at least 1`)
    .max(PROMO_LIMITS.usesMax, `${what} is too large`)
    .nullable()
    .default(null);
const instant = z.iso.datetime({ offset: true, error: 'A date and time is needed' }).nullable().default(null);

export const promoCodeInputSchema = z
  .object({
    code: promoCodeTextSchema,
    kind: z.enum(['percent', 'fixed'], 'Choose percent or a fixed amount'),
    /** percent: basis points 1–10000; fixed: kobo. */
    value: z.number('The amount must be a number').int('The amount must be a whole number').min(1, 'The amount must be more than 0'),
    minOrderKobo: kobo('The minimum order').default(0),
    maxDiscountKobo: kobo('The maximum discount').nullable().default(null),
    totalUses: uses('Total uses'),
    usesPerAccount: uses('Uses per account'),
    firstOrderOnly: z.boolean().default(false),
    validFrom: instant,
    validUntil: instant,
    /** The operator's only: the shops it applies to (null or absent: every shop). An owner's code is their shop's. */
    shopIds: z.array(z.uuid()).min(1).max(100).nullable().default(null),
  })
  .superRefine((input, context) => {
    if (input.kind === 'percent' && input.value > PROMO_LIMITS.percentBpsMax)
      context.addIssue({ code: 'custom', path: ['value'], message: 'A percentage is at most 100 %' });
    if (input.kind === 'fixed' && input.value > PROMO_LIMITS.amountKoboMax)
      context.addIssue({ code: 'custom', path: ['value'], message: 'The amount is too large' });
    if (input.validFrom && input.validUntil && Date.parse(input.validUntil) <= Date.parse(input.validFrom))
      context.addIssue({ code: 'custom', path: ['validUntil'], message: 'The end must be after the start' });
  });
export type PromoCodeInput = z.input<typeof promoCodeInputSchema>;

export const promoCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  funder: z.enum(['market', 'shop']),
  shopId: z.string().nullable(),
  shopIds: z.array(z.string()).nullable(),
  kind: z.enum(['percent', 'fixed']),
  value: z.number(),
  minOrderKobo: z.number(),
  maxDiscountKobo: z.number().nullable(),
  totalUses: z.number().nullable(),
  usesPerAccount: z.number().nullable(),
  firstOrderOnly: z.boolean(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  /** Uses held by open payments and used by orders. */
  usesCount: z.number(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;
export const promoCodeListSchema = z.object({ codes: z.array(promoCodeSchema) });
export type PromoCodeList = z.infer<typeof promoCodeListSchema>;
export const promoCodeParamsSchema = z.object({ codeId: z.uuid() });

/** POST /user/promo/quote: what a code takes off the shopper's cart now, shop by shop (nothing is held). */
export const promoQuoteBodySchema = z.object({ code: promoCodeTextSchema });
export const promoQuoteSchema = z.object({
  code: z.string(),
  funder: z.enum(['market', 'shop']),
  discountKobo: z.number(),
  shops: z.array(z.object({ shopId: z.string(), shopName: z.string(), discountKobo: z.number() })),
  subtotalKobo: z.number(),
  deliveryKobo: z.number(),
  totalKobo: z.number(),
});
export type PromoQuote = z.infer<typeof promoQuoteSchema>;
