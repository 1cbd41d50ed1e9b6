import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailContent } from './recovery-mail';
import type { MailRepository, OutboxRow } from './mail.repository';
import { SECRET_PLACEHOLDER, sealSecret, unsealSecret } from './sealed-secret';

export interface MailServiceOptions {
  smtpUrl: string | undefined;
  from: string;
  /** With DEV_TOOLS=1 the outbox is also printed to the log so a developer can read codes. */
  logMessages: boolean;
  /** The mail key (security/keys.ts): seals a message's secret in the outbox until it is sent. */
  secretKey: Buffer;
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
   * Runs `job` after the current answer has gone: work whose duration would tell a caller something
   * (whether an email has an account) happens off the request; `idle()` waits for it too.
   */
  afterAnswer(job: () => Promise<void>): void {
    const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(job)
      .catch((error: unknown) => this.log.error({ err: error }, 'background mail work failed'));
    this.pending.add(run);
    void run.finally(() => this.pending.delete(run));
  }

  /** Resolves when every dispatched message has been recorded and, with SMTP, delivered or failed. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /** Records the message (its secret sealed, never in clear) and, with SMTP, delivers it with the secret in place. */
  async send(to: string, content: MailContent, logLine?: string): Promise<OutboxRow> {
    const { secret, ...stored } = content;
    const sealedSecret = secret === undefined ? null : sealSecret(this.options.secretKey, secret);
    const row = await this.repository.insert({ to, ...stored, sealedSecret, status: 'queued' });
    if (!this.transport) {
      if (this.options.logMessages) this.log.info({ to, subject: content.subject }, logLine ?? 'mail written to the outbox');
      return row;
    }
    try {
      const { text, html } = this.render(row);
      await this.transport.sendMail({ from: this.options.from, to, subject: content.subject, text, html });
      await this.repository.setStatus(row.id, 'sent');
      return { ...row, status: 'sent' };
    } catch (error) {
      // The outbox row says who it was for; the log names no address.
      this.log.error({ err: error, outboxId: row.id }, 'SMTP delivery failed');
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
      const { text, html } = this.render(row);
      await this.transport.sendMail({ from: this.options.from, to: row.to, subject: row.subject, text, html });
    } catch (error) {
      await this.repository.setStatus(id, 'failed');
      throw error;
    }
    await this.repository.setStatus(id, 'sent');
  }

  /** The newest messages as stored: a queued one's secret still sealed, a sent one's gone. */
  latest(options: { to?: string; limit: number }): Promise<OutboxRow[]> {
    return this.repository.latest(options);
  }

  /** A stored message's text and html with its sealed secret put back (for delivery and the dev outbox). */
  render(row: Pick<OutboxRow, 'text' | 'html' | 'sealedSecret'>): { text: string; html: string } {
    if (!row.sealedSecret) return { text: row.text, html: row.html };
    const secret = unsealSecret(this.options.secretKey, row.sealedSecret);
    return { text: row.text.replaceAll(SECRET_PLACEHOLDER, secret), html: row.html.replaceAll(SECRET_PLACEHOLDER, secret) };
  }

  close(): void {
    this.transport?.close();
  }
}
