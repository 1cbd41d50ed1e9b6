import { z } from 'zod';
import { text } from './text-field';

/** Ratings and reviews (issue 37 item 1, decision 107). */
export const REVIEW_RULES = {
  textMax: 500,
  replyMax: 500,
  hideReasonMax: 200,
  /** The author may edit for this long after writing. */
  editDays: 7,
  /** A shop with fewer reviews than this shows "New" instead of its average. */
  newBelow: 3,
  pageSize: 10,
  /** The photo as it arrives (a phone's camera photo fits); stored re-encoded as one JPEG. */
  photoBytesMax: 10 * 1024 * 1024,
  photoWidth: 1024,
} as const;

export const REVIEW_MESSAGES = {
  partNotFound: 'Order part not found',
  reviewNotFound: 'Review not found',
  notDelivered: 'You can rate this once it has been delivered',
  alreadyReviewed: 'You have already rated this order from this shop',
  editWindowClosed: `A review can be edited for ${REVIEW_RULES.editDays} days after it was written`,
  alreadyReplied: 'This review already has a reply',
  alreadyHidden: 'This review is already hidden',
  hiddenNoEdit: 'A hidden review cannot be edited',
  photoNotFound: 'Photo not found',
  tooMany: 'Too many reviews in a short time. Please try again later.',
  controlCharacters: 'must not contain control characters',
} as const;

/** Control characters other than tab and line feed (a pasted carriage return is turned into a line feed first). */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's whole purpose.
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029]/;

/** A text people write: line ends made plain, trimmed, at most `max` characters, no control characters (400 otherwise). */
export const writtenText = (max: number) =>
  text()
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .refine((value) => !CONTROL.test(value), { message: REVIEW_MESSAGES.controlCharacters, abort: true })
    .refine((value) => value.length <= max, { message: `must be at most ${max} characters`, abort: true });

export const reviewBodySchema = z.object({
  stars: z.number().int().min(1).max(5),
  text: writtenText(REVIEW_RULES.textMax).default(''),
});
export type ReviewBody = z.input<typeof reviewBodySchema>;

export const replyBodySchema = z.object({
  text: writtenText(REVIEW_RULES.replyMax).refine((value) => value.length > 0, { message: 'must not be empty' }),
});
export const hideBodySchema = z.object({
  reason: writtenText(REVIEW_RULES.hideReasonMax).refine((value) => value.length > 0, { message: 'must not be empty' }),
});

export const reviewPartParamsSchema = z.object({ partId: z.uuid() });
export const reviewIdParamsSchema = z.object({ id: z.uuid() });
export const sellerReviewParamsSchema = z.object({ shopSlug: text().min(1).max(200), id: z.uuid() });
export const reviewSlugParamsSchema = z.object({ slug: text().min(1).max(200) });
/** GET shop/{slug}/reviews: the segment holds the slug under its sibling route's name (shop/:shopId/search). */
export const reviewShopParamsSchema = z.object({ shopId: text().min(1).max(200) });
export const reviewsPageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

/** A shop's or product's rating: the average to one decimal and how many reviews it is made of. */
export const ratingSchema = z.object({ average: z.number(), count: z.number().int() });
export type Rating = z.infer<typeof ratingSchema>;

/** One review as anyone may read it: the author by first name and initial, the owner's reply. */
export const publicReviewSchema = z.object({
  id: z.string(),
  stars: z.number().int(),
  text: z.string(),
  author: z.string(),
  createdAt: z.string(),
  edited: z.boolean(),
  reply: z.object({ text: z.string(), at: z.string() }).nullable(),
  /** The reviewer's photo (re-encoded, metadata stripped), or null. */
  photo: z.string().nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const reviewsPageSchema = z.object({
  rating: ratingSchema,
  reviews: z.array(publicReviewSchema),
  page: z.number().int(),
  pages: z.number().int(),
});
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;

/** The author's own review: whether it may still be edited, and whether (and why) the operator hid it. */
export const myReviewSchema = publicReviewSchema.extend({
  partId: z.string(),
  editableUntil: z.string(),
  canEdit: z.boolean(),
  hidden: z.object({ at: z.string(), reason: z.string() }).nullable(),
});
export type MyReview = z.infer<typeof myReviewSchema>;
export const myPartReviewSchema = z.object({ review: myReviewSchema.nullable() });
export type MyPartReview = z.infer<typeof myPartReviewSchema>;

/** A review as the shop console and the operator see it (hidden ones included). */
export const managedReviewSchema = publicReviewSchema.extend({
  shop: z.object({ name: z.string(), slug: z.string() }),
  hidden: z.object({ at: z.string(), reason: z.string() }).nullable(),
});
export type ManagedReview = z.infer<typeof managedReviewSchema>;
export const managedReviewsPageSchema = z.object({
  reviews: z.array(managedReviewSchema),
  page: z.number().int(),
  pages: z.number().int(),
});
export type ManagedReviewsPage = z.infer<typeof managedReviewsPageSchema>;

/** The average shown: one decimal, e.g. 4.3. */
export function formatAverage(rating: Rating): string {
  return rating.average.toFixed(1);
}
