import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** SQL for users; callers pass a transaction when they need one. */
export class UsersRepository {
  constructor(private readonly db: Executor) {}

  async findById(id: string, tx: Executor = this.db): Promise<UserRow | undefined> {
    const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
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
    return row;
  }

  /** Sets a new password and raises the token version, which revokes every token signed before (DESIGN §6). */
  async setPassword(id: string, passwordHash: string, tx: Executor = this.db): Promise<UserRow | undefined> {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  async count(tx: Executor = this.db): Promise<number> {
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(users);
    return row?.n ?? 0;
  }
}
