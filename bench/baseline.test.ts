import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REFERENCE_NAME, type EndpointFigure } from './api';
import {
  NO_BASELINE_TEXT,
  baselineLines,
  changeText,
  compare,
  figuresOf,
  movedRows,
  savedBaseline,
  type Baseline,
  type Figure,
} from './baseline';
import { readBaseline, writeBaseline } from './baseline-file';

const endpoint = (name: string, reqPerSec: number, ratio?: number, extra: Partial<EndpointFigure> = {}): EndpointFigure => ({
  name,
  reqPerSec,
  p50: 2,
  p99: 9,
  errors: 0,
  non2xx: 0,
  ratio,
  ...extra,
});

const run = { at: '2026-11-27T01:00:00.000Z', loadAverage: [0.1, 0.2, 0.3] };

const baselineOf = (figures: Figure[]): Baseline => savedBaseline(undefined, figures, run);

const ratio = (name: string, value: number, section = 'api-pglite'): Figure => ({ section, name, value, direction: 'ratio' });

describe('figuresOf', () => {
  it("takes each endpoint's ratio to the hello-world, req/s and p99, and the hello-world's req/s but no ratio of 1", () => {
    const figures = figuresOf({
      'api-pglite': [endpoint(REFERENCE_NAME, 40_000, 1), endpoint('GET categories', 20_000, 0.5)],
    });
    expect(figures.map((f) => `${f.name} ${f.direction} ${f.value}`)).toEqual([
      `${REFERENCE_NAME} req/s higher 40000`,
      `${REFERENCE_NAME} p99 ms lower 9`,
      'GET categories vs hello ratio 0.5',
      'GET categories req/s higher 20000',
      'GET categories p99 ms lower 9',
    ]);
  });

  it('leaves out skipped endpoints, windows with no answer and figures that are not numbers', () => {
    const figures = figuresOf({
      'api-postgres': [
        endpoint('GET user/cart', 0, undefined, { skipped: true }),
        endpoint('POST cart', 0, 0),
        endpoint('GET shop/slug', 300, 0.4, { p99: Number.NaN }),
      ],
    });
    expect(figures.map((f) => f.name)).toEqual(['GET shop/slug vs hello', 'GET shop/slug req/s']);
  });

  it('reads the journey, search at scale, events, uploads, bundles, Lighthouse pages and cold start, and nothing else', () => {
    const figures = figuresOf({
      at: '2026-11-27T01:00:00.000Z',
      machine: { cpus: 2 },
      'journey-pglite': { rate: 133, steps: [endpoint('journey: search', 66, undefined, { p99: 42.7 })], verdict: {} },
      'scale-postgres': { seedSeconds: 30, readyMs: 900, figures: [endpoint('GET categories', 900)] },
      'events-pglite': { shoppers: 200, changes: 1000, p50: 20, p90: 80, p99: 323, max: 400 },
      'uploads-pglite': {
        idle: { p50: 40, p99: 90, n: 160 },
        loaded: { p50: 60, p99: 180, n: 160 },
        ratioP99: 2,
        uploads: { accepted: 8, refused: 0, seconds: 9, photoBytes: 4e6 },
      },
      bundles: [{ name: 'entry', js: [], css: [], jsSizes: { raw: 300_000, gzip: 95_000, brotli: 80_000 }, cssSizes: {} }],
      pages: [{ page: 'category', performance: 99, fcpMs: 760, lcpMs: 990, tbtMs: 55 }],
      start: { npmStartMs: [1200, 900, 1000], nodeStartMs: 700, idleRssMb: 120 },
      'instances-postgres': [{ setup: 'one', rate: 100, steps: [] }],
    });
    expect(figures.map((f) => `${f.section} · ${f.name} = ${f.value} (${f.direction})`)).toEqual([
      'journey-pglite · rate req/s (half the mixed maximum) = 133 (higher)',
      'journey-pglite · journey: search p99 ms = 42.7 (lower)',
      'scale-postgres · GET categories req/s = 900 (higher)',
      'scale-postgres · GET categories p99 ms = 9 (lower)',
      'events-pglite · status to event p99 ms = 323 (lower)',
      'uploads-pglite · sign-in p99 ms idle = 90 (lower)',
      'uploads-pglite · sign-in p99 ms during eight uploads = 180 (lower)',
      'uploads-pglite · sign-in p99 during ÷ idle = 2 (lower)',
      'bundles · entry JS gzip bytes = 95000 (lower)',
      'pages · category performance = 99 (higher)',
      'pages · category FCP ms = 760 (lower)',
      'pages · category LCP ms = 990 (lower)',
      'pages · category TBT ms = 55 (lower)',
      'start · `npm start` median ms = 1000 (lower)',
      'start · idle RSS MB = 120 (lower)',
    ]);
  });
});

describe('compare', () => {
  it('gives the change in percent from the baseline, and flags a ratio that fell more than 15%', () => {
    const baseline = baselineOf([ratio('GET categories vs hello', 0.5), ratio('GET shop/slug vs hello', 0.6)]);
    const [categories, shop] = compare([ratio('GET categories vs hello', 0.42), ratio('GET shop/slug vs hello', 0.66)], baseline);
    expect(categories?.baseline).toBe(0.5);
    expect(categories?.percent).toBeCloseTo(-16);
    expect(categories?.fell).toBe(true);
    expect(shop?.percent).toBeCloseTo(10);
    expect(shop?.fell).toBe(false);
  });

  it('does not flag a ratio that fell exactly 15% or less', () => {
    const baseline = baselineOf([ratio('a vs hello', 1), ratio('b vs hello', 1)]);
    expect(compare([ratio('a vs hello', 0.85), ratio('b vs hello', 0.9)], baseline).map((c) => c.fell)).toEqual([false, false]);
  });

  it('flags only ratios: an absolute figure moves with the machine, so a fall there is shown, not flagged', () => {
    const throughput: Figure = { section: 'api-pglite', name: 'GET categories req/s', value: 10_000, direction: 'higher' };
    const baseline = baselineOf([{ ...throughput, value: 20_000 }]);
    const [change] = compare([throughput], baseline);
    expect(change?.percent).toBeCloseTo(-50);
    expect(change?.fell).toBe(false);
  });

  it('compares a figure with the same one of the same section only: PGlite is never compared with PostgreSQL', () => {
    const baseline = baselineOf([ratio('GET categories vs hello', 0.6, 'api-postgres')]);
    const [change] = compare([ratio('GET categories vs hello', 0.3, 'api-pglite')], baseline);
    expect([change?.baseline, change?.percent, change?.fell]).toEqual([undefined, undefined, false]);
  });

  it("does not flag the ratios of a section whose hello-world moved more than 25%: that is another machine's run", () => {
    const hello = (value: number, section = 'api-pglite'): Figure => ({
      section,
      name: `${REFERENCE_NAME} req/s`,
      value,
      direction: 'higher',
    });
    const baseline = baselineOf([
      hello(40_000),
      ratio('GET user/cart vs hello', 0.05),
      hello(40_000, 'api-postgres'),
      ratio('GET user/cart vs hello', 0.05, 'api-postgres'),
    ]);
    // 2.3 times the hello-world (a faster machine): the cart's ratio fell 60% and is shown, not flagged.
    const [, elsewhere] = compare([hello(92_000), ratio('GET user/cart vs hello', 0.02)], baseline);
    expect(elsewhere).toMatchObject({ percent: expect.closeTo(-60) as number, fell: false, otherMachine: true });
    expect(changeText(elsewhere, true)).toBe('-60% other machine');
    // Within 25% (the same machine, a little drift): the same fall is flagged.
    const [, here] = compare([hello(46_000, 'api-postgres'), ratio('GET user/cart vs hello', 0.02, 'api-postgres')], baseline);
    expect(here).toMatchObject({ fell: true });
    expect(here?.otherMachine).toBeUndefined();
  });

  it('knows no change without a baseline, or for a figure the baseline does not have, or had at 0', () => {
    expect(compare([ratio('x vs hello', 0.4)], undefined)).toEqual([
      { figure: ratio('x vs hello', 0.4), baseline: undefined, fell: false },
    ]);
    const [zero] = compare([ratio('x vs hello', 0.4)], baselineOf([ratio('x vs hello', 0)]));
    expect(zero?.percent).toBeUndefined();
  });
});

describe('changeText', () => {
  const change = (before: number, now: number) => compare([ratio('x vs hello', now)], baselineOf([ratio('x vs hello', before)]))[0];

  it('prints the change in whole percent with its sign, and FELL beside a flagged fall', () => {
    expect(changeText(change(0.5, 0.52), true)).toBe('+4%');
    expect(changeText(change(0.5, 0.5), true)).toBe('0%');
    expect(changeText(change(0.5, 0.499), true)).toBe('0%');
    expect(changeText(change(0.5, 0.46), true)).toBe('-8%');
    expect(changeText(change(0.5, 0.41), true)).toBe('-18% FELL');
  });

  it('says "new" for a figure the baseline lacks, and nothing when there is no baseline at all', () => {
    expect(changeText(compare([ratio('x vs hello', 0.4)], baselineOf([]))[0], true)).toBe('new');
    expect(changeText(undefined, true)).toBe('new');
    expect(changeText(undefined, false)).toBe('');
  });
});

describe('the closing words', () => {
  it(`without a baseline, say how to make one: "${NO_BASELINE_TEXT}"`, () => {
    expect(baselineLines([], undefined, 'bench/baseline.json')).toEqual([
      'no baseline yet: run npm run bench -- --save-baseline on a quiet machine',
    ]);
  });

  it('name when each compared section was saved, the sections the baseline lacks, and every ratio that fell', () => {
    const baseline = baselineOf([ratio('GET categories vs hello', 0.5), ratio('GET product vs hello', 0.6)]);
    const changes = compare(
      [ratio('GET categories vs hello', 0.4), ratio('GET product vs hello', 0.59), ratio('GET categories vs hello', 0.4, 'api-postgres')],
      baseline,
    );
    expect(baselineLines(changes, baseline, 'bench/baseline.json')).toEqual([
      'Compared with the baseline in bench/baseline.json:',
      '  api-pglite: saved 2026-11-27T01:00:00.000Z, load average 0.1 0.2 0.3',
      '  not in the baseline: api-postgres',
      '  1 ratio fell more than 15% (a figure, not a failure): api-pglite GET categories vs hello -20% FELL',
    ]);
    expect(baselineLines(changes.slice(1), baseline, 'b.json').at(-1)).toBe('  no ratio fell more than 15%.');
  });

  it('say which sections were measured on another machine, and flag none of their ratios', () => {
    const hello = (value: number): Figure => ({ section: 'api-pglite', name: `${REFERENCE_NAME} req/s`, value, direction: 'higher' });
    const baseline = baselineOf([hello(41_660), ratio('GET categories vs hello', 0.51)]);
    const changes = compare([hello(96_188), ratio('GET categories vs hello', 0.41)], baseline);
    expect(baselineLines(changes, baseline, 'bench/baseline.json')).toEqual([
      'Compared with the baseline in bench/baseline.json:',
      '  api-pglite: saved 2026-11-27T01:00:00.000Z, load average 0.1 0.2 0.3',
      "  api-pglite: the hello-world moved +131% from the baseline's, so this is another machine (or a loaded one): its ratios are shown, not flagged; save a baseline here to compare",
      '  no ratio fell more than 15%.',
    ]);
  });

  it('list every figure that moved more than 15% either way, with which way is better', () => {
    const faster: Figure = { section: 'pages', name: 'cart (signed in) LCP ms', value: 1500, direction: 'lower' };
    const baseline = baselineOf([ratio('GET categories vs hello', 0.5), ratio('GET product vs hello', 0.6)]);
    const pages = savedBaseline(baseline, [{ ...faster, value: 2570 }], run);
    const changes = compare([ratio('GET categories vs hello', 0.62), ratio('GET product vs hello', 0.58), faster], pages);
    expect(movedRows(changes)).toEqual([
      { section: 'api-pglite', figure: 'GET categories vs hello', baseline: '50%', now: '62%', change: '+24%', 'better when': 'higher' },
      { section: 'pages', figure: 'cart (signed in) LCP ms', baseline: '2570', now: '1500', change: '-42%', 'better when': 'lower' },
    ]);
  });
});

describe('savedBaseline (--save-baseline)', () => {
  it('replaces the sections this run measured whole and keeps the ones it did not run', () => {
    const before = baselineOf([
      ratio('GET categories vs hello', 0.5),
      ratio('GET gone vs hello', 0.7),
      ratio('GET categories vs hello', 0.6, 'api-postgres'),
    ]);
    const later = { at: '2026-11-28T01:00:00.000Z', loadAverage: [0.05, 0.1, 0.1] };
    const after = savedBaseline(before, [ratio('GET categories vs hello', 0.55)], later);
    expect(after.sections['api-pglite']).toEqual({ ...later, figures: { 'GET categories vs hello': 0.55 } });
    expect(after.sections['api-postgres']).toEqual(before.sections['api-postgres']);
  });

  it('round-trips through the file, and a missing file is no baseline', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-baseline-'));
    try {
      const file = path.join(dir, 'baseline.json');
      expect(readBaseline(file)).toBeUndefined();
      const baseline = baselineOf([ratio('GET categories vs hello', 0.5)]);
      writeBaseline(baseline, file);
      expect(readBaseline(file)).toEqual(baseline);
      fs.writeFileSync(file, '{"api-pglite": {}}');
      expect(() => readBaseline(file)).toThrow('is not a bench baseline');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
