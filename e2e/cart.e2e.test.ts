import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartResponse, Shop } from '@campus/contract';
import { DESKTOP, PHONE, baseURL, launchBrowser, openStore, openStoreAs, shopper } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseURL()}/api/v1/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function shop(slug: string): Promise<Shop> {
  const res = await fetch(`${baseURL()}/api/v1/shop/slug/${slug}`);
  return (await res.json()) as Shop;
}

/** An available product of the shop, without extras unless asked. */
async function productOf(slug: string, withExtras = false) {
  const found = (await shop(slug)).products.find((p) => p.isAvailable !== false && p.extras.length > 0 === withExtras);
  if (!found) throw new Error(`no suitable product in ${slug}`);
  return found;
}

/** A fresh cart holding the given products, added through the API in this order. */
async function cartWith(token: string, productIds: string[]): Promise<CartResponse> {
  let cart = await api<CartResponse>(token, 'DELETE', 'user/carts');
  for (const id of productIds) cart = await api<CartResponse>(token, 'POST', `user/cart/${id}`);
  return cart;
}

const qtyText = (page: Page, title: string) => page.getByTestId('cart-item').filter({ hasText: title }).getByTestId('cart-item-qty');

describe('cart page', () => {
  it('groups lines per shop in the order they were added, the second shop paying half delivery; the badge counts items', async () => {
    const { token } = shopper(0);
    const first = await productOf('mama-titis-kitchen');
    const second = await productOf('suya-spot');
    await cartWith(token, [first._id, second._id]);
    const { context, page } = await openStoreAs(browser, token, PHONE);
    const calls: string[] = [];
    const events: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/api/v1/')) calls.push(`${r.method()} ${pathname}`);
      if (pathname === '/api/v1/user/cart') events.push('cart asked');
    });
    page.on('response', (r) => {
      if (/\/assets\/index-[^/]+\.js$/.test(r.url())) events.push('store script arrived');
    });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) refused.push(message.text());
    });
    // As on a slow phone network, the store's scripts arrive well after the page itself.
    await page.route(/\/assets\/(index|cart-page)-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.goto('/cart');
    await page.getByTestId('cart-shop').first().waitFor();
    await page.waitForLoadState('networkidle');
    // A first visit asks once for each. The page itself starts the cart call (decision 019), before
    // the scripts arrive; the page and the badge read that answer. The CSP lets that script run.
    expect(calls.filter((call) => call === 'GET /api/v1/user/cart')).toHaveLength(1);
    expect(calls.filter((call) => call === 'GET /api/v1/config')).toHaveLength(1);
    expect(events).toEqual(['cart asked', 'store script arrived']);
    expect(refused).toEqual([]);
    const groups = page.getByTestId('cart-shop');
    expect(await groups.count()).toBe(2);
    expect(await groups.nth(0).getByRole('heading').textContent()).toBe("Mama Titi's Kitchen");
    expect(await groups.nth(0).getByTestId('cart-shop-delivery').textContent()).toBe('Delivery: ₦500.00');
    expect(await groups.nth(1).getByRole('heading').textContent()).toBe('Suya Spot');
    expect(await groups.nth(1).getByTestId('cart-shop-delivery').textContent()).toBe('Delivery: ₦150.00');
    expect(await page.getByTestId('summary-delivery').textContent()).toBe('₦650.00');
    const subtotal = first.price + second.price;
    expect(await page.getByTestId('summary-total').textContent()).toBe(`₦${(subtotal + 650).toLocaleString('en-US')}.00`);
    expect(await page.getByRole('navigation', { name: 'Main' }).getByTestId('cart-badge').textContent()).toBe('2');
    expect(await page.getByRole('link', { name: 'CHECKOUT' }).getAttribute('href')).toBe('/checkout');
    await context.close();
  });

  it('plus and minus change the line at once and on the server; removing a line updates the badge', async () => {
    const { token } = shopper(1);
    const product = await productOf('jollof-republic');
    const other = await productOf('book-shop');
    await cartWith(token, [product._id, other._id]);
    const { context, page } = await openStoreAs(browser, token, DESKTOP);
    await page.goto('/cart');
    const badge = page.getByRole('navigation', { name: 'Account' }).getByTestId('cart-badge');
    await badge.filter({ hasText: '2' }).waitFor();

    const answered = page.waitForResponse((r) => r.url().endsWith(`/user/cart/${product._id}`) && r.request().method() === 'POST');
    await page.getByRole('button', { name: `Increase ${product.productTitle}` }).click();
    await qtyText(page, product.productTitle).filter({ hasText: /^2$/ }).waitFor();
    expect((await answered).status()).toBe(200);
    await page.getByText('Added Item to cart!').waitFor();
    const line = page.getByTestId('cart-item').filter({ hasText: product.productTitle });
    await line
      .getByTestId('cart-item-total')
      .filter({ hasText: `₦${(product.price * 2).toLocaleString('en-US')}.00` })
      .waitFor();
    expect((await api<CartResponse>(token, 'GET', 'user/cart')).cart.find((i) => i._id === product._id)?.qty).toBe(2);

    await page.getByRole('button', { name: `Decrease ${product.productTitle}` }).click();
    await qtyText(page, product.productTitle).filter({ hasText: /^1$/ }).waitFor();
    await page.getByText('Item quantity decreased').waitFor();

    await page.getByRole('button', { name: `Remove ${other.productTitle}` }).click();
    await page.getByText('Item removed from cart!').waitFor();
    expect(await page.getByTestId('cart-shop').count()).toBe(1);
    await badge.filter({ hasText: '1' }).waitFor();
    expect((await api<CartResponse>(token, 'GET', 'user/cart')).cart.map((i) => i._id)).toEqual([product._id]);
    await context.close();
  });

  it('shows a change before the server answers, keeps the buttons disabled meanwhile, and rolls back on failure', async () => {
    const { token } = shopper(2);
    const product = await productOf('suya-spot');
    await cartWith(token, [product._id]);
    const { context, page } = await openStoreAs(browser, token, PHONE);
    await page.goto('/cart');
    await qtyText(page, product.productTitle).filter({ hasText: /^1$/ }).waitFor();
    const totalBefore = await page.getByTestId('summary-total').textContent();

    // Hold every cart change in the network until released, then fail it as a broken server would.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let intercepted = 0;
    await page.route('**/api/v1/user/cart**', async (route: Route) => {
      if (route.request().method() === 'GET') return route.continue();
      intercepted += 1;
      await released;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Something went wrong on our side. Please try again.' }),
      });
    });

    const plus = page.getByRole('button', { name: `Increase ${product.productTitle}` });
    const minus = page.getByRole('button', { name: `Decrease ${product.productTitle}` });
    await plus.click();
    await qtyText(page, product.productTitle).filter({ hasText: /^2$/ }).waitFor();
    expect(await plus.isDisabled()).toBe(true);
    expect(await minus.isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'CHECKOUT' }).getAttribute('aria-disabled')).toBe('true');

    release();
    await page.getByText('Failed to update cart quantity.').waitFor();
    await qtyText(page, product.productTitle).filter({ hasText: /^1$/ }).waitFor();
    expect(await page.getByTestId('summary-total').textContent()).toBe(totalBefore);
    expect(await plus.isDisabled()).toBe(false);
    expect(intercepted).toBe(1);

    // A failed removal puts the line back too.
    await page.getByRole('button', { name: `Remove ${product.productTitle}` }).click();
    await page.getByText('Failed to remove item.').waitFor();
    await qtyText(page, product.productTitle).filter({ hasText: /^1$/ }).waitFor();
    expect((await api<CartResponse>(token, 'GET', 'user/cart')).cart.map((i) => [i._id, i.qty])).toEqual([[product._id, 1]]);
    await context.close();
  });

  it('shows a product with extras at its server price, whatever price the client sent', async () => {
    const { token } = shopper(4);
    const product = await productOf('jollof-republic', true);
    const [a, b] = product.extras.flatMap((e) => e.options);
    if (!a || !b) throw new Error('need two options');
    await api(token, 'DELETE', 'user/carts');
    await api(token, 'POST', `user/cart/${product._id}`, {
      condiments: [
        { name: a.name, price: 0 },
        { name: b.name, price: 1 },
      ],
    });
    const { context, page } = await openStoreAs(browser, token, DESKTOP);
    await page.goto('/cart');
    const line = page.getByTestId('cart-item').filter({ hasText: product.productTitle });
    await line.getByText(`${a.name}, ${b.name}`).waitFor();
    const unit = product.price + Number(a.price) + Number(b.price);
    expect(await line.getByTestId('cart-item-total').textContent()).toBe(`₦${unit.toLocaleString('en-US')}.00`);
    await context.close();
  });

  it('empty cart: the message, a way back to the shops, CHECKOUT greyed out with the hint; clearing empties it', async () => {
    const { token } = shopper(3);
    await cartWith(token, [(await productOf('book-shop'))._id]);
    const { context, page } = await openStoreAs(browser, token, PHONE);
    await page.goto('/cart');
    await page.getByTestId('cart-item').first().waitFor();
    // Clearing asks first: "Keep items" keeps them, "Yes, clear cart" empties the cart.
    await page.getByRole('button', { name: 'Clear cart' }).click();
    await page.getByText('Remove all 1 item from your cart?').waitFor();
    await page.getByRole('button', { name: 'Keep items' }).click();
    expect(await page.getByTestId('cart-item').count()).toBe(1);
    expect((await api<CartResponse>(token, 'GET', 'user/cart')).cart).toHaveLength(1);
    await page.getByRole('button', { name: 'Clear cart' }).click();
    await page.getByRole('button', { name: 'Yes, clear cart' }).click();
    await page.getByText('Oops! It looks like your cart is empty.').waitFor();
    await page.getByText('Cart cleared!').waitFor();
    expect((await api<CartResponse>(token, 'GET', 'user/cart')).cart).toEqual([]);
    expect(await page.getByRole('navigation', { name: 'Main' }).getByTestId('cart-badge').count()).toBe(0);

    const checkout = page.getByRole('link', { name: 'CHECKOUT' });
    expect(await checkout.getAttribute('aria-disabled')).toBe('true');
    expect(await checkout.getAttribute('href')).toBeNull();
    await checkout.click({ force: true });
    expect(new URL(page.url()).pathname).toBe('/cart');
    await page.getByText('Add to your cart to proceed with checkout').waitFor();
    expect(await page.getByTestId('summary-total').textContent()).toBe('₦0.00');

    await page.getByRole('link', { name: 'Start adding products' }).click();
    await page.waitForURL('**/Food');
    await context.close();
  });

  it('asks a visitor to log in instead of showing a cart', async () => {
    const { context, page } = await openStore(browser, PHONE);
    const cartCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/user/cart')) cartCalls.push(r.url());
    });
    await page.goto('/cart');
    // §2/§7: without a token the sign-in-required modal opens over the cart page.
    const modal = page.getByRole('dialog', { name: 'Sign in to continue' });
    await modal.waitFor();
    expect(await modal.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    expect(await modal.getByRole('link', { name: 'Create Account' }).getAttribute('href')).toBe('/signup');
    await page.keyboard.press('Escape');
    await page.getByText('Log in to see your cart.').waitFor();
    expect(await page.getByRole('link', { name: 'CHECKOUT' }).getAttribute('aria-disabled')).toBe('true');
    expect(cartCalls).toEqual([]);
    await context.close();
  });

  it('an expired stored session: the page asks for no cart, not even before its scripts run', async () => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const expired = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'x', exp: Math.floor(Date.now() / 1000) - 60, fullName: 'Old Session' })}.c2lnbmF0dXJl`;
    const { context, page } = await openStoreAs(browser, expired, PHONE);
    const cartCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/user/cart')) cartCalls.push(r.url());
    });
    await page.goto('/cart');
    await page.getByText('Session expired. Please log in again.').waitFor();
    await page.waitForLoadState('networkidle');
    expect(cartCalls).toEqual([]);
    await context.close();
  });
});
