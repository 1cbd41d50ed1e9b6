import type { JobQueue } from '../jobs/job-queue';

export const RECONCILE_QUEUE = 'payments.reconcile';

/**
 * Every minute each instance enqueues the reconciliation job keyed by the minute: whichever instance
 * claims it first runs it, the others' copies are ignored (one run per minute across instances). The run is
 * workflows/reconcile-payments.ts, bound to its modules by the payments module.
 */
export function scheduleReconciliation(queue: JobQueue, reconcile: () => Promise<unknown>, now: () => Date, everyMs = 60_000): () => void {
  queue.work(RECONCILE_QUEUE, async () => {
    await reconcile();
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
