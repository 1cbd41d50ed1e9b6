import type { Executor } from '../../../db/client';
import type { JobHandler, JobQueue } from '../../jobs/job-queue';

/** How many push jobs one instance runs at once: each mostly waits on the database or a push service. */
export const PUSH_WORKERS = 4;
/** Fan-outs one instance runs at once as it adds them (decision 125); more wait for the workers. */
export const PUSH_RUN_NOW = 16;

/**
 * Push's own workers on the one jobs table (decision 096): a new order's push never waits behind mail,
 * webhooks or reconciliation, and up to PUSH_WORKERS fan-outs run at once (a job queue runs one job at
 * a time; several queues on one table share its jobs as instances do, FOR UPDATE SKIP LOCKED).
 */
export class PushWorkers {
  private runningNow = 0;

  constructor(private readonly queues: readonly JobQueue[]) {
    if (queues.length === 0) throw new Error('PushWorkers needs at least one queue');
  }

  work(queue: string, handler: JobHandler): void {
    for (const worker of this.queues) worker.work(queue, handler);
  }

  /** Adds a job and wakes every worker (any of them may take it). */
  async enqueue(queue: string, key: string, data: Record<string, unknown>, tx?: Executor, maxAttempts?: number): Promise<boolean> {
    const [first] = this.queues;
    const added = (await first?.enqueue(queue, key, data, tx, maxAttempts)) ?? false;
    if (added && !tx) for (const worker of this.queues) worker.wake();
    return added;
  }

  /**
   * Adds a job and runs it on this instance at once (claimed in the insert), up to PUSH_RUN_NOW at a time;
   * beyond that it is only added, for the workers. False when the key was used.
   */
  async enqueueAndRun(queue: string, key: string, data: Record<string, unknown>): Promise<boolean> {
    const [first] = this.queues;
    if (!first) return false;
    if (this.runningNow >= PUSH_RUN_NOW) return this.enqueue(queue, key, data);
    this.runningNow++;
    try {
      return await first.enqueueAndRun(queue, key, data);
    } finally {
      this.runningNow--;
    }
  }

  start(): void {
    for (const worker of this.queues) worker.start();
  }

  async stop(graceMs?: number): Promise<void> {
    await Promise.all(this.queues.map((worker) => worker.stop(graceMs)));
  }

  /** Until none of these queues' jobs is due (tests). */
  async settle(queues: readonly string[]): Promise<void> {
    await Promise.all(this.queues.map((worker) => worker.settle(queues)));
  }
}
