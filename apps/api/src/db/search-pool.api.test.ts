import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@campus/contract';
import { openDatabase, rowsOf, type DatabaseHandle } from './client';
import { createScratchDatabase } from './scratch-database';
import { testDatabaseKind } from '../test/test-app';

/**
 * The search pool's sessions hold the search settings (decision 138) also when DATABASE_URL carries startup options of
 * its own: node-postgres let the URL's `options` replace the pool's, so the settings were dropped and typo search found
 * nothing (noticed in decision 156).
 */
describe.skipIf(testDatabaseKind !== 'postgres')('the search pool on a DATABASE_URL with options of its own', () => {
  let scratch: { url: string; drop(): Promise<void> };
  let handle: DatabaseHandle;
  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'cm_search_pool');
    const url = new URL(scratch.url);
    url.searchParams.set('options', '-c statement_timeout=4321');
    handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    await scratch?.drop();
  });

  it('keeps both: the URL’s statement timeout and the search settings', async () => {
    const [row] = rowsOf<{ timeout: string; threshold: string; seqscan: string }>(
      await handle.searchDb.execute(
        sql`select current_setting('statement_timeout') as timeout, current_setting('pg_trgm.word_similarity_threshold') as threshold, current_setting('enable_seqscan') as seqscan`,
      ),
    );
    expect(row).toEqual({ timeout: '4321ms', threshold: String(LIMITS.fuzzyThreshold), seqscan: 'off' });
  });
});
