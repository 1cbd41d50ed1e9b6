import { randomUUID } from 'node:crypto';
import {
  bpsToPercent,
  partRefundKobo,
  providerSplitOf,
  refundFits,
  shopFeeShares,
  splitPayment,
  type PaymentSplit,
  type ProviderSplit,
} from '@campus/contract';
import type { AppConfig } from '../../config';
import type { Database, Executor } from '../../db/client';
import { ConflictError, NotFoundError } from '../../errors/domain-errors';
import type { JobQueue } from '../jobs/job-queue';
import type { QueuedMail } from '../jobs/mail-jobs';
import type { OrderPartRow, OrderRow } from '../orders/order-rows';
import type { PaymentRow } from '../payments/payment-row';
import type { PaymentProvider } from '../payments/payment-provider';
import type { MoneyAccounts, MoneyOrders, MoneyPayments } from './money-sources';
import type { MoneyRepository, NewLedgerEntry, RefundRow } from './money.repository';
import { refundProcessedMail } from './refund-mail';
import { RefundSender } from './refund-sender';

export const REFUND_QUEUE = 'payments.refund';

export const MONEY_MESSAGES = {
  refundNotFound: 'Refund not found',
  partNotFound: 'Order part not found',
  nothingToRefund: 'This part has nothing to refund.',
  overRefund: 'Refunds of this payment would add up to more than was charged.',
  notPaid: 'This order has no successful payment to refund.',
} as const;

/** Default commission when neither the shop nor the environment sets one: 5 %. */
const DEFAULT_MONEY = { commissionBps: 500, feeBearer: 'account' as const };

/**
 * The marketplace's money (issue 21, decisions 040–041): the split computed at payment time, the
 * append-only ledger, and refunds (one per part, one per duplicate charge; unique indexes make a
 * repeat a no-op). Writes happen in the caller's transaction; refunds go out through the job queue.
 */
export class MarketMoney {
  constructor(
    private readonly db: Database,
    private readonly repo: MoneyRepository,
    private readonly orders: Pick<MoneyOrders, 'findById' | 'shopNames'>,
    private readonly payments: MoneyPayments,
    private readonly users: MoneyAccounts,
    private readonly jobs: JobQueue,
    private readonly mail: QueuedMail,
    private readonly config: AppConfig,
    private readonly now: () => Date,
  ) {
    this.sender = new RefundSender(db, repo, payments, (outcome, event) => this.refundSettled(outcome, event));
  }

  private readonly sender: RefundSender;

  private get settings() {
    return this.config.money ?? DEFAULT_MONEY;
  }

  /** The split of a payment about to start: each shop's gross − its commission, with its subaccount if it has one. */
  async splitFor(
    totalKobo: number,
    parts: readonly { shopId: string; itemsKobo: number; deliveryKobo: number; shopDiscountKobo?: number; marketDiscountKobo?: number }[],
  ): Promise<PaymentSplit> {
    const settlements = await this.repo.settlementsOf(parts.map((part) => part.shopId));
    return splitPayment(
      totalKobo,
      parts.map((part) => {
        const settlement = settlements.get(part.shopId);
        return {
          ...part,
          commissionBps: settlement?.commissionBps ?? this.settings.commissionBps,
          subaccountCode: settlement?.subaccountCode ?? null,
        };
      }),
      this.settings.feeBearer,
    );
  }

  providerSplit(split: PaymentSplit): ProviderSplit | null {
    return providerSplitOf(split);
  }

  /**
   * The order of a paid payment was made: charge, each shop's sale and commission, and the share
   * Paystack paid straight to the shop's subaccount. Payments without a stored split (older ones)
   * are split now with no subaccount: everything they owe shops is owed.
   */
  async ordered(payment: PaymentRow, order: OrderRow, parts: readonly OrderPartRow[], tx: Executor): Promise<void> {
    const split =
      payment.split ??
      splitPayment(
        payment.amountKobo,
        parts.map((part) => ({
          shopId: part.shopId,
          itemsKobo: part.itemsSubtotalKobo,
          deliveryKobo: part.deliveryKobo,
          commissionBps: this.settings.commissionBps,
          subaccountCode: null,
        })),
        this.settings.feeBearer,
      );
    const at = order.createdAt;
    const ref = payment.reference;
    const entries: NewLedgerEntry[] = [
      { entryKey: `charge:${ref}`, kind: 'charge', paymentReference: ref, amountKobo: payment.amountKobo, at },
    ];
    for (const share of split.shares) {
      const base = { paymentReference: ref, shopId: share.shopId, at };
      entries.push({ ...base, entryKey: `sale:${ref}:${share.shopId}`, kind: 'sale', amountKobo: share.grossKobo });
      entries.push({ ...base, entryKey: `commission:${ref}:${share.shopId}`, kind: 'commission', amountKobo: share.commissionKobo });
      if (share.subaccountCode && share.shareKobo > 0)
        entries.push({ ...base, entryKey: `split_share:${ref}:${share.shopId}`, kind: 'split_share', amountKobo: share.shareKobo });
      // Who paid for a promo code's discount on this shop's items (issue 38 item 3, decision 114).
      for (const [kind, amountKobo] of [
        ['discount_shop', share.shopDiscountKobo ?? 0],
        ['discount_market', share.marketDiscountKobo ?? 0],
        ['market_expense', share.marketExpenseKobo ?? 0],
      ] as const)
        if (amountKobo > 0) entries.push({ ...base, entryKey: `${kind}:${ref}:${share.shopId}`, kind, amountKobo });
    }
    await this.repo.append(entries, tx);
  }

  /** A second charge for a checkout already ordered: charged, and refunded whole (once per payment). */
  async duplicateCharged(payment: PaymentRow, twin: OrderRow, tx: Executor): Promise<void> {
    const at = this.now();
    await this.repo.append(
      [
        {
          entryKey: `charge:${payment.reference}`,
          kind: 'charge',
          paymentReference: payment.reference,
          amountKobo: payment.amountKobo,
          at,
        },
      ],
      tx,
    );
    const refund = await this.repo.insertRefund(
      {
        kind: 'duplicate',
        paymentReference: payment.reference,
        orderId: twin.id,
        amountKobo: payment.amountKobo,
        reason: 'Charged twice for one order',
        createdAt: at,
      },
      tx,
    );
    if (refund) await this.enqueueRefund(refund, tx);
  }

  /** A part became rejected or cancelled: its items and delivery share go back to the card. */
  async partEnded(order: OrderRow, part: OrderPartRow, reason: string | null, tx: Executor): Promise<void> {
    if (partRefundKobo(part) > 0) await this.requestPartRefund(order, part, reason ?? '', tx);
  }

  /**
   * The part's refund, made once: a second call (a retried job, a repeated click, twenty at once)
   * finds the first (unique index per part). A failed one is asked again with a new job.
   */
  async requestPartRefund(
    order: OrderRow,
    part: OrderPartRow,
    reason: string,
    tx: Executor,
  ): Promise<{ refund: RefundRow; requested: boolean }> {
    const amountKobo = partRefundKobo(part);
    if (amountKobo <= 0) throw new ConflictError(MONEY_MESSAGES.nothingToRefund);
    const payment = await this.payments.lock(order.paymentReference, tx);
    if (!payment || (payment.status !== 'success' && payment.status !== 'refunded')) throw new ConflictError(MONEY_MESSAGES.notPaid);
    const existing = await this.repo.refundOfPart(part.id, tx);
    if (existing) {
      if (existing.status !== 'failed') return { refund: existing, requested: false };
      const retried = await this.repo.updateRefund(existing.id, { status: 'requested', failure: null, attempt: existing.attempt + 1 }, tx);
      if (!retried) throw new NotFoundError(MONEY_MESSAGES.refundNotFound);
      await this.enqueueRefund(retried, tx);
      return { refund: retried, requested: true };
    }
    const already = (await this.repo.refundsOfPayments([payment.reference], tx))
      .filter((refund) => refund.status !== 'failed')
      .reduce((sum, refund) => sum + refund.amountKobo, 0);
    if (!refundFits(payment.amountKobo, already, amountKobo)) throw new ConflictError(MONEY_MESSAGES.overRefund);
    const inserted = await this.repo.insertRefund(
      {
        kind: 'part',
        paymentReference: payment.reference,
        orderId: order.id,
        partId: part.id,
        shopId: part.shopId,
        amountKobo,
        reason,
        createdAt: this.now(),
      },
      tx,
    );
    // The payment's row lock serialises requests for its parts, so the insert cannot lose a race; kept for safety.
    const refund = inserted ?? (await this.repo.refundOfPart(part.id, tx));
    if (!refund) throw new NotFoundError(MONEY_MESSAGES.refundNotFound);
    if (inserted) await this.enqueueRefund(inserted, tx);
    return { refund, requested: inserted !== undefined };
  }

  private async enqueueRefund(refund: RefundRow, tx: Executor): Promise<void> {
    await this.jobs.enqueue(REFUND_QUEUE, `${refund.id}:${refund.attempt}`, { refundId: refund.id }, tx);
  }

  /** After the transaction that requested refunds committed: send them now rather than at the next poll. */
  committed(): void {
    this.jobs.wake();
  }

  /** The refund job (decision 084): sends the refund, or first looks up one whose last send went unanswered. */
  async sendRefund(refundId: string, provider: PaymentProvider, lastAttempt = false, resumed = false): Promise<void> {
    await this.sender.run(refundId, provider, lastAttempt, resumed);
  }

  /**
   * The operator's "check again" of a refund the provider could not account for (`needs_check`): a new
   * job looks it up, and sends it only if the provider shows none. Any other refund is returned as it is.
   */
  async checkRefundAgain(refundId: string, tx: Executor): Promise<{ refund: RefundRow; rechecked: boolean }> {
    const rechecked = await this.repo.recheckRefund(refundId, tx);
    if (rechecked) {
      await this.jobs.enqueue(REFUND_QUEUE, `${rechecked.id}:check:${randomUUID()}`, { refundId: rechecked.id }, tx);
      return { refund: rechecked, rechecked: true };
    }
    const refund = await this.repo.refund(refundId, tx);
    if (!refund) throw new NotFoundError(MONEY_MESSAGES.refundNotFound);
    return { refund, rechecked: false };
  }

  /**
   * refund.processed / refund.failed: settles the refund once. Processed writes the ledger (refund,
   * commission given back), marks a duplicate payment refunded and mails the shopper; failed leaves
   * it for the operator to ask again. Returns false when no refund of ours matches.
   */
  async refundSettled(
    outcome: 'processed' | 'failed',
    event: { reference: string; providerRefundId: string | null; amountKobo: number | null },
  ): Promise<boolean> {
    const matched = await this.db.transaction(async (tx) => {
      const refund = await this.repo.lockRefundForEvent(event.providerRefundId, event.reference, event.amountKobo, tx);
      if (!refund) return false;
      if (refund.status === 'processed' || (refund.status === 'failed' && outcome === 'failed')) return true;
      const at = this.now();
      if (outcome === 'failed') {
        await this.repo.updateRefund(
          refund.id,
          {
            status: 'failed',
            failure: 'The provider could not refund this charge',
            providerRefundId: event.providerRefundId ?? refund.providerRefundId,
          },
          tx,
        );
        return true;
      }
      await this.repo.updateRefund(
        refund.id,
        { status: 'processed', processedAt: at, failure: null, providerRefundId: event.providerRefundId ?? refund.providerRefundId },
        tx,
      );
      const payment = await this.payments.find(refund.paymentReference, tx);
      const entries: NewLedgerEntry[] = [
        {
          entryKey: `refund:${refund.id}`,
          kind: 'refund',
          paymentReference: refund.paymentReference,
          shopId: refund.shopId,
          refundId: refund.id,
          amountKobo: refund.amountKobo,
          at,
        },
      ];
      const share = refund.shopId ? payment?.split?.shares.find((s) => s.shopId === refund.shopId) : undefined;
      const commission = share?.commissionKobo ?? 0;
      if (refund.shopId && commission > 0) {
        entries.push({
          entryKey: `commission_reversal:${refund.id}`,
          kind: 'commission_reversal',
          paymentReference: refund.paymentReference,
          shopId: refund.shopId,
          refundId: refund.id,
          amountKobo: commission,
          at,
        });
      }
      // The market's part of the discount goes back to the market with the refund: the shop keeps none of the part.
      const marketDiscount = share?.marketDiscountKobo ?? 0;
      if (refund.shopId && refund.kind === 'part' && marketDiscount > 0) {
        entries.push({
          entryKey: `discount_market_reversal:${refund.id}`,
          kind: 'discount_market_reversal',
          paymentReference: refund.paymentReference,
          shopId: refund.shopId,
          refundId: refund.id,
          amountKobo: marketDiscount,
          at,
        });
      }
      await this.repo.append(entries, tx);
      if (refund.kind === 'duplicate') await this.payments.markRefunded(refund.paymentReference, at, tx);
      await this.mailShopper(refund, tx);
      return true;
    });
    this.mail.committed();
    return matched;
  }

  /**
   * Paystack's fee on a charge (from charge.success's `fees`): the market bears it unless configured otherwise.
   * Borne in proportion, each shop's part is also written (`shop_fee`, decision 116): the owner's takings subtract it.
   */
  async recordFee(reference: string, feeKobo: number): Promise<void> {
    if (!Number.isSafeInteger(feeKobo) || feeKobo <= 0) return;
    const at = this.now();
    const split = (await this.payments.find(reference))?.split;
    await this.repo.append([
      { entryKey: `fee:${reference}`, kind: 'fee', paymentReference: reference, amountKobo: feeKobo, at },
      ...(split ? shopFeeShares(feeKobo, split) : []).map((share) => ({
        entryKey: `shop_fee:${reference}:${share.shopId}`,
        kind: 'shop_fee' as const,
        paymentReference: reference,
        shopId: share.shopId,
        amountKobo: share.feeKobo,
        at,
      })),
    ]);
  }

  private async mailShopper(refund: RefundRow, tx: Executor): Promise<void> {
    const order = refund.orderId ? await this.orders.findById(refund.orderId, tx) : undefined;
    if (!order) return;
    const user = await this.users.findById(order.userId, tx);
    if (!user) return;
    const shopName = refund.shopId ? ((await this.orders.shopNames([refund.shopId], tx)).get(refund.shopId) ?? null) : null;
    await this.mail.send(
      user.email,
      refundProcessedMail({
        fullName: order.fullName,
        publicId: order.publicId,
        amountKobo: refund.amountKobo,
        shopName,
        reason: refund.reason,
      }),
      tx,
    );
  }

  commissionPercentDefault(): number {
    return bpsToPercent(this.settings.commissionBps);
  }
}
