import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_NAME, formatKobo, formatNaira, nairaToKobo, type CartResponse, type Product, type Shop } from '@campus/contract';
import { DESKTOP, PHONE, baseURL, launchBrowser, openStore, openStoreAs, shopper } from './browser';

/**
 * Journeys that cross features on the merged store (accounts × catalog × cart × checkout).
 * Shoppers 25–29 belong to these journeys.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function api<T>(token: string, method: string, path: string): Promise<T> {
  const res = await fetch(`${baseURL()}/api/v1/${path}`, { method, headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function shopBySlug(slug: string): Promise<Shop> {
  const res = await fetch(`${baseURL()}/api/v1/shop/slug/${slug}`);
  return (await res.json()) as Shop;
}

/** An available product of the shop, with or without extras. */
function productOf(shop: Shop, withExtras = false): Product {
  const found = shop.products.find((p) => p.isAvailable !== false && p.extras.length > 0 === withExtras);
  if (!found) throw new Error(`no suitable product in ${shop.slug}`);
  return found as Product;
}

const card = (page: Page, product: Product) =>
  page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: product.productTitle, exact: true }) });

/** The cart badge of the top bar (desktop) or of the bottom tabs (phone). */
const badge = (page: Page, viewport: { width: number }) =>
  page.getByRole('navigation', { name: viewport.width < 768 ? 'Main' : 'Account' }).getByTestId('cart-badge');

describe('visitor', () => {
  it("'Add to Cart' on a shop page card opens the sign-in-required modal and adds nothing", async () => {
    const product = productOf(await shopBySlug('book-shop'));
    const { context, page } = await openStore(browser, PHONE);
    const cartWrites: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/user/cart') && r.method() !== 'GET') cartWrites.push(r.url());
    });
    await page.goto('/shop/book-shop');
    await card(page, product).getByRole('button', { name: 'Add to Cart' }).click();
    const modal = page.getByRole('dialog', { name: 'Sign in to continue' });
    await modal.waitFor();
    await modal.getByText('Please log in to add items to your cart and continue shopping').waitFor();
    expect(await modal.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    expect(await card(page, product).getByRole('button', { name: 'Add to Cart' }).isEnabled()).toBe(true);
    expect(await page.getByTestId('cart-badge').count()).toBe(0);
    expect(cartWrites).toEqual([]);
    await context.close();
  });
});

describe('visitor signing in from the sign-in dialog', () => {
  it('returns to the product they were adding, not to the home page (issue 23)', async () => {
    const product = productOf(await shopBySlug('book-shop'));
    const me = shopper(26);
    const { context, page } = await openStore(browser, PHONE);
    const productPath = `/product-page/${encodeURIComponent(product.slug)}`;
    await page.goto(productPath);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const modal = page.getByRole('dialog', { name: 'Sign in to continue' });
    await modal.getByRole('link', { name: 'Log In' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Phone Number').fill(me.phone);
    await page.getByLabel('Password', { exact: true }).fill(me.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Welcome back!').waitFor();
    await page.waitForURL((url) => url.pathname === productPath);
    await page.getByRole('heading', { name: product.productTitle }).first().waitFor();
    await context.close();
  });
});

describe('signed-in shopper on shop pages', () => {
  for (const [n, viewport, name] of [
    [25, DESKTOP, 'top bar (desktop)'],
    [26, PHONE, 'bottom tabs (phone)'],
  ] as const) {
    it(`a card add shows the toast, turns the button to 'In Cart' and counts in the ${name} badge; a second shop makes 2`, async () => {
      const me = shopper(n);
      await api(me.token, 'DELETE', 'user/carts');
      const first = productOf(await shopBySlug('mama-titis-kitchen'));
      const second = productOf(await shopBySlug('suya-spot'));
      const { context, page } = await openStoreAs(browser, me.token, viewport);
      const loaded = page.waitForResponse((r) => r.url().endsWith('/api/v1/user/cart') && r.request().method() === 'GET');
      await page.goto('/shop/mama-titis-kitchen');
      expect((await loaded).status()).toBe(200);
      // From here on the cart is never fetched again: the badge can only count from the add answers.
      await page.route('**/api/v1/user/cart', (route) => route.abort());

      await card(page, first).getByRole('button', { name: 'Add to Cart' }).click();
      await page.getByText('Item added to cart').waitFor();
      const inCart = card(page, first).getByRole('button', { name: 'In Cart' });
      await inCart.waitFor();
      expect(await inCart.isDisabled()).toBe(true);
      await badge(page, viewport).filter({ hasText: /^1$/ }).waitFor();

      // Another shop of the category, reached inside the store (no page load). On a phone the
      // top-centre toast can lie over the store name, so the link is followed from the keyboard.
      await page.getByRole('link', { name: STORE_NAME, exact: true }).press('Enter');
      await page.waitForURL((url) => url.pathname === '/Food');
      await page.getByTestId('shop-card').filter({ hasText: 'Suya Spot' }).click();
      await page.waitForURL('**/shop/suya-spot');
      await card(page, second).getByRole('button', { name: 'Add to Cart' }).click();
      await card(page, second).getByRole('button', { name: 'In Cart' }).waitFor();
      await badge(page, viewport).filter({ hasText: /^2$/ }).waitFor();
      expect(await card(page, second).getByRole('button', { name: 'In Cart' }).isDisabled()).toBe(true);
      await page.unroute('**/api/v1/user/cart');
      expect((await api<CartResponse>(me.token, 'GET', 'user/cart')).cart.map((i) => [i.product._id, i.qty])).toEqual([
        [first._id, 1],
        [second._id, 1],
      ]);
      await context.close();
    });
  }
});

describe('product page with extras', () => {
  it("Extras required → an extra changes the total → added, then removed by the same button; the cart shows the extra at the server's price", async () => {
    const me = shopper(27);
    await api(me.token, 'DELETE', 'user/carts');
    const product = productOf(await shopBySlug('jollof-republic'), true);
    const option = product.extras.flatMap((e) => e.options)[0];
    if (!option) throw new Error('no extra option');
    const { context, page } = await openStoreAs(browser, me.token, DESKTOP);
    await page.goto(`/product-page/${product.slug}`);
    await page.getByRole('heading', { level: 1, name: product.productTitle }).waitFor();
    const total = page.getByTestId('product-total');
    await expect(total.textContent()).resolves.toBe(formatNaira(product.price));
    expect(await page.getByRole('button', { name: 'Extras required' }).isDisabled()).toBe(true);

    await page.getByRole('checkbox', { name: option.name }).check();
    const withExtra = product.price + Number(option.price);
    await total.filter({ hasText: formatNaira(withExtra) }).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Added to cart!').waitFor();
    const added = page.getByRole('button', { name: 'Added to cart' });
    await added.waitFor();
    await badge(page, DESKTOP).filter({ hasText: /^1$/ }).waitFor();

    await added.click();
    await page.getByText('Removed from cart!').waitFor();
    expect((await api<CartResponse>(me.token, 'GET', 'user/cart')).cart).toEqual([]);
    await expect.poll(() => badge(page, DESKTOP).count()).toBe(0);

    // Added again, it reaches the cart page with the extra by name and the server's price.
    await page.getByRole('checkbox', { name: option.name }).setChecked(true);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('button', { name: 'Added to cart' }).waitFor();
    const server = (await api<CartResponse>(me.token, 'GET', 'user/cart')).cart;
    expect(server).toHaveLength(1);
    expect(server[0]?.condiments.map((c) => c.name)).toEqual([option.name]);
    expect(server[0]?.totalPrice).toBe(withExtra);

    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Cart', exact: true }).click();
    await page.waitForURL('**/cart');
    const line = page.getByTestId('cart-item').filter({ hasText: product.productTitle });
    await line.getByText(option.name, { exact: true }).waitFor();
    expect(await line.getByTestId('cart-item-total').textContent()).toBe(formatNaira(server[0]?.totalPrice ?? NaN));
    await context.close();
  });
});

describe('full purchase through the UI', () => {
  it('signs in at /login, adds from two shops, pays half delivery for the second, pays in the sandbox and sees the receipt; the badge is gone', async () => {
    const me = shopper(28);
    await api(me.token, 'DELETE', 'user/carts');
    const firstShop = await shopBySlug('book-shop');
    const secondShop = await shopBySlug('page-turners');
    const [a, b] = [productOf(firstShop), productOf(secondShop)];
    const half = Math.ceil(nairaToKobo(secondShop.deliveryPrice) / 2);
    const total = nairaToKobo(a.price) + nairaToKobo(b.price) + nairaToKobo(firstShop.deliveryPrice) + half;

    const { context, page } = await openStore(browser, PHONE);
    await page.goto('/login');
    await page.getByLabel('Phone Number').fill(me.phone);
    await page.getByLabel('Password', { exact: true }).fill(me.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Welcome back!').waitFor();
    await page.waitForURL((url) => url.pathname === '/Food');

    await page.goto('/shop/book-shop');
    await card(page, a).getByRole('button', { name: 'Add to Cart' }).click();
    await card(page, a).getByRole('button', { name: 'In Cart' }).waitFor();
    await page.goto('/shop/page-turners');
    await card(page, b).getByRole('button', { name: 'Add to Cart' }).click();
    await card(page, b).getByRole('button', { name: 'In Cart' }).waitFor();
    await badge(page, PHONE).filter({ hasText: /^2$/ }).waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Cart/ }).click();
    await page.waitForURL('**/cart');
    await page.getByRole('region', { name: firstShop.name }).getByText(formatNaira(firstShop.deliveryPrice)).waitFor();
    await page.getByRole('region', { name: secondShop.name }).getByText(formatKobo(half)).waitFor();
    expect(await page.getByTestId('summary-total').textContent()).toBe(formatKobo(total));

    await page.getByRole('link', { name: 'CHECKOUT' }).click();
    await page.waitForURL('**/checkout');
    await page.getByRole('heading', { name: 'Complete Your Order' }).waitFor();
    expect(await page.getByTestId('checkout-total').textContent()).toBe(formatKobo(total));
    await page.getByRole('button', { name: 'Pay Now' }).click();
    const frame = page.frameLocator('iframe[title="Sandbox checkout"]');
    await frame
      .getByTestId('sandbox-amount')
      .filter({ hasText: formatKobo(total) })
      .waitFor();
    await frame.getByRole('button', { name: 'Pay', exact: true }).click();

    await page.waitForURL('**/order-success**');
    await page.getByRole('heading', { name: 'Payment Success!' }).waitFor();
    const receipt = await page.getByTestId('receipt').textContent();
    expect(receipt).toContain(formatKobo(total));
    expect(receipt).toContain(me.hall);
    const tabs = page.getByRole('navigation', { name: 'Main' });
    await tabs.getByRole('link', { name: /Cart/ }).waitFor();
    await expect.poll(() => tabs.getByTestId('cart-badge').count()).toBe(0);
    expect((await api<CartResponse>(me.token, 'GET', 'user/cart')).cart).toEqual([]);
    await context.close();
  });
});

describe('two accounts in one tab', () => {
  it("logging out hides the cart badge and the next account sees its own cart, not the last one's", async () => {
    const me = shopper(29);
    await api(me.token, 'DELETE', 'user/carts');
    const product = productOf(await shopBySlug('suya-spot'));
    await api(me.token, 'POST', `user/cart/${product._id}`);
    const unique = Date.now().toString().slice(-7);
    const next = {
      fullName: 'Tobi Adeyemi',
      email: `tobi${unique}@e2e.test`,
      phone_number: `0815${unique}`,
      hall: 'Bethel',
      password: 'Tobi@2026',
    };
    const signedUp = await fetch(`${baseURL()}/api/v1/user/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(next),
    });
    expect(signedUp.status).toBeLessThan(300);

    const { context, page } = await openStoreAs(browser, me.token, DESKTOP);
    await page.goto('/shop/suya-spot');
    await card(page, product).getByRole('button', { name: 'In Cart' }).waitFor();
    await badge(page, DESKTOP).filter({ hasText: /^1$/ }).waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Logged out successfully.').waitFor();
    await page.waitForURL('**/login');
    // Logout revoked the token on the server (issue 18): a copy of it no longer works.
    expect((await fetch(`${baseURL()}/api/v1/user/profile`, { headers: { authorization: `Bearer ${me.token}` } })).status).toBe(401);
    expect(await page.getByTestId('cart-badge').count()).toBe(0);

    await page.getByLabel('Phone Number').fill(next.phone_number);
    await page.getByLabel('Password', { exact: true }).fill(next.password);
    const theirCart = page.waitForResponse((r) => r.url().endsWith('/api/v1/user/cart') && r.request().method() === 'GET');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/Food');
    expect(((await (await theirCart).json()) as CartResponse).cart).toEqual([]);
    await page.getByTestId('shop-card').filter({ hasText: 'Suya Spot' }).click();
    await page.waitForURL('**/shop/suya-spot');
    await card(page, product).getByRole('button', { name: 'Add to Cart' }).waitFor();
    expect(await page.getByTestId('cart-badge').count()).toBe(0);
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Cart', exact: true }).click();
    await page.getByText('Oops! It looks like your cart is empty.').waitFor();
    await context.close();
  });
});
