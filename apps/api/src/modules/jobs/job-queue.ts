import type { Executor } from '../../db/client';
import { currentRequestId, runForRequest, runOutsideRequests } from '../../observability/request-context';
import { backoffMs } from './job-backoff';
import type { JobRow, JobsRepository } from './jobs.repository';

/** Where a job keeps what is about it rather than for its handler: the id of the request that caused it. */
const META = '_meta';

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
  child(bindings: Record<string, unknown>): WorkerLog;
}

/** The job's data for its handler, and the id of the request that enqueued it (if one did). */
function unpack(job: JobRow): { data: Record<string, unknown>; requestId: string | undefined } {
  const { [META]: meta, ...data } = job.data;
  const requestId = typeof meta === 'object' && meta !== null && 'requestId' in meta ? meta.requestId : undefined;
  return { data, requestId: typeof requestId === 'string' ? requestId : undefined };
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
  /** Set by stop(): no further job is claimed (drain() may also run without start(), in tests). */
  private stopping = false;
  /** The job a handler is running now, if any (released at shutdown when it does not finish in time). */
  private current: JobRow | undefined;
  /** Jobs run at once by enqueueAndRun, awaited (within the grace) at shutdown. */
  private readonly runningNow = new Set<Promise<void>>();

  constructor(
    private readonly repository: JobsRepository,
    private readonly options: JobQueueOptions,
    private readonly log: WorkerLog,
  ) {}

  /** Adds a job (in `tx` when given); a second job with the same queue and key is ignored. */
  async enqueue(queue: string, key: string, data: Record<string, unknown>, tx?: Executor, maxAttempts?: number): Promise<boolean> {
    // A job enqueued while a request is served logs under that request's id (its handler's lines too).
    const requestId = currentRequestId();
    if (requestId !== undefined) data = { ...data, [META]: { requestId } };
    const added = await this.repository.enqueue({ queue, key, data, ...(maxAttempts ? { maxAttempts } : {}) }, tx);
    if (added && !tx) this.wake();
    return added;
  }

  /**
   * Adds a job and runs it here and now, claimed in the same insert, instead of waking a worker that
   * claims it in further round trips (decision 125: a paid order's push). False when the key was used.
   * Resolves when the job has run (a failure is retried with backoff like any other); a queue without
   * a handler, or a stopped one, only adds the job.
   */
  async enqueueAndRun(queue: string, key: string, data: Record<string, unknown>, maxAttempts?: number): Promise<boolean> {
    const handler = this.handlers.get(queue);
    if (!handler || this.stopping) return this.enqueue(queue, key, data, undefined, maxAttempts);
    const requestId = currentRequestId();
    if (requestId !== undefined) data = { ...data, [META]: { requestId } };
    const job = await this.repository.enqueueClaimed({ queue, key, data, ...(maxAttempts ? { maxAttempts } : {}) }, this.options.lockMs);
    if (!job) return false;
    const running = runOutsideRequests(() => this.run(job, handler));
    this.runningNow.add(running);
    try {
      await running;
    } finally {
      this.runningNow.delete(running);
    }
    return true;
  }

  work(queue: string, handler: JobHandler): void {
    this.handlers.set(queue, handler);
  }

  start(): void {
    this.stopped = false;
    this.stopping = false;
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
    // The worker serves every request's jobs: it must not run as part of the request that woke it.
    this.running = runOutsideRequests(() => this.drain()).finally(() => {
      this.running = undefined;
      if (this.stopped) return;
      if (this.again) {
        this.again = false;
        this.wake();
      } else this.timer = setTimeout(() => this.wake(), this.options.pollMs);
    });
  }

  /**
   * Runs due jobs of this worker's queues until none is due. Each is claimed in one statement over all its
   * queues, oldest first (decision 137): an idle look costs one query, not one per queue.
   */
  async drain(): Promise<void> {
    const queues = [...this.handlers.keys()];
    if (queues.length === 0) return;
    while (!this.stopping) {
      const job = await this.repository.claim(queues, this.options.lockMs).catch((error: unknown) => {
        this.log.error({ err: error, queues }, 'job queue could not claim a job');
        return undefined;
      });
      const handler = job && this.handlers.get(job.queue);
      if (!job || !handler) return;
      this.current = job;
      try {
        await this.run(job, handler);
      } finally {
        this.current = undefined;
      }
    }
  }

  /** Runs one claimed job: completed when its handler returns, retried with backoff (or failed) when it throws. */
  private async run(job: JobRow, handler: JobHandler): Promise<void> {
    const { data, requestId } = unpack(job);
    const log = requestId === undefined ? this.log : this.log.child({ reqId: requestId });
    try {
      await runForRequest(requestId, () => handler(data, job));
      await this.repository.complete(job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryIn = backoffMs(job.attempts, this.options.backoffBaseMs);
      log.warn({ queue: job.queue, key: job.key, attempt: job.attempts, retryInMs: retryIn, error: message }, 'job failed');
      await this.repository.fail(job, message, retryIn);
    }
  }

  /**
   * Runs the given queues until none of their jobs is due, including the ones another worker of
   * this or another instance holds (waits for those): what was enqueued before the call is done
   * or waiting for its retry when this resolves, or the queue is stopping. For the sandbox's webhooks and tests.
   */
  settle(queues: readonly string[]): Promise<void> {
    return this.drainUntil(async () => (await this.repository.dueCount(queues)) === 0);
  }

  /**
   * Runs due jobs until the one job of this queue and key is done or waiting for its retry, including while
   * another worker holds it (waits for that). Unlike `settle`, later jobs of the queue are not waited for:
   * under a steady flow of them the queue is never empty (decision 137: the sandbox's webhooks). Resolves too once the
   * queue is stopping, like `settle`.
   */
  settleJob(queue: string, key: string): Promise<void> {
    return this.drainUntil(async () => !(await this.repository.isDue(queue, key)));
  }

  /**
   * Drains until `settled`, looking again every 10 ms. A stopping queue runs nothing more here: what is due waits for
   * the next start or another instance (a sandbox webhook in flight at shutdown waited for it forever, and the
   * server's close with it).
   */
  private async drainUntil(settled: () => Promise<boolean>): Promise<void> {
    while (!this.stopping) {
      await this.drain();
      if (await settled()) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** Jobs that used up their attempts, newest first (the operator console, issue 34). */
  failedJobs(limit: number): Promise<JobRow[]> {
    return this.repository.failed(limit);
  }

  /** Gives a failed job a fresh set of attempts, due now (in `tx`, with its audit row); undefined when it is not failed. */
  retryFailed(id: string, tx?: Executor): Promise<JobRow | undefined> {
    return this.repository.retryFailed(id, tx);
  }

  /** Deletes completed jobs finished more than `days` ago; how many went. */
  pruneCompleted(days: number): Promise<number> {
    return this.repository.pruneCompleted(days);
  }

  /**
   * Stops claiming jobs and waits up to `graceMs` for the running one (shutdown, decision 045); one
   * still running then is released, due at once, so another instance takes it over without waiting
   * out its lock. Its handler is idempotent (decision 029), so running it again is safe.
   */
  async stop(graceMs = 5000): Promise<void> {
    this.stopped = true;
    this.stopping = true;
    clearTimeout(this.timer);
    const running = this.running ?? (this.runningNow.size > 0 ? Promise.resolve() : undefined);
    if (!running) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finished = await Promise.race([
      Promise.all([running, ...this.runningNow]).then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), graceMs))),
    ]);
    clearTimeout(timer);
    const job = this.current;
    if (finished || !job) return;
    const released = await this.repository.release(job).catch(() => false);
    this.log.warn({ queue: job.queue, key: job.key, released }, 'job still running at shutdown; released for another instance');
  }
}
