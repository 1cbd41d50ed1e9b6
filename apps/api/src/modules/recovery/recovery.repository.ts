import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { recoveryCodes } from '../../db/schema';

export type RecoveryCodeRow = typeof recoveryCodes.$inferSelect;

/** SQL for recovery codes. A code is live until it expires, is consumed (used or killed) or replaced. */
export class RecoveryRepository {
  constructor(private readonly db: Executor) {}

  async insert(
    code: { email: string; userId: string; codeHash: string; expiresAt: Date; createdAt: Date },
    tx: Executor = this.db,
  ): Promise<RecoveryCodeRow> {
    const [row] = await tx.insert(recoveryCodes).values(code).returning();
    if (!row) throw new Error('insert into recovery_codes returned nothing');
    return row;
  }

  /** Retires every unconsumed code of an email (a new code replaces the old ones). */
  async consumeAllFor(email: string, at: Date, tx: Executor = this.db): Promise<void> {
    await tx
      .update(recoveryCodes)
      .set({ consumedAt: at })
      .where(and(sql`lower(${recoveryCodes.email}) = lower(${email})`, isNull(recoveryCodes.consumedAt)));
  }

  /**
   * Counts a try before the code is compared (issue 35's parallel guesses): the email's newest code, when it is
   * live and has a try left, gets its count raised in one conditional UPDATE, so guesses sent at once cannot all
   * read "fewer than five tries" first. None: no live code, or its tries are spent.
   */
  async claimAttempt(email: string, maxAttempts: number, at: Date, tx: Executor = this.db): Promise<RecoveryCodeRow | undefined> {
    const newest = tx
      .select({ id: recoveryCodes.id })
      .from(recoveryCodes)
      .where(sql`lower(${recoveryCodes.email}) = lower(${email})`)
      .orderBy(desc(recoveryCodes.createdAt), desc(recoveryCodes.id))
      .limit(1);
    const [row] = await tx
      .update(recoveryCodes)
      .set({ attempts: sql`${recoveryCodes.attempts} + 1` })
      .where(
        and(
          inArray(recoveryCodes.id, newest),
          isNull(recoveryCodes.consumedAt),
          isNull(recoveryCodes.verifiedAt),
          gt(recoveryCodes.expiresAt, at),
          lt(recoveryCodes.attempts, maxAttempts),
        ),
      )
      .returning();
    return row;
  }

  /**
   * Marks a live, unverified code verified and stores the hash of the reset token handed out for it;
   * false when another request got there first.
   */
  async markVerified(id: string, at: Date, reset: { tokenHash: string; expiresAt: Date }, tx: Executor = this.db): Promise<boolean> {
    const rows = await tx
      .update(recoveryCodes)
      .set({ verifiedAt: at, resetTokenHash: reset.tokenHash, resetExpiresAt: reset.expiresAt })
      .where(
        and(eq(recoveryCodes.id, id), isNull(recoveryCodes.verifiedAt), isNull(recoveryCodes.consumedAt), gt(recoveryCodes.expiresAt, at)),
      )
      .returning({ id: recoveryCodes.id });
    return rows.length === 1;
  }

  /** The verified, unconsumed, unexpired code of `email` whose reset token hashes to `tokenHash`, if any. */
  async findResettable(email: string, tokenHash: string, at: Date, tx: Executor = this.db): Promise<RecoveryCodeRow | undefined> {
    const [row] = await tx
      .select()
      .from(recoveryCodes)
      .where(
        and(
          sql`lower(${recoveryCodes.email}) = lower(${email})`,
          eq(recoveryCodes.resetTokenHash, tokenHash),
          isNull(recoveryCodes.consumedAt),
          gt(recoveryCodes.resetExpiresAt, at),
        ),
      )
      .limit(1);
    return row;
  }

  /** Consumes a resettable code exactly once (single use); false when it was used, replaced or expired meanwhile. */
  async consumeReset(id: string, tokenHash: string, at: Date, tx: Executor = this.db): Promise<boolean> {
    const rows = await tx
      .update(recoveryCodes)
      .set({ consumedAt: at })
      .where(
        and(
          eq(recoveryCodes.id, id),
          eq(recoveryCodes.resetTokenHash, tokenHash),
          isNull(recoveryCodes.consumedAt),
          gt(recoveryCodes.resetExpiresAt, at),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return rows.length === 1;
  }
}
