import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELD_TAPS, formatNaira, productSchema, shopSchema, type Product, type Shop } from '@campus/contract';
import { DESKTOP, PHONE, baseURL, launchBrowser, openStore, openStoreAs, shopper } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function api<T>(path: string, parse: (value: unknown) => T): Promise<T> {
  const res = await fetch(`${baseURL()}/api/v1/${path}`);
  expect(res.status).toBe(200);
  return parse(await res.json());
}
const shop = (slug: string): Promise<Shop> => api(`shop/slug/${slug}`, (v) => shopSchema.parse(v));

/** A product of the demo catalog that matches, found through the API the store itself uses. */
async function findProduct(match: (p: Product) => boolean): Promise<Product> {
  const categories = await api('categories', (v) => v as { data: { shops: { slug: string }[] }[] });
  for (const summary of categories.data.flatMap((c) => c.shops)) {
    const found = (await shop(summary.slug)).products.find(match);
    if (found) return productSchema.parse(found);
  }
  throw new Error('no such product in the demo catalog');
}

describe('category → shop → product', () => {
  it('walks from the category page to a product whose extras change the total and enable the button', async () => {
    const { context, page } = await openStore(browser);
    await page.goto('/Food');
    await page.getByTestId('shop-card').filter({ hasText: 'Jollof Republic' }).click();
    await page.waitForURL('**/shop/jollof-republic');
    await page.getByRole('heading', { level: 1, name: 'Jollof Republic' }).waitFor();

    const card = page.getByTestId('product-card').filter({ hasText: 'Jollof Rice' });
    // §4: a card of a product with extras has no add button.
    expect(await card.getByRole('button').count()).toBe(0);
    await card.getByRole('link').click();
    await page.waitForURL('**/product-page/jollof-rice-jollof-republic');

    const product = productSchema.parse(await (await fetch(`${baseURL()}/api/v1/product/slug/jollof-rice-jollof-republic`)).json());
    const total = page.getByTestId('product-total');
    await expect(total.textContent()).resolves.toBe(formatNaira(product.price));
    const button = page.getByRole('button', { name: 'Extras required' });
    expect(await button.isDisabled()).toBe(true);

    const chicken = Number(product.extras.flatMap((e) => e.options).find((o) => o.name === 'Chicken')?.price);
    const zobo = Number(product.extras.flatMap((e) => e.options).find((o) => o.name === 'Zobo')?.price);
    await page.getByRole('checkbox', { name: 'Chicken' }).check();
    await page.getByText(formatNaira(product.price + chicken), { exact: true }).waitFor();
    await page.getByRole('checkbox', { name: 'Zobo' }).check();
    await page.getByText(formatNaira(product.price + chicken + zobo), { exact: true }).waitFor();
    const add = page.getByRole('button', { name: 'Add to cart' });
    expect(await add.isEnabled()).toBe(true);

    // Unticking every extra makes the button wait for one again.
    await page.getByRole('checkbox', { name: 'Chicken' }).uncheck();
    await page.getByRole('checkbox', { name: 'Zobo' }).uncheck();
    await page.getByRole('button', { name: 'Extras required' }).waitFor();
    await expect(total.textContent()).resolves.toBe(formatNaira(product.price));
    await context.close();
  });

  it('shows an unavailable product as Out of Stock on its card and its page', async () => {
    const product = await findProduct((p) => p.isAvailable === false);
    const { context, page } = await openStore(browser);
    await page.goto(`/shop/${product.shop.slug}`);
    const card = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: product.productTitle, exact: true }) });
    const cardButton = card.getByRole('button', { name: 'Out of Stock' });
    expect(await cardButton.isDisabled()).toBe(true);
    await card.getByRole('link').click();
    await page.waitForURL(`**/product-page/${product.slug}`);
    await expect(page.getByTestId('availability').textContent()).resolves.toBe('Out of Stock');
    expect(await page.getByRole('button', { name: 'Out of Stock' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('shows no availability badge when the product does not say', async () => {
    const product = await findProduct((p) => p.isAvailable === undefined && p.extras.length === 0);
    const { context, page } = await openStore(browser);
    await page.goto(`/product-page/${product.slug}`);
    await page.getByRole('heading', { level: 1, name: product.productTitle }).waitFor();
    expect(await page.getByTestId('availability').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add to cart' }).isEnabled()).toBe(true);
    await context.close();
  });
});

describe('shop page', () => {
  it('cuts a long description at 50 characters and toggles Read More / Read Less', async () => {
    const bookShop = await shop('book-shop');
    expect(bookShop.description.length).toBeGreaterThan(50);
    const { context, page } = await openStore(browser);
    await page.goto('/shop/book-shop');
    await page.getByText(`${bookShop.description.slice(0, 50)}...`).waitFor();
    await page.getByRole('button', { name: 'Read More' }).click();
    await page.getByText(bookShop.description).waitFor();
    await page.getByRole('button', { name: 'Read Less' }).click();
    await page.getByText(`${bookShop.description.slice(0, 50)}...`).waitFor();
    await context.close();
  });

  it("offers the book request to the book shop's visitors", async () => {
    const { context, page } = await openStore(browser);
    await page.goto('/shop/book-shop');
    await page.getByRole('link', { name: /Can't find the book you need\?/ }).click();
    await page.waitForURL('**/request-a-book');
    await context.close();
  });

  it('moves through the shop images with arrows and dots that wrap around', async () => {
    const { context, page } = await openStore(browser, DESKTOP);
    await page.goto('/shop/jollof-republic');
    const current = () => page.locator('[aria-label^="Show image"][aria-current="true"]').getAttribute('aria-label');
    // The slide standing at the carousel's left edge: the picture the shopper sees.
    const shown = () =>
      page.evaluate(() => {
        const left = document.querySelector('[aria-roledescription="carousel"]')?.getBoundingClientRect().left ?? Number.NaN;
        const slides = [...document.querySelectorAll('[aria-roledescription="slide"]')];
        return slides.find((slide) => Math.abs(slide.getBoundingClientRect().left - left) < 2)?.getAttribute('aria-label');
      });
    await page.getByRole('button', { name: 'Show image 1' }).waitFor();
    await expect(current()).resolves.toBe('Show image 1');
    // At once, as a quick shopper would: the carousel engine starts after the first paint.
    await page.getByRole('button', { name: 'Previous image' }).click();
    await expect.poll(current).toBe('Show image 3');
    await expect.poll(shown).toBe('3 of 3');
    await page.getByRole('button', { name: 'Next image' }).click();
    await expect.poll(current).toBe('Show image 1');
    await expect.poll(shown).toBe('1 of 3');
    await page.getByRole('button', { name: 'Show image 2' }).click();
    await expect.poll(current).toBe('Show image 2');
    await expect.poll(shown).toBe('2 of 3');
    await context.close();
  });

  // The carousel engine starts with the shopper's first touch (decision 074): that same touch must drag.
  it("turns a product's pictures with the first swipe on a phone and the first drag of a mouse", async () => {
    const product = await findProduct((p) => p.images.length > 1);
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await openStore(browser, viewport);
      await page.goto(`/product-page/${product.slug}`);
      const carousel = page.getByRole('region', { name: `${product.productTitle} images` });
      // Hydrated (the starter's held taps handed over): a swipe before the scripts run is the browser's own scroll.
      await page.waitForFunction((held) => !(held in window), HELD_TAPS);
      const box = await carousel.getByRole('group', { name: `1 of ${product.images.length}` }).boundingBox();
      if (!box) throw new Error('the first picture is not on screen');
      const [from, to, y] = [box.x + box.width * 0.8, box.x + box.width * 0.2, box.y + box.height / 2];
      if (viewport === PHONE) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
        for (let step = 1; step <= 8; step += 1)
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * step) / 8, y }] });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      } else {
        await page.mouse.move(from, y);
        await page.mouse.down();
        await page.mouse.move(to, y, { steps: 8 });
        await page.mouse.up();
      }
      await expect
        .poll(() => page.locator('[aria-label^="Show image"][aria-current="true"]').getAttribute('aria-label'))
        .toBe('Show image 2');
      await context.close();
    }
  });

  it('goes back to where the shopper came from with the back control', async () => {
    const { context, page } = await openStore(browser);
    await page.goto('/Books');
    await page.getByTestId('shop-card').filter({ hasText: 'Book Shop' }).click();
    await page.waitForURL('**/shop/book-shop');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/Books');
    await context.close();
  });

  it('searches the shop, and blank text brings back every product', async () => {
    const bookShop = await shop('book-shop');
    const target = bookShop.products[0];
    if (!target) throw new Error('the book shop has no products');
    const { context, page } = await openStore(browser);
    await page.goto('/shop/book-shop');
    const cards = page.getByTestId('product-card');
    await cards.first().waitFor();
    await expect.poll(() => cards.count()).toBe(bookShop.products.length);
    const box = page.getByRole('searchbox', { name: 'Search Book Shop' });
    await box.fill(target.productTitle);
    await expect.poll(() => cards.count()).toBeLessThan(bookShop.products.length);
    await cards.filter({ hasText: target.productTitle }).first().waitFor();
    await box.fill('zzqqxx');
    await page.getByText('No results found for "zzqqxx"').waitFor();
    await box.fill('   ');
    await expect.poll(() => cards.count()).toBe(bookShop.products.length);
    await context.close();
  });

  it("says 'Shop not found' for an unknown shop", async () => {
    const { context, page } = await openStore(browser);
    await page.goto('/shop/no-such-shop-here');
    await page.getByText('Shop not found', { exact: true }).waitFor();
    await context.close();
  });
});

describe('fallback', () => {
  it('sends /book-shop to /shop/book-shop', async () => {
    const { context, page } = await openStore(browser);
    await page.goto('/book-shop');
    await page.waitForURL('**/shop/book-shop');
    await page.getByRole('heading', { level: 1, name: 'Book Shop' }).waitFor();
    await context.close();
  });

  it('shows the 404 page for a path that is not a shop, with a way home', async () => {
    const { context, page } = await openStore(browser);
    await page.goto('/no-such-thing');
    await page.getByRole('heading', { name: '404 - Page Not Found' }).waitFor();
    await page.getByText('Oops! Looks like this page doesn’t exist.').waitFor();
    await page.getByRole('link', { name: 'Go back home' }).click();
    await page.waitForURL('**/Food');
    await context.close();
  });

  it('checks only the first segment of a deeper unknown path', async () => {
    const { context, page } = await openStore(browser);
    await page.goto('/no-such-thing/at/all');
    await page.getByRole('heading', { name: '404 - Page Not Found' }).waitFor();
    await context.close();
  });
});

describe('on a phone (issue 23)', () => {
  it("shows the signed-in search box's whole placeholder", async () => {
    const { context, page } = await openStoreAs(browser, shopper(14).token, PHONE);
    await page.goto('/Food');
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    const fits = await page.locator('#top-search').evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context2d = document.createElement('canvas').getContext('2d');
      if (!context2d) return false;
      context2d.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context2d.measureText(input.placeholder).width <= room;
    });
    expect(await page.locator('#top-search').getAttribute('placeholder')).toBe('Campus Market');
    expect(fits).toBe(true);
    await context.close();
  });

  it('reaches customer service, call, About, Terms and the social links from the menu and the Account page', async () => {
    const { context, page } = await openStore(browser, PHONE);
    await page.goto('/Food');
    expect(await page.getByRole('contentinfo').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Help' });
    expect(await menu.getByRole('link', { name: 'Customer service' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(await menu.getByRole('link', { name: 'Call us' }).getAttribute('href')).toMatch(/^tel:\+\d+$/);
    for (const name of ['Instagram', 'X', 'Facebook', 'TikTok']) expect(await menu.getByRole('link', { name }).isVisible()).toBe(true);
    await menu.getByRole('link', { name: 'Terms and Policy' }).click();
    await page.waitForURL('**/terms-of-service');
    expect(await menu.count()).toBe(0);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
    const help = page.getByRole('region', { name: 'Help and information' });
    await help.getByRole('link', { name: 'Customer service' }).waitFor();
    await help.getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL('**/about');
    await context.close();
  });

  it('fits the five categories on a 390 px phone, and on a narrower one says the row scrolls', async () => {
    const { context, page } = await openStore(browser, PHONE);
    await page.goto('/Food');
    const row = page.getByRole('navigation', { name: 'Categories' });
    const accessories = row.getByRole('link', { name: 'Accessories' });
    await accessories.waitFor();
    const box = await accessories.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await row.getByRole('button', { name: 'More categories' }).count()).toBe(0);

    await page.setViewportSize({ width: 320, height: 640 });
    const more = row.getByRole('button', { name: 'More categories' });
    await more.waitFor();
    await more.click();
    await row.getByRole('button', { name: 'Previous categories' }).waitFor();
    await expect.poll(async () => ((await accessories.boundingBox())?.x ?? 999) + 60).toBeLessThanOrEqual(320);
    await context.close();
  });
});
