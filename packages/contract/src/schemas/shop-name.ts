import { text } from './text-field';
import { ADMIN_LIMITS, ADMIN_MESSAGES, hasShopNameLetters } from '../admin-rules';

/**
 * The one shop-name field (issue 35) for the operator's and the owner's forms and requests: 2–80
 * characters with a letter or digit of some script (emoji or signs alone cannot be told apart, and
 * would make an empty address). The server applies the same rule again and its unique index.
 */
export const shopNameSchema = text()
  .trim()
  .min(ADMIN_LIMITS.shopNameMin, ADMIN_MESSAGES.shopNameShort)
  .max(ADMIN_LIMITS.shopNameMax, ADMIN_MESSAGES.shopNameLong)
  .refine(hasShopNameLetters, { message: ADMIN_MESSAGES.shopNameNoLetters });
