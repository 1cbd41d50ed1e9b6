import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '@campus/contract';
import { DESKTOP, PHONE, baseURL, launchBrowser, openStore } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('home', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`lands on /Food with the five categories and Food's shops (${label})`, async () => {
      const { context, page } = await openStore(browser, viewport);
      await page.goto('/');
      await page.waitForURL('**/Food');
      const nav = page.getByRole('navigation', { name: 'Categories' });
      for (const name of CATEGORIES) await nav.getByRole('link', { name, exact: true }).waitFor();
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Food');
      await page.getByTestId('shop-card').first().waitFor();
      expect(await page.getByTestId('shop-card').count()).toBeGreaterThanOrEqual(10);
      await page.getByText("Mama Titi's Kitchen").waitFor();
      await context.close();
    });
  }

  it('switches category when a round category button is clicked', async () => {
    const { context, page } = await openStore(browser);
    await page.goto('/Food');
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Books' }).click();
    await page.waitForURL('**/Books');
    await page.getByText('Book Shop', { exact: true }).waitFor();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Books');
    await context.close();
  });

  it('opens /shop/{slug} when a shop card is clicked', async () => {
    const { context, page } = await openStore(browser);
    await page.goto('/Books');
    await page.getByTestId('shop-card').filter({ hasText: 'Book Shop' }).click();
    await page.waitForURL('**/shop/book-shop');
    expect(new URL(page.url()).pathname).toBe('/shop/book-shop');
    await context.close();
  });
});

describe('API from the running server', () => {
  it('answers an unknown shop slug with a 404 JSON error', async () => {
    const res = await fetch(`${baseURL()}/api/v1/shop/slug/definitely-not-a-shop`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ error: 'Shop not found', code: 'not_found' });
  });

  it('serves the SPA for client routes', async () => {
    const res = await fetch(`${baseURL()}/shop/book-shop`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });
});
