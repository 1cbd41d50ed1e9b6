/**
 * Search benchmark (issue 4; not a test): with a 20,000-product catalog, the latency of the
 * server search and of the suggestions call on PGlite and (when DATABASE_URL is set) on
 * PostgreSQL, against the same queries run as a sequential scan and as Fuse.js over every
 * product in Node — all in the same run. Prints p50/p95 and ratios; never passes or fails.
 *
 *   npx tsx bench/search.bench.ts            # PGlite only
 *   DATABASE_URL=postgres://… npx tsx bench/search.bench.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import Fuse from 'fuse.js';
import { LIMITS } from '@campus/contract';
import { openDatabase, type Database, type DatabaseHandle } from '../apps/api/src/db/client';
import { createScratchDatabase } from '../apps/api/src/db/scratch-database';
import { products } from '../apps/api/src/db/schema';
import { seedDemoCatalog, seedLargeCatalog } from '../apps/api/src/db/seed';
import { LocalFileStorage } from '../apps/api/src/modules/storage/local-file-storage';
import { CatalogRepository, searchSql } from '../apps/api/src/modules/catalog/catalog.repository';
import { SUGGESTION_CANDIDATES } from '../apps/api/src/modules/catalog/catalog.service';

const TARGET = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const SEARCH_LIMIT = 60;

/** What students type: exact words, prefixes, typos, two-word queries, a description-only word. */
const QUERIES = [
  'jollof rice',
  'jolof rce',
  'shawarma',
  'shwarma',
  'calculus',
  'calclus',
  'okonkow',
  'textbook',
  'ankara',
  'iphone charger',
  'power bank',
  'wristwatch',
  'beads',
  'pepper soup',
  'plantain',
  'sneakers',
  'laptop',
  'earpods',
  'rice',
  'pen',
];

interface Figures {
  p50: number;
  p95: number;
  mean: number;
}

function figures(samples: number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), mean: sorted.reduce((s, x) => s + x, 0) / sorted.length };
}

async function timeAll(run: (query: string) => Promise<unknown> | unknown): Promise<Figures> {
  for (const query of QUERIES) await run(query); // warm caches and plans
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of QUERIES) {
      const start = performance.now();
      await run(query);
      samples.push(performance.now() - start);
    }
  }
  return figures(samples);
}

/** The same ranked query with the planner barred from every index: what a sequential scan costs. */
async function seqScanSearch(db: Database, text: string, limit: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(LIMITS.fuzzyThreshold)}, true)`);
    // PGlite's session turns sequential scans off for search (decision record 013): on again here.
    await tx.execute(sql`set local enable_seqscan = on`);
    await tx.execute(sql`set local enable_indexscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(searchSql(text, { limit }));
  });
}

async function openPostgres(adminUrl: string): Promise<DatabaseHandle> {
  const scratch = await createScratchDatabase(adminUrl, 'cm_bench');
  const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

const fmt = (f: Figures) => `p50 ${f.p50.toFixed(2).padStart(7)} ms   p95 ${f.p95.toFixed(2).padStart(7)} ms`;
const ratio = (slow: number, fast: number) => `${(slow / fast).toFixed(1)}×`;

interface DbResult {
  label: string;
  search: Figures;
  suggest: Figures;
  seqSearch: Figures;
  seqSuggest: Figures;
  rows: { title: string; description: string }[];
}

async function benchDatabase(label: string, handle: DatabaseHandle): Promise<DbResult> {
  const started = performance.now();
  // Only queries are timed: the pictures go to a folder removed at once.
  const pictures = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-market-search-bench-'));
  const storage = new LocalFileStorage(pictures);
  await seedDemoCatalog(handle.db, storage);
  const count = await seedLargeCatalog(handle.db, storage, TARGET);
  fs.rmSync(pictures, { recursive: true, force: true });
  await handle.db.execute(sql`analyze`);
  console.log(`${label}: ${count} products seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const repository = new CatalogRepository(handle.db, { searchDb: handle.searchDb });
  const search = await timeAll((q) => repository.searchProductIds(q, { limit: SEARCH_LIMIT }));
  // What CatalogService.suggestions asks: distinct titles, enough hits to find five of them.
  const suggest = await timeAll((q) => repository.searchProductIds(q, { limit: SUGGESTION_CANDIDATES, distinctTitles: true }));
  const seqSearch = await timeAll((q) => seqScanSearch(handle.db, q, SEARCH_LIMIT));
  const seqSuggest = await timeAll((q) => seqScanSearch(handle.db, q, LIMITS.suggestionsMax));
  const rows = await handle.db.select({ title: products.title, description: products.description }).from(products);
  return { label, search, suggest, seqSearch, seqSuggest, rows };
}

async function main(): Promise<void> {
  console.log(`search benchmark: ${TARGET} products, ${QUERIES.length} queries × ${ROUNDS} rounds (after one warm-up round)\n`);
  const results: DbResult[] = [];
  const pglite = await openDatabase({ kind: 'pglite-memory' });
  try {
    results.push(await benchDatabase('PGlite', pglite));
  } finally {
    await pglite.close();
  }
  if (process.env.DATABASE_URL) {
    const postgres = await openPostgres(process.env.DATABASE_URL);
    try {
      results.push(await benchDatabase('PostgreSQL', postgres));
    } finally {
      await postgres.close();
    }
  } else {
    console.log('DATABASE_URL is not set: PostgreSQL skipped.');
  }

  // Fuse.js over every product in Node: the client-side approach the spec describes (§9: threshold 0.4, ≤ 5).
  const rows = results[0]?.rows ?? [];
  const buildStart = performance.now();
  const fuse = new Fuse(rows, { keys: ['title', 'description'], threshold: LIMITS.fuzzyThreshold, includeScore: true });
  const fuseBuild = performance.now() - buildStart;
  const fuseSearch = await timeAll((q) => fuse.search(q.slice(0, LIMITS.fuzzyMaxPatternLength), { limit: SEARCH_LIMIT }));
  const fuseSuggest = await timeAll((q) => fuse.search(q.slice(0, LIMITS.fuzzyMaxPatternLength), { limit: LIMITS.suggestionsMax }));

  console.log(`\nFuse.js (index built in ${fuseBuild.toFixed(0)} ms over ${rows.length} products)`);
  console.log(`  search      ${fmt(fuseSearch)}`);
  console.log(`  suggestions ${fmt(fuseSuggest)}`);
  for (const r of results) {
    console.log(`\n${r.label}`);
    console.log(`  search      (GIN indexes)     ${fmt(r.search)}`);
    console.log(`  search      (sequential scan) ${fmt(r.seqSearch)}`);
    console.log(`  suggestions (GIN indexes)     ${fmt(r.suggest)}`);
    console.log(`  suggestions (sequential scan) ${fmt(r.seqSuggest)}`);
    console.log(
      `  ratios at p95: sequential scan / index  search ${ratio(r.seqSearch.p95, r.search.p95)}, suggestions ${ratio(r.seqSuggest.p95, r.suggest.p95)}`,
    );
    console.log(
      `                 Fuse.js / index          search ${ratio(fuseSearch.p95, r.search.p95)}, suggestions ${ratio(fuseSuggest.p95, r.suggest.p95)}`,
    );
  }
  console.log('\ntarget (issue 4): p95 ≤ 20 ms on PostgreSQL and ≥ 10× faster than the Fuse.js scan');
}

await main();
