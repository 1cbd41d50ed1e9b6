import { z } from 'zod';
import type { AuditPage } from './admin-audit';
import { orderDetailSchema } from './orders';
import { text } from './text-field';
import { ADMIN_LIMITS, ADMIN_MESSAGES, BOOK_REQUEST_STATUSES } from '../admin-rules';
import { shopNameSchema } from './shop-name';

/**
 * The operator's console (issue 21): shops, any order, book requests, accounts and the audit log.
 * Every call is the operator's only; every change is written to the audit log.
 */

const nairaAmount = z
  .number({ error: 'Delivery fee must be a number (naira)' })
  .nonnegative('Delivery fee cannot be negative')
  .max(ADMIN_LIMITS.deliveryFeeNairaMax, 'Delivery fee is too large')
  .refine((value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: 'Delivery fee can have at most two decimals (kobo)',
  });

export const adminShopSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  categoryId: z.uuid(),
  categoryName: z.string(),
  /** Naira, as the storefront shows it. */
  deliveryPrice: z.number(),
  phone: z.string(),
  isOpen: z.boolean(),
  suspended: z.boolean(),
  suspendedAt: z.string().nullable(),
  productCount: z.number().int(),
  owners: z.array(z.object({ fullName: z.string(), phone: z.string() })),
  /** The bank's name for the shop's settlement account (null: none set), and whether it is the shop's or an owner's. */
  bankAccountName: z.string().nullable(),
  bankNameMatches: z.boolean().nullable(),
});
export type AdminShop = z.infer<typeof adminShopSchema>;
export const adminShopListSchema = z.object({
  shops: z.array(adminShopSchema),
  /** For the create and edit forms. */
  categories: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type AdminShopList = z.infer<typeof adminShopListSchema>;

export const adminShopCreateBodySchema = z.object({
  name: shopNameSchema,
  categoryId: z.uuid({ error: 'Please choose a category' }),
  description: text().trim().max(500, 'The description must be at most 500 characters').default(''),
  deliveryPrice: nairaAmount.default(0),
  phone: text()
    .trim()
    .regex(/^(\+?234|0)\d{10}$|^$/, 'Please enter a Nigerian phone number')
    .default(''),
});
export type AdminShopCreateBody = z.input<typeof adminShopCreateBodySchema>;

export const adminShopUpdateBodySchema = z
  .object({
    name: adminShopCreateBodySchema.shape.name,
    categoryId: adminShopCreateBodySchema.shape.categoryId,
    description: text().trim().max(500, 'The description must be at most 500 characters'),
    deliveryPrice: nairaAmount,
    phone: text()
      .trim()
      .regex(/^(\+?234|0)\d{10}$|^$/, 'Please enter a Nigerian phone number'),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change' });
export type AdminShopUpdateBody = z.infer<typeof adminShopUpdateBodySchema>;

/** To suspend, the shop's name as the operator typed it, which the server checks too (`typedNameConfirms`). */
export const adminSuspendBodySchema = z.object({ suspended: z.boolean(), name: z.string().max(200).optional() });

export const adminSearchQuerySchema = z.object({
  q: text().trim().min(1, ADMIN_MESSAGES.queryRequired).max(100),
});

export const adminOrderSummarySchema = z.object({
  id: z.string(),
  reference: z.string(),
  createdAt: z.string(),
  shopper: z.object({ fullName: z.string(), phone: z.string() }),
  shops: z.array(z.string()),
  /** Naira. */
  total: z.number(),
  statuses: z.array(z.string()),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;
export const adminOrderListSchema = z.object({ orders: z.array(adminOrderSummarySchema) });

export const adminOrderDetailSchema = z.object({
  order: orderDetailSchema,
  shopper: z.object({ id: z.uuid(), fullName: z.string(), phone: z.string(), email: z.string() }),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const adminBookRequestSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  author: z.string(),
  status: z.enum(BOOK_REQUEST_STATUSES),
  note: z.string(),
  hasImage: z.boolean(),
  requester: z.object({ fullName: z.string(), phone: z.string(), email: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminBookRequest = z.infer<typeof adminBookRequestSchema>;
export const adminBookRequestListSchema = z.object({ requests: z.array(adminBookRequestSchema) });
export const adminBookRequestQuerySchema = z.object({ status: z.enum(BOOK_REQUEST_STATUSES).optional() });
export const adminBookRequestUpdateBodySchema = z
  .object({
    status: z.enum(BOOK_REQUEST_STATUSES),
    note: text().trim().max(500, 'The note must be at most 500 characters'),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change' });
export type AdminBookRequestUpdateBody = z.infer<typeof adminBookRequestUpdateBodySchema>;

export const adminUserSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  phone: z.string(),
  email: z.string(),
  hall: z.string(),
  isOperator: z.boolean(),
  shops: z.array(z.object({ slug: z.string(), name: z.string(), role: z.string() })),
  createdAt: z.string(),
  /** Set while the operator has suspended the account (issue 39 item 6), with the reason it is told. */
  suspendedAt: z.string().nullable(),
  suspensionReason: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** POST admin/users/{id}/suspend: the reason the account holder is told when they try to sign in. */
export const adminAccountSuspendBodySchema = z.object({
  reason: z
    .string()
    .trim()
    .min(3, ADMIN_MESSAGES.suspensionReason)
    .max(200, ADMIN_MESSAGES.suspensionReason)
    // eslint-disable-next-line no-control-regex -- a line break or other control character is refused
    .refine((text) => !/[\u0000-\u001f\u007f]/.test(text), ADMIN_MESSAGES.suspensionReason),
});
export type AdminAccountSuspendBody = z.infer<typeof adminAccountSuspendBodySchema>;
export const adminUserListSchema = z.object({ users: z.array(adminUserSchema) });

/** The console's names for the answers above (apps/web/src/features/admin/api/admin-api.ts). */
export type AdminShops = AdminShopList;
export type AdminShopCreate = AdminShopCreateBody;
export type AdminShopEdit = AdminShopUpdateBody;
export type AdminOrders = z.infer<typeof adminOrderListSchema>;
export type AdminBookRequests = z.infer<typeof adminBookRequestListSchema>;
export type AdminBookRequestUpdate = AdminBookRequestUpdateBody;
export type AdminAuditPage = AuditPage;
export type AdminUsers = z.infer<typeof adminUserListSchema>;
