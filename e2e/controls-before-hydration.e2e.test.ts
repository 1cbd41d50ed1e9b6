import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema, formatNaira, productSchema } from '@campus/contract';
import { PHONE, holdScripts, launchBrowser, openStore, openStoreAs, shopper } from './browser';
import { apiJson } from './paid-order';

/**
 * A server-rendered page works before its scripts have run (decision 050): what the shopper does to its
 * controls then must be what React holds once they have (decision 068).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PRODUCT = 'jollof-rice-jollof-republic';

/** Resolves once React has hydrated the page: the top bar's account link renders only then (hidden on a phone). */
const hydrated = (page: Page) => page.locator('nav[aria-label="Account"] a[href="/signup"]').waitFor({ state: 'attached' });

describe('controls used before the scripts run', () => {
  it('an extra ticked before the scripts run is in the cart line, at the server price', async () => {
    const me = shopper(12);
    const product = productSchema.parse(await apiJson(`product/slug/${PRODUCT}`));
    const extra = product.extras.flatMap((group) => group.options)[0];
    if (!extra) throw new Error(`${PRODUCT} has no extras`);
    await apiJson('user/carts', { method: 'DELETE', token: me.token });

    const { context, page } = await openStoreAs(browser, me.token, PHONE);
    const release = await holdScripts(page);
    await page.goto(`/product-page/${PRODUCT}`, { waitUntil: 'commit' });
    const box = page.getByRole('checkbox', { name: extra.name });
    await box.check();
    release();
    // Hydrated: the signed-in shopper's logout button renders only then.
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    expect(await box.isChecked()).toBe(true);
    const total = product.price + Number(extra.price);
    await expect.poll(() => page.getByTestId('product-total').textContent()).toBe(formatNaira(total));

    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('button', { name: 'Added to cart' }).waitFor();
    const { cart } = cartResponseSchema.parse(await apiJson('user/cart', { token: me.token }));
    const line = cart.find((item) => item.product._id === product._id);
    expect(line?.condiments).toEqual([{ name: extra.name, price: Number(extra.price) }]);
    expect(line?.unitPrice).toBe(total);
    await context.close();
  });

  it('an extra ticked and unticked again before the scripts run is not in the total', async () => {
    const product = productSchema.parse(await apiJson(`product/slug/${PRODUCT}`));
    const [first, second] = product.extras.flatMap((group) => group.options);
    if (!first || !second) throw new Error(`${PRODUCT} needs two extras`);
    const { context, page } = await openStore(browser, PHONE);
    const release = await holdScripts(page);
    await page.goto(`/product-page/${PRODUCT}`, { waitUntil: 'commit' });
    await page.getByRole('checkbox', { name: first.name }).check();
    await page.getByRole('checkbox', { name: second.name }).check();
    await page.getByRole('checkbox', { name: first.name }).uncheck();
    release();
    await expect.poll(() => page.getByTestId('product-total').textContent()).toBe(formatNaira(product.price + Number(second.price)));
    // After hydration the boxes and the total move together.
    await page.getByRole('checkbox', { name: second.name }).uncheck();
    await expect.poll(() => page.getByTestId('product-total').textContent()).toBe(formatNaira(product.price));
    await context.close();
  });

  it('a search edited on the results page before the scripts run searches the edited text', async () => {
    const { context, page } = await openStore(browser, PHONE);
    const release = await holdScripts(page);
    await page.goto('/search/jollof', { waitUntil: 'commit' });
    await page.getByRole('combobox', { name: 'Search products' }).fill('suya');
    // Pressed before hydration: held by the page's starter (decision 069), not sent natively (which reloaded the old search).
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    release();
    await page.waitForURL('**/search/suya');
    await page.getByRole('heading', { name: 'Search Results for "suya"' }).waitFor();
    await context.close();
  });

  it("what a shopper types into the top bar's search before the scripts run is searched on Enter once they have", async () => {
    const { context, page } = await openStore(browser, PHONE);
    const release = await holdScripts(page);
    await page.goto(`/product-page/${PRODUCT}`, { waitUntil: 'commit' });
    const box = page.getByRole('searchbox', { name: 'Search products' });
    await box.fill('suya');
    release();
    await hydrated(page);
    await box.press('Enter');
    await page.waitForURL('**/search/suya');
    await context.close();
  });

  it('an Add to Cart tapped (twice) before the scripts run adds the product once they have, once', async () => {
    const me = shopper(13);
    await apiJson('user/carts', { method: 'DELETE', token: me.token });
    const bookShop = (await apiJson('shop/slug/book-shop')) as { products: { _id: string; productTitle: string }[] };
    const { context, page } = await openStoreAs(browser, me.token, PHONE);
    const release = await holdScripts(page);
    await page.goto('/shop/book-shop', { waitUntil: 'commit' });
    const card = page
      .getByTestId('product-card')
      .filter({ has: page.getByRole('button', { name: 'Add to Cart' }) })
      .first();
    const add = card.getByRole('button', { name: 'Add to Cart' });
    const title = await card.getByRole('heading').textContent();
    await add.click();
    await add.click();
    release();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await expect
      .poll(async () => cartResponseSchema.parse(await apiJson('user/cart', { token: me.token })).cart.map((line) => line.qty))
      .toEqual([1]);
    const { cart } = cartResponseSchema.parse(await apiJson('user/cart', { token: me.token }));
    expect(bookShop.products.find((product) => product._id === cart[0]!.product._id)?.productTitle).toBe(title);
    await context.close();
  });
});
