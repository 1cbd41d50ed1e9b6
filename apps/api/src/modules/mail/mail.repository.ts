import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type MailStatus = 'queued' | 'sent' | 'failed';

/** SQL for the mail outbox: every message is recorded, with whether SMTP delivered it. */
export class MailRepository {
  constructor(private readonly db: Executor) {}

  async insert(
    message: { to: string; subject: string; text: string; html: string; sealedSecret: string | null; status: MailStatus },
    tx: Executor = this.db,
  ): Promise<OutboxRow> {
    const [row] = await tx.insert(mailOutbox).values(message).returning();
    if (!row) throw new Error('insert into mail_outbox returned nothing');
    return row;
  }

  /** Records the delivery; a sent message no longer needs its secret, so the sealed copy is dropped (decision 027). */
  async setStatus(id: string, status: MailStatus, tx: Executor = this.db): Promise<void> {
    await tx
      .update(mailOutbox)
      .set(status === 'sent' ? { status, sealedSecret: null } : { status })
      .where(eq(mailOutbox.id, id));
  }

  async find(id: string, tx: Executor = this.db): Promise<OutboxRow | undefined> {
    const [row] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    return row;
  }

  /** Messages whose SMTP delivery failed, oldest first, for the job queue to retry. */
  async failedIds(limit: number, tx: Executor = this.db): Promise<string[]> {
    const rows = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'failed'))
      .orderBy(mailOutbox.createdAt)
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /** The newest messages, optionally for one address (case-insensitive). */
  async latest(options: { to?: string; limit: number }, tx: Executor = this.db): Promise<OutboxRow[]> {
    const where = options.to ? and(sql`lower(${mailOutbox.to}) = lower(${options.to})`) : undefined;
    return tx.select().from(mailOutbox).where(where).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(options.limit);
  }
}
