import type { JobQueue } from '../jobs/job-queue';
import type { PaymentsService } from './payments.service';

export const RECONCILE_QUEUE = 'payments.reconcile';

/**
 * Every minute each instance enqueues the reconciliation job keyed by the minute: whichever instance
 * claims it first runs it, the others' copies are ignored (one run per minute across instances).
 */
export function scheduleReconciliation(queue: JobQueue, payments: PaymentsService, now: () => Date, everyMs = 60_000): () => void {
  queue.work(RECONCILE_QUEUE, async () => {
    await payments.reconcilePending();
  });
  const enqueue = () => {
    const minute = new Date(Math.floor(now().getTime() / everyMs) * everyMs).toISOString();
    void queue.enqueue(RECONCILE_QUEUE, minute, {}, undefined, 3).catch(() => undefined);
  };
  enqueue();
  const timer = setInterval(enqueue, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
