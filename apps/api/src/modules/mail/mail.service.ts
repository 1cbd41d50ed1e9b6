import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailContent } from './recovery-mail';
import type { MailRepository, OutboxRow } from './mail.repository';

export interface MailServiceOptions {
  smtpUrl: string | undefined;
  from: string;
  /** In development the outbox is also printed to the log so a developer can read codes. */
  logMessages: boolean;
}

/**
 * Sends mail: every message is written to the outbox; with SMTP_URL it is also delivered over SMTP
 * and its row says `sent` or `failed`, without it the row stays `queued` (DESIGN §1, embedded default).
 */
export class MailService {
  private readonly transport: Transporter | undefined;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly repository: MailRepository,
    private readonly options: MailServiceOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  }

  /**
   * Queues a message and delivers it in the background, so the caller answers in the same time
   * whether or not a message was sent (no account enumeration through timing).
   */
  dispatch(to: string, content: MailContent, logLine?: string): void {
    const job: Promise<void> = this.send(to, content, logLine).then(
      () => undefined,
      (error: unknown) => this.log.error({ err: error }, 'mail could not be recorded'),
    );
    this.pending.add(job);
    void job.finally(() => this.pending.delete(job));
  }

  /** Resolves when every dispatched message has been recorded and, with SMTP, delivered or failed. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async send(to: string, content: MailContent, logLine?: string): Promise<OutboxRow> {
    const row = await this.repository.insert({ to, ...content, status: 'queued' });
    if (!this.transport) {
      if (this.options.logMessages) this.log.info({ to, subject: content.subject }, logLine ?? 'mail written to the outbox');
      return row;
    }
    try {
      await this.transport.sendMail({ from: this.options.from, to, subject: content.subject, text: content.text, html: content.html });
      await this.repository.setStatus(row.id, 'sent');
      return { ...row, status: 'sent' };
    } catch (error) {
      this.log.error({ err: error, to }, 'SMTP delivery failed');
      await this.repository.setStatus(row.id, 'failed');
      return { ...row, status: 'failed' };
    }
  }

  get delivers(): boolean {
    return this.transport !== undefined;
  }

  /**
   * Delivers one outbox message over SMTP for the job queue: records `sent`, or records `failed` and
   * throws so the queue retries it. A message already sent is not sent again; without SMTP it stays queued.
   */
  async deliver(id: string): Promise<void> {
    if (!this.transport) return;
    const row = await this.repository.find(id);
    if (!row || row.status === 'sent') return;
    try {
      await this.transport.sendMail({ from: this.options.from, to: row.to, subject: row.subject, text: row.text, html: row.html });
    } catch (error) {
      await this.repository.setStatus(id, 'failed');
      throw error;
    }
    await this.repository.setStatus(id, 'sent');
  }

  latest(options: { to?: string; limit: number }): Promise<OutboxRow[]> {
    return this.repository.latest(options);
  }

  close(): void {
    this.transport?.close();
  }
}
