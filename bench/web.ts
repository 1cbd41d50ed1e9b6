import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
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

async function auditPage(base: string, page: { name: string; path: string; token?: string }): Promise<PageFigure> {
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
    const { lhr } = result;
    fs.mkdirSync(REPORT_DIR, { recursive: true });
    fs.writeFileSync(path.join(REPORT_DIR, `${page.name.replace(/[^a-z0-9]+/gi, '-')}.json`), JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${page.path}: ${lhr.runtimeError.message}`);
    const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const failing = CATEGORIES.flatMap((id) => lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 0.9)
      .map((audit) => audit!.id);
    return {
      page: page.name,
      path: page.path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(numeric('first-contentful-paint')),
      lcpMs: Math.round(numeric('largest-contentful-paint')),
      tbtMs: Math.round(numeric('total-blocking-time')),
      cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
      machineIndex: Math.round(lhr.environment.benchmarkIndex),
      failing,
    };
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

export async function benchPages(base: string, pages: { name: string; path: string; token?: string }[]): Promise<PageFigure[]> {
  const figures: PageFigure[] = [];
  for (const page of pages) figures.push(await auditPage(base, page));
  return figures;
}
