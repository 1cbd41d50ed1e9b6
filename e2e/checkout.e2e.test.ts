import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatKobo, formatNaira, nairaToKobo, type CartResponse, type Shop } from '@campus/contract';
import { DESKTOP, PHONE, baseURL, launchBrowser, openStoreAs, shopper } from './browser';

/**
 * Checkout journeys (issue 6) against the real server with the sandbox provider. They add to the
 * cart through the §7 cart API (POST user/cart/{productId}), so they need the cart branch's API.
 * Shoppers 5–9 belong to these journeys.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const api = (path: string, token: string, init: RequestInit = {}) =>
  fetch(`${baseURL()}/api/v1/${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });

async function shopBySlug(slug: string): Promise<Shop> {
  const res = await fetch(`${baseURL()}/api/v1/shop/slug/${slug}`);
  return (await res.json()) as Shop;
}

/** The first product of a shop that can be added without extras. */
function plainProduct(shop: Shop) {
  const product = shop.products.find((p) => p.isAvailable !== false && p.extras.length === 0);
  if (!product) throw new Error(`no plain product in ${shop.slug}`);
  return product;
}

async function addToCart(token: string, productId: string): Promise<void> {
  const res = await api(`user/cart/${productId}`, token, { method: 'POST', body: '{}' });
  if (!res.ok) throw new Error(`add to cart answered ${res.status}: ${await res.text()}`);
}

async function getCart(token: string): Promise<CartResponse> {
  return (await (await api('user/cart', token)).json()) as CartResponse;
}

const sandboxFrame = (page: Page) => page.frameLocator('iframe[title="Sandbox checkout"]');

describe('checkout with the sandbox provider', () => {
  it('two shops: half delivery for the second, pay in the sandbox, receipt with the total and hall, cart emptied', async () => {
    const me = shopper(5);
    const first = await shopBySlug('book-shop');
    const second = await shopBySlug('page-turners');
    const [a, b] = [plainProduct(first), plainProduct(second)];
    await addToCart(me.token, a._id);
    await addToCart(me.token, a._id);
    await addToCart(me.token, b._id);
    const half = Math.ceil(nairaToKobo(second.deliveryPrice) / 2);
    const total = nairaToKobo(a.price) * 2 + nairaToKobo(b.price) + nairaToKobo(first.deliveryPrice) + half;

    const { context, page } = await openStoreAs(browser, me.token, PHONE);
    await page.goto('/cart');
    await page.getByRole('region', { name: second.name }).getByText(formatKobo(half)).waitFor();
    await page.getByRole('link', { name: 'CHECKOUT' }).click();
    await page.waitForURL('**/checkout');

    await page.getByRole('heading', { name: 'Complete Your Order' }).waitFor();
    const firstShop = page.getByRole('region', { name: first.name });
    await firstShop.getByText(formatNaira(first.deliveryPrice)).waitFor();
    await firstShop.getByText(`2 x ${formatNaira(a.price)}`).waitFor();
    await page.getByRole('region', { name: second.name }).getByText(formatKobo(half)).waitFor();
    expect(await page.getByTestId('checkout-total').textContent()).toBe(formatKobo(total));
    await page.getByText('Secured by Paystack').waitFor();

    await page.getByRole('button', { name: 'Pay Now' }).click();
    const frame = sandboxFrame(page);
    await frame.getByTestId('sandbox-amount').waitFor();
    expect(await frame.getByTestId('sandbox-amount').textContent()).toBe(formatKobo(total));
    await expect(page.getByRole('button', { name: 'Processing...' }).isDisabled()).resolves.toBe(true);
    await frame.getByRole('button', { name: 'Pay', exact: true }).click();

    await page.waitForURL('**/order-success**');
    await page.getByRole('heading', { name: 'Payment Success!' }).waitFor();
    const receipt = page.getByTestId('receipt');
    const text = await receipt.textContent();
    expect(text).toContain(formatKobo(total));
    expect(text).toContain(me.hall);
    expect(text).toContain(me.fullName);
    expect(text).toContain('Paystack');
    expect(text).toMatch(/Shopper5Tester\d{13}-[0-9a-f]{6}/);
    expect((await getCart(me.token)).cart).toEqual([]);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL('**/Food');
    await context.close();
  });

  it('cancel in the sandbox: the cancel message, Pay Now again, the cart untouched', async () => {
    const me = shopper(6);
    await addToCart(me.token, plainProduct(await shopBySlug('book-shop'))._id);
    const { context, page } = await openStoreAs(browser, me.token, DESKTOP);
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await sandboxFrame(page).getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('checkout-error').getByText('Payment was canceled. Please try again.').waitFor();
    await expect(page.getByRole('button', { name: 'Pay Now' }).isEnabled()).resolves.toBe(true);
    expect((await getCart(me.token)).cart).toHaveLength(1);
    await context.close();
  });

  it('a declined card: the payment was declined (not "verification failed") and the busy state ends', async () => {
    const me = shopper(7);
    await addToCart(me.token, plainProduct(await shopBySlug('page-turners'))._id);
    const { context, page } = await openStoreAs(browser, me.token, PHONE);
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await sandboxFrame(page).getByRole('button', { name: 'Decline' }).click();
    const error = page.getByTestId('checkout-error');
    await error.getByText('Your payment was declined. Please try again or use another card.').waitFor();
    expect(await error.textContent()).not.toContain('verification failed');
    await expect(page.getByRole('button', { name: 'Pay Now' }).isEnabled()).resolves.toBe(true);
    expect((await getCart(me.token)).cart).toHaveLength(1);
    await context.close();
  });

  it('closing the page right after Pay still produces the order (webhook): the cart is empty on return', async () => {
    const me = shopper(8);
    await addToCart(me.token, plainProduct(await shopBySlug('book-shop'))._id);
    const { context, page } = await openStoreAs(browser, me.token, PHONE);
    // The tab goes away before its verify call leaves: only the provider's webhook can create the order.
    await page.route('**/api/v1/payment/verify', (route) => route.abort());
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    const frame = sandboxFrame(page);
    const paid = page.waitForResponse((response) => /\/sandbox\/checkout\/[^/]+\/pay$/.test(response.url()));
    await frame.getByRole('button', { name: 'Pay', exact: true }).click();
    expect((await paid).status()).toBe(200);
    await page.close();
    while ((await getCart(me.token)).cart.length > 0) await new Promise((resolve) => setTimeout(resolve, 100));

    const back = await context.newPage();
    await back.goto('/checkout');
    await back.getByText('Cart seems to be empty').waitFor();
    await context.close();
  });
});

describe('receipt and empty states', () => {
  it('/order-success without a stored receipt goes home', async () => {
    const { context, page } = await openStoreAs(browser, shopper(9).token, PHONE);
    await page.goto('/order-success');
    await page.waitForURL('**/Food');
    await context.close();
  });

  it("an empty cart at /checkout says 'Cart seems to be empty' and offers no Pay Now", async () => {
    const { context, page } = await openStoreAs(browser, shopper(9).token, DESKTOP);
    await page.goto('/checkout');
    await page.getByText('Cart seems to be empty').waitFor();
    expect(await page.getByRole('button', { name: 'Pay Now' }).count()).toBe(0);
    await context.close();
  });
});
