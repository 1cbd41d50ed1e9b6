import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  coverVersion,
  EARLY_CART_CALL,
  PAGE_CONTENT_HEADER,
  PAGE_CONTENT_PAINT,
  ROUTE_MANIFEST_FILE,
  STORE_NAME,
  formatNaira,
  type Product,
  type RouteManifest,
  type Shop,
} from '@campus/contract';
import { createTestApp, type TestApp } from '../../api/src/test/test-app';
import { EARLY_CALLS_SCRIPT, EARLY_CALLS_SCRIPT_SOURCE } from './page-shell';
import { deferredStylesScriptSource, SCRIPTS_AFTER_LOAD_SOURCE } from './page-shell-paint-first';

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
    { path: 'about', chunks: ['/assets/about-page-B1.js'], calls: [], title: 'About Us' },
    { path: 'search/:query', chunks: ['/assets/search-results-page-R1.js'], calls: [], title: 'Search results for "{query}"' },
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
    '<!doctype html><html lang="en"><head><meta name="description" content="The store." /><title>Campus Market</title><script type="module" crossorigin src="/assets/index-E1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-S1.css"></head><body><div id="root"></div></body></html>',
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
  const res = await t.app.inject({ method: 'GET', url, headers: { host: 'store.test' } });
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
    // The picture first, before the scripts and the stylesheet: it is the page's largest paint.
    expect(preloads(html, 'preload')).toEqual([shop.shop_image[0], '/api/v1/config', '/api/v1/categories']);
    expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${shop.shop_image[0]}">`);
    expect(await head('/')).toBe(html);
    expect(await head('/food')).toBe(html);
  });

  it('a shop and a product: their own call and first picture', async () => {
    const shopHtml = await head(`/shop/${shop.slug}`);
    expect(preloads(shopHtml, 'modulepreload')).toEqual(['/assets/shop-page-S1.js', '/assets/money-M1.js']);
    expect(preloads(shopHtml, 'preload')).toEqual([shop.shop_image[0], '/api/v1/config', `/api/v1/shop/slug/${shop.slug}`]);
    const productHtml = await head(`/product-page/${product.slug}`);
    expect(preloads(productHtml, 'preload')).toEqual([product.images[0], '/api/v1/config', `/api/v1/product/slug/${product.slug}`]);
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
      const scripts = [...res.body.matchAll(/<script data-cart>(.*?)<\/script>/g)].map((m) => m[1]!);
      expect(scripts).toEqual([EARLY_CALLS_SCRIPT]);
      // Before the stylesheet and the store's scripts, so nothing holds it back.
      expect(res.body.indexOf('<script data-cart>')).toBeLessThan(res.body.indexOf('<link rel="stylesheet"'));
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
      const document = { currentScript: { hasAttribute: (name: string) => name === 'data-cart' } };
      new Function('window', 'fetch', 'localStorage', 'atob', 'document', EARLY_CALLS_SCRIPT)(
        window,
        fetch,
        localStorage,
        globalThis.atob,
        document,
      );
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

  it("a signed-in page's content is asked for with the stored token and painted over the frame; the painting is left for the starter", async () => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const live = `${part({ alg: 'HS256' })}.${part({ sub: 'u', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
    const calls: { url: string; headers: Record<string, string> }[] = [];
    const window: Record<string, unknown> = {};
    const fetch = (url: string, init: { headers: Record<string, string> }) => {
      calls.push({ url, headers: init.headers });
      return Promise.resolve(new Response('<div inert data-page-frame>mine</div>'));
    };
    const frame = { outerHTML: '<div inert data-page-frame>frame</div>' };
    const document = {
      currentScript: { hasAttribute: (name: string) => name === 'data-content' },
      readyState: 'complete',
      // No stylesheet still loading; the frame under #root.
      querySelector: (selector: string) => (selector === '#root>[data-page-frame]' ? frame : null),
    };
    const requestAnimationFrame = (next: () => void) => setTimeout(next, 0);
    new Function('window', 'fetch', 'localStorage', 'atob', 'document', 'location', 'requestAnimationFrame', EARLY_CALLS_SCRIPT)(
      window,
      fetch,
      { getItem: () => live },
      globalThis.atob,
      document,
      { pathname: '/orders/o-1' },
      requestAnimationFrame,
    );
    await window[PAGE_CONTENT_PAINT];
    expect(calls).toEqual([
      { url: '/orders/o-1', headers: { accept: 'text/html', authorization: `Bearer ${live}`, [PAGE_CONTENT_HEADER]: '1' } },
    ]);
    expect(frame.outerHTML).toBe('<div inert data-page-frame>mine</div>');
    expect(window[EARLY_CART_CALL]).toBeUndefined();
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

/** The store's public address, which the head's absolute addresses are on (PUBLIC_URL, else the Host asked for). */
const origin = () => t.config.publicUrl ?? 'http://store.test';

/** The content of every `<meta property|name="key">` of a page, in order. */
const metas = (html: string, key: string) =>
  [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)].filter((m) => m[1] === key).map((m) => m[2]);

describe('the page shell writes each public page’s head (decision 034)', () => {
  it('a product: title with the price in naira, description, canonical URL, Open Graph and Twitter tags with its picture', async () => {
    const html = await head(`/product-page/${product.slug}`);
    const price = formatNaira(product.price);
    const title = `${product.productTitle} – ${price} | ${STORE_NAME}`;
    expect(html.match(/<title>([^<]*)<\/title>/g)).toEqual([`<title>${title.replace(/&/g, '&amp;')}</title>`]);
    expect(metas(html, 'og:title')).toEqual([title.replace(/&/g, '&amp;')]);
    expect(metas(html, 'og:type')).toEqual(['product']);
    expect(metas(html, 'og:url')).toEqual([`${origin()}/product-page/${product.slug}`]);
    expect(metas(html, 'og:image')).toEqual([`${origin()}/media/share/product/${product.slug}.jpg?v=${coverVersion(product.images[0]!)}`]);
    expect(metas(html, 'twitter:image')).toEqual([
      `${origin()}/media/share/product/${product.slug}.jpg?v=${coverVersion(product.images[0]!)}`,
    ]);
    expect(metas(html, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metas(html, 'product:price:amount')).toEqual([product.price.toFixed(2)]);
    expect(metas(html, 'product:price:currency')).toEqual(['NGN']);
    // One description, the page's own: the template's gives way.
    expect(metas(html, 'description')).toHaveLength(1);
    expect(metas(html, 'description')[0]).toContain(price);
    expect(html).toContain(`<link rel="canonical" href="${origin()}/product-page/${product.slug}">`);
  });

  it('a product: JSON-LD Product with an Offer in naira, which the CSP never runs (a data block, no hash needed)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/product-page/${product.slug}`, headers: { host: 'store.test' } });
    const blocks = [...res.body.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({
      '@type': 'Product',
      name: product.productTitle,
      offers: { '@type': 'Offer', priceCurrency: 'NGN', price: product.price.toFixed(2) },
    });
    // No inline script is allowed beyond the three the shell writes, each by its hash (decisions 019, 069).
    expect(String(res.headers['content-security-policy'])).not.toContain("unsafe-inline' https://js");
    const scriptSources = /script-src ([^;]+);/.exec(String(res.headers['content-security-policy']))?.[1]?.split(' ');
    expect(scriptSources).toEqual([
      "'self'",
      'https://js.paystack.co',
      EARLY_CALLS_SCRIPT_SOURCE,
      await deferredStylesScriptSource(),
      SCRIPTS_AFTER_LOAD_SOURCE,
    ]);
  });

  it('a shop: its name, description and picture, and JSON-LD Store', async () => {
    const html = await head(`/shop/${shop.slug}`);
    expect(metas(html, 'og:title')).toEqual([`${shop.name} | ${STORE_NAME}`.replace(/&/g, '&amp;')]);
    expect(metas(html, 'og:image')).toEqual([`${origin()}/media/share/shop/${shop.slug}.jpg?v=${coverVersion(shop.shop_image[0]!)}`]);
    expect(html).toContain('"@type":"Store"');
  });

  it('a category, a titled page and search results: their own title; an unknown slug keeps the store’s', async () => {
    expect(await head('/food')).toContain(`<title>Food | ${STORE_NAME}</title>`);
    expect(await head('/food')).toContain(`<link rel="canonical" href="${origin()}/Food">`);
    expect(await head('/about')).toContain(`<title>About Us | ${STORE_NAME}</title>`);
    expect(await head('/search/jollof%20rice')).toContain(`<title>Search results for "jollof rice" | ${STORE_NAME}</title>`);
    const unknown = await head('/product-page/no-such-product');
    expect(unknown).toContain(`<title>Campus Market</title>`);
    expect(metas(unknown, 'og:title')).toEqual([]);
  });

  it('text from the address is escaped: a search for markup stays text', async () => {
    const html = await head(`/search/${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    expect(html).toContain('<title>Search results for "&lt;img src=x onerror=alert(1)&gt;" | Campus Market</title>');
    expect(html).not.toContain('<img src=x');
  });
});
