import { LIMITS, type SearchHistoryResponse } from '@campus/contract';
import { NotFoundError } from '../../errors/domain-errors';
import type { SearchHistoryRepository, SearchHistoryRow } from './search-history.repository';

export const SEARCH_NOT_IN_HISTORY = 'That search is not in your history';

/** Same text, same entry: trimmed, inner runs of spaces made one. */
export function normalizeSearchText(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** §3 search history: per shopper, newest first, deduplicated, capped at LIMITS.searchHistoryMax. */
export class SearchHistoryService {
  constructor(
    private readonly repository: SearchHistoryRepository,
    private readonly now: () => Date,
  ) {}

  async list(userId: string): Promise<SearchHistoryResponse> {
    return responseOf(await this.repository.listRecent(userId, LIMITS.searchHistoryMax));
  }

  async record(userId: string, text: string): Promise<SearchHistoryResponse> {
    const rows = await this.repository.record(userId, normalizeSearchText(text), this.now(), LIMITS.searchHistoryMax);
    return responseOf(rows);
  }

  async remove(userId: string, text: string): Promise<SearchHistoryResponse> {
    const removed = await this.repository.remove(userId, normalizeSearchText(text));
    if (!removed) throw new NotFoundError(SEARCH_NOT_IN_HISTORY);
    return this.list(userId);
  }
}

function responseOf(rows: readonly SearchHistoryRow[]): SearchHistoryResponse {
  return { recentSearches: rows.map((row) => ({ query: row.query, searchedAt: row.searchedAt.toISOString() })) };
}
