import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_CART_CALL, ROUTE_MANIFEST_FILE, type Product, type RouteManifest, type Shop } from '@campus/contract';
import { createTestApp, type TestApp } from '../test/test-app';
import { EARLY_CART_SCRIPT } from './page-shell';

/**
 * A build's route manifest as the web build writes it (decision 022): each route's own chunks (not
 * those the entry loads), its public calls and the catalog thing it shows.
 */
const MANIFEST: RouteManifest = {
  routes: [
    { index: true, redirect: '/Food', chunks: [], calls: [] },
    { path: 'checkout', chunks: ['/assets/checkout-page-O1.js'], calls: [], earlyCart: true },
    { path: 'cart', chunks: ['/assets/cart-page-K1.js'], calls: [], earlyCart: true },
    { path: 'login', chunks: ['/assets/login-page-L1.js'], calls: [] },
    { path: 'account', chunks: ['/assets/account-page-A1.js'], calls: [] },
    {
      path: 'shop/:slug',
      chunks: ['/assets/shop-page-S1.js', '/assets/money-M1.js'],
      calls: ['/api/v1/shop/slug/:slug'],
      subject: { kind: 'shop', param: 'slug' },
    },
    {
      path: 'product-page/:slug',
      chunks: ['/assets/product-page-P1.js', '/assets/money-M1.js'],
      calls: ['/api/v1/product/slug/:slug'],
      subject: { kind: 'product', param: 'slug' },
    },
    {
      path: ':categoryParam',
      chunks: ['/assets/category-or-fallback-page-C1.js', '/assets/money-M1.js'],
      calls: ['/api/v1/categories'],
      subject: { kind: 'category', param: 'categoryParam' },
    },
    { path: '*', chunks: ['/assets/fallback-page-F1.js'], calls: [] },
  ],
};

let dist: string;
let t: TestApp;
let shop: Shop;
let product: Product;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-market-shell-'));
  fs.writeFileSync(path.join(dist, ROUTE_MANIFEST_FILE), JSON.stringify(MANIFEST));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Campus Market</title><script type="module" crossorigin src="/assets/index-E1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-S1.css"></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ seed: true, config: { webDist: dist } });
  const categories = (await t.app.inject({ method: 'GET', url: '/api/v1/categories' })).json<{ data: { name: string; shops: Shop[] }[] }>()
    .data;
  const firstFoodShop = categories.find((c) => c.name === 'Food')!.shops[0]!;
  shop = (await t.app.inject({ method: 'GET', url: `/api/v1/shop/slug/${firstFoodShop.slug}` })).json<Shop>();
  product = shop.products![0]!;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

async function head(url: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  return res.body.slice(0, res.body.indexOf('</head>'));
}

const preloads = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"`, 'g'))].map((m) => m[1]);

describe('the page shell tells the browser what the page will need', () => {
  it('a category: its page chunks (not those the entry loads), the config and categories calls and the first shop picture', async () => {
    const html = await head('/Food');
    expect(preloads(html, 'modulepreload')).toEqual(['/assets/category-or-fallback-page-C1.js', '/assets/money-M1.js']);
    expect(preloads(html, 'preload')).toEqual(['/api/v1/config', '/api/v1/categories', shop.shop_image[0]]);
    expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${shop.shop_image[0]}">`);
    expect(await head('/')).toBe(html);
    expect(await head('/food')).toBe(html);
  });

  it('a shop and a product: their own call and first picture', async () => {
    const shopHtml = await head(`/shop/${shop.slug}`);
    expect(preloads(shopHtml, 'modulepreload')).toEqual(['/assets/shop-page-S1.js', '/assets/money-M1.js']);
    expect(preloads(shopHtml, 'preload')).toEqual(['/api/v1/config', `/api/v1/shop/slug/${shop.slug}`, shop.shop_image[0]]);
    const productHtml = await head(`/product-page/${product.slug}`);
    expect(preloads(productHtml, 'preload')).toEqual(['/api/v1/config', `/api/v1/product/slug/${product.slug}`, product.images[0]]);
  });

  it('an unknown or malformed slug: the page chunk and the config call only, nothing taken from the address into the page', async () => {
    expect(preloads(await head('/shop/no-such-shop'), 'preload')).toEqual(['/api/v1/config']);
    const hostile = await head('/shop/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(hostile).not.toContain('<script>alert');
    expect(preloads(hostile, 'preload')).toEqual(['/api/v1/config']);
    expect(preloads(hostile, 'modulepreload')).toEqual(['/assets/shop-page-S1.js', '/assets/money-M1.js']);
  });

  it('the cart and checkout pages start the cart call with the document, with a script the CSP names and no other page has', async () => {
    for (const url of ['/cart', '/checkout']) {
      const res = await t.app.inject({ method: 'GET', url });
      const scripts = [...res.body.matchAll(/<script>(.*?)<\/script>/g)].map((m) => m[1]!);
      expect(scripts).toEqual([EARLY_CART_SCRIPT]);
      // Before the stylesheet and the store's scripts, so nothing holds it back.
      expect(res.body.indexOf('<script>')).toBeLessThan(res.body.indexOf('<link rel="stylesheet"'));
      const scriptSources = String(res.headers['content-security-policy'])
        .split(';')
        .find((d) => d.startsWith('script-src '))!
        .split(' ');
      expect(scriptSources).toContain(`'sha256-${createHash('sha256').update(scripts[0]!).digest('base64')}'`);
      expect(scriptSources).not.toContain("'unsafe-inline'");
    }
    for (const url of ['/Food', `/shop/${shop.slug}`, '/account', '/cart/x', '/login'])
      expect((await t.app.inject({ method: 'GET', url })).body).not.toContain('<script>');
  });

  it('the early cart call asks with the stored token, and not at all without a live one', () => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const token = (exp: number) => `${part({ alg: 'HS256' })}.${part({ sub: 'u', exp })}.sig`;
    const run = (stored: string | null) => {
      const calls: { url: string; headers: Record<string, string> }[] = [];
      const window: Record<string, unknown> = {};
      const fetch = (url: string, init: { headers: Record<string, string> }) => {
        calls.push({ url, headers: init.headers });
        return Promise.resolve(new Response('{}'));
      };
      const localStorage = { getItem: () => stored };
      new Function('window', 'fetch', 'localStorage', 'atob', EARLY_CART_SCRIPT)(window, fetch, localStorage, globalThis.atob);
      return { calls, left: window[EARLY_CART_CALL] as { token: string } | undefined };
    };
    const live = token(Math.floor(Date.now() / 1000) + 3600);
    const asked = run(live);
    expect(asked.calls).toEqual([{ url: '/api/v1/user/cart', headers: { accept: 'application/json', authorization: `Bearer ${live}` } }]);
    expect(asked.left?.token).toBe(live);
    for (const stored of [null, token(Math.floor(Date.now() / 1000) - 60), 'not-a-token']) {
      const none = run(stored);
      expect(none.calls).toEqual([]);
      expect(none.left).toBeUndefined();
    }
  });

  it('other pages: their chunk and the config call; unknown addresses: the fallback page', async () => {
    expect(preloads(await head('/cart'), 'modulepreload')).toEqual(['/assets/cart-page-K1.js']);
    expect(preloads(await head('/cart'), 'preload')).toEqual(['/api/v1/config']);
    expect(preloads(await head('/a/b/c'), 'preload')).toEqual(['/api/v1/config']);
    expect(preloads(await head('/no-such-page'), 'modulepreload')).toEqual([
      '/assets/category-or-fallback-page-C1.js',
      '/assets/money-M1.js',
    ]);
    expect(preloads(await head('/a/b/c'), 'modulepreload')).toEqual(['/assets/fallback-page-F1.js']);
    expect(preloads(await head('/constructor'), 'modulepreload')).toEqual([
      '/assets/category-or-fallback-page-C1.js',
      '/assets/money-M1.js',
    ]);
  });
});
