import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killMarked, remainingAfter, runToEnd, temporaryDir } from './command-run';

/**
 * `npm run bench -- --only web` in its short form: one page under Lighthouse (BENCH_PAGES), audited once
 * (BENCH_LIGHTHOUSE_RUNS) rather than five times, the figures written to a temporary folder (BENCH_RESULTS)
 * rather than over bench/results. This tests the tool, not the pages: one audit runs its whole code path
 * (the median of one run is that run; choosing among several is Lighthouse's `computeMedianRun`), decision 077.
 */
describe('npm run bench -- --only web', () => {
  const results = temporaryDir('bench');
  const markers: string[] = [];
  afterAll(() => {
    for (const marker of markers) killMarked(marker);
    fs.rmSync(results, { recursive: true, force: true });
  });

  it('measures the bundles and scores one page with Lighthouse, leaving no process behind', async () => {
    const run = await runToEnd('npm', ['run', 'bench', '--', '--only', 'web'], {
      env: { BENCH_PAGES: 'category', BENCH_LIGHTHOUSE_RUNS: '1', BENCH_RESULTS: results },
      timeoutMs: 280_000,
    });
    markers.push(run.marker);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('Lighthouse 12, mobile');
    const latest = JSON.parse(fs.readFileSync(path.join(results, 'latest.json'), 'utf8')) as {
      bundles: { name: string }[];
      pages: {
        page: string;
        performance: number;
        accessibility: number;
        machineIndex: number;
        runs: number;
        performanceRange: [number, number];
      }[];
    };
    expect(latest.bundles.length).toBeGreaterThan(0);
    expect(latest.pages.map((p) => p.page)).toEqual(['category']);
    for (const score of [latest.pages[0]?.performance, latest.pages[0]?.accessibility]) {
      expect(score).toBeGreaterThan(0);
      expect(score).toBeLessThanOrEqual(100);
    }
    // Which machine the scores are from: Lighthouse's speed index of it, also in the table.
    expect(latest.pages[0]?.machineIndex).toBeGreaterThan(0);
    expect(run.output).toContain('machine index');
    // The figures are the median run's (of one); the range holds every run's performance, the median's among them.
    expect(run.output).toContain('the median of 1 run');
    const [low, high] = latest.pages[0]?.performanceRange ?? [Number.NaN, Number.NaN];
    expect(latest.pages[0]?.runs).toBe(1);
    expect(low).toBeLessThanOrEqual(latest.pages[0]?.performance ?? Number.NaN);
    expect(high).toBeGreaterThanOrEqual(latest.pages[0]?.performance ?? Number.NaN);
    expect(fs.existsSync(path.join(results, 'lighthouse/category.json'))).toBe(true);
    expect(await remainingAfter(run.marker, 15_000)).toEqual([]);
  });
});

/** The search bench in its short form: a small catalog (BENCH_PRODUCTS), one round (BENCH_ROUNDS), on PGlite in memory. */
describe('npx tsx bench/search.bench.ts', () => {
  const markers: string[] = [];
  afterAll(() => markers.forEach(killMarked));

  it('times search and suggestions with indexes, a sequential scan and Fuse.js, leaving no process behind', async () => {
    const run = await runToEnd('npx', ['tsx', 'bench/search.bench.ts'], {
      env: { BENCH_PRODUCTS: '700', BENCH_ROUNDS: '1' },
      timeoutMs: 240_000,
    });
    markers.push(run.marker);
    expect(run.code, run.output).toBe(0);
    for (const line of ['search      (GIN indexes)', 'search      (sequential scan)', 'suggestions (GIN indexes)', 'Fuse.js (index built'])
      expect(run.output).toContain(line);
    expect(await remainingAfter(run.marker, 15_000)).toEqual([]);
  });
});
