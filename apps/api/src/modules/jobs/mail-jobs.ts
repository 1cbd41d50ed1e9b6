import type { Executor } from '../../db/client';
import type { MailContent } from '../mail/recovery-mail';
import type { MailService } from '../mail/mail.service';
import { sealSecret } from '../mail/sealed-secret';
import type { JobQueue } from './job-queue';

export const MAIL_QUEUE = 'mail';
export const MAIL_SWEEP_QUEUE = 'mail.sweep';

/** What queued mail needs of the mail module's outbox (its repository answers it; decision 123). */
export interface MailOutbox {
  /** Records a message; its id names the delivery job. */
  insert(
    message: { to: string; subject: string; text: string; html: string; sealedSecret: string | null; status: 'queued' },
    tx: Executor,
  ): Promise<{ id: string }>;
  /** Messages whose delivery failed, oldest first, at most `limit`. */
  failedIds(limit: number): Promise<string[]>;
}

/**
 * Mail through the job queue (decision 029): the message goes into the outbox and its delivery job
 * into the queue in the caller's transaction, so it is sent exactly when the change committed,
 * retried with backoff while SMTP refuses, and survives restarts.
 */
export class QueuedMail {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly queue: JobQueue,
    /** The mail key (security/keys.ts): a message's secret (an invitation link's token) waits sealed in the outbox. */
    private readonly secretKey?: Buffer,
  ) {}

  async send(to: string, content: MailContent, tx: Executor): Promise<void> {
    const { subject, text, html, secret } = content;
    if (secret !== undefined && !this.secretKey) throw new Error('QueuedMail needs the mail key to carry a secret');
    const sealedSecret = secret !== undefined && this.secretKey ? sealSecret(this.secretKey, secret) : null;
    const row = await this.outbox.insert({ to, subject, text, html, sealedSecret, status: 'queued' }, tx);
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

/**
 * A direct send that failed (recovery mail goes out at once, outside the queue) is handed to the
 * queue by a sweep: at start, then every `everyMs`, keyed by the interval so one instance runs each
 * sweep. Before, failed rows were picked up only when an instance started.
 */
export function scheduleFailedMailSweep(queue: JobQueue, mail: QueuedMail, now: () => Date, everyMs = 60_000): () => void {
  queue.work(MAIL_SWEEP_QUEUE, async () => {
    await mail.retryFailed();
  });
  const enqueue = () => {
    const slot = new Date(Math.floor(now().getTime() / everyMs) * everyMs).toISOString();
    void queue.enqueue(MAIL_SWEEP_QUEUE, slot, {}, undefined, 3).catch(() => undefined);
  };
  enqueue();
  const timer = setInterval(enqueue, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
