import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { storeOnStandInWebBuild } from '../../api/src/test/stand-in-web-build';
import { PAGE_CONTENT_HEADER, type Shop } from '@campus/contract';
import { containerOf, createTestUser } from '../../api/src/test/test-app';
import { createPageRenderer, FRAMES_KEPT, RENDERED_PAGES_KEPT } from './page-render';
import { createPageShell } from './page-shell';

/**
 * The server's rendering of public pages (decision 050), with a stand-in for the web app's server
 * build (dist-server/entry-server.js beside dist/): it asks the API through the fetch it is given,
 * as the real one does, and counts its renders.
 */
const ENTRY = `
let renders = 0;
let frames = 0;
export function createPageRenderer(fetchApi) {
  return async (url, token) => {
    const { pathname } = new URL(url);
    // A signed-in shopper's content (decision 140): here, their cart's lines, asked for with their token.
    if (token !== undefined) {
      if (!pathname.startsWith('/orders/')) return undefined;
      const res = await fetchApi('/api/v1/user/cart', { headers: { accept: 'application/json', authorization: 'Bearer ' + token } });
      if (res.status !== 200) return undefined;
      const cart = await res.json();
      return { html: '<div inert data-page-frame><p>lines ' + cart.cart.length + '</p></div>', status: 200, content: true };
    }
    // A page the browser renders gets the app's frame (decision 075); the others the build does not know.
    if (pathname === '/orders' || pathname.startsWith('/orders/'))
      return {
        html: '<div inert data-page-frame><header>The store</header><p>frame ' + ++frames + '</p></div>',
        status: 200,
        frame: true,
        paints: pathname.startsWith('/orders/'),
      };
    if (!pathname.startsWith('/product-page/')) return undefined;
    const res = await fetchApi('/api/v1/product/slug/' + pathname.split('/')[2], { headers: { accept: 'application/json' } });
    if (res.status === 404) return { html: '<h1>Not found</h1>', data: {}, status: 404 };
    const product = await res.json();
    renders += 1;
    return { html: '<h1>' + product.productTitle + '</h1><p>render ' + renders + '</p>', data: { title: '</script><script>alert(1)</script>' }, status: 200 };
  };
}
`;

const store = storeOnStandInWebBuild({
  entryServer: ENTRY,
  dist: {
    'index.html':
      '<!doctype html><html lang="en"><head><title>Campus Market</title></head><body><div id="root"></div><script type="module" src="/assets/index-E1.js"></script></body></html>',
  },
});

const get = (url: string, headers: Record<string, string> = {}) => store.t.app.inject({ method: 'GET', url, headers });
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));

describe('public pages rendered on the server (decision 050)', () => {
  it("the product page's HTML has the page in #root, its data in a JSON block, and no preloaded calls (the answers came with it)", async () => {
    const res = await get(`/product-page/${store.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const product = containerOf(store.t.app).catalog.productBySlug(store.slug);
    expect(rootOf(res.body)).toContain(`<h1>${(await product)!.productTitle}</h1>`);
    expect(res.body).toContain('<script type="application/json" id="page-data">');
    expect(res.body).not.toContain('as="fetch"');
  });

  it('a seller text with </script> in the data cannot end the data block (script injection)', async () => {
    const html = (await get(`/product-page/${store.slug}`)).body;
    const block = html.slice(html.indexOf('id="page-data">'));
    expect(block.indexOf('</script>')).toBeGreaterThan(block.indexOf('\\u003c/script>'));
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('is rendered once and then served as kept, compressed when the browser accepts it', async () => {
    const first = rootOf((await get(`/product-page/${store.slug}`)).body);
    const again = await get(`/product-page/${store.slug}`, { 'accept-encoding': 'gzip' });
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(rootOf(zlib.gunzipSync(again.rawPayload).toString('utf8'))).toBe(first);
  });

  it('an unknown product answers 404 with its page; an address the server build does not render gets the empty shell', async () => {
    const missing = await get('/product-page/no-such-product');
    expect(missing.statusCode).toBe(404);
    expect(rootOf(missing.body)).toContain('<h1>Not found</h1>');
    const cart = await get('/cart');
    expect(cart.statusCode).toBe(200);
    expect(rootOf(cart.body).startsWith('<div id="root"></div>')).toBe(true);
  });

  it("a page the browser renders comes in the app's frame: no data to hydrate, its scripts after load (decisions 075, 140)", async () => {
    const res = await get('/orders');
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toMatch(
      /^<div id="root"><div inert data-page-frame><header>The store<\/header><p>frame \d+<\/p><\/div><\/div>/,
    );
    expect(res.body).not.toContain('id="page-data"');
    expect(res.body).not.toContain('<script type="module"');
    // The frame takes no tap, so its starter holds none.
    expect(res.body).toContain('<script data-frame data-entry="/assets/index-E1.js"');
    // The orders list paints no shopper's content; an order does, asked for with the document.
    expect(res.body).not.toContain('data-content');
    expect((await get('/orders/order-1')).body).toMatch(/<title>[^<]*<\/title><script data-content>/);
  });

  it("a signed-in shopper's content: rendered with their token, for them alone, never kept (decision 140)", async () => {
    const shopper = await createTestUser(store.t.app);
    const content = (headers: Record<string, string>) => get('/orders/order-1', { [PAGE_CONTENT_HEADER]: '1', ...headers });
    const first = await content(shopper.auth);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.body).toBe('<div inert data-page-frame><p>lines 0</p></div>');
    const categories = (await get('/api/v1/categories')).json<{ data: { shops: Shop[] }[] }>().data;
    const shop = (await get(`/api/v1/shop/slug/${categories[0]!.shops[0]!.slug}`)).json<Shop>();
    const plain = shop.products!.find((p) => p.extras.length === 0 && p.isAvailable !== false)!;
    const added = await store.t.app.inject({ method: 'POST', url: `/api/v1/user/cart/${plain._id}`, headers: shopper.auth, payload: {} });
    expect(added.statusCode, added.body).toBe(200);
    expect((await content(shopper.auth)).body).toBe('<div inert data-page-frame><p>lines 1</p></div>');
    // Another shopper's is theirs; no token, a token the API refuses, or a page without content: nothing to paint.
    expect((await content((await createTestUser(store.t.app)).auth)).body).toContain('lines 0');
    for (const refused of [await content({}), await content({ authorization: 'Bearer not-a-token' })]) {
      expect(refused.statusCode).toBe(204);
      expect(refused.body).toBe('');
    }
    expect((await get('/orders', { [PAGE_CONTENT_HEADER]: '1', ...shopper.auth })).statusCode).toBe(204);
  });

  it('a new catalog version renders the page again; the same version does not', async () => {
    let version = 1;
    const shell = createPageShell(store.dist, containerOf(store.t.app).catalog);
    const renderer = (await createPageRenderer(store.t.app, store.dist, shell, async () => version))!;
    const renderOf = async () =>
      /render (\d+)/.exec((await renderer.answer(`/product-page/${store.slug}`, 'http://store.test'))!.raw.toString())![1];
    const first = await renderOf();
    expect(await renderOf()).toBe(first);
    version = 2;
    const second = await renderOf();
    expect(Number(second)).toBe(Number(first) + 1);
    expect(await renderOf()).toBe(second);
  });

  it('frames are kept apart: shoppers opening their orders do not push the catalog pages out (decision 075)', async () => {
    const shell = createPageShell(store.dist, containerOf(store.t.app).catalog);
    const renderer = (await createPageRenderer(store.t.app, store.dist, shell, async () => 1))!;
    const count = async (pathname: string) =>
      /(?:render|frame) (\d+)/.exec((await renderer.answer(pathname, 'http://store.test'))!.raw.toString())![1];
    const page = await count(`/product-page/${store.slug}`);
    const firstFrame = await count('/orders/order-0');
    for (let i = 1; i <= Math.max(FRAMES_KEPT, RENDERED_PAGES_KEPT); i += 1) await count(`/orders/order-${i}`);
    expect(await count(`/product-page/${store.slug}`)).toBe(page);
    // The frames themselves are bounded: the first is rendered again.
    expect(Number(await count('/orders/order-0'))).toBeGreaterThan(Number(firstFrame));
  });
});
