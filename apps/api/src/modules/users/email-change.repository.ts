import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailChanges } from '../../db/schema';

export type EmailChangeRow = typeof emailChanges.$inferSelect;

/** SQL for email changes waiting for their code. A change is live until it expires, is used or dies of wrong codes. */
export class EmailChangeRepository {
  constructor(private readonly db: Executor) {}

  /** Retires the account's waiting changes and records a new one (a new code replaces the old). */
  async replace(
    change: { userId: string; newEmail: string; codeHash: string; expiresAt: Date; createdAt: Date },
    tx: Executor,
  ): Promise<EmailChangeRow> {
    await tx
      .update(emailChanges)
      .set({ consumedAt: change.createdAt })
      .where(and(eq(emailChanges.userId, change.userId), isNull(emailChanges.consumedAt)));
    const [row] = await tx.insert(emailChanges).values(change).returning();
    if (!row) throw new Error('insert into email_changes returned nothing');
    return row;
  }

  /** The account's newest change still waiting at `now`, if any. */
  async live(userId: string, now: Date, tx: Executor = this.db): Promise<EmailChangeRow | undefined> {
    const [row] = await tx
      .select()
      .from(emailChanges)
      .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.consumedAt), gt(emailChanges.expiresAt, now)))
      .orderBy(desc(emailChanges.createdAt))
      .limit(1);
    return row;
  }

  /** Counts a wrong code; the change dies at `maxAttempts`. */
  async recordWrongAttempt(id: string, maxAttempts: number, at: Date, tx: Executor = this.db): Promise<void> {
    await tx
      .update(emailChanges)
      .set({
        attempts: sql`${emailChanges.attempts} + 1`,
        consumedAt: sql`case when ${emailChanges.attempts} + 1 >= ${maxAttempts} then ${at.toISOString()}::timestamptz else ${emailChanges.consumedAt} end`,
      })
      .where(eq(emailChanges.id, id));
  }

  /** Uses the change once: false when a parallel confirm (or a new code) got there first. */
  async consume(id: string, at: Date, tx: Executor): Promise<boolean> {
    const rows = await tx
      .update(emailChanges)
      .set({ consumedAt: at })
      .where(and(eq(emailChanges.id, id), isNull(emailChanges.consumedAt)))
      .returning({ id: emailChanges.id });
    return rows.length === 1;
  }
}
