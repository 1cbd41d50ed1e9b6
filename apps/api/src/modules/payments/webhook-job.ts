import type { JobQueue } from '../jobs/job-queue';
import { WEBHOOK_QUEUE } from './payments.service';

/**
 * The provider's events are answered at once and worked here (issue 21): charge → order, refund → settled. The
 * work is workflows/payment-webhook.ts, bound to its modules in container.ts.
 */
export function registerWebhookWorker(queue: JobQueue, processWebhook: (id: string) => Promise<void>): void {
  queue.work(WEBHOOK_QUEUE, async (data) => {
    if (typeof data.id !== 'string') return;
    await processWebhook(data.id);
  });
}
