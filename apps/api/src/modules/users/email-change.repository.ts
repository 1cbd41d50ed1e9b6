import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
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

  /**
   * Counts a guess before it is judged (issue 35): the account's live change with a try left, its count raised in
   * one conditional UPDATE, so parallel guesses cannot all read "fewer than five tries" first. None: no change is
   * waiting, or its tries are spent (the change is dead).
   */
  async claimAttempt(userId: string, maxAttempts: number, now: Date, tx: Executor = this.db): Promise<EmailChangeRow | undefined> {
    const waiting = and(eq(emailChanges.userId, userId), isNull(emailChanges.consumedAt), gt(emailChanges.expiresAt, now));
    const newest = tx.select({ id: emailChanges.id }).from(emailChanges).where(waiting).orderBy(desc(emailChanges.createdAt)).limit(1);
    const [row] = await tx
      .update(emailChanges)
      .set({ attempts: sql`${emailChanges.attempts} + 1` })
      .where(and(inArray(emailChanges.id, newest), waiting, lt(emailChanges.attempts, maxAttempts)))
      .returning();
    return row;
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
