import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_MANIFEST_FILE, type Product, type RouteManifest, type Shop } from '@campus/contract';
import { createPageShell, type PageShell, type PageShellCatalog } from '../server/page-shell';
import type { RouteHandle } from '@/app/layout/page-title';
import { createAppRouter } from '@/app/router';
import { API_BASE } from '@/lib/api-client';
import { lazyPage, linksOf, placedRoutes, type PageRoute } from '@/routes/page-route';
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
  const pages = [
    ...new Set(
      placedRoutes(routes).flatMap(({ route, frames }) => [...frames, ...(route.page ? [route.page] : [])].map((page) => page.file)),
    ),
  ];
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
  const manifest = buildRouteManifest(placedRoutes(routes), bundleOf(routes), SRC, API_BASE, HYDRATION_MODULE);
  fs.writeFileSync(path.join(dist, ROUTE_MANIFEST_FILE), JSON.stringify(manifest));
  return { manifest, shell: createPageShell(dist, catalog) };
}

const modulePreloads = (html: string) => [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
const fetchPreloads = (html: string) => [...html.matchAll(/<link rel="preload" as="fetch"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
const pathOf = (route: { index?: boolean; path?: string }) => (route.index ? '(index)' : route.path);

/** An address of each route: its link with sample values; one without a link (the fallback, a console's home or catch-all) gets one. */
const SAMPLE_ARGS: Record<string, string[]> = { category: ['Food'], shop: ['a-shop'], product: ['a-product'], searchResults: ['rice'] };
const SAMPLE_ADDRESSES: Record<string, string> = {
  sellerHome: '/seller',
  sellerOther: '/seller/a-shop/b/c/d',
  adminOther: '/admin/a/b',
  adminTodayOld: '/admin/today',
};
function addressOf(key: string, route: PageRoute): string {
  if (SAMPLE_ADDRESSES[key]) return SAMPLE_ADDRESSES[key];
  return route.link
    ? (route.link as (...args: string[]) => string)(...(SAMPLE_ARGS[key] ?? (/^(seller|admin)./.test(key) ? ['a-shop', 'p1'] : [])))
    : '/a/b/c';
}

function routerMatches(routes: RouteObject[], address: string) {
  const matches = matchRoutes(routes, address);
  if (!matches?.length) throw new Error(`no route for ${address}`);
  return matches;
}
function routerMatch(routes: RouteObject[], address: string) {
  return routerMatches(routes, address).at(-1)!;
}
/** The full pattern of the route the router picks for an address (its routes' paths joined), as pathOf writes it. */
function patternOf(routes: RouteObject[], address: string): string | undefined {
  return (
    routerMatches(routes, address)
      .flatMap((match) => (match.route.path ? [match.route.path] : []))
      .join('/') || '(index)'
  );
}
/** Every route the router has where it sits, by full pattern (a route with children stands for them). */
function routerPatterns(routes: RouteObject[], base = ''): (string | undefined)[] {
  return routes.flatMap((route) => {
    const pattern = route.index ? base || '(index)' : [base, route.path].filter(Boolean).join('/');
    return route.children ? routerPatterns(route.children, pattern) : [pattern];
  });
}

describe('the route table is the one list of pages (decision 022)', () => {
  it('the router, the route manifest and the page shell have the same routes and pick the same one for every link', async () => {
    const router = createAppRouter(new QueryClient());
    const routerRoutes = router.routes[0]!.children!;
    const { manifest, shell } = shellOf(ROUTES);
    const placed = placedRoutes(ROUTES);
    expect(routerPatterns(routerRoutes)).toEqual(placed.map(({ route }) => pathOf(route)));
    expect(manifest.routes.map(pathOf)).toEqual(routerPatterns(routerRoutes));
    const linked = (routes: Record<string, PageRoute>): string[] =>
      Object.entries(routes).flatMap(([key, route]) => [...(route.link ? [key] : []), ...(route.children ? linked(route.children) : [])]);
    expect(Object.keys(paths)).toEqual(linked(ROUTES));

    const shownBy = (address: string) => placed.find(({ route }) => pathOf(route) === patternOf(router.routes, address))!;
    for (const { key, route } of placed) {
      const address = addressOf(key, route);
      expect(patternOf(router.routes, address), address).toBe(pathOf(route));
      // The landing sends the visitor on: the shell hints the page they land on (a console's screen: its frame's too).
      const shown = shownBy(route.redirect ? route.redirect() : address);
      const chunks = [shown.route.page!, ...shown.frames.toReversed()].map((page) => `/assets/${path.basename(page.file, '.tsx')}.js`);
      expect(modulePreloads(await shell.render(address)), address).toEqual([...new Set(chunks)]);
    }
  });

  it("a console's screens are children of its route: their links, their screen, the console's title and frame", () => {
    expect(paths.sellerOrders('a shop')).toBe('/seller/a%20shop/orders');
    expect(paths.sellerTicket('a-shop', 'p/1')).toBe('/seller/a-shop/orders/p%2F1/ticket');
    expect(paths.adminOrder('o1')).toBe('/admin/orders/o1');
    expect(paths.admin('orders/o1')).toBe('/admin/orders/o1');
    const router = createAppRouter(new QueryClient());
    const screen = (address: string) => (routerMatch(router.routes, address).route.handle as RouteHandle).route;
    expect(screen('/seller/a-shop/catalog/new')).toMatchObject({
      path: 'seller/:shopSlug/catalog/new',
      title: 'Shop console',
      console: true,
    });
    expect(screen('/seller/a-shop/catalog/p1')).toMatchObject({ path: 'seller/:shopSlug/catalog/:productId' });
    expect(screen('/admin')).toMatchObject({ path: 'admin', title: 'Operator console', console: true });
    expect(screen('/admin/orders/o1')).toMatchObject({ path: 'admin/orders/:id', console: true });
    // The operator's day is the console's root (issue 39 item 2); the shops are a screen of it.
    expect(paths.adminToday()).toBe('/admin');
    expect(paths.adminShops()).toBe('/admin/shops');
    expect(screen('/admin/shops')).toMatchObject({ path: 'admin/shops', console: true });
    // Each console's frame is on the way to each of its screens.
    expect(routerMatches(router.routes, '/admin/money').map((match) => match.route.path)).toEqual([undefined, 'admin', 'money']);
    expect(routerMatches(router.routes, '/seller/a-shop/takings').map((match) => match.route.path)).toEqual([
      undefined,
      'seller',
      ':shopSlug/takings',
    ]);
  });

  it('a route name is one name: a child named like another route is refused', () => {
    const twice = { orders: ROUTES.orders, admin: { ...ROUTES.admin, children: { orders: ROUTES.orders } } } satisfies Record<
      string,
      PageRoute
    >;
    expect(() => linksOf(twice)).toThrow(/two routes named orders/);
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
    expect(buildRouteManifest(placedRoutes(ROUTES), bundleOf(ROUTES), SRC, API_BASE).hydration).toBeUndefined();
    expect(() => buildRouteManifest([], bundleOf({}), SRC, API_BASE, 'app/ssr/gone.ts')).toThrow(
      /no chunk of its own for app\/ssr\/gone\.ts/,
    );
  });
});
