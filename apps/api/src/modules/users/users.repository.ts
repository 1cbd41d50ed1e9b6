import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

import type { UserRow } from './user-row';

export type { UserRow };
export type NewUserRow = typeof users.$inferInsert;

/**
 * SQL for users; callers pass a transaction when they need one. `changed` hears of every row this
 * repository changes, once the statement is done (the kept sessions forget it, decision 127); inside a
 * caller's transaction the database's own notice follows the commit.
 */
export class UsersRepository {
  constructor(
    private readonly db: Executor,
    private readonly changed: (userId: string) => void = () => {},
  ) {}

  async findById(id: string, tx: Executor = this.db): Promise<UserRow | undefined> {
    const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  /** The user of a token, when the token's version is still the user's (not revoked); undefined otherwise. */
  async findLive(id: string, tokenVersion: number, tx: Executor = this.db): Promise<UserRow | undefined> {
    if (!z.uuid().safeParse(id).success) return undefined;
    const [row] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.tokenVersion, tokenVersion), isNull(users.suspendedAt)))
      .limit(1);
    return row;
  }

  /** Raises the token version: every token signed before stops working (logout, DESIGN §6). */
  async revokeTokens(id: string, tokenVersion: number, tx: Executor = this.db): Promise<boolean> {
    const rows = await tx
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(and(eq(users.id, id), eq(users.tokenVersion, tokenVersion)))
      .returning({ id: users.id });
    this.changed(id);
    return rows.length === 1;
  }

  async findByPhone(phone: string, tx: Executor = this.db): Promise<UserRow | undefined> {
    const [row] = await tx.select().from(users).where(eq(users.phone, phone)).limit(1);
    return row;
  }

  async findByEmail(email: string, tx: Executor = this.db): Promise<UserRow | undefined> {
    const [row] = await tx
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    return row;
  }

  async insert(user: NewUserRow, tx: Executor = this.db): Promise<UserRow> {
    const [row] = await tx.insert(users).values(user).returning();
    if (!row) throw new Error('insert into users returned nothing');
    return row;
  }

  async update(id: string, changes: Partial<Omit<NewUserRow, 'id'>>, tx: Executor = this.db): Promise<UserRow | undefined> {
    const [row] = await tx.update(users).set(changes).where(eq(users.id, id)).returning();
    this.changed(id);
    return row;
  }

  /** Sets a new password and raises the token version, which revokes every token signed before (DESIGN §6). */
  async setPassword(id: string, passwordHash: string, tx: Executor = this.db): Promise<UserRow | undefined> {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, id))
      .returning();
    this.changed(id);
    return row;
  }

  /** Records that the account proved it reads `email`, if that is still its address. */
  async markEmailVerified(id: string, email: string, at: Date, tx: Executor = this.db): Promise<void> {
    await tx
      .update(users)
      .set({ emailVerifiedAt: at })
      .where(and(eq(users.id, id), sql`lower(${users.email}) = lower(${email})`));
    this.changed(id);
  }

  async count(tx: Executor = this.db): Promise<number> {
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(users);
    return row?.n ?? 0;
  }
}
