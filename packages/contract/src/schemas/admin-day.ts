import { z } from 'zod';
import { DAY_MESSAGES, isRealDay } from '../day';
import { ORDER_PART_STATUSES } from '../order-status';
import { text } from './text-field';
import { adminOrderSummarySchema } from './admin';

/**
 * The operator's day (issue 39 item 2): today's figures at a glance, and every order in a list with
 * filters, search and pages. Days are the market's (Africa/Lagos) calendar days, written YYYY-MM-DD.
 */

export const ADMIN_ORDERS_PAGE_SIZE = 25;

export const ADMIN_DAY_MESSAGES = {
  toBeforeFrom: 'The "to" date is before the "from" date',
} as const;

const day = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DAY_MESSAGES.format)
  .refine(isRealDay, { message: DAY_MESSAGES.notReal });

/** GET admin/orders: every filter optional; no filter at all is every order, newest first, a page at a time. */
export const adminOrderListQuerySchema = z
  .object({
    /** An order number (CM-…, or its start), a payment reference, the shopper's name or phone, or a shop's name. */
    q: text().trim().max(100).optional(),
    /** Orders with at least one part in this status. */
    status: z.enum(ORDER_PART_STATUSES).optional(),
    /** Orders with a part from this shop. */
    shopId: z.uuid().optional(),
    from: day.optional(),
    to: day.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_ORDERS_PAGE_SIZE),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: ADMIN_DAY_MESSAGES.toBeforeFrom, path: ['to'] });
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

export const adminOrderPageSchema = z.object({
  orders: z.array(adminOrderSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** How many orders match, over every page. */
  total: z.number().int(),
});
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;

/** GET admin/today: the market's day so far, and what waits on someone now. */
export const adminTodaySchema = z.object({
  /** The market's date, YYYY-MM-DD (Africa/Lagos). */
  day: z.string(),
  at: z.string(),
  /** Orders placed (paid) today and their totals, before any refund. */
  orders: z.number().int(),
  salesKobo: z.number().int(),
  /** Parts paid and not yet accepted; of those, past half their time to accept. */
  partsWaiting: z.number().int(),
  partsWaitingLong: z.number().int(),
  /** Accepted parts past their due time. */
  partsLate: z.number().int(),
  /** Refunds on their way to the card (requested, sending, checking, pending at Paystack). */
  refundsPending: z.number().int(),
  /** Refunds Paystack could not say it made (decision 084) or that failed: someone looks. */
  refundsNeedCheck: z.number().int(),
  refundsFailed: z.number().int(),
  /** Jobs that failed for good (the Jobs screen retries them). */
  failedJobs: z.number().int(),
  /** Shops taking orders now (switch on, within hours, not paused), of the shops not suspended. */
  shopsOpen: z.number().int(),
  shopsTotal: z.number().int(),
  /** Today's newest orders. */
  latest: z.array(adminOrderSummarySchema),
});
export type AdminToday = z.infer<typeof adminTodaySchema>;
