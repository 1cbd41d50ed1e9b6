import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { searchHistory } from '../../db/schema';

export type SearchHistoryRow = typeof searchHistory.$inferSelect;

/** SQL for one shopper's recent searches (table search_history, one row per user and query). */
export class SearchHistoryRepository {
  constructor(private readonly db: Executor) {}

  async listRecent(userId: string, limit: number, tx: Executor = this.db): Promise<SearchHistoryRow[]> {
    return tx
      .select()
      .from(searchHistory)
      .where(eq(searchHistory.userId, userId))
      .orderBy(desc(searchHistory.searchedAt), desc(searchHistory.query))
      .limit(limit);
  }

  /** Records a search: the same text in any letter case is one entry, moved to the top with the latest spelling. */
  async record(userId: string, query: string, at: Date, keep: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(searchHistory).where(and(eq(searchHistory.userId, userId), sql`lower(${searchHistory.query}) = lower(${query})`));
      await tx.insert(searchHistory).values({ userId, query, searchedAt: at });
      // Keep only the newest `keep` entries.
      await tx.execute(sql`
        delete from ${searchHistory} where ${searchHistory.userId} = ${userId} and ${searchHistory.query} not in (
          select ${searchHistory.query} from ${searchHistory} where ${searchHistory.userId} = ${userId}
          order by ${searchHistory.searchedAt} desc, ${searchHistory.query} desc limit ${keep}
        )`);
    });
  }

  /** Removes one entry (letter case ignored); answers whether there was one. */
  async remove(userId: string, query: string, tx: Executor = this.db): Promise<boolean> {
    const removed = await tx
      .delete(searchHistory)
      .where(and(eq(searchHistory.userId, userId), sql`lower(${searchHistory.query}) = lower(${query})`))
      .returning({ query: searchHistory.query });
    return removed.length > 0;
  }
}
