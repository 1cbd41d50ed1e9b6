import type { Executor } from '../../db/client';
import type { JobQueue } from '../jobs/job-queue';
import type { RefundRequester } from '../orders/orders.service';
import { PaymentProviderError, type PaymentProvider } from './payment-provider';

export const REFUND_QUEUE = 'payments.refund';

/** Refunds through the job queue: requested in the order's transaction, keyed by the reference (once per charge). */
export class QueuedRefunds implements RefundRequester {
  constructor(private readonly queue: JobQueue) {}

  async requestRefund(reference: string, amountKobo: number, tx: Executor): Promise<void> {
    await this.queue.enqueue(REFUND_QUEUE, reference, { reference, amountKobo }, tx);
  }
}

/** Calls the provider's refund; a charge the provider already reversed counts as done (the job may run twice). */
export function registerRefundWorker(queue: JobQueue, provider: PaymentProvider): void {
  queue.work(REFUND_QUEUE, async (data) => {
    if (typeof data.reference !== 'string' || typeof data.amountKobo !== 'number') return;
    try {
      await provider.refund(data.reference, data.amountKobo);
    } catch (error) {
      if (error instanceof PaymentProviderError && /reversed/i.test(error.message)) return;
      throw error;
    }
  });
}
