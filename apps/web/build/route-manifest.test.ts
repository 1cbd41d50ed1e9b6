import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_MANIFEST_FILE, type Product, type RouteManifest, type Shop } from '@campus/contract';
import { createPageShell, type PageShell, type PageShellCatalog } from '../server/page-shell';
import { createAppRouter } from '@/app/router';
import { API_BASE } from '@/lib/api-client';
import { lazyPage, linksOf, type PageRoute } from '@/routes/page-route';
import { paths } from '@/routes/paths';
import { HYDRATION_MODULE } from '@/routes/route-manifest-source';
import { ROUTES } from '@/routes/route-table';
import { buildRouteManifest, type BundleChunk } from './route-manifest';

const SRC = path.resolve(import.meta.dirname, '../src');
const dists: string[] = [];
afterAll(() => dists.forEach((dist) => fs.rmSync(dist, { recursive: true, force: true })));
afterEach(() => vi.unstubAllGlobals());

/** A bundle as the build makes it: the entry and a chunk both load, and one chunk per page module. */
function bundleOf(routes: Record<string, PageRoute>): BundleChunk[] {
  const pages = [...new Set(Object.values(routes).flatMap((route) => (route.page ? [route.page.file] : [])))];
  return [
    {
      fileName: 'assets/index.js',
      isEntry: true,
      isDynamicEntry: false,
      facadeModuleId: path.join(SRC, 'main.tsx'),
      imports: ['assets/shared.js'],
    },
    { fileName: 'assets/shared.js', isEntry: false, isDynamicEntry: false, facadeModuleId: null, imports: [] },
    // Hydration's own chunk and one module only it uses; the shared chunk is the entry's already.
    {
      fileName: 'assets/hydrate-page.js',
      isEntry: false,
      isDynamicEntry: true,
      facadeModuleId: path.join(SRC, HYDRATION_MODULE),
      imports: ['assets/shared.js', 'assets/held-taps.js'],
    },
    { fileName: 'assets/held-taps.js', isEntry: false, isDynamicEntry: false, facadeModuleId: null, imports: [] },
    ...pages.map((file) => ({
      fileName: `assets/${path.basename(file, '.tsx')}.js`,
      isEntry: false,
      isDynamicEntry: true,
      facadeModuleId: path.join(SRC, file),
      imports: ['assets/shared.js'],
    })),
  ];
}

const A_SHOP: Shop = {
  _id: 's1',
  id: 's1',
  slug: 'a-shop',
  name: 'A Shop',
  description: 'A shop.',
  shop_image: ['/media/a-shop.webp'],
  deliveryPrice: 300,
  category: { name: 'Food' },
  products: [],
};
const A_PRODUCT: Product = {
  _id: 'p1',
  slug: 'a-product',
  productTitle: 'A Product',
  description: 'A product.',
  price: 1000,
  images: ['/media/a-product.webp'],
  extras: [],
  category: { name: 'Food' },
  shop: { _id: 's1', slug: 'a-shop', name: 'A Shop' },
};
const catalog: PageShellCatalog = {
  categories: async () => [{ name: 'Food', shops: [{ shop_image: ['/media/food-shop.webp'] }] }],
  shopBySlug: async (slug) => (slug === 'a-shop' ? A_SHOP : undefined),
  productBySlug: async (slug) => (slug === 'a-product' ? A_PRODUCT : undefined),
};

/** A build folder with the route manifest of `routes`, and the API's page shell serving it. */
function shellOf(routes: Record<string, PageRoute>): { manifest: RouteManifest; shell: PageShell } {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-market-routes-'));
  dists.push(dist);
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Campus Market</title></head><body></body></html>');
  const manifest = buildRouteManifest(Object.values(routes), bundleOf(routes), SRC, API_BASE, HYDRATION_MODULE);
  fs.writeFileSync(path.join(dist, ROUTE_MANIFEST_FILE), JSON.stringify(manifest));
  return { manifest, shell: createPageShell(dist, catalog) };
}

const modulePreloads = (html: string) => [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
const fetchPreloads = (html: string) => [...html.matchAll(/<link rel="preload" as="fetch"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
const pathOf = (route: { index?: boolean; path?: string }) => (route.index ? '(index)' : route.path);

/** An address of each route: its link with sample values; the fallback, which has no link, gets one no other route takes. */
const SAMPLE_ARGS: Record<string, string[]> = { category: ['Food'], shop: ['a-shop'], product: ['a-product'], searchResults: ['rice'] };
function addressOf(key: string, route: PageRoute): string {
  return route.link ? (route.link as (...args: string[]) => string)(...(SAMPLE_ARGS[key] ?? [])) : '/a/b/c';
}

function routerMatch(routes: RouteObject[], address: string) {
  const match = matchRoutes(routes, address)?.at(-1);
  if (!match) throw new Error(`no route for ${address}`);
  return match;
}

describe('the route table is the one list of pages (decision 022)', () => {
  it('the router, the route manifest and the page shell have the same routes and pick the same one for every link', async () => {
    const router = createAppRouter(new QueryClient());
    const routerRoutes = router.routes[0]!.children!;
    const { manifest, shell } = shellOf(ROUTES);
    expect(routerRoutes.map(pathOf)).toEqual(Object.values(ROUTES).map(pathOf));
    expect(manifest.routes.map(pathOf)).toEqual(routerRoutes.map(pathOf));
    expect(Object.keys(paths)).toEqual(Object.keys(ROUTES).filter((key) => key !== 'notFound'));

    for (const [key, route] of Object.entries<PageRoute>(ROUTES)) {
      const address = addressOf(key, route);
      expect(pathOf(routerMatch(router.routes, address).route), address).toBe(pathOf(route));
      // The landing sends the visitor on: the shell hints the page they land on.
      const landing = route.redirect ? route.redirect() : address;
      const shown = Object.values<PageRoute>(ROUTES).find((r) => pathOf(r) === pathOf(routerMatch(router.routes, landing).route))!;
      expect(modulePreloads(await shell.render(address)), address).toEqual([`/assets/${path.basename(shown.page!.file, '.tsx')}.js`]);
    }
  });

  it("every route's loader starts exactly the calls the page shell preloads for it", async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return new Response('{}', { headers: { 'content-type': 'application/json' } });
    });
    const router = createAppRouter(new QueryClient());
    const { shell } = shellOf(ROUTES);
    for (const [key, route] of Object.entries<PageRoute>(ROUTES)) {
      if (route.redirect) continue;
      asked.length = 0;
      const address = addressOf(key, route);
      route.load?.(routerMatch(router.routes, address).params, new QueryClient());
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(asked, address).toEqual(fetchPreloads(await shell.render(address)).filter((url) => url !== `${API_BASE}/config`));
    }
  });

  it('adding a page is one entry: it gets a route, a link builder and the page shell’s hints', async () => {
    const withHallGuide = {
      ...ROUTES,
      hallGuide: {
        path: 'hall/:hall',
        page: lazyPage(import.meta.glob('../src/features/about/pages/about-page.tsx'), 'AboutPage'),
        link: (hall: string) => `/hall/${encodeURIComponent(hall)}`,
        calls: ['halls/:hall/shops'],
      },
    } satisfies Record<string, PageRoute>;

    const links = linksOf(withHallGuide);
    expect(links.hallGuide('Hall A')).toBe('/hall/Hall%20A');
    const router = createAppRouter(new QueryClient(), withHallGuide);
    expect(routerMatch(router.routes, '/hall/Hall%20A').route.path).toBe('hall/:hall');
    const { manifest, shell } = shellOf(withHallGuide);
    expect(manifest.routes.at(-1)).toEqual({ path: 'hall/:hall', chunks: ['/assets/about-page.js'], calls: ['/api/v1/halls/:hall/shops'] });
    const html = await shell.render('/hall/Hall%20A');
    expect(modulePreloads(html)).toEqual(['/assets/about-page.js']);
    expect(fetchPreloads(html)).toEqual(['/api/v1/config', '/api/v1/halls/Hall%20A/shops']);

    // Without the entry, the address is the fallback page's.
    expect(modulePreloads(await shellOf(ROUTES).shell.render('/hall/Hall%20A'))).toEqual(['/assets/fallback-page.js']);
  });

  it('names what hydrating a page the server rendered loads beyond the entry: hydration’s chunk and what only it uses', () => {
    expect(shellOf(ROUTES).manifest.hydration).toEqual(['/assets/hydrate-page.js', '/assets/held-taps.js']);
    expect(buildRouteManifest(Object.values(ROUTES), bundleOf(ROUTES), SRC, API_BASE).hydration).toBeUndefined();
    expect(() => buildRouteManifest([], bundleOf({}), SRC, API_BASE, 'app/ssr/gone.ts')).toThrow(
      /no chunk of its own for app\/ssr\/gone\.ts/,
    );
  });
});
