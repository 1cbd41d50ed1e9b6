import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteManifest } from '@campus/contract';

const MANIFEST: RouteManifest = {
  routes: [
    { index: true, redirect: '/Food', chunks: [], calls: [] },
    { path: 'cart', chunks: ['/assets/cart-page-C1.js', '/assets/catalog-kit-K1.js'], calls: [] },
    { path: 'orders', chunks: ['/assets/orders-page-O1.js'], calls: [] },
  ],
};

const preloads = () => [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
let fetchMock: ReturnType<typeof vi.fn>;

// The module keeps the manifest it asked for: each test a fresh copy.
async function fresh() {
  vi.resetModules();
  return import('./route-chunks');
}

beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(JSON.stringify(MANIFEST), { headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  // The idle moment comes at once here.
  vi.stubGlobal('requestIdleCallback', (run: () => void) => (run(), 1));
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('route chunks from the route manifest (decision 071)', () => {
  it('leaves the first page alone: its chunks came with its document', async () => {
    const { preloadRouteChunks } = await fresh();
    await preloadRouteChunks('cart');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);
  });

  it('after the first page, preloads a route’s chunks once each, skipping those already there, with one manifest call', async () => {
    const { prefetchRouteChunks, preloadRouteChunks } = await fresh();
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/catalog-kit-K1.js">';
    prefetchRouteChunks();
    await preloadRouteChunks('cart');
    await preloadRouteChunks('cart');
    await preloadRouteChunks('orders');
    expect(preloads()).toEqual(['/assets/catalog-kit-K1.js', '/assets/cart-page-C1.js', '/assets/orders-page-O1.js']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/route-manifest.json');
    const link = document.querySelector<HTMLLinkElement>('link[href="/assets/cart-page-C1.js"]');
    expect(link?.crossOrigin).toBe('');
  });

  it('preloads nothing for a route it does not know, or when the manifest cannot be had, and asks again next time', async () => {
    const { prefetchRouteChunks, preloadRouteChunks } = await fresh();
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    prefetchRouteChunks();
    await preloadRouteChunks('cart');
    expect(preloads()).toEqual([]);
    await preloadRouteChunks('no-such-route');
    expect(preloads()).toEqual([]);
    await preloadRouteChunks('orders');
    expect(preloads()).toEqual(['/assets/orders-page-O1.js']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
