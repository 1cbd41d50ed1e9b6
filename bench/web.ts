import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { RESULTS_DIR } from './results-dir';

/**
 * Lighthouse 12 (mobile: its default moto g power emulation, slow 4G and 4× CPU simulated) on each
 * page, in Debian's Chromium driven by Playwright (decision record 011). Every page gets a fresh
 * browser profile, so every run starts with a cold cache; a signed-in page gets its token put in
 * localStorage first, from a JSON URL of the same origin that caches none of the app's files.
 */
export interface PageFigure {
  page: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's measure of this machine's speed at the run (`benchmarkIndex`: higher is faster). Its simulation
   * multiplies the tasks it observed, so the same page blocks longer on a slower machine; this says which.
   */
  machineIndex: number;
  /** How many times the page was audited; the figures are those of Lighthouse's median run of them. */
  runs: number;
  /** The lowest and highest performance score of those runs. */
  performanceRange: [number, number];
  /** Audits of the four categories that did not pass, by id: what to work on next. */
  failing: string[];
}

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Where each page's whole Lighthouse report is written (git-ignored), for the audits behind a score. */
export const REPORT_DIR = path.join(RESULTS_DIR, 'lighthouse');

type Page = { name: string; path: string; token?: string };
type LighthouseResult = ReturnType<typeof computeMedianRun>;

/** One Lighthouse run of the page in a browser of its own (a fresh profile: a cold cache). */
async function auditOnce(base: string, page: Page): Promise<LighthouseResult> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-market-lighthouse-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
  });
  try {
    if (page.token) {
      const tab = browser.pages()[0] ?? (await browser.newPage());
      await tab.goto(`${base}/api/v1/healthz`);
      await tab.evaluate((token) => localStorage.setItem('authToken', token), page.token);
    }
    const result = await lighthouse(`${base}${page.path}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // Lighthouse clears the origin's storage (and cache) first; keep the token of a signed-in page.
      disableStorageReset: Boolean(page.token),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    return result.lhr;
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * How many times each page is audited (BENCH_LIGHTHOUSE_RUNS, default 5). One run's blocking time varies
 * with what else the machine does at that moment; Lighthouse's own advice (its docs/variability.md) is to
 * run several times and report the median run, as Lighthouse CI does: five runs halve the variability
 * (decision 073).
 */
export function lighthouseRuns(value = process.env.BENCH_LIGHTHOUSE_RUNS): number {
  if (value === undefined || value === '') return 5;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1 || runs > 25)
    throw new Error(`BENCH_LIGHTHOUSE_RUNS: a whole number from 1 to 25, not "${value}"`);
  return runs;
}

const score = (lhr: LighthouseResult, id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

/**
 * A run whose trace Lighthouse could not read says so (NO_NAVSTART: "Please run Lighthouse again"; about one
 * run in fifteen on a busy 2-core machine): such a run is run again, twice at most, and is not a figure.
 */
const RETRIES_PER_RUN = 2;

async function auditRun(base: string, page: Page): Promise<LighthouseResult> {
  for (let attempt = 0; ; attempt += 1) {
    const lhr = await auditOnce(base, page);
    if (!lhr.runtimeError) return lhr;
    if (attempt === RETRIES_PER_RUN) throw new Error(`Lighthouse on ${page.path}: ${lhr.runtimeError.message}`);
    console.log(`  ${page.name}: Lighthouse ${lhr.runtimeError.code}, running it again`);
  }
}

async function auditPage(base: string, page: Page, runs: number): Promise<PageFigure> {
  const results: LighthouseResult[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await auditRun(base, page));
  // The run nearest the median first paint and time to interactive (Lighthouse CI's choice), not a mix of runs.
  const lhr = computeMedianRun(results);
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  fs.writeFileSync(path.join(REPORT_DIR, `${page.name.replace(/[^a-z0-9]+/gi, '-')}.json`), JSON.stringify(lhr));
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = CATEGORIES.flatMap((id) => lhr.categories[id]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 0.9)
    .map((audit) => audit!.id);
  const performances = results.map((result) => score(result, 'performance'));
  return {
    page: page.name,
    path: page.path,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    machineIndex: Math.round(lhr.environment.benchmarkIndex),
    runs,
    performanceRange: [Math.min(...performances), Math.max(...performances)],
    failing,
  };
}

export async function benchPages(base: string, pages: Page[], runs = lighthouseRuns()): Promise<PageFigure[]> {
  const figures: PageFigure[] = [];
  for (const page of pages) figures.push(await auditPage(base, page, runs));
  return figures;
}
