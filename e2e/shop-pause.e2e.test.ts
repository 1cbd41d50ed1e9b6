import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { categoryPath, type MyRoles, type OrderDetail, type OrdersPage, type Shop } from '@campus/contract';
import { baseURL, launchBrowser, openStore, openStoreAs, shopper } from './browser';

const operator = () => inject('operator');

/**
 * Open, closed and paused everywhere (issue 36 item 5): a demo owner pauses new orders from the console
 * with a reason; the category card, the shop page, the product page and the cart say so, and checkout
 * says why it is blocked. Demo owner 29 runs a shop no other journey uses; shopper 33 is this journey's.
 * Everything is put back at the end. SCREENSHOT_DIR keeps phone and desktop pictures of each screen.
 */
const OWNER_NUMBER = 29;
const PHONE_VIEW = { width: 390, height: 844 } as const;
const DESKTOP_VIEW = { width: 1280, height: 800 } as const;
const SHOTS = process.env.SCREENSHOT_DIR;
const REASON = 'Out of gas, back soon';
let browser: Browser;
let ownerToken = '';
let shop: Shop;

const api = (token: string, path: string, init: RequestInit = {}) =>
  fetch(`${baseURL()}/api/v1/${path}`, {
    ...init,
    // A DELETE has no body: a JSON content type without one is refused.
    headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
  });

async function settled(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

beforeAll(async () => {
  browser = await launchBrowser();
  const phone = `0803000${String(OWNER_NUMBER).padStart(4, '0')}`;
  const signIn = await fetch(`${baseURL()}/api/v1/user/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone_number: phone, password: 'Owner@2024' }),
  });
  if (!signIn.ok) throw new Error(`demo owner ${phone} could not sign in: ${signIn.status}`);
  ownerToken = ((await signIn.json()) as { token: string }).token;
  const roles = (await (await api(ownerToken, 'me/roles')).json()) as MyRoles;
  shop = (await (await fetch(`${baseURL()}/api/v1/shop/slug/${roles.shops[0]!.slug}`)).json()) as Shop;
  // The shopper's cart holds one of the shop's products from before the pause.
  const product = shop.products.find((p) => p.isAvailable !== false && p.extras.length === 0)!;
  await api(shopper(34).token, 'user/cart/clear', { method: 'DELETE' });
  const added = await api(shopper(34).token, `user/cart/${product._id}`, { method: 'POST', body: '{}' });
  if (!added.ok) throw new Error(`the shopper could not add ${product.productTitle}: ${added.status}`);
  // The server renders and keeps these pages now, open: the pause must not be served from what it kept.
  for (const path of storefrontPaths()) {
    const html = await (await fetch(`${baseURL()}${path}`)).text();
    if (html.includes('Paused')) throw new Error(`${path} says Paused before the pause`);
  }
});

const storefrontPaths = () => [categoryPath(shop.category.name), `/shop/${shop.slug}`, `/product-page/${shop.products[0]!.slug}`];

afterAll(async () => {
  await api(operator().token, 'admin/delivery-times', { method: 'PUT', body: JSON.stringify({ hall: shopper(34).hall, minutes: null }) });
  await api(ownerToken, `seller/shops/${shop.slug}/pause`, { method: 'DELETE' });
  await api(ownerToken, `seller/shops/${shop.slug}/open`, { method: 'PUT', body: '{"isOpen":true}' });
  await api(shopper(34).token, 'user/cart/clear', { method: 'DELETE' });
  await browser?.close();
});

describe('open, closed and paused everywhere', () => {
  it('the owner pauses new orders for 30 minutes with a reason from the console', async () => {
    for (const [view, size] of [
      ['phone', PHONE_VIEW],
      ['desktop', DESKTOP_VIEW],
    ] as const) {
      const { context, page } = await openStoreAs(browser, ownerToken, size);
      await page.goto(`/seller/${shop.slug}/profile`);
      const control = page.getByTestId('pause-control');
      await control.waitFor();
      if (view === 'phone') {
        await page.getByLabel('Reason shoppers see (optional)').fill(REASON);
        await control.scrollIntoViewIfNeeded();
        await shoot(page, `console-pause-${view}-before`);
        await control.getByRole('button', { name: '30 min' }).click();
      }
      await expect
        .poll(() => page.getByTestId('pause-state').textContent())
        .toMatch(new RegExp(`^Shoppers see: Paused · back at \\d\\d:\\d\\d — ${REASON}$`));
      await control.getByRole('button', { name: 'Reopen now' }).waitFor();
      await control.scrollIntoViewIfNeeded();
      await shoot(page, `console-pause-${view}`);
      await context.close();
    }
  });

  it('the category card, the shop page and the product page say "Paused · back at …" with the reason', async () => {
    const product = shop.products[0]!;
    // The server's HTML, kept open before the pause, now says so (the pause dropped what was kept), and hydration
    // meets it (the render's moment is the clock until hydrated).
    for (const path of storefrontPaths()) {
      const html = await (await fetch(`${baseURL()}${path}`)).text();
      expect(html, path).toMatch(/Paused · back at \d\d:\d\d/);
    }
    for (const [view, size] of [
      ['phone', PHONE_VIEW],
      ['desktop', DESKTOP_VIEW],
    ] as const) {
      const { context, page } = await openStore(browser, size);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(categoryPath(shop.category.name));
      const card = page.getByTestId('shop-card').filter({ hasText: shop.name.slice(0, 12) });
      await expect.poll(() => card.getByTestId('shop-status').textContent()).toMatch(/^Paused · back at \d\d:\d\d$/);
      await card.scrollIntoViewIfNeeded();
      await shoot(page, `category-card-${view}`);

      await page.goto(`/shop/${shop.slug}`);
      await expect
        .poll(() => page.getByTestId('shop-closed').textContent())
        .toMatch(new RegExp(`^Paused · back at \\d\\d:\\d\\d — ${REASON}$`));
      await expect.poll(() => page.getByTestId('shop-plan').textContent()).toMatch(/^About \d+–\d+ min$/);
      await shoot(page, `shop-page-${view}`);

      await page.goto(`/product-page/${product.slug}`);
      await expect.poll(() => page.getByTestId('shop-closed').textContent()).toMatch(new RegExp(`^${shop.name}: Paused · back at`));
      await shoot(page, `product-page-${view}`);
      await page.waitForLoadState('networkidle');

      // Search results carry each product's own shop status.
      await page.goto(`/search/${encodeURIComponent(product.productTitle)}`);
      const hit = page.getByTestId('product-card').filter({ hasText: shop.name });
      await expect.poll(() => hit.first().getByTestId('shop-status').textContent()).toMatch(/^Paused · back at \d\d:\d\d$/);
      expect(await hit.first().getByRole('button', { name: 'Paused' }).isDisabled()).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('the cart flags the paused shop and the blocked checkout button says why', async () => {
    for (const [view, size] of [
      ['phone', PHONE_VIEW],
      ['desktop', DESKTOP_VIEW],
    ] as const) {
      const { context, page } = await openStoreAs(browser, shopper(34).token, size);
      await page.goto('/cart');
      const group = page.getByTestId('cart-shop').filter({ hasText: shop.name });
      await expect.poll(() => group.getByTestId('shop-status').textContent()).toMatch(/^Paused · back at \d\d:\d\d$/);
      await group.getByTestId('cart-shop-unavailable').waitFor();
      const blocked = page.getByTestId('checkout-blocked');
      await expect
        .poll(() => blocked.textContent())
        .toMatch(
          new RegExp(
            `^${shop.name} has paused new orders \\(back at \\d\\d:\\d\\d: ${REASON}\\)\\. Remove its items from your cart to continue\\.$`,
          ),
        );
      const checkout = page.getByRole('link', { name: 'CHECKOUT' });
      expect(await checkout.getAttribute('aria-disabled')).toBe('true');
      expect(await checkout.getAttribute('aria-describedby')).toBe('checkout-blocked');
      await shoot(page, `cart-paused-${view}`);
      await context.close();
    }
  });

  it('a closed shop shows "Closed" on its card, page and in the cart once reopened from the pause', async () => {
    expect((await api(ownerToken, `seller/shops/${shop.slug}/pause`, { method: 'DELETE' })).ok).toBe(true);
    expect((await api(ownerToken, `seller/shops/${shop.slug}/open`, { method: 'PUT', body: '{"isOpen":false}' })).ok).toBe(true);
    const { context, page } = await openStoreAs(browser, shopper(34).token, PHONE_VIEW);
    await page.goto(categoryPath(shop.category.name));
    const card = page.getByTestId('shop-card').filter({ hasText: shop.name.slice(0, 12) });
    await expect.poll(() => card.getByTestId('shop-status').textContent()).toBe('Closed');
    await page.goto(`/shop/${shop.slug}`);
    await expect.poll(() => page.getByTestId('shop-closed').textContent()).toBe('Closed');
    await page.goto('/cart');
    await expect
      .poll(() => page.getByTestId('checkout-blocked').textContent())
      .toBe(`${shop.name} is closed now. Remove its items from your cart to continue.`);
    await context.close();
  });
});

describe('times to plan on', () => {
  it('the operator sets a delivery time for a hall in the console', async () => {
    for (const [view, size] of [
      ['phone', PHONE_VIEW],
      ['desktop', DESKTOP_VIEW],
    ] as const) {
      const { context, page } = await openStoreAs(browser, operator().token, size);
      await page.goto('/admin/delivery-times');
      if (view === 'phone') {
        await page.getByLabel('Hall').selectOption(shopper(34).hall);
        await page.getByLabel('Minutes').fill('12');
        await page.getByRole('button', { name: 'Save' }).click();
      }
      const list = page.getByRole('list', { name: 'Delivery times' });
      await list.getByText(shopper(34).hall).waitFor();
      await list.getByText('12 min').waitFor();
      await shoot(page, `admin-delivery-times-${view}`);
      await context.close();
    }
  });

  it('after acceptance the order page shows "Ready about …, at <hall> by …" and it moves live when the owner gives a new estimate in the console', async () => {
    await api(ownerToken, `seller/shops/${shop.slug}/open`, { method: 'PUT', body: '{"isOpen":true}' });
    const me = shopper(34);
    const { context, page } = await openStoreAs(browser, me.token, PHONE_VIEW);
    await page.goto(`/shop/${shop.slug}`);
    await expect.poll(() => page.getByTestId('shop-plan').textContent()).toMatch(new RegExp(`^About \\d+–\\d+ min to ${me.hall}$`));
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await page.frameLocator('iframe[title="Sandbox checkout"]').getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL('**/order-success?order=*');
    const orders = (await (await api(me.token, 'orders')).json()) as OrdersPage;
    const detail = (await (await api(me.token, `orders/${orders.orders[0]!.id}`)).json()) as OrderDetail;
    const partId = detail.parts[0]!.id;
    const accepted = await api(ownerToken, `seller/shops/${shop.slug}/parts/${partId}/status`, {
      method: 'POST',
      body: JSON.stringify({ status: 'accepted', readyInMinutes: 20 }),
    });
    expect(accepted.status).toBe(200);
    await page.goto(`/orders/${detail.id}`);
    const readyBy = page.getByTestId('ready-by');
    const pattern = new RegExp(`^Ready about (\\d\\d:\\d\\d), at ${me.hall} by (\\d\\d:\\d\\d)$`);
    await expect.poll(() => readyBy.textContent()).toMatch(pattern);
    const first = (await readyBy.textContent())!;
    await page.getByTestId('live-state').getByText('Live').waitFor();
    await shoot(page, 'order-ready-by-phone');
    // The owner gives a new estimate from the console's queue.
    const owner = await openStoreAs(browser, ownerToken, PHONE_VIEW);
    await owner.page.goto(`/seller/${shop.slug}/orders`);
    const card = owner.page.getByTestId('queue-card').filter({ hasText: detail.id });
    await card.getByLabel('New estimate: ready in (minutes from now)').fill('45');
    await card.getByRole('button', { name: 'Update time' }).click();
    await card.getByText('ready in 45 min').waitFor();
    await card.scrollIntoViewIfNeeded();
    await shoot(owner.page, 'console-ready-estimate-phone');
    await owner.context.close();
    // Live: no reload; about 25 minutes later than before.
    await expect.poll(() => readyBy.textContent(), { timeout: 10_000 }).not.toBe(first);
    expect(await readyBy.textContent()).toMatch(pattern);
    await page.setViewportSize(DESKTOP_VIEW);
    await shoot(page, 'order-ready-by-desktop');
    await context.close();
  });
});
