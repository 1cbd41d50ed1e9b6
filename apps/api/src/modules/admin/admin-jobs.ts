import { ADMIN_JOB_MESSAGES, type AdminJob } from '@campus/contract';
import type { Database } from '../../db/client';
import { NotFoundError } from '../../errors/domain-errors';
import type { AuditLog } from '../access/audit-log';
import type { JobQueue } from '../jobs/job-queue';
import type { JobRow } from '../jobs/job-row';

const LIST_LIMIT = 100;

const view = (row: JobRow): AdminJob => ({
  id: row.id,
  queue: row.queue,
  key: row.key,
  state: row.state,
  attempts: row.attempts,
  maxAttempts: row.maxAttempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
});

/** Failed background jobs, for the operator (issue 34): kept when completed ones are pruned, retried on request. */
export class AdminJobs {
  constructor(
    private readonly db: Database,
    private readonly jobs: JobQueue,
    private readonly audit: AuditLog,
  ) {}

  async failed(): Promise<AdminJob[]> {
    return (await this.jobs.failedJobs(LIST_LIMIT)).map(view);
  }

  /** A failed job runs again with a fresh set of attempts; the retry and its audit row commit together. */
  async retry(actorId: string, id: string): Promise<AdminJob> {
    const row = await this.db.transaction(async (tx) => {
      const retried = await this.jobs.retryFailed(id, tx);
      if (!retried) throw new NotFoundError(ADMIN_JOB_MESSAGES.notFailed);
      await this.audit.record(
        {
          actorId,
          action: 'job.retry',
          subjectType: 'job',
          subjectId: id,
          before: { state: 'failed', queue: retried.queue, key: retried.key, lastError: retried.lastError },
          after: { state: retried.state },
        },
        tx,
      );
      return retried;
    });
    this.jobs.wake();
    return view(row);
  }
}
