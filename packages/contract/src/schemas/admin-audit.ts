import { z } from 'zod';
import { DAY_MESSAGES, isRealDay } from '../day';
import { text } from './text-field';

/**
 * The audit log as people read it (issue 39 item 5): each entry a sentence with who, what and when and
 * a link to the thing; filters by actor, shop, kind and date. Bank account numbers appear masked to
 * their last four digits (only the shop's bank form, which sets them, shows them whole).
 */

/** Every kind of action the code audits, with the name the filter shows. A kind written without a sentence fails a test. */
export const AUDIT_KIND_LABELS = {
  'order_part.refund': 'Part refunded',
  'refund.check': 'Refund checked again',
  'shop.create': 'Shop created',
  'shop.update': 'Shop changed',
  'shop.suspend': 'Shop suspended',
  'shop.unsuspend': 'Shop restored',
  'shop.invite': 'Owner or staff invited',
  'shop.settlement.set': 'Bank account set',
  'shop.payout.record': 'Payout recorded',
  'shop.payout.reverse': 'Payout reversed',
  'promo_code.create': 'Promo code created',
  'promo_code.disable': 'Promo code turned off',
  'shop.acceptance_minutes': "Shop's minutes to accept",
  'market.settings': "Market's minutes to accept",
  'delivery_time.set': 'Delivery time set',
  'book_request.update': 'Book request moved',
  'job.retry': 'Job retried',
  'review.hide': 'Review hidden',
  'user.revoke_sessions': 'Signed out everywhere',
  'user.suspend': 'Account suspended',
  'user.reinstate': 'Account reinstated',
} as const satisfies Record<string, string>;
export type AuditKind = keyof typeof AUDIT_KIND_LABELS;
export const AUDIT_KINDS = Object.keys(AUDIT_KIND_LABELS) as AuditKind[];

export const AUDIT_MESSAGES = {
  toBeforeFrom: 'The "to" date is before the "from" date',
} as const;

const day = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DAY_MESSAGES.format)
  .refine(isRealDay, { message: DAY_MESSAGES.notReal });

/** "••••6789": a bank account number as every screen but the one that sets it shows it. */
export function maskAccountNumber(number: string): string {
  const digits = number.replace(/\s/g, '');
  return digits.length <= 4 ? '••••' : `••••${digits.slice(-4)}`;
}

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.uuid(), fullName: z.string(), phone: z.string() }),
  action: z.string(),
  /** "Ada Okafor refunded ₦4,600.00 on CM-494C3F47B3: shop closed" */
  sentence: z.string(),
  /** The console's page of the thing acted on (an order, the shops, an account, the jobs…), or null. */
  link: z.string().nullable(),
  subjectType: z.string(),
  subjectId: z.string(),
  /** As recorded, bank account numbers masked. */
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextBefore: z.number().int().nullable(),
  /** Everyone who has ever acted, for the actor filter. */
  actors: z.array(z.object({ id: z.uuid(), fullName: z.string() })),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditQuerySchema = z
  .object({
    before: z.coerce.number().int().positive().optional(),
    subjectType: text().max(50).optional(),
    subjectId: text().max(100).optional(),
    actorId: z.uuid().optional(),
    /** Entries about this shop: the shop itself, its parts' refunds, its reviews. */
    shopId: z.uuid().optional(),
    kind: z.enum(AUDIT_KINDS as [AuditKind, ...AuditKind[]]).optional(),
    from: day.optional(),
    to: day.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: AUDIT_MESSAGES.toBeforeFrom, path: ['to'] });
export type AuditQuery = z.infer<typeof auditQuerySchema>;
