import { z } from 'zod';
import { text } from './text-field';
import { signUpBodySchema } from './auth';
import { shopRoleSchema } from './access';
import { orderItemSchema } from './orders';
import { DAY_MESSAGES, isRealDay } from '../day';
import { ORDER_PART_STATUSES, REASON_MAX_LENGTH } from '../order-status';
import { EMAIL_PATTERN } from '../validators';
import { READY_IN_MAX_MINUTES, REJECT_REASONS, SELLER_MESSAGES, SELLER_PART_STATUSES } from '../seller';

/**
 * The shop console's calls (issue 20), all under seller/shops/{shopSlug}/…: the live order queue,
 * the history and figures, and the shop's members and invitations. Money in naira, times ISO 8601.
 */

const partStatusSchema = z.enum(ORDER_PART_STATUSES);

export const sellerShopParamSchema = z.object({ shopSlug: text().min(1).max(200) });
export const sellerPartParamSchema = sellerShopParamSchema.extend({ partId: z.uuid({ message: SELLER_MESSAGES.partNotFound }) });
export const sellerInvitationParamSchema = sellerShopParamSchema.extend({
  invitationId: z.uuid({ message: SELLER_MESSAGES.invitationNotFound }),
});
export const sellerMemberParamSchema = sellerShopParamSchema.extend({ userId: z.uuid({ message: SELLER_MESSAGES.memberNotFound }) });

/** One shop's part of an order as the console shows it. */
export const sellerPartSchema = z.object({
  id: z.string(),
  /** The order's public number (CM-…), which the shopper quotes. */
  orderId: z.string(),
  status: partStatusSchema,
  reason: z.string().nullable(),
  readyInMinutes: z.number().int().nullable(),
  /** When the part was paid: the queue shows the time since. */
  paidAt: z.string(),
  updatedAt: z.string(),
  customerName: z.string(),
  hall: z.string(),
  room: z.string(),
  note: z.string(),
  itemsSubtotal: z.number(),
  delivery: z.number(),
  items: z.array(orderItemSchema),
  /** When a member of the shop first tapped "Seen" on it (issue 36.4); null until then: the console takes the screen over for it. */
  seenAt: z.string().nullable(),
  /**
   * An order for later (issue 38 item 4, decision 128): the shopper's slot and when the part enters New (ISO).
   * Until `newAt` the console shows it under Later with a countdown and its acceptance deadline has not started.
   */
  slotAt: z.string().optional(),
  newAt: z.string().optional(),
  /**
   * The shopper's phone number, for the shop's call and WhatsApp links: only while the part is live. Once it
   * ends (delivered, rejected, cancelled) the answer carries no phone at all (issue 36.4).
   */
  shopperPhone: z.string().optional(),
});
export type SellerPart = z.infer<typeof sellerPartSchema>;

/** GET …/orders: the active parts, and the last event id to resume the live stream after. */
export const sellerQueueSchema = z.object({
  parts: z.array(sellerPartSchema),
  lastEventId: z.string(),
});
export type SellerQueue = z.infer<typeof sellerQueueSchema>;

/** One change on the shop's live stream: which part, which order, which status, and why (a rejection's or cancellation's reason). */
export const sellerOrderEventSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  partId: z.string(),
  status: partStatusSchema,
  reason: z.string().nullable(),
  at: z.string(),
});
export type SellerOrderEvent = z.infer<typeof sellerOrderEventSchema>;

/**
 * A frame of the shop's stream that is not a status event (sent without an id, so Last-Event-ID stays): a
 * member saw a part on some device (`seen`, with the part), or notices may have been missed (`unknown`): the
 * console reads its queue again and closes a takeover another device answered.
 */
export const sellerQueueChangedFrameSchema = z.object({ changed: z.enum(['seen', 'unknown']), partId: z.string().optional() });
export type SellerQueueChangedFrame = z.infer<typeof sellerQueueChangedFrameSchema>;

/** POST …/parts/{partId}/status: the next status; Accept may carry an estimate, Reject needs a reason. */
export const sellerSetStatusBodySchema = z.object({
  status: z.enum(SELLER_PART_STATUSES),
  readyInMinutes: z.number().int().min(1, SELLER_MESSAGES.readyInRange).max(READY_IN_MAX_MINUTES, SELLER_MESSAGES.readyInRange).optional(),
  rejectReason: z.enum(REJECT_REASONS).optional(),
  rejectText: text().max(REASON_MAX_LENGTH).optional(),
});
export type SellerSetStatusBody = z.infer<typeof sellerSetStatusBodySchema>;

/** PUT …/parts/{partId}/ready-in: a new ready-in estimate after acceptance (issue 36 item 6); the shopper's clock times move. */
export const sellerReadyInBodySchema = z.object({
  readyInMinutes: z
    .number()
    .int(SELLER_MESSAGES.readyInRange)
    .min(1, SELLER_MESSAGES.readyInRange)
    .max(READY_IN_MAX_MINUTES, SELLER_MESSAGES.readyInRange),
});
export type SellerReadyInBody = z.infer<typeof sellerReadyInBodySchema>;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD.')
  .refine(isRealDay, { message: DAY_MESSAGES.notReal });

/** GET …/orders/history: every part of the shop, newest first, by status and by day (Africa/Lagos). */
export const sellerHistoryQuerySchema = z.object({
  status: partStatusSchema.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type SellerHistoryQuery = z.infer<typeof sellerHistoryQuerySchema>;

export const sellerHistorySchema = z.object({
  parts: z.array(sellerPartSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type SellerHistory = z.infer<typeof sellerHistorySchema>;

/** One day's orders and takings (parts not rejected or cancelled: items and delivery). */
export const sellerDaySchema = z.object({ date: z.string(), orders: z.number().int(), takings: z.number() });
export type SellerDay = z.infer<typeof sellerDaySchema>;

/** GET …/figures: today's numbers and the last 7 days', oldest day first (today last). */
export const sellerFiguresSchema = z.object({
  today: sellerDaySchema,
  week: z.object({ orders: z.number().int(), takings: z.number(), days: z.array(sellerDaySchema) }),
  timeZone: z.string(),
});
export type SellerFigures = z.infer<typeof sellerFiguresSchema>;

export const sellerMemberSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: shopRoleSchema,
  since: z.string(),
});
export type SellerMember = z.infer<typeof sellerMemberSchema>;

export const sellerInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: shopRoleSchema,
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type SellerInvitation = z.infer<typeof sellerInvitationSchema>;

/** GET …/members (owner): who runs the shop and the invitations not yet accepted. */
export const sellerMembersSchema = z.object({
  members: z.array(sellerMemberSchema),
  invitations: z.array(sellerInvitationSchema),
});
export type SellerMembers = z.infer<typeof sellerMembersSchema>;

/** POST …/invitations (owner). */
export const inviteBodySchema = z.object({
  email: text().trim().max(254, SELLER_MESSAGES.invalidEmail).regex(EMAIL_PATTERN, SELLER_MESSAGES.invalidEmail),
  role: shopRoleSchema,
});
export type InviteBody = z.infer<typeof inviteBodySchema>;

export const invitationTokenParamSchema = z.object({ token: text().min(1).max(200) });

/** GET seller/invitations/{token}: what the link offers, before it is accepted. */
export const invitationPreviewSchema = z.object({
  shop: z.object({ slug: z.string(), name: z.string() }),
  role: shopRoleSchema,
  email: z.string(),
  expiresAt: z.string(),
  /** Whether an account has the invited email: sign in to accept, else sign up. */
  accountExists: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** The role the accepted invitation gave. */
export const invitationAcceptedSchema = z.object({
  message: z.string(),
  shop: z.object({ slug: z.string(), name: z.string() }),
  role: shopRoleSchema,
});
export type InvitationAccepted = z.infer<typeof invitationAcceptedSchema>;

/** POST seller/invitations/{token}/sign-up: the sign-up fields (spec §4) without the email, which the invitation names. */
export const invitationSignUpBodySchema = signUpBodySchema.omit({ email: true });
export type InvitationSignUpBody = z.input<typeof invitationSignUpBodySchema>;

export const invitationSignUpResponseSchema = invitationAcceptedSchema.extend({ token: z.string() });
export type InvitationSignUpResponse = z.infer<typeof invitationSignUpResponseSchema>;
