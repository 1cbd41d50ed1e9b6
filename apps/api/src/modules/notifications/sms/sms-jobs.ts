import type { Executor } from '../../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import type { SmsProvider } from './sms-provider';

export const SMS_QUEUE = 'notifications.sms';

/** Texts are cheap to retry but not free: a few tries over a few minutes, then the operator's failed-jobs list. */
const SMS_ATTEMPTS = 5;

/**
 * Texts to shops through the job queue (issue 36): written in the caller's transaction when given, sent
 * by whichever instance claims the job, retried with backoff. The key names the text (`unseen:<part>`,
 * `reminder:<part>`), so asking twice — two instances, a retried sweep — sends it once.
 */
export class QueuedSms {
  constructor(private readonly jobs: JobQueue) {}

  send(key: string, to: string, text: string, tx?: Executor): Promise<boolean> {
    return this.jobs.enqueue(SMS_QUEUE, key, { to, text }, tx, SMS_ATTEMPTS);
  }
}

/** The worker: one job, one text. The job's data is what was queued above. */
export function registerSmsWorker(jobs: JobQueue, provider: SmsProvider): void {
  jobs.work(SMS_QUEUE, async (data, job) => {
    const to = typeof data.to === 'string' ? data.to : '';
    const text = typeof data.text === 'string' ? data.text : '';
    if (to === '' || text === '') return; // A malformed job would fail forever: nothing to send.
    await provider.send({ to, text, purpose: job.key });
  });
}
