import type { Executor } from '../../db/client';
import type { MailContent } from '../mail/recovery-mail';
import type { MailRepository } from '../mail/mail.repository';
import type { MailService } from '../mail/mail.service';
import type { JobQueue } from './job-queue';

export const MAIL_QUEUE = 'mail';

/**
 * Mail through the job queue (decision 029): the message goes into the outbox and its delivery job
 * into the queue in the caller's transaction, so it is sent exactly when the change committed,
 * retried with backoff while SMTP refuses, and survives restarts.
 */
export class QueuedMail {
  constructor(
    private readonly outbox: MailRepository,
    private readonly queue: JobQueue,
  ) {}

  async send(to: string, content: MailContent, tx: Executor): Promise<void> {
    // Queued mail (order confirmations and status) carries no secret; a secret goes through MailService.send, sealed.
    if (content.secret !== undefined) throw new Error('QueuedMail does not carry secrets: use MailService.send');
    const { subject, text, html } = content;
    const row = await this.outbox.insert({ to, subject, text, html, sealedSecret: null, status: 'queued' }, tx);
    await this.queue.enqueue(MAIL_QUEUE, row.id, { outboxId: row.id }, tx);
  }

  /** After the transaction committed: deliver now rather than at the next poll. */
  committed(): void {
    this.queue.wake();
  }

  /** Outbox messages whose direct send failed (e.g. recovery mail) get a delivery job too; once per message. */
  async retryFailed(limit = 100): Promise<void> {
    for (const id of await this.outbox.failedIds(limit)) await this.queue.enqueue(MAIL_QUEUE, id, { outboxId: id });
  }
}

export function registerMailWorker(queue: JobQueue, mail: MailService): void {
  queue.work(MAIL_QUEUE, async (data) => {
    if (typeof data.outboxId !== 'string') return;
    await mail.deliver(data.outboxId);
  });
}
