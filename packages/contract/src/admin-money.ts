import { z } from 'zod';
import { DAY_MESSAGES, isRealDay } from './day';
import { text } from './schemas/text-field';

/**
 * The operator's money API (issue 21), under /api/v1/admin (role operator). Amounts are integer
 * kobo (the console formats them with formatKobo); dates are ISO 8601; days are YYYY-MM-DD in Africa/Lagos.
 */

/** A bank Paystack settles to (`GET /bank`): its code is what the settlement stores. */
export const bankSchema = z.object({ code: z.string(), name: z.string() });
export type Bank = z.infer<typeof bankSchema>;

/** GET admin/banks */
export const banksResponseSchema = z.object({ banks: z.array(bankSchema) });
export type BanksResponse = z.infer<typeof banksResponseSchema>;

/** A Nigerian NUBAN account number: ten digits. */
export const accountNumberSchema = text().regex(/^\d{10}$/, 'Enter the 10-digit account number');
export const bankCodeSchema = text().regex(/^[0-9A-Za-z]{2,10}$/, 'Choose a bank');

/** POST admin/banks/resolve: the account holder's name as the bank knows it (`GET /bank/resolve`). */
export const resolveAccountBodySchema = z.object({ bankCode: bankCodeSchema, accountNumber: accountNumberSchema });
export type ResolveAccountBody = z.infer<typeof resolveAccountBodySchema>;
export const resolvedAccountSchema = z.object({ bankCode: z.string(), accountNumber: z.string(), accountName: z.string() });
export type ResolvedAccount = z.infer<typeof resolvedAccountSchema>;

/** Commission as the operator types it: 0–100 %, at most two decimals (stored as basis points). */
export const commissionPercentSchema = z
  .number({ error: 'Commission must be a number (percent)' })
  .min(0, 'Commission cannot be negative')
  .max(100, 'Commission cannot be more than 100 %')
  .refine((value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, {
    message: 'Commission has at most two decimals',
  });

/**
 * PUT admin/shops/{shopId}/settlement: the bank the shop is paid to, with the name the operator saw
 * resolved and confirmed (the server resolves again and refuses a name that no longer matches), and
 * the market's commission (omitted: the configured default). Creates or updates the shop's subaccount.
 */
export const shopSettlementBodySchema = z.object({
  bankCode: bankCodeSchema,
  accountNumber: accountNumberSchema,
  confirmedAccountName: text().min(1).max(200),
  commissionPercent: commissionPercentSchema.optional(),
  /**
   * Needed when the bank's name is neither the shop's nor an owner's (issue 39 item 4): the operator
   * types the bank's name again, so a stranger's account is never saved by one click.
   */
  typedAccountName: text().max(200).optional(),
});
export type ShopSettlementBody = z.infer<typeof shopSettlementBodySchema>;

export const shopIdParamSchema = z.object({ shopId: z.uuid() });

/** A shop's settlement as stored; `subaccountCode` null means its shares are owed, not yet paid out by Paystack. */
export const shopSettlementSchema = z.object({
  shopId: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  subaccountCode: z.string().nullable(),
  commissionPercent: z.number(),
  updatedAt: z.string(),
  /** False when the bank's name is neither the shop's nor an owner's: the shop's page flags it. */
  nameMatchesShop: z.boolean(),
});
export type ShopSettlement = z.infer<typeof shopSettlementSchema>;

export const PAYMENT_STATUSES = ['pending', 'success', 'failed', 'abandoned', 'refunded'] as const;
/**
 * requested (job queued) → sending (the provider is being asked) → pending (it accepted) → processed | failed.
 * A send the provider did not answer → checking (looked up before any new send) → pending, or sent again when
 * the provider shows none, or needs_check when it cannot say: the operator checks again (decision 084).
 */
export const REFUND_STATUSES = ['requested', 'sending', 'checking', 'needs_check', 'pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const REFUND_KINDS = ['part', 'duplicate'] as const;
/**
 * `shop_fee`: a shop's part of Paystack's fee when the fee is borne in proportion (decision 116); `fee` stays the whole fee.
 * Issue 38 item 3 adds who paid for a promo code's discount: `discount_shop` (the shop's own code; less owed to
 * it), `discount_market` (the operator's code, out of the shop's commission), `market_expense` (what that
 * commission could not cover, owed to the shop outside the split), `discount_market_reversal` (a refunded
 * part's market discount, back to the market).
 */
export const LEDGER_KINDS = [
  'charge',
  'sale',
  'commission',
  'split_share',
  'fee',
  'refund',
  'commission_reversal',
  'shop_fee',
  'discount_shop',
  'discount_market',
  'market_expense',
  'discount_market_reversal',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** One shop's share of a payment as it was sent to Paystack and stored with the payment. */
export const splitShareSchema = z.object({
  shopId: z.string(),
  grossKobo: z.number().int(),
  commissionKobo: z.number().int(),
  shareKobo: z.number().int(),
  subaccountCode: z.string().nullable(),
});

export const adminPaymentSchema = z.object({
  reference: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amountKobo: z.number().int(),
  provider: z.string(),
  createdAt: z.string(),
  verifiedAt: z.string().nullable(),
  /** Null for payments started before splits were kept. */
  split: z.object({ shares: z.array(splitShareSchema), marketKobo: z.number().int(), bearer: z.string() }).nullable(),
});

export const adminRefundSchema = z.object({
  id: z.string(),
  kind: z.enum(REFUND_KINDS),
  paymentReference: z.string(),
  partId: z.string().nullable(),
  shopId: z.string().nullable(),
  amountKobo: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  failure: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

/** One append-only ledger row: amounts are positive, the kind says which way the money went. */
export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  paymentReference: z.string(),
  shopId: z.string().nullable(),
  refundId: z.string().nullable(),
  amountKobo: z.number().int(),
  at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const orderPublicIdParamSchema = z.object({ publicId: text().min(1).max(100) });

/** GET admin/orders/{publicId}/money: every payment, refund and ledger row of one order. */
export const orderMoneySchema = z.object({
  order: z.object({
    publicId: z.string(),
    totalKobo: z.number().int(),
    createdAt: z.string(),
    parts: z.array(
      z.object({
        id: z.string(),
        shopId: z.string(),
        shopName: z.string(),
        status: z.string(),
        itemsSubtotalKobo: z.number().int(),
        deliveryKobo: z.number().int(),
        /** The part's share of a promo code's discount (issue 38 item 3): its refund is items + delivery − this. */
        discountKobo: z.number().int().optional(),
      }),
    ),
  }),
  payments: z.array(adminPaymentSchema),
  refunds: z.array(adminRefundSchema),
  ledger: z.array(ledgerEntrySchema),
});
export type OrderMoney = z.infer<typeof orderMoneySchema>;

export const partIdParamSchema = z.object({ partId: z.uuid() });

export const refundIdParamSchema = z.object({ refundId: z.uuid() });

/** POST admin/refunds/{refundId}/check: a `needs_check` refund is looked up at the provider again (never sent again blindly). */
export const refundCheckResponseSchema = z.object({ refund: adminRefundSchema });
export type RefundCheckResponse = z.infer<typeof refundCheckResponseSchema>;

/** POST admin/order-parts/{partId}/refund: the part's refund (the same one on a repeat; a failed one is asked again). */
export const partRefundBodySchema = z.object({ reason: text().max(200).optional() }).nullish();
export const partRefundResponseSchema = z.object({ refund: adminRefundSchema });
export type PartRefundResponse = z.infer<typeof partRefundResponseSchema>;

/** GET admin/payments/pending: payments still pending more than ten minutes after they started. */
export const pendingPaymentsResponseSchema = z.object({
  payments: z.array(
    z.object({
      reference: z.string(),
      amountKobo: z.number().int(),
      createdAt: z.string(),
      minutesPending: z.number().int(),
      shopperPhone: z.string(),
    }),
  ),
});
export type PendingPaymentsResponse = z.infer<typeof pendingPaymentsResponseSchema>;

const day = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DAY_MESSAGES.format)
  .refine(isRealDay, { message: DAY_MESSAGES.notReal });

/** GET admin/ledger?shopId&from&to: per shop per day (Africa/Lagos), from and to inclusive; at most 92 days. */
export const ledgerQuerySchema = z.object({ shopId: z.uuid().optional(), from: day, to: day });
export type LedgerQuery = z.infer<typeof ledgerQuerySchema>;

/**
 * One shop's day: charged (its items + delivery paid), refunded, the market's commission (net of
 * commission given back on refunds), settled (paid to its subaccount through the split), paid out
 * (payouts the operator recorded for that day, issue 39) and owed (charged − refunded − commission −
 * settled − paid out; negative when the shop owes the market).
 */
export const ledgerDaySchema = z.object({
  day: z.string(),
  shopId: z.string(),
  shopName: z.string(),
  chargedKobo: z.number().int(),
  refundedKobo: z.number().int(),
  commissionKobo: z.number().int(),
  settledKobo: z.number().int(),
  paidOutKobo: z.number().int(),
  owedKobo: z.number().int(),
});
export type LedgerDay = z.infer<typeof ledgerDaySchema>;
export const ledgerResponseSchema = z.object({ days: z.array(ledgerDaySchema) });
export type LedgerResponse = z.infer<typeof ledgerResponseSchema>;

/** The shopper's cancel of a part still `paid`: POST orders/{id}/parts/{partId}/cancel. */
export const cancelPartParamsSchema = z.object({ id: text().min(1).max(100), partId: z.uuid() });
export const cancelPartBodySchema = z.object({ reason: text().max(200).optional() }).nullish();
