import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, launchBrowser, openStore } from './browser';

/**
 * The server streams a page and the browser paints what has arrived (decision 069). The phone's bottom
 * bar is fixed to the bottom of the screen, so if its height followed its content, a paint taken while
 * the parser had reached only the first tab's icon drew a bar 37 px high, and the rest of it arriving
 * pushed the bar up by 18 px: a layout shift Lighthouse measured on the shop page (CLS 0.011).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a page whose document is still arriving', () => {
  it('keeps the bottom bar at its height when only the first tab icon has arrived', async () => {
    const { context, page } = await openStore(browser, PHONE);
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/shop/mama-titis-kitchen', { waitUntil: 'load' });
    const bar = page.getByRole('navigation', { name: 'Main' });
    const whole = await bar.boundingBox();
    // What the parser had built when it stopped after the first tab's icon: that icon, nothing after it.
    await bar.evaluate((nav) => {
      const firstTab = nav.querySelector('a');
      for (const node of [...(firstTab?.childNodes ?? [])]) if (node.nodeName !== 'svg') node.remove();
      for (const tab of [...nav.querySelectorAll('a')].slice(1)) tab.remove();
    });
    const partial = await bar.boundingBox();
    await context.close();
    expect(whole?.height).toBeGreaterThan(50);
    expect(partial).toEqual(whole);
  });
});
