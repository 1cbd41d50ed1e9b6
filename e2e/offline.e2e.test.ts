import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_NAME, shopSchema } from '@campus/contract';
import { DESKTOP, PHONE, baseURL, launchBrowser, shopper } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A context with the service worker allowed (openStore blocks it for the journeys' interceptions). */
async function openWithServiceWorker(
  viewport: { width: number; height: number },
  token?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport,
    serviceWorkers: 'allow',
    isMobile: viewport.width < 768,
    hasTouch: viewport.width < 768,
  });
  if (token) await context.addInitScript((value) => localStorage.setItem('authToken', value), token);
  return { context, page: await context.newPage() };
}

/** Until the service worker controls the page (it claims open pages once active). */
async function serviceWorkerInControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Whether the catalog cache has the shop's answer (the hydrated page hands it over). Read with page.evaluate,
 * which awaits it: waitForFunction takes the promise of an async function as a true value and returns at once.
 */
const shopCached = async () => (await (await caches.open('catalog-api')).match('/api/v1/shop/slug/jollof-republic')) !== undefined;

describe('the installable store (issue 23, decision 035)', () => {
  it('serves a manifest with a name, theme colour, maskable icons that exist, and the Search, Cart and Orders shortcuts', async () => {
    const html = await (await fetch(`${baseURL()}/Food`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    const manifest = await (await fetch(`${baseURL()}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ name: STORE_NAME, start_url: '/', display: 'standalone', theme_color: '#166534' });
    expect(manifest.shortcuts.map((s: { name: string; url: string }) => [s.name, s.url])).toEqual([
      ['Search', '/search'],
      ['Cart', '/cart'],
      ['Orders', '/orders'],
    ]);
    const purposes = manifest.icons.map((icon: { purpose: string }) => icon.purpose);
    expect(purposes).toContain('maskable');
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const res = await fetch(`${baseURL()}${icon.src}`);
      expect(res.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await res.arrayBuffer());
      const [width, height] = icon.sizes.split('x').map(Number);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([width, height]);
    }
  });

  it('Chromium finds nothing in the manifest or worker that stops an install (only that a test context is incognito)', async () => {
    const { context, page } = await openWithServiceWorker(PHONE);
    await page.goto('/Food');
    await serviceWorkerInControl(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    // Every Playwright context is incognito, where Chromium installs nothing; any other reason is ours.
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    await context.close();
  });

  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`with the network cut, a page shows the offline page with the last-seen catalog (${label})`, async () => {
      const shop = shopSchema.parse(await (await fetch(`${baseURL()}/api/v1/shop/slug/jollof-republic`)).json());
      const { context, page } = await openWithServiceWorker(viewport);
      await page.goto('/Food');
      await serviceWorkerInControl(page);
      // A shop seen while online: its answer came with the page, and the hydrated page hands it to the
      // catalog cache (decision 050); the scripts start after the page's load (decision 069), so wait for it.
      await page.goto('/shop/jollof-republic');
      await page.getByTestId('product-card').first().waitFor();
      await expect.poll(() => page.evaluate(shopCached)).toBe(true);

      await context.setOffline(true);
      await page.goto('/Food');
      await page.getByRole('heading', { name: 'You are offline' }).waitFor();
      const lastSeen = page.getByRole('region', { name: 'Last seen in the store' });
      await lastSeen.getByRole('heading', { name: shop.name }).waitFor();
      await lastSeen.getByText(shop.products[0]!.productTitle, { exact: true }).first().waitFor();
      // The landing's categories, kept when the worker started.
      await lastSeen.getByRole('heading', { name: 'Food' }).waitFor();

      await context.setOffline(false);
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByTestId('shop-card').first().waitFor();
      await context.close();
    });
  }

  it('an answer of an older shape in the cache (it outlives a deploy) leaves the rest of the last-seen catalog shown', async () => {
    const shop = shopSchema.parse(await (await fetch(`${baseURL()}/api/v1/shop/slug/jollof-republic`)).json());
    const { context, page } = await openWithServiceWorker(PHONE);
    await page.goto('/Food');
    await serviceWorkerInControl(page);
    await page.goto('/shop/jollof-republic');
    await expect.poll(() => page.evaluate(shopCached)).toBe(true);
    // A shop without its products and a product without its shop, as an older API might have answered.
    await page.evaluate(async () => {
      const cache = await caches.open('catalog-api');
      const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      await cache.put('/api/v1/shop/slug/an-older-shop', json({ name: 'An Older Shop' }));
      await cache.put('/api/v1/product/slug/an-older-product', json({ productTitle: 'An Older Product', price: 100 }));
    });

    await context.setOffline(true);
    await page.goto('/Food');
    const lastSeen = page.getByRole('region', { name: 'Last seen in the store' });
    await lastSeen.getByRole('heading', { name: shop.name }).waitFor();
    await lastSeen.getByRole('heading', { name: 'Food' }).waitFor();
    expect(await lastSeen.getByText('An Older').count()).toBe(0);
    await context.close();
  });

  it('offline, opening a product not seen before shows the offline notice, not a skeleton forever, and the product once back online', async () => {
    const shop = shopSchema.parse(await (await fetch(`${baseURL()}/api/v1/shop/slug/jollof-republic`)).json());
    const unseen = shop.products.at(-1)!;
    const { context, page } = await openWithServiceWorker(PHONE);
    await page.goto('/shop/jollof-republic');
    await serviceWorkerInControl(page);
    await page.getByTestId('product-card').first().waitFor();
    const cached = await page.evaluate(
      async (url) => (await (await caches.open('catalog-api')).match(url)) !== undefined,
      `/api/v1/product/slug/${unseen.slug}`,
    );
    expect(cached).toBe(false);

    await context.setOffline(true);
    // Inside the store (no page load): the router opens the product page, whose read cannot be answered.
    await page.getByTestId('product-card').filter({ hasText: unseen.productTitle }).first().getByRole('link').first().click();
    await page.waitForURL(`**/product-page/${unseen.slug}`);
    const notice = page.getByTestId('offline-notice');
    await notice.waitFor();
    expect(await notice.getByRole('link', { name: 'See what you last loaded' }).getAttribute('href')).toBe('/offline.html');
    expect(await page.locator('.animate-pulse').count()).toBe(0);

    // The connection returns: the page fills in by itself, no click.
    await context.setOffline(false);
    await page.getByRole('heading', { name: unseen.productTitle }).waitFor();
    expect(await notice.count()).toBe(0);
    await context.close();
  });

  it('offline, a search not made before shows the offline notice under its heading, and its results once back online', async () => {
    const shots = process.env.SCREENSHOT_DIR;
    const { context, page } = await openWithServiceWorker(DESKTOP);
    await page.goto('/shop/jollof-republic');
    await serviceWorkerInControl(page);
    await page.getByTestId('product-card').first().waitFor();

    await context.setOffline(true);
    // Inside the store (no page load): the header's search opens the results page, whose read cannot be answered.
    await page.locator('#top-search').focus();
    await page.keyboard.type('jollof');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/search/jollof');
    await page.getByRole('heading', { name: 'Search Results for "jollof"', level: 1 }).waitFor();
    const notice = page.getByTestId('offline-notice');
    await notice.getByRole('heading', { name: 'You are offline', level: 2 }).waitFor();
    expect(await page.getByText('Failed to fetch search results', { exact: false }).count()).toBe(0);
    expect(await page.locator('.animate-pulse').count()).toBe(0);
    if (shots) {
      await page.screenshot({ path: `${shots}/offline-search-1280.png` });
      await page.setViewportSize(PHONE);
      await page.screenshot({ path: `${shots}/offline-search-360.png` });
    }

    // The connection returns: the results fill in by themselves, no click.
    await context.setOffline(false);
    await page.getByTestId('product-card').first().waitFor();
    expect(await notice.count()).toBe(0);
    await context.close();
  });

  it('the cart and checkout never work from the cache: they say "You are offline"', async () => {
    const me = shopper(25);
    const { context, page } = await openWithServiceWorker(PHONE, me.token);
    await page.goto('/cart');
    await serviceWorkerInControl(page);
    await page.goto('/Food');
    await page.getByTestId('shop-card').first().waitFor();

    await context.setOffline(true);
    // Inside the store (no page load): the cart page says it.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cart' }).click();
    await page.waitForURL('**/cart');
    await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor();
    // A page load of the checkout: the offline page, not a checkout from the cache.
    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    expect(await page.getByRole('button', { name: /pay/i }).count()).toBe(0);
    await context.close();
  });
});
