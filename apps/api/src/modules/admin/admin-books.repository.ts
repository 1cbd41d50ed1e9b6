import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { bookRequests, users } from '../../db/schema';

export type BookRequestRow = typeof bookRequests.$inferSelect;

/** A request with whoever sent it (null for a request whose account is gone). */
export interface BookRequestWithRequester {
  request: BookRequestRow;
  requester: { fullName: string; phone: string; email: string } | null;
}

/** SQL of the operator's book request queue (issue 21). */
export class AdminBooksRepository {
  constructor(private readonly db: Database) {}

  /** Newest first, at most 200; `status` narrows to one state. */
  async list(options: { status?: string; id?: string } = {}): Promise<BookRequestWithRequester[]> {
    const where: SQL | undefined = options.id
      ? eq(bookRequests.id, options.id)
      : options.status
        ? eq(bookRequests.status, options.status)
        : undefined;
    const rows = await this.db
      .select({ request: bookRequests, fullName: users.fullName, phone: users.phone, email: users.email })
      .from(bookRequests)
      .leftJoin(users, eq(users.id, bookRequests.userId))
      .where(where)
      .orderBy(desc(bookRequests.createdAt))
      .limit(200);
    return rows.map(({ request, fullName, phone, email }) => ({
      request,
      requester: fullName !== null && phone !== null && email !== null ? { fullName, phone, email } : null,
    }));
  }

  /** The request, locked until the transaction ends. */
  async lock(id: string, tx: Executor): Promise<BookRequestRow | undefined> {
    const [row] = await tx.select().from(bookRequests).where(eq(bookRequests.id, id)).for('update');
    return row;
  }

  async update(id: string, changes: { status: string; note: string }, tx: Executor): Promise<BookRequestRow | undefined> {
    const [row] = await tx
      .update(bookRequests)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(bookRequests.id, id))
      .returning();
    return row;
  }

  async emailOf(userId: string, tx: Executor): Promise<string | undefined> {
    const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return row?.email;
  }
}
