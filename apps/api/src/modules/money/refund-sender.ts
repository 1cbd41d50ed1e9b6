import type { Database } from '../../db/client';
import { PaymentProviderError, type PaymentProvider, type ProviderRefundRecord } from '../payments/payment-provider';
import type { MoneyRepository, RefundRow } from './money.repository';
import type { MoneyPayments } from './money-sources';
import { matchProviderRefund, refundNote } from './refund-match';

/** What the operator reads on a refund the provider could not account for. */
export const UNKNOWN_REFUND_FAILURE = 'Paystack did not answer whether it refunded this, and could not say when asked';

/** Settles a refund the lookup found already processed or failed at the provider (MarketMoney.refundSettled). */
export type SettleRefund = (
  outcome: 'processed' | 'failed',
  event: { reference: string; providerRefundId: string | null; amountKobo: number | null },
) => Promise<boolean>;

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Sends a refund to the provider at most once per refund the provider holds (decision 084). A refund is
 * claimed (`requested`/`checking` → `sending`) so one run at a time works on it. A POST whose outcome
 * is unknown (5xx, no answer, a dropped connection) leaves it `checking`: the next run first looks the
 * charge's refunds up and sends again only when the provider shows none of ours; when the provider
 * cannot say, the refund waits `needs_check` for the operator, never a second POST.
 */
export class RefundSender {
  constructor(
    private readonly db: Database,
    private readonly repo: MoneyRepository,
    private readonly payments: Pick<MoneyPayments, 'lock'>,
    private readonly settle: SettleRefund,
  ) {}

  /**
   * One run of the refund job; `lastAttempt`: the queue will not run it again, so an unknown outcome waits for
   * the operator. `resumed`: an earlier run of this job did not finish (its process died, or it failed after
   * claiming): a refund it left `sending` may have been paid, so it is looked up before anything is sent.
   */
  async run(refundId: string, provider: PaymentProvider, lastAttempt: boolean, resumed = false): Promise<void> {
    const current = await this.repo.refund(refundId);
    const unknownOutcome = current?.status === 'checking' || (resumed && current?.status === 'sending');
    if (current && unknownOutcome) {
      const claimed = await this.repo.claimRefund(refundId, current.status === 'sending' ? 'sending' : 'checking');
      if (!claimed || (await this.lookUp(claimed, provider)) !== 'none') return;
      return this.post(claimed, provider, lastAttempt);
    }
    const claimed = await this.repo.claimRefund(refundId, 'requested');
    if (claimed) await this.post(claimed, provider, lastAttempt);
  }

  private async post(refund: RefundRow, provider: PaymentProvider, lastAttempt: boolean): Promise<void> {
    let answer;
    try {
      answer = await provider.refund(refund.paymentReference, refund.amountKobo, refundNote(refund.id));
    } catch (error) {
      if (error instanceof PaymentProviderError && !error.retryable) {
        await this.repo.updateRefund(refund.id, { status: 'failed', failure: error.message });
        return;
      }
      // The provider may have refunded before failing to answer: never POST again before looking.
      if (lastAttempt) {
        await this.repo.updateRefund(refund.id, { status: 'needs_check', failure: UNKNOWN_REFUND_FAILURE });
        return;
      }
      await this.repo.updateRefund(refund.id, { status: 'checking' });
      throw error;
    }
    const refundId = answer.refundId;
    await this.db.transaction(async (tx) => {
      const current = await this.repo.lockRefund(refund.id, tx);
      // The webhook may already have settled it (fast providers): keep the settled status.
      if (current?.status === 'sending') await this.repo.updateRefund(refund.id, { status: 'pending', providerRefundId: refundId }, tx);
      else if (current && !current.providerRefundId) await this.repo.updateRefund(refund.id, { providerRefundId: refundId }, tx);
    });
  }

  /** Finds the refund at the provider: `found` (now pending or settled), `none` (safe to send), `unknown` (waits for the operator). */
  private async lookUp(refund: RefundRow, provider: PaymentProvider): Promise<'found' | 'none' | 'unknown'> {
    let listed: ProviderRefundRecord[];
    try {
      listed = await provider.findRefunds(refund.paymentReference);
    } catch (error) {
      await this.repo.updateRefund(refund.id, { status: 'needs_check', failure: `${UNKNOWN_REFUND_FAILURE} (${reason(error)})` });
      return 'unknown';
    }
    // Under the payment's lock, so two lookups of one charge cannot take the same provider refund.
    const match = await this.db.transaction(async (tx) => {
      await this.payments.lock(refund.paymentReference, tx);
      const rows = await this.repo.refundsOfPayments([refund.paymentReference], tx);
      const taken = new Set(rows.flatMap((row) => (row.id !== refund.id && row.providerRefundId ? [row.providerRefundId] : [])));
      const found = matchProviderRefund(refund, listed, taken);
      const current = await this.repo.lockRefund(refund.id, tx);
      if (found && current?.status === 'sending')
        await this.repo.updateRefund(refund.id, { status: 'pending', providerRefundId: found.refundId, failure: null }, tx);
      // Settled by its webhook while we looked: nothing to send either.
      return found ?? (current?.status === 'sending' ? undefined : 'settled');
    });
    if (match === undefined) return 'none';
    if (match !== 'settled' && (match.status === 'processed' || match.status === 'failed'))
      await this.settle(match.status, {
        reference: refund.paymentReference,
        providerRefundId: match.refundId,
        amountKobo: refund.amountKobo,
      });
    return 'found';
  }
}
