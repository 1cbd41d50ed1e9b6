import type { JobQueue } from '../jobs/job-queue';
import { WEBHOOK_QUEUE, type PaymentsService, type WebhookLog } from './payments.service';

/** The provider's events are answered at once and worked here (issue 21): charge → order, refund → settled. */
export function registerWebhookWorker(queue: JobQueue, payments: PaymentsService, log: WebhookLog): void {
  queue.work(WEBHOOK_QUEUE, async (data) => {
    if (typeof data.id !== 'string') return;
    await payments.processWebhook(data.id, log);
  });
}
