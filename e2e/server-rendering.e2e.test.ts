import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLabel, formatNaira, productSchema, shopSchema } from '@campus/contract';
import { DESKTOP, PHONE, baseURL, holdScripts, launchBrowser, openStore, openStoreAs, shopper } from './browser';
import { api as callAs, paidOrder, plainProductOf } from './paid-order';

/** Public pages come rendered from the server and hydrate without a flash or a second call (issue 23, decision 050). */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SHOP = 'jollof-republic';
const PRODUCT = 'jollof-rice-jollof-republic';
const api = async (path: string) => (await fetch(`${baseURL()}/api/v1/${path}`)).json();

/** What a page load tells us: React's complaints (a hydration mismatch is a console error in production), and the API calls made. */
function watch(page: Page) {
  const errors: string[] = [];
  const calls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname + url.search);
  });
  return { errors, calls };
}

/** The page's HTML as the server sent it, before any script ran. */
async function serverHtml(path: string): Promise<{ status: number; root: string }> {
  const res = await fetch(`${baseURL()}${path}`);
  const html = await res.text();
  return { status: res.status, root: html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>')) };
}

describe('public pages rendered on the server', () => {
  it('category, shop, product, search results, about and terms: the HTML has the page; hydration changes nothing and calls nothing', async () => {
    const shop = shopSchema.parse(await api(`shop/slug/${SHOP}`));
    const product = productSchema.parse(await api(`product/slug/${PRODUCT}`));
    const pages: { path: string; text: string; ready: (page: Page) => Promise<unknown> }[] = [
      { path: '/Food', text: shop.name, ready: (page) => page.getByText(shop.name).first().waitFor() },
      { path: `/shop/${SHOP}`, text: product.productTitle, ready: (page) => page.getByTestId('product-card').first().waitFor() },
      { path: `/product-page/${PRODUCT}`, text: formatNaira(product.price), ready: (page) => page.getByTestId('product-total').waitFor() },
      { path: '/search/jollof', text: 'Search Results for', ready: (page) => page.getByTestId('product-card').first().waitFor() },
      { path: '/about', text: 'About', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
      { path: '/terms-of-service', text: 'Terms', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
    ];
    for (const { path, text, ready } of pages) {
      const sent = await serverHtml(path);
      expect(sent.status, path).toBe(200);
      expect(sent.root, path).toContain(text);
      expect(sent.root, path).toContain('<script type="application/json" id="page-data">');

      const { context, page } = await openStore(browser, PHONE);
      const seen = watch(page);
      await page.goto(path);
      await ready(page);
      // Hydrated: a client-side link works without a page load.
      await page.waitForFunction(() => document.getElementById('root')?.firstElementChild !== null);
      await page.waitForLoadState('networkidle');
      expect(seen.errors, path).toEqual([]);
      // The data came with the page; only what the shopper's typing asks for (search suggestions) may follow.
      expect(
        seen.calls.filter((call) => !call.startsWith('/api/v1/product/suggestions')),
        path,
      ).toEqual([]);
      await context.close();
    }
  });

  it('the page stays the same element tree after hydration: a node the server sent is still in the document', async () => {
    const { context, page } = await openStore(browser, PHONE);
    // Marks the server's <h1> before any script of the page runs; a client re-render would replace it.
    await page.route(`**/product-page/${PRODUCT}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('<h1 ', '<h1 data-from-server="yes" ');
      await route.fulfill({ response, body: html });
    });
    await page.goto(`/product-page/${PRODUCT}`);
    await page.getByTestId('product-total').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('h1[data-from-server="yes"]').count()).toBe(1);
    await context.close();
  });

  it('a signed-in shopper never sees the signed-out top bar: the server sends neither state, the browser fills in theirs', async () => {
    expect((await serverHtml(`/product-page/${PRODUCT}`)).root).not.toContain('Signup/Login');
    const me = shopper(14);
    const { context, page } = await openStoreAs(browser, me.token, DESKTOP);
    // Every text the top bar's account link ever shows, from the first frame on.
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { accountTexts: string[] }).accountTexts = seen;
      new MutationObserver(() => {
        const link = document.querySelector('nav[aria-label="Account"] a[href="/signup"], nav[aria-label="Account"] a[href="/account"]');
        if (link?.textContent && seen.at(-1) !== link.textContent) seen.push(link.textContent);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(`/product-page/${PRODUCT}`);
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: accountLabel(me.fullName) })
      .waitFor();
    expect(await page.evaluate(() => (window as unknown as { accountTexts: string[] }).accountTexts)).toEqual([accountLabel(me.fullName)]);
    await context.close();
  });

  it("what a shopper types into a shop's search before the scripts have run is searched once they have", async () => {
    const bookShop = shopSchema.parse(await api('shop/slug/book-shop'));
    const target = bookShop.products[0]!;
    const { context, page } = await openStore(browser, PHONE);
    // The scripts wait until the shopper has typed: the page is the server's HTML alone until then.
    const release = await holdScripts(page);
    await page.goto('/shop/book-shop', { waitUntil: 'commit' });
    await page.getByRole('searchbox', { name: 'Search Book Shop' }).fill(target.productTitle);
    release();
    const cards = page.getByTestId('product-card');
    await expect.poll(() => cards.count()).toBeLessThan(bookShop.products.length);
    await cards.filter({ hasText: target.productTitle }).first().waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search Book Shop' }).inputValue()).toBe(target.productTitle);
    await context.close();
  });

  it('a button tapped before the scripts have run does what it says once they have (held, then replayed once)', async () => {
    const bookShop = shopSchema.parse(await api('shop/slug/book-shop'));
    const { context, page } = await openStore(browser, PHONE);
    const release = await holdScripts(page);
    await page.goto('/shop/book-shop', { waitUntil: 'commit' });
    const readMore = page.getByRole('button', { name: 'Read More' });
    // Tapped twice, as a shopper does when nothing seems to happen: it opens once, not open and shut.
    await readMore.click();
    await readMore.click();
    expect(await page.getByText(bookShop.description).count()).toBe(0);
    // The tap shows it was taken (decision 070): dimmed and busy while the scripts come.
    expect(await readMore.getAttribute('aria-busy')).toBe('true');
    expect(await readMore.evaluate((button) => getComputedStyle(button).opacity)).toBe('0.6');
    release();
    await page.getByText(bookShop.description).waitFor();
    const readLess = page.getByRole('button', { name: 'Read Less' });
    await readLess.waitFor();
    expect(await readLess.getAttribute('aria-busy')).toBeNull();
    expect(await page.locator('[data-held]').count()).toBe(0);
    await context.close();
  });

  it('when the scripts cannot load, a form sent before is sent by the browser itself, not held forever', async () => {
    const { context, page } = await openStore(browser, PHONE);
    let released = () => {};
    const sent = new Promise<void>((resolve) => (released = resolve));
    // The connection drops: the scripts fail, but only after the shopper has pressed Search.
    await page.route('**/assets/*.js', async (route) => {
      await sent;
      await route.abort();
    });
    await page.goto('/search/jollof', { waitUntil: 'commit' });
    await page.getByRole('combobox', { name: 'Search products' }).fill('suya');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    expect(page.url()).toBe(`${baseURL()}/search/jollof`);
    released();
    // The browser's own submission of the form (no action, no named field): the address gains its '?'.
    await page.waitForURL(`${baseURL()}/search/jollof?`);
    await context.close();
  });

  it('starts its scripts one request a task once loaded: the load event adds none itself, and every one comes', async () => {
    const { context, page } = await openStore(browser, PHONE);
    // A load listener added once the starter has added its own: it runs right after it, in the same task.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        addEventListener('load', () => {
          document.documentElement.dataset.linksAtLoad = String(document.querySelectorAll('link[rel="modulepreload"]').length);
        });
      });
    });
    await page.goto(`/product-page/${PRODUCT}`);
    const starter = await page.locator('script[data-preload]').getAttribute('data-preload');
    const wanted = (starter ?? '').split(' ').filter(Boolean);
    expect(wanted.some((href) => href.includes('/hydrate-page-'))).toBe(true);
    expect(await page.locator('html').getAttribute('data-links-at-load')).toBe('0');
    // In the starter's order, first; the hydrated page's own lazy parts come after them.
    await expect
      .poll(() => page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => l.getAttribute('href'))))
      .toEqual(expect.arrayContaining(wanted));
    const links = await page.locator('link[rel="modulepreload"]').evaluateAll((all) => all.map((l) => l.getAttribute('href')));
    expect(links.slice(0, wanted.length)).toEqual(wanted);
    await page.getByTestId('product-total').waitFor();
    await context.close();
  });

  it('an unknown address answers 404 with the not-found page in the HTML', async () => {
    const sent = await serverHtml('/no-such-page/anywhere');
    expect(sent.status).toBe(404);
    expect(sent.root).toContain('404 - Page Not Found');
  });

  it('an address whose escapes do not decode (a link cut mid-escape) answers 404 with the not-found page, which hydrates', async () => {
    for (const [path, text] of [
      ['/%', '404 - Page Not Found'],
      ['/%E0%A4%A', '404 - Page Not Found'],
      ['/shop/%', 'Shop not found'],
    ] as const) {
      const sent = await serverHtml(path);
      expect(sent.status, path).toBe(404);
      expect(sent.root, path).toContain(text);
    }
    const { context, page } = await openStore(browser, PHONE);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/%E0%A4%A');
    await page.getByRole('heading', { name: '404 - Page Not Found' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(errors.filter((text) => !text.includes('404'))).toEqual([]);
    await context.close();
  });

  it('signed-in pages stay rendered in the browser: the cart page’s HTML is the store’s frame, not the page', async () => {
    const sent = await serverHtml('/cart');
    expect(sent.status).toBe(200);
    // React may put its preload of the frame's first picture before it.
    expect(sent.root).toMatch(/^<div id="root">(<link [^>]*>)?<div inert(="")? data-page-frame(="")?>/);
    expect(sent.root).not.toContain('id="page-data"');
    expect(sent.root).not.toContain('Log in to see your cart');
  });

  it('a signed-in page paints the store’s frame before its scripts run, then the page replaces it (decision 075)', async () => {
    const { context, page } = await openStoreAs(browser, shopper(14).token, PHONE);
    const seen = watch(page);
    const release = await holdScripts(page);
    await page.goto('/orders', { waitUntil: 'commit' });
    // The bottom tabs and the top bar are there at once; nothing in the frame takes a tap.
    const tab = page.locator('nav[aria-label="Main"] a[href="/orders"], nav[aria-label="Main"] a[href="/account"]').first();
    await tab.waitFor();
    expect(await tab.evaluate((link) => link.closest('[inert]') !== null)).toBe(true);
    release();
    // The shopper's list is painted over the frame before the scripts run (decision 140): the page's own replaces both.
    await page.locator('#root > [inert]').waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    expect(await page.locator('[inert]').count()).toBe(0);
    expect(seen.errors).toEqual([]);
    await context.close();
  });

  it('a signed-in shopper’s cart is painted from the server before the scripts run, then the page takes over (decision 140)', async () => {
    const { token } = shopper(60);
    const { product } = await plainProductOf(SHOP);
    await callAs('user/carts', token, { method: 'DELETE' });
    expect((await callAs(`user/cart/${product._id}`, token, { method: 'POST', body: '{}' })).status).toBe(200);
    const { context, page } = await openStoreAs(browser, token, PHONE);
    const seen = watch(page);
    const release = await holdScripts(page);
    await page.goto('/cart', { waitUntil: 'commit' });
    // The shopper's own line, inside the inert frame, while no script of the store has run.
    const line = page.getByText(product.productTitle).first();
    await line.waitFor();
    expect(await line.evaluate((element) => element.closest('[inert]') !== null)).toBe(true);
    expect(await page.getByText('Log in to see your cart').count()).toBe(0);
    release();
    await page.locator('#root > [inert]').waitFor({ state: 'detached' });
    // The page's buttons work: the frame's starter holds no tap (decision 140).
    await page.getByRole('button', { name: `Increase ${product.productTitle}` }).click();
    await page
      .getByRole('group', { name: `Quantity of ${product.productTitle}` })
      .getByText('2', { exact: true })
      .waitFor();
    expect(seen.errors).toEqual([]);
    await context.close();
  });

  it('an order page paints the shopper’s order before the scripts run; a visitor and another shopper get only the frame', async () => {
    const owner = shopper(61);
    const orderId = await paidOrder(owner.token, [SHOP]);
    const { context, page } = await openStoreAs(browser, owner.token, PHONE);
    const release = await holdScripts(page);
    await page.goto(`/orders/${orderId}`, { waitUntil: 'commit' });
    const receipt = page.getByTestId('receipt');
    await receipt.waitFor();
    expect(await receipt.evaluate((element) => element.closest('[inert]') !== null)).toBe(true);
    release();
    await page.locator('#root > [inert]').waitFor({ state: 'detached' });
    await page.getByTestId('receipt').waitFor();
    await context.close();
    // The content answer is the token holder's: no token, or someone else's, paints nothing of this order.
    const content = (headers: Record<string, string>) =>
      fetch(`${baseURL()}/orders/${orderId}`, { headers: { 'x-page-content': '1', ...headers } });
    expect((await content({})).status).toBe(204);
    const stranger = await content({ authorization: `Bearer ${shopper(62).token}` });
    expect(await stranger.text()).not.toContain('data-testid="receipt"');
  });
});
