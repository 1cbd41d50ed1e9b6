import type { Executor } from '../../db/client';
import { backoffMs } from './job-backoff';
import type { JobRow, JobsRepository } from './jobs.repository';

export type JobHandler = (data: Record<string, unknown>, job: JobRow) => Promise<void>;

export interface JobQueueOptions {
  /** How often an idle worker looks for due jobs (retries come due without anyone waking it). */
  pollMs: number;
  /** First retry delay; each further one doubles (job-backoff.ts). */
  backoffBaseMs: number;
  /** How long a claimed job stays with its worker before another may take it over. */
  lockMs: number;
}

interface WorkerLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * A durable job queue in the database (decision 029), the same on PostgreSQL and PGlite: jobs are
 * rows, written in the caller's transaction (so a job exists exactly when the change that asked for
 * it committed), claimed with FOR UPDATE SKIP LOCKED, retried with exponential backoff, and left
 * `failed` after their last attempt. Jobs survive restarts; a worker that died holding one loses it
 * after `lockMs`. Handlers must be idempotent: a job may run again after a crash.
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    private readonly repository: JobsRepository,
    private readonly options: JobQueueOptions,
    private readonly log: WorkerLog,
  ) {}

  /** Adds a job (in `tx` when given); a second job with the same queue and key is ignored. */
  async enqueue(queue: string, key: string, data: Record<string, unknown>, tx?: Executor, maxAttempts?: number): Promise<boolean> {
    const added = await this.repository.enqueue({ queue, key, data, ...(maxAttempts ? { maxAttempts } : {}) }, tx);
    if (added && !tx) this.wake();
    return added;
  }

  work(queue: string, handler: JobHandler): void {
    this.handlers.set(queue, handler);
  }

  start(): void {
    this.stopped = false;
    this.wake();
  }

  /** Looks for due jobs now (after a commit that enqueued some). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.stopped) return;
      if (this.again) {
        this.again = false;
        this.wake();
      } else this.timer = setTimeout(() => this.wake(), this.options.pollMs);
    });
  }

  /** Runs every due job of every queue once; resolves when none is due. */
  async drain(): Promise<void> {
    for (let progressed = true; progressed;) {
      progressed = false;
      for (const [queue, handler] of this.handlers) {
        const job = await this.repository.claim(queue, this.options.lockMs).catch((error: unknown) => {
          this.log.error({ err: error, queue }, 'job queue could not claim a job');
          return undefined;
        });
        if (!job) continue;
        progressed = true;
        try {
          await handler(job.data, job);
          await this.repository.complete(job.id);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const retryIn = backoffMs(job.attempts, this.options.backoffBaseMs);
          this.log.warn({ queue, key: job.key, attempt: job.attempts, retryInMs: retryIn, error: message }, 'job failed');
          await this.repository.fail(job, message, retryIn);
        }
      }
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
