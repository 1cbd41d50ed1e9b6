import { z } from 'zod';
import type { ProviderSettlement } from './payment-provider';

/**
 * One row of Paystack's `GET /settlement` (issue 39 item 3): `total_amount` and, in newer answers,
 * `effective_amount` (what reached the bank after deductions) in kobo; `subaccount` is the subaccount
 * object (or its id, or null for the main account).
 */
const settlementRowSchema = z.object({
  id: z.union([z.number().int(), z.string()]),
  status: z.string(),
  total_amount: z.number().int(),
  effective_amount: z.number().int().nullish(),
  settlement_date: z.string().nullish(),
  subaccount: z.union([z.object({ subaccount_code: z.string().nullish() }).loose(), z.number(), z.string()]).nullish(),
});
export const settlementListSchema = z.array(settlementRowSchema);
export const SETTLEMENT_PAGE = 100;
/** 2,000 settlements of one shop in one period (at most 92 days) is far beyond a daily schedule. */
export const SETTLEMENT_PAGES_AT_MOST = 20;

export function settlementOf(row: z.infer<typeof settlementRowSchema>): ProviderSettlement {
  const settledAt = row.settlement_date ? new Date(row.settlement_date) : null;
  return {
    id: String(row.id),
    status: row.status,
    amountKobo: row.effective_amount ?? row.total_amount,
    settledAt: settledAt && !Number.isNaN(settledAt.getTime()) ? settledAt : null,
    subaccountCode: typeof row.subaccount === 'object' && row.subaccount !== null ? (row.subaccount.subaccount_code ?? null) : null,
  };
}
