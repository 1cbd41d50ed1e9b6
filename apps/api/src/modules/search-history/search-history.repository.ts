import { and, desc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client';
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

  /**
   * Records a search and answers the history after it, newest first, in one statement (one round trip, decision 138;
   * it was five, and a sixth to read the list back). The same text in any letter case is one entry, moved to the top
   * with the latest spelling; only the newest `keep` entries stay. Every part reads the history as it was before the
   * statement, so the entries kept are worked out once (`kept`) and the write and the trim follow from them.
   */
  async record(userId: string, query: string, at: Date, keep: number): Promise<SearchHistoryRow[]> {
    const result = await this.db.execute(sql`
      with others as (
        select query, searched_at from ${searchHistory}
        where user_id = ${userId} and lower(query) <> lower(${query})
        order by searched_at desc, query desc limit ${keep}
      ), kept as (
        select query, searched_at from (select ${query}::text as query, ${at.toISOString()}::timestamptz as searched_at
          union all select query, searched_at from others) as candidates
        order by searched_at desc, query desc limit ${keep}
      ), written as (
        insert into ${searchHistory} (user_id, query, searched_at)
        select ${userId}::uuid, query, searched_at from kept where query = ${query}
        on conflict (user_id, query) do update set searched_at = excluded.searched_at
      ), trimmed as (
        delete from ${searchHistory} where user_id = ${userId} and query not in (select query from kept)
      )
      select query, (extract(epoch from searched_at) * 1000)::float8 as searched_ms from kept
      order by searched_at desc, query desc`);
    return rowsOf<{ query: string; searched_ms: number | string }>(result).map((row) => ({
      userId,
      query: row.query,
      searchedAt: new Date(Number(row.searched_ms)),
    }));
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
