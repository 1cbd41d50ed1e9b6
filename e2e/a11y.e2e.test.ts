import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shop } from '@campus/contract';
import { DESKTOP, PHONE, baseURL, launchBrowser, openStore, openStoreAs, shopper } from './browser';
import { seriousViolations } from './axe';

/**
 * Every screen of spec §2, signed out and signed in, on a phone and a desktop: axe-core finds no
 * serious or critical violation. A route whose screen is not built yet renders the fallback, so this
 * list starts checking each real screen as soon as it lands.
 */
const STATIC_ROUTES = [
  '/',
  '/Food',
  '/Books',
  '/login',
  '/signup',
  '/forgot-password',
  '/recovery',
  '/verify-otp',
  '/reset-password',
  '/account',
  '/details',
  '/phone',
  '/change-password',
  '/change-email',
  '/cart',
  '/checkout',
  '/order-success',
  '/shop/book-shop',
  '/search',
  '/search/rice',
  '/request-a-book',
  '/about',
  '/terms-of-service',
  '/test-panel',
  '/share',
  '/no-such-page-anywhere',
];

/** WCAG 2.x A and AA rules plus axe's best practices. */
let browser: Browser;
let productRoute: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const shop = (await (await fetch(`${baseURL()}/api/v1/shop/slug/book-shop`)).json()) as Shop;
  const product = shop.products[0];
  if (!product) throw new Error('the demo book shop has no product');
  productRoute = `/product-page/${product.slug}`;
});
afterAll(() => browser?.close());

/** Counts the page's fetches in flight, so a test can wait until the screen's data has arrived. */
function trackFetches() {
  const w = window as unknown as { __pendingFetches: number };
  w.__pendingFetches = 0;
  const original = window.fetch.bind(window);
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    w.__pendingFetches += 1;
    try {
      return await original(...args);
    } finally {
      w.__pendingFetches -= 1;
    }
  };
}

/** Loads a route and waits until the screen has settled: rendered, no fetch in flight, no loading skeleton. */
async function settle(page: Page, route: string) {
  await page.goto(route);
  await page.waitForFunction(() => {
    const pending = (window as unknown as { __pendingFetches?: number }).__pendingFetches ?? 0;
    const root = document.getElementById('root');
    return (
      document.readyState === 'complete' && pending === 0 && !!root?.firstElementChild && !document.querySelector('[aria-busy="true"]')
    );
  });
  // One more frame so what the last response rendered is laid out.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
}

const COMBOS = [
  { label: 'phone, signed out', viewport: PHONE, signedIn: false },
  { label: 'desktop, signed out', viewport: DESKTOP, signedIn: false },
  { label: 'phone, signed in', viewport: PHONE, signedIn: true },
  { label: 'desktop, signed in', viewport: DESKTOP, signedIn: true },
] as const;

// One retry: once, in a loaded CI run, axe reported a contrast failure on `:root` itself for /search — a frame
// caught mid-render, not reproducible in 4 reruns. A real violation fails both tries.
describe('accessibility of every screen (phone and desktop, signed out and signed in)', { retry: 1 }, () => {
  const views: { label: string; context: BrowserContext; page: Page }[] = [];
  beforeAll(async () => {
    for (const combo of COMBOS) {
      const opened = combo.signedIn
        ? await openStoreAs(browser, shopper(20).token, combo.viewport)
        : await openStore(browser, combo.viewport);
      await opened.context.addInitScript(trackFetches);
      views.push({ label: combo.label, ...opened });
    }
  });
  afterAll(async () => {
    for (const view of views) await view.context.close();
  });

  for (const route of [...STATIC_ROUTES, 'product page']) {
    it(`${route}: no serious or critical violation`, async () => {
      const target = route === 'product page' ? productRoute : route;
      // The four views are independent browser contexts: check them side by side.
      const found = await Promise.all(
        views.map(async (view) => {
          await settle(view.page, target);
          return { view: view.label, violations: await seriousViolations(view.page) };
        }),
      );
      expect(found.filter((f) => f.violations.length > 0)).toEqual([]);
    });
  }
});
