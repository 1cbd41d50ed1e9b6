import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, openStore } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The product page's own chunk (Vite names it after the page file). */
const PRODUCT_CHUNK = /\/assets\/product-page-[^/]+\.js$/;

describe('a page whose code fails to load on a flaky connection (issue 23)', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`shows the error screen inside the store, and Try again loads the page (${label})`, async () => {
      const { context, page } = await openStore(browser, viewport);
      let refused = 0;
      await page.route(PRODUCT_CHUNK, (route) => {
        refused += 1;
        return route.abort('connectionreset');
      });
      await page.goto('/product-page/jollof-rice-jollof-republic');
      const alert = page.getByRole('alert').filter({ hasText: 'This page could not load' });
      await alert.waitFor();
      expect(refused).toBeGreaterThan(0);
      expect(await alert.textContent()).toContain('did not finish loading');
      // The store's own top bar is still there: the error stays inside the page's area.
      await page
        .getByRole('link', { name: /Campus Market/ })
        .first()
        .waitFor();

      await page.unroute(PRODUCT_CHUNK);
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByTestId('product-total').waitFor();
      expect(await page.getByRole('alert').filter({ hasText: 'This page could not load' }).count()).toBe(0);
      await context.close();
    });
  }
});
