import type { Kobo } from './money';

/**
 * The marketplace's money arithmetic (issue 21), pure and in integer kobo: what each shop of a
 * payment is owed, the market's commission, and what a refunded part gives back. Every function
 * adds up exactly: no kobo is lost or invented (property tests in money-split.test.ts).
 */

/** A commission rate in basis points: 500 is 5.00 % (whole hundredths of a percent, never a float). */
export type BasisPoints = number;

export const MAX_COMMISSION_BPS = 10_000;

/** One shop's part of a payment, as the payment's snapshot priced it. */
export interface SplitInputPart {
  shopId: string;
  itemsKobo: Kobo;
  deliveryKobo: Kobo;
  commissionBps: BasisPoints;
  /** The shop's Paystack subaccount; null while the operator has not set its bank (its share is owed). */
  subaccountCode: string | null;
  /** A promo code's discount on this shop's items that the shop pays for (its own code; issue 38 item 3). */
  shopDiscountKobo?: Kobo;
  /** A promo code's discount on this shop's items that the market pays for (the operator's code). */
  marketDiscountKobo?: Kobo;
}

/** One shop's share as computed and stored with the payment. */
export interface SplitShare {
  shopId: string;
  /** Items + delivery share: what the shopper paid for this part. */
  grossKobo: Kobo;
  commissionKobo: Kobo;
  /**
   * What the split pays the shop: gross − shop discount − commission − market expense. Without codes,
   * gross − commission: what the shop is owed for this part.
   */
  shareKobo: Kobo;
  subaccountCode: string | null;
  /** Issue 38 item 3 (absent on payments without a code, read as 0): the shop's own code's discount. */
  shopDiscountKobo?: Kobo;
  /** The market's code's discount on this shop's items: out of this shop's commission first… */
  marketDiscountKobo?: Kobo;
  /** …and what the commission could not cover: the market's expense, owed to the shop outside the split. */
  marketExpenseKobo?: Kobo;
}

export interface PaymentSplit {
  totalKobo: Kobo;
  shares: SplitShare[];
  /** The market's part of the charge: the sum of the commissions (less what market-funded codes took from them). */
  marketKobo: Kobo;
  /** Who pays Paystack's fee: the market's main account ('account') or every party in proportion. */
  bearer: FeeBearer;
}

export type FeeBearer = 'account' | 'all-proportional';

function assertKobo(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative integer of kobo: ${value}`);
}

/** Parses a percentage as the operator types it ("5", "7.5", "12.25") into basis points; null when it is not one. */
export function percentToBps(percent: number | string): BasisPoints | null {
  const text = typeof percent === 'number' ? String(percent) : percent.trim();
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const bps = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bps <= MAX_COMMISSION_BPS ? bps : null;
}

/** Basis points as a percentage number for display and for Paystack's `percentage_charge` (5.25). */
export function bpsToPercent(bps: BasisPoints): number {
  return bps / 100;
}

/** The market's commission on an amount: rounded half up to the kobo, never more than the amount. */
export function commissionOf(amountKobo: Kobo, bps: BasisPoints): Kobo {
  assertKobo(amountKobo, 'Amount');
  if (!Number.isInteger(bps) || bps < 0 || bps > MAX_COMMISSION_BPS) throw new RangeError(`Commission out of range: ${bps}`);
  // Integer arithmetic: amount × bps fits a double exactly below 2^53 / 10^4 kobo (₦9 billion).
  return Math.floor((amountKobo * bps + 5_000) / 10_000);
}

/**
 * The split of one payment: each shop's items + delivery share − commission; the market keeps the
 * commissions. The parts must add up to the payment's total exactly (the snapshot says so), else
 * this throws rather than inventing or losing kobo.
 *
 * With a promo code (issue 38 item 3, decision 114): the charge is gross − discounts. A shop-funded
 * discount comes off the shop's share, and commission is taken on what the shop sold it for (gross − its
 * discount). A market-funded discount comes out of that shop's commission; what the commission cannot cover
 * is the market's expense: the split pays the shop that much less (the charge does not hold it) and the
 * ledger owes it to the shop. So shares + market = charged, and the market's part is never negative.
 */
export function splitPayment(totalKobo: Kobo, parts: readonly SplitInputPart[], bearer: FeeBearer = 'account'): PaymentSplit {
  assertKobo(totalKobo, 'Total');
  const seen = new Set<string>();
  const shares = parts.map((part): SplitShare => {
    if (seen.has(part.shopId)) throw new RangeError(`Shop ${part.shopId} appears twice in one split`);
    seen.add(part.shopId);
    assertKobo(part.itemsKobo, 'Items');
    assertKobo(part.deliveryKobo, 'Delivery');
    const shopDiscount = part.shopDiscountKobo ?? 0;
    const marketDiscount = part.marketDiscountKobo ?? 0;
    assertKobo(shopDiscount, 'Shop discount');
    assertKobo(marketDiscount, 'Market discount');
    if (shopDiscount + marketDiscount > part.itemsKobo) throw new RangeError(`Discounts of shop ${part.shopId} exceed its items`);
    const grossKobo = part.itemsKobo + part.deliveryKobo;
    const commissionKobo = commissionOf(grossKobo - shopDiscount, part.commissionBps);
    const expense = Math.max(0, marketDiscount - commissionKobo);
    const share: SplitShare = {
      shopId: part.shopId,
      grossKobo,
      commissionKobo,
      shareKobo: grossKobo - shopDiscount - commissionKobo - expense,
      subaccountCode: part.subaccountCode,
    };
    if (shopDiscount + marketDiscount === 0) return share;
    return { ...share, shopDiscountKobo: shopDiscount, marketDiscountKobo: marketDiscount, marketExpenseKobo: expense };
  });
  const charged = shares.reduce((sum, share) => sum + share.grossKobo - discountOf(share), 0);
  if (charged !== totalKobo) throw new RangeError(`The parts add up to ${charged} kobo, the payment is ${totalKobo}`);
  const marketKobo = totalKobo - shares.reduce((sum, share) => sum + share.shareKobo, 0);
  return { totalKobo, shares, marketKobo, bearer };
}

/** A share's whole discount (both funders); 0 on payments without a code. */
export function discountOf(share: Pick<SplitShare, 'shopDiscountKobo' | 'marketDiscountKobo'>): Kobo {
  return (share.shopDiscountKobo ?? 0) + (share.marketDiscountKobo ?? 0);
}

/** What the shop earns from its part in all: what the split pays plus the market's expense owed to it. */
export function shopEarnsKobo(share: SplitShare): Kobo {
  return share.shareKobo + (share.marketExpenseKobo ?? 0);
}

/** Paystack's dynamic split for `transaction/initialize`: flat shares in kobo for shops that have a subaccount. */
export interface ProviderSplit {
  type: 'flat';
  bearer_type: FeeBearer;
  subaccounts: { subaccount: string; share: Kobo }[];
}

/** The split as Paystack takes it; null when no shop has a subaccount yet (all the money stays with the market). */
export function providerSplitOf(split: PaymentSplit): ProviderSplit | null {
  const subaccounts = split.shares
    .filter((share): share is SplitShare & { subaccountCode: string } => share.subaccountCode !== null && share.shareKobo > 0)
    .map((share) => ({ subaccount: share.subaccountCode, share: share.shareKobo }));
  return subaccounts.length === 0 ? null : { type: 'flat', bearer_type: split.bearer, subaccounts };
}

/**
 * What a rejected or cancelled part gives back to the shopper: what was paid for it — its items and its
 * delivery share, less its promo discount (issue 38 item 3), never more.
 */
export function partRefundKobo(part: { itemsSubtotalKobo: Kobo; deliveryKobo: Kobo; discountKobo?: Kobo }): Kobo {
  assertKobo(part.itemsSubtotalKobo, 'Items');
  assertKobo(part.deliveryKobo, 'Delivery');
  const discount = part.discountKobo ?? 0;
  assertKobo(discount, 'Discount');
  return Math.max(0, part.itemsSubtotalKobo + part.deliveryKobo - discount);
}

/**
 * Whether one more refund fits what was charged: refunds of a payment never add up to more than
 * its total (Paystack refuses the excess too; we refuse before asking).
 */
export function refundFits(chargedKobo: Kobo, alreadyRefundedKobo: Kobo, refundKobo: Kobo): boolean {
  return refundKobo > 0 && alreadyRefundedKobo + refundKobo <= chargedKobo;
}

/**
 * Paystack's local card fee as the sandbox emulates it: 1.5 % plus ₦100 (waived under ₦2,500),
 * capped at ₦2,000; rounded up to the kobo.
 */
export function paystackFeeKobo(amountKobo: Kobo): Kobo {
  assertKobo(amountKobo, 'Amount');
  const percent = Math.ceil((amountKobo * 15) / 1000);
  const flat = amountKobo >= 250_000 ? 10_000 : 0;
  return Math.min(percent + flat, 200_000);
}

/**
 * Each shop's part of Paystack's fee when the fee is borne in proportion (`all-proportional`, decision 116):
 * the fee × the shop's share ÷ the charge, rounded down to the kobo; the market bears the rest, so the
 * parts never add up to more than the fee. Empty when the market bears the whole fee.
 */
export function shopFeeShares(feeKobo: Kobo, split: PaymentSplit): { shopId: string; feeKobo: Kobo }[] {
  assertKobo(feeKobo, 'fee');
  if (split.bearer !== 'all-proportional' || split.totalKobo <= 0) return [];
  return split.shares
    .map((share) => ({ shopId: share.shopId, feeKobo: Number((BigInt(feeKobo) * BigInt(share.shareKobo)) / BigInt(split.totalKobo)) }))
    .filter((share) => share.feeKobo > 0);
}
