import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookRequests } from '../../db/schema';

export type BookRequestRow = typeof bookRequests.$inferSelect;
export type NewBookRequestRow = typeof bookRequests.$inferInsert;

/** SQL for book requests (§3 Book request). */
export class BooksRepository {
  constructor(private readonly db: Executor) {}

  async insert(request: NewBookRequestRow, tx: Executor = this.db): Promise<BookRequestRow> {
    const [row] = await tx.insert(bookRequests).values(request).returning();
    if (!row) throw new Error('insert into book_requests returned nothing');
    return row;
  }

  async findById(id: string, tx: Executor = this.db): Promise<BookRequestRow | undefined> {
    const [row] = await tx.select().from(bookRequests).where(eq(bookRequests.id, id)).limit(1);
    return row;
  }

  /** The requests one shopper sent, newest first (at most `limit`). */
  async listByUser(userId: string, limit: number, tx: Executor = this.db): Promise<BookRequestRow[]> {
    return tx
      .select()
      .from(bookRequests)
      .where(eq(bookRequests.userId, userId))
      .orderBy(desc(bookRequests.createdAt), desc(bookRequests.id))
      .limit(limit);
  }
}
