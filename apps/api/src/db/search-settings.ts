import { sql, type SQL } from 'drizzle-orm';
import { LIMITS } from '@campus/contract';

/**
 * The settings search runs under. `<%` reads its threshold from the first. The planner prices trigram
 * GIN scans above a sequential scan of a catalog this size, yet the scans are several times faster
 * (bench/search.bench.ts): the second turns sequential scans off. `local` scopes both to the
 * current transaction; otherwise they hold for the session.
 */
export function searchSettings(local: boolean): SQL {
  return sql`select set_config('pg_trgm.word_similarity_threshold', ${String(LIMITS.fuzzyThreshold)}, ${local}), set_config('enable_seqscan', 'off', ${local})`;
}

/** Connections of PostgreSQL's search pool (decision 138): a search is one short statement. */
export const SEARCH_CONNECTIONS = 4;

/** The same settings as startup options of a PostgreSQL session (libpq's `options`): they hold for its whole life. */
export function searchSessionOptions(): string {
  return `-c pg_trgm.word_similarity_threshold=${LIMITS.fuzzyThreshold} -c enable_seqscan=off`;
}

/**
 * The search pool's connection URL: `url` with the search settings added to the startup options it may already carry
 * (`?options=-c statement_timeout=5000`, say). node-postgres lets a URL's `options` replace a pool's own `options`, so
 * given beside such a URL the settings were silently dropped, and typo search found nothing.
 */
export function searchPoolUrl(url: string): string {
  const parsed = new URL(url);
  const own = parsed.searchParams.get('options');
  parsed.searchParams.set('options', own ? `${own} ${searchSessionOptions()}` : searchSessionOptions());
  return parsed.toString();
}
