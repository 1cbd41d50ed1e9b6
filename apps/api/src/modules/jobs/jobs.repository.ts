import { and, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jobs } from '../../db/schema';

import type { JobRow } from './job-row';

export type { JobRow };

/** SQL for the job queue (decision 029). */
export class JobsRepository {
  constructor(private readonly db: Executor) {}

  /** Adds a job unless one with the same queue and key exists (idempotent by key). True when added. */
  async enqueue(
    job: { queue: string; key: string; data: Record<string, unknown>; maxAttempts?: number; runAfter?: Date },
    tx: Executor = this.db,
  ): Promise<boolean> {
    const rows = await tx.insert(jobs).values(job).onConflictDoNothing().returning({ id: jobs.id });
    return rows.length > 0;
  }

  /**
   * Adds a job already claimed by the caller (active, first attempt, locked for `lockMs`), unless one with
   * the same queue and key exists: the row when added. Its worker runs it at once; if that worker dies, the
   * lock runs out and any worker takes it over as it would a claimed job.
   */
  async enqueueClaimed(
    job: { queue: string; key: string; data: Record<string, unknown>; maxAttempts?: number },
    lockMs: number,
    tx: Executor = this.db,
  ): Promise<JobRow | undefined> {
    const [row] = await tx
      .insert(jobs)
      .values({ ...job, state: 'active', attempts: 1, lockedUntil: sql`now() + make_interval(secs => ${lockMs / 1000})` })
      .onConflictDoNothing()
      .returning();
    return row;
  }

  /**
   * Claims the next due job of any of these queues, oldest first, in one statement that answers its row
   * (decision 137): one not yet started (or waiting for its retry) whose time has come, or one whose worker
   * died holding it. SKIP LOCKED: parallel workers never take the same job.
   */
  async claim(queues: readonly string[], lockMs: number, tx: Executor = this.db): Promise<JobRow | undefined> {
    const due = sql`(
      select id from ${jobs}
      where ${inArray(jobs.queue, [...queues])}
        and ((state = 'created' and run_after <= now()) or (state = 'active' and locked_until < now()))
      order by run_after
      limit 1
      for update skip locked
    )`;
    const [row] = await tx
      .update(jobs)
      .set({ state: 'active', attempts: sql`${jobs.attempts} + 1`, lockedUntil: sql`now() + make_interval(secs => ${lockMs / 1000})` })
      .where(eq(jobs.id, due))
      .returning();
    return row;
  }

  async complete(id: string, tx: Executor = this.db): Promise<void> {
    await tx
      .update(jobs)
      .set({ state: 'completed', completedAt: sql`now()`, lockedUntil: null })
      .where(and(eq(jobs.id, id), eq(jobs.state, 'active')));
  }

  /** A failed attempt: retried after `retryInMs`, or failed for good when it was the last. */
  async fail(job: JobRow, error: string, retryInMs: number, tx: Executor = this.db): Promise<void> {
    const last = job.attempts >= job.maxAttempts;
    await tx
      .update(jobs)
      .set({
        state: last ? 'failed' : 'created',
        lastError: error.slice(0, 1000),
        lockedUntil: null,
        runAfter: sql`now() + make_interval(secs => ${retryInMs / 1000})`,
      })
      .where(eq(jobs.id, job.id));
  }

  /** Jobs of these queues still to run now: due and not finished (the active ones included). */
  async dueCount(queues: readonly string[], tx: Executor = this.db): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(inArray(jobs.queue, [...queues]), inArray(jobs.state, ['created', 'active']), lte(jobs.runAfter, sql`now()`)));
    return row?.n ?? 0;
  }

  /** Whether the job of this queue and key is due or running (not done, failed or waiting for a retry). */
  async isDue(queue: string, key: string, tx: Executor = this.db): Promise<boolean> {
    const [row] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.queue, queue), eq(jobs.key, key), inArray(jobs.state, ['created', 'active']), lte(jobs.runAfter, sql`now()`)));
    return row !== undefined;
  }

  /**
   * Gives a claimed job back at shutdown (decision 045): due now, its attempt not counted, for another
   * instance to take at once rather than after its lock runs out. Only while this claim still holds it.
   */
  async release(job: JobRow, tx: Executor = this.db): Promise<boolean> {
    const rows = await tx
      .update(jobs)
      .set({ state: 'created', lockedUntil: null, runAfter: sql`now()`, attempts: sql`greatest(${jobs.attempts} - 1, 0)` })
      // Its attempt number names this claim (a timestamp would lose PostgreSQL's microseconds in a Date).
      .where(and(eq(jobs.id, job.id), eq(jobs.state, 'active'), eq(jobs.attempts, job.attempts)))
      .returning({ id: jobs.id });
    return rows.length > 0;
  }

  async failed(limit: number, tx: Executor = this.db): Promise<JobRow[]> {
    return tx.select().from(jobs).where(eq(jobs.state, 'failed')).orderBy(desc(jobs.runAfter)).limit(limit);
  }

  /** A failed job back to `created` with its attempts from zero, due now; only while it is still failed. */
  async retryFailed(id: string, tx: Executor = this.db): Promise<JobRow | undefined> {
    const [row] = await tx
      .update(jobs)
      .set({ state: 'created', attempts: 0, runAfter: sql`now()`, lockedUntil: null })
      .where(and(eq(jobs.id, id), eq(jobs.state, 'failed')))
      .returning();
    return row;
  }

  /** Deletes completed jobs that finished before `days` days ago (the database's clock, like completed_at). */
  async pruneCompleted(days: number, tx: Executor = this.db): Promise<number> {
    const rows = await tx
      .delete(jobs)
      .where(and(eq(jobs.state, 'completed'), lt(jobs.completedAt, sql`now() - make_interval(days => ${days})`)))
      .returning({ id: jobs.id });
    return rows.length;
  }

  async find(queue: string, key: string, tx: Executor = this.db): Promise<JobRow | undefined> {
    const [row] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, queue), eq(jobs.key, key)));
    return row;
  }
}
