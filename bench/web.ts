import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser } from 'playwright-core';

/**
 * Lighthouse-like lab figures measured with Playwright in Chromium (decision record 010): a mid-range
 * phone (412×823, DPR 1.75, 4× CPU slowdown) on Lighthouse's "slow 4G" network (150 ms RTT, 1.6 Mbit/s
 * down, 750 kbit/s up), a cold cache per page. LCP, CLS and TBT from PerformanceObserver; axe-core
 * violations stand for the accessibility audit; a few document checks for SEO and best practices.
 */
export interface PageFigure {
  page: string;
  path: string;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  transferKb: number;
  requests: number;
  axeSerious: number;
  axeAll: number;
  consoleErrors: number;
  seo: string[];
}

const PHONE = { width: 412, height: 823 };
const MOBILE_UA = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

function collectVitals() {
  const w = window as unknown as { __vitals: { lcp: number; cls: number; longTasks: { start: number; duration: number }[] } };
  w.__vitals = { lcp: 0, cls: 0, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__vitals.lcp = Math.max(w.__vitals.lcp, entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) w.__vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__vitals.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

async function measurePage(browser: Browser, base: string, name: string, path: string, token?: string): Promise<PageFigure> {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, userAgent: MOBILE_UA });
  if (token) await context.addInitScript((value) => localStorage.setItem('authToken', value), token);
  await context.addInitScript(collectVitals);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let transfer = 0;
  let requests = 0;
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    transfer += event.encodedDataLength;
    requests += 1;
  });
  let consoleErrors = 0;
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors += 1;
  });
  page.on('pageerror', () => (consoleErrors += 1));

  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  // The throttled main thread may still be running the bundle: wait for the first contentful paint,
  // then for what that render fetched (data, images), then a moment for the last paint.
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const vitals = await page.evaluate(() => {
    const w = window as unknown as { __vitals: { lcp: number; cls: number; longTasks: { start: number; duration: number }[] } };
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    // TBT: the part of each long task over 50 ms, after first contentful paint.
    const tbt = w.__vitals.longTasks.filter((t) => t.start + t.duration > fcp).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
    return { fcp, lcp: w.__vitals.lcp, cls: w.__vitals.cls, tbt };
  });
  const seo = await page.evaluate(() => {
    const found: string[] = [];
    if (document.title) found.push('title');
    if (document.querySelector('meta[name="description"]')?.getAttribute('content')) found.push('description');
    if (document.documentElement.lang) found.push('lang');
    if (document.querySelector('meta[name="viewport"]')) found.push('viewport');
    if (document.querySelector('h1')) found.push('h1');
    if ([...document.images].every((img) => img.hasAttribute('alt'))) found.push('img-alt');
    if ([...document.images].every((img) => img.hasAttribute('width') && img.hasAttribute('height'))) found.push('img-sized');
    return found;
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const axe = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  await context.close();
  return {
    page: name,
    path,
    fcpMs: Math.round(vitals.fcp),
    lcpMs: Math.round(vitals.lcp),
    cls: Number(vitals.cls.toFixed(4)),
    tbtMs: Math.round(vitals.tbt),
    transferKb: Number((transfer / 1000).toFixed(1)),
    requests,
    axeSerious: axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').length,
    axeAll: axe.violations.length,
    consoleErrors,
    seo,
  };
}

export async function benchPages(base: string, pages: { name: string; path: string; token?: string }[]): Promise<PageFigure[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const figures: PageFigure[] = [];
    for (const page of pages) figures.push(await measurePage(browser, base, page.name, page.path, page.token));
    return figures;
  } finally {
    await browser.close();
  }
}
