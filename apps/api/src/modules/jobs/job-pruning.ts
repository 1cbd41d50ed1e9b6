import type { JobQueue } from './job-queue';

export const PRUNE_QUEUE = 'jobs.prune';
export const DEFAULT_JOB_RETENTION_DAYS = 7;

/**
 * Keeps the jobs table small (issue 34): completed jobs are deleted `retentionDays` after they finished;
 * failed ones stay for the operator (retried from the console). Like the other sweeps (decision 029),
 * each instance enqueues the run keyed by its hour, so one instance runs each hour's pruning.
 */
export function scheduleJobPruning(
  queue: JobQueue,
  now: () => Date,
  retentionDays = DEFAULT_JOB_RETENTION_DAYS,
  everyMs = 60 * 60_000,
): () => void {
  queue.work(PRUNE_QUEUE, async () => {
    await queue.pruneCompleted(retentionDays);
  });
  const enqueue = () => {
    const slot = new Date(Math.floor(now().getTime() / everyMs) * everyMs).toISOString();
    void queue.enqueue(PRUNE_QUEUE, slot, {}, undefined, 3).catch(() => undefined);
  };
  enqueue();
  const timer = setInterval(enqueue, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
