import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, openStore } from './browser';

/**
 * A server-rendered page paints with the CSS rules inlined in its document before its stylesheet and
 * scripts arrive (decision 069): it must look as it does with the whole stylesheet. Tailwind's
 * `:where()` rules (space-y, divide-y) were once left out, and the shop page lost its spacing.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The page as painted, scripts held off: with only its inline rules, or with the stylesheet too. */
async function screenshot(path: string, viewport: { width: number; height: number }, stylesheet: boolean): Promise<Buffer> {
  const { context, page } = await openStore(browser, viewport);
  await page.route(stylesheet ? '**/assets/*.js' : '**/assets/*.{js,css}', (route) => route.abort());
  await page.goto(path, { waitUntil: 'load' });
  // Pictures decoded and fonts ready in both, so only the styles can differ.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  });
  const png = await page.screenshot();
  await context.close();
  return png;
}

async function differingPixels(a: Buffer, b: Buffer): Promise<number> {
  const [left, right] = await Promise.all([a, b].map((png) => sharp(png).removeAlpha().raw().toBuffer()));
  let differing = 0;
  for (let i = 0; i < left!.length; i += 3) {
    if (left![i] !== right![i] || left![i + 1] !== right![i + 1] || left![i + 2] !== right![i + 2]) differing += 1;
  }
  return differing;
}

describe('a server-rendered page before its stylesheet arrives (decision 069)', () => {
  for (const path of ['/Food', '/shop/mama-titis-kitchen', '/product-page/jollof-rice-jollof-republic', '/search/jollof']) {
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      it(`${path} on a ${name} looks as it does with the whole stylesheet`, async () => {
        const inlineOnly = await screenshot(path, viewport, false);
        const whole = await screenshot(path, viewport, true);
        // Anti-aliasing may differ by a few dozen pixels; a missing rule moves thousands.
        expect(await differingPixels(inlineOnly, whole)).toBeLessThan(viewport.width * viewport.height * 0.001);
      });
    }
  }
});
