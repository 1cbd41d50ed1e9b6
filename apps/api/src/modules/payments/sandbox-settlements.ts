import type { ProviderSplitRecord } from '../../db/schema';
import { shopDate, startOfShopDay } from '../seller/shop-days';
import type { ProviderSettlement } from './payment-provider';

const DAY_MS = 86_400_000;

/**
 * Paystack's settlements, emulated (issue 39 item 3): each Lagos day's split shares of one subaccount
 * are one settlement, dated the next morning; it is `success` once that morning has come and `pending`
 * before. Refunds are not taken from settlements here (Paystack takes them from the main balance).
 */
export function sandboxSettlements(
  paid: readonly { reference: string; split: ProviderSplitRecord | null; paidAt: Date | null }[],
  subaccountCode: string,
  now: Date,
): ProviderSettlement[] {
  const byDay = new Map<string, number>();
  for (const transaction of paid) {
    if (!transaction.paidAt || !transaction.split) continue;
    const share = transaction.split.subaccounts
      .filter((entry) => entry.subaccount === subaccountCode)
      .reduce((sum, entry) => sum + entry.share, 0);
    if (share <= 0) continue;
    const day = shopDate(transaction.paidAt);
    byDay.set(day, (byDay.get(day) ?? 0) + share);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, amountKobo]) => {
      const settledAt = new Date(startOfShopDay(day).getTime() + DAY_MS + 9 * 3_600_000);
      return {
        id: `SBX_${subaccountCode}_${day}`,
        status: settledAt.getTime() <= now.getTime() ? 'success' : 'pending',
        amountKobo,
        settledAt,
        subaccountCode,
      };
    });
}
