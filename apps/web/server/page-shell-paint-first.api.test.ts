import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ROUTE_MANIFEST_FILE, type RouteManifest } from '@campus/contract';
import { storeOnStandInWebBuild } from '../../api/src/test/stand-in-web-build';

/**
 * A page rendered on the server paints from its document alone (decision 069): the rules its markup
 * uses inline, the stylesheet deferred, the scripts started once the page has loaded. A stand-in
 * server build renders the product page with classes the stylesheet has and one it lacks.
 */
const ENTRY = `
export function createPageRenderer() {
  return async (url) => {
    // A signed-in page's frame (decision 075), whose shopper's content the page asks for (decision 140).
    if (new URL(url).pathname === '/orders/o-1') return { html: '<div inert data-page-frame><h1 class="title">Frame</h1></div>', status: 200, frame: true, paints: true };
    if (!new URL(url).pathname.startsWith('/product-page/')) return undefined;
    return { html: '<h1 class="title">A product</h1><div class="space-y-4"><p>a</p><p>b</p></div><details class="group" open><summary><i class="chevron">v</i></summary></details>', data: { ok: true }, status: 200 };
  };
}
`;
// Tailwind writes its spacing utilities inside :where(), which the page's markup uses as much as a class.
const STYLESHEET =
  '.title{color:green}.menu-open{color:red}' +
  ':where(.space-y-4>:not(:last-child)){margin-block-end:1rem}:where(.space-y-8>:not(:last-child)){margin-block-end:2rem}' +
  '.title:hover{color:blue}' +
  ':where(.group):is([open],:popover-open,:open) .chevron{rotate:180deg}' +
  '@layer base{[data-held]{cursor:progress;opacity:.6}}';
const MANIFEST: RouteManifest = {
  routes: [
    { path: 'cart', chunks: ['/assets/cart-page-K1.js'], calls: [], earlyCart: true },
    { path: 'orders/:id', chunks: ['/assets/order-page-O1.js'], calls: [] },
    {
      path: 'product-page/:slug',
      chunks: ['/assets/product-page-P1.js', '/assets/money-M1.js'],
      calls: ['/api/v1/product/slug/:slug'],
      subject: { kind: 'product', param: 'slug' },
    },
  ],
  hydration: ['/assets/hydrate-page-H1.js', '/assets/held-taps-T1.js'],
};
// As Vite writes it: the entry module, its preloads and the stylesheet in the head.
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Campus Market</title>' +
  '<script type="module" crossorigin src="/assets/index-E1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/framework-F1.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-S1.css">' +
  '</head><body><div id="root"></div></body></html>';

const store = storeOnStandInWebBuild({
  entryServer: ENTRY,
  dist: { 'index.html': INDEX_HTML, 'assets/index-S1.css': STYLESHEET, [ROUTE_MANIFEST_FILE]: JSON.stringify(MANIFEST) },
});

const get = (url: string) => store.t.app.inject({ method: 'GET', url, headers: { host: 'store.test' } });
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
/** The inline scripts a browser runs: data blocks (`type="application/…"`) never run. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script((?: [^>]*)?)>([\s\S]*?)<\/script>/g)].filter((m) => !m[1]!.includes('type="application/')).map((m) => m[2]!);

describe('a page rendered on the server paints from its document (decision 069)', () => {
  it('has the rules its markup uses inline, and the whole stylesheet deferred, with a link for browsers that run no script', async () => {
    const html = (await get(`/product-page/${store.slug}`)).body;
    const style = /<style>([^<]*)<\/style>/.exec(headOf(html))?.[1];
    expect(style).toContain('.title{color:green}');
    expect(style).toContain(':where(.space-y-4>:not(:last-child))');
    expect(style).toContain('.title:hover');
    // An open <details> paints its turned chevron at once, not when the stylesheet comes (a visible flip).
    expect(style).toContain('.chevron{rotate:180deg}');
    // How a tap held before hydration shows: the starter marks the button only when it is tapped (decision 070).
    expect(style).toContain('[data-held]{cursor:progress;opacity:.6}');
    expect(style).not.toContain('.menu-open');
    expect(style).not.toContain('.space-y-8');
    expect(headOf(html)).toContain('<link rel="stylesheet" crossorigin href="/assets/index-S1.css" media="print"');
    expect(headOf(html)).toContain('<noscript><link rel="stylesheet" crossorigin href="/assets/index-S1.css"></noscript>');
  });

  it('asks for no script before it has loaded: one starter names the entry, its preloads, the page chunks and hydration', async () => {
    const html = (await get(`/product-page/${store.slug}`)).body;
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    const starter = /<script data-entry="([^"]+)" data-preload="([^"]+)">/.exec(html);
    expect(starter?.[1]).toBe('/assets/index-E1.js');
    expect(starter?.[2]?.split(' ')).toEqual([
      '/assets/framework-F1.js',
      '/assets/product-page-P1.js',
      '/assets/money-M1.js',
      // What hydrating takes (decision 074): asked for with the page's own, not once the entry has run.
      '/assets/hydrate-page-H1.js',
      '/assets/held-taps-T1.js',
    ]);
    // The page is in the HTML before the starter: the starter is the body's last element.
    expect(html.indexOf('<h1 class="title">A product</h1>')).toBeLessThan(html.indexOf('data-entry'));
  });

  it('script injection: every inline script of a rendered page is one the CSP names by its hash, and no other runs', async () => {
    const res = await get(`/product-page/${store.slug}`);
    const policy = String(res.headers['content-security-policy']);
    const scripts = inlineScripts(res.body);
    expect(scripts.length).toBe(2);
    for (const script of scripts) {
      expect(policy).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    }
    expect(policy).not.toContain("'unsafe-inline' https://js");
    expect(policy).toContain("script-src-attr 'none'");
  });

  it("a signed-in page's frame paints from its document too: rules inline, scripts after load, every inline script named by the CSP (decision 140)", async () => {
    const res = await get('/orders/o-1');
    const html = headOf(res.body);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('.title{color:green}');
    expect(html).toContain('media="print"');
    // Its starter holds no tap (the frame takes none) and loads neither hydration chunk.
    const starter = /<script data-frame data-entry="([^"]+)" data-preload="([^"]*)">/.exec(res.body);
    expect(starter?.[1]).toBe('/assets/index-E1.js');
    expect(starter?.[2]?.split(' ')).toEqual(['/assets/framework-F1.js', '/assets/order-page-O1.js']);
    const scripts = inlineScripts(res.body);
    expect(scripts.length).toBe(3);
    const policy = String(res.headers['content-security-policy']);
    for (const script of scripts) expect(policy).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  });

  it('a page the browser renders with no frame from the server build (the cart here) keeps its module script, preloads and stylesheet', async () => {
    const html = headOf((await get('/cart')).body);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-E1.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/cart-page-K1.js">');
    // A page the browser renders does not hydrate.
    expect(html).not.toContain('hydrate-page-H1.js');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-S1.css">');
    expect(html).not.toContain('<style>');
  });
});
