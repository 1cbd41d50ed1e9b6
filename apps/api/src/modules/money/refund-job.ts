import type { JobQueue } from '../jobs/job-queue';
import type { PaymentProvider } from '../payments/payment-provider';
import { REFUND_QUEUE, type MarketMoney } from './market-money';

export { REFUND_QUEUE };

/**
 * Refunds through the job queue (issue 21): one job per refund row and attempt; the handler asks
 * the provider only while the refund is still `requested`, so a job run twice refunds once; one whose
 * send went unanswered is looked up at the provider before it is ever sent again (decision 084).
 */
export function registerRefundWorker(queue: JobQueue, money: MarketMoney, provider: PaymentProvider): void {
  queue.work(REFUND_QUEUE, async (data, job) => {
    if (typeof data.refundId !== 'string') return;
    // A later attempt resumes one that did not finish: a refund it left `sending` is looked up first (decision 084).
    await money.sendRefund(data.refundId, provider, job.attempts >= job.maxAttempts, job.attempts > 1);
  });
}
