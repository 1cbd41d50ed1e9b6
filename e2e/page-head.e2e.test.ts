import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_NAME, formatNaira, productSchema, shopSchema } from '@campus/contract';
import { PHONE, baseURL, launchBrowser, openStore } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SHOP = 'jollof-republic';
const PRODUCT = 'jollof-rice-jollof-republic';
const api = async (path: string) => (await fetch(`${baseURL()}/api/v1/${path}`)).json();

describe('a shared product link previews without running scripts (issue 23, decision 034)', () => {
  it('with JavaScript off, the product page’s HTML has its title, price and picture', async () => {
    const product = productSchema.parse(await api(`product/slug/${PRODUCT}`));
    const context = await browser.newContext({ baseURL: baseURL(), viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/product-page/${PRODUCT}`);
    const price = formatNaira(product.price);
    expect(await page.title()).toBe(`${product.productTitle} – ${price} | ${STORE_NAME}`);
    const meta = (key: string) => page.locator(`meta[property="${key}"]`).getAttribute('content');
    expect(await meta('og:title')).toContain(price);
    // A 1200×630 JPEG for WhatsApp (decision 051), drawn from the product's picture.
    const image = await meta('og:image');
    // Tagged with the cover, so a new cover is a new preview address (issue 38 item 5).
    expect(image?.split('?')[0]).toBe(new URL(`/media/share/product/${PRODUCT}.jpg`, page.url()).toString());
    expect(image).toMatch(/\?v=[0-9a-f]{10}$/);
    expect([await meta('og:image:width'), await meta('og:image:height'), await meta('og:image:type')]).toEqual([
      '1200',
      '630',
      'image/jpeg',
    ]);
    const picture = await fetch(image!);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await picture.arrayBuffer());
    // JPEG's start-of-frame: height and width of the picture as drawn.
    const sof =
      bytes.indexOf(Buffer.from([0xff, 0xc0])) >= 0 ? bytes.indexOf(Buffer.from([0xff, 0xc0])) : bytes.indexOf(Buffer.from([0xff, 0xc2]));
    expect([bytes.readUInt16BE(sof + 7), bytes.readUInt16BE(sof + 5)]).toEqual([1200, 630]);
    expect(await meta('product:price:amount')).toBe(product.price.toFixed(2));
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(ld).toMatchObject({ '@type': 'Product', name: product.productTitle, offers: { priceCurrency: 'NGN' } });
    // Nothing ran, yet the page is there: the server rendered it (decision 050).
    const root = page.locator('#root');
    expect(await root.getByRole('heading', { level: 1 }).textContent()).toBe(product.productTitle);
    expect(await root.getByTestId('product-total').textContent()).toBe(price);
    expect(await root.locator(`img[src="${product.images[0]}"]`).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('with JavaScript on, the title follows the shopper from page to page, and the CSP blocks nothing', async () => {
    const shop = shopSchema.parse(await api(`shop/slug/${SHOP}`));
    const product = productSchema.parse(await api(`product/slug/${PRODUCT}`));
    const { context, page } = await openStore(browser);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await page.goto(`/product-page/${PRODUCT}`);
    await page.getByTestId('product-total').waitFor();
    await expect.poll(() => page.title()).toBe(`${product.productTitle} – ${formatNaira(product.price)} | ${STORE_NAME}`);
    await page.goto(`/shop/${SHOP}`);
    await page.getByTestId('product-card').first().waitFor();
    await expect.poll(() => page.title()).toBe(`${shop.name} | ${STORE_NAME}`);
    // Inside the store, without a page load.
    await page.getByRole('link', { name: STORE_NAME, exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/Food');
    await expect.poll(() => page.title()).toBe(`Food | ${STORE_NAME}`);
    expect(violations).toEqual([]);
    await context.close();
  });
});
