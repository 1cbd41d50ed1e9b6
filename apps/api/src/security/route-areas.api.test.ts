import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { misplacedRoutes, walkRoutes } from './route-areas';

/**
 * The routes anyone may call, each on purpose (decision 095). `*` stands for GET and HEAD. A route
 * not listed here and under no area prefix is the signed-in shopper's, and must sit behind that guard.
 */
const PUBLIC_ROUTES = new Set([
  // The API's documentation (off in production unless API_DOCS=1).
  ...['', '/', '/static/index.html', '/static/swagger-initializer.js', '/*', '/json', '/yaml'].map((tail) => `* /api/docs${tail}`),
  // Probes and the web app's settings.
  '* /api/v1/healthz',
  '* /api/v1/readyz',
  '* /api/v1/config',
  // The VAPID public key a browser subscribes to Web Push with (decision 096).
  '* /api/v1/push/key',
  // The storefront's reads (spec §7).
  '* /api/v1/categories',
  '* /api/v1/shop/slug/:slug',
  '* /api/v1/shop/:shopId/search',
  '* /api/v1/product/slug/:slug',
  '* /api/v1/product/search-products',
  '* /api/v1/product/suggestions',
  '* /api/v1/product/all-products',
  // A shop's and a product's shown reviews (issue 37 item 1).
  '* /api/v1/shop/:shopId/reviews',
  '* /api/v1/product/:slug/reviews',
  '* /api/v1/reviews/:id/photo',
  // A book request is made signed out (spec §7); its picture is the shopper area's (issue 37 item 5).
  'POST /api/v1/book',
  // Becoming someone: sign-up, sign-in and account recovery.
  'POST /api/v1/user/sign-up',
  'POST /api/v1/user/sign-in',
  'POST /api/v1/user/forgot-pass',
  'POST /api/v1/user/verify-otp',
  'POST /api/v1/user/reset-pass',
  // An invitation link is its own key (one-time, 72 hours); accepting with an account is the shopper's.
  '* /api/v1/seller/invitations/:token',
  'POST /api/v1/seller/invitations/:token/sign-up',
  // Pictures.
  '* /media/images/:id/:file',
  '* /media/share/:kind/:file',
  // The payment sandbox's pages (PAYMENT_PROVIDER=sandbox only): the shopper's browser, standing in for Paystack's.
  '* /sandbox/checkout.js',
  '* /sandbox/checkout/:accessCode',
  'POST /sandbox/checkout/:accessCode/:action',
]);

/** Paths compared whatever their parameters are named (the router prints `:id|:shopId` where two routes name one place differently). */
function anyParam(url: string): string {
  return url.replace(/:\w+(\|:\w+)*/g, ':');
}

let t: TestApp;
beforeAll(async () => {
  // Dev tools and the docs on, the sandbox as provider: every route the app can have is registered.
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

describe('every route sits behind its audience area’s one guard (issue 33 item 3)', () => {
  it('walks every registered route: admin, seller, dev and webhook paths by prefix, the rest signed in unless allowed public', () => {
    const routes = walkRoutes(t.app);
    expect(routes.length).toBeGreaterThan(100);
    expect(misplacedRoutes(routes, PUBLIC_ROUTES)).toEqual([]);
  });

  it('keeps the public allow-list honest: each entry is a registered route', () => {
    const registered = new Set(walkRoutes(t.app).flatMap(({ method, url }) => [`${method} ${url}`, `* ${url}`]));
    expect([...PUBLIC_ROUTES].filter((entry) => !registered.has(entry))).toEqual([]);
  });

  it('finds every call of the OpenAPI document among the walked routes, and each that asks for a token behind a guard', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    }>();
    const routes = walkRoutes(t.app);
    const misplaced = new Set(misplacedRoutes(routes, PUBLIC_ROUTES));
    const problems: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      const url = anyParam(path.replace(/\{(\w+)\}/g, ':$1'));
      for (const [method, operation] of Object.entries(operations)) {
        const route = routes.find((one) => anyParam(one.url) === url && one.method === method.toUpperCase());
        if (!route) problems.push(`${method} ${path}: documented, not registered`);
        else if (operation.security && !route.hooks.some((hook) => /AreaGuard$/.test(hook)))
          problems.push(`${method} ${path}: asks for a token, no guard`);
      }
    }
    expect(problems).toEqual([]);
    expect(misplaced.size).toBe(0);
  });

  it('fails the walk on a new route registered outside its area (the forgotten guard)', async () => {
    const bare = Fastify();
    bare.get('/api/v1/user/new-thing', async () => ({}));
    bare.get('/api/v1/seller/shops/:shopSlug/secrets', async () => ({}));
    bare.post('/api/v1/admin/shops/:id/delete-everything', async () => ({}));
    await bare.ready();
    expect(misplacedRoutes(walkRoutes(bare), PUBLIC_ROUTES)).toEqual([
      'GET /api/v1/user/new-thing: wants shopper, has no guard',
      'HEAD /api/v1/user/new-thing: wants shopper, has no guard',
      'GET /api/v1/seller/shops/:shopSlug/secrets: wants seller, has no guard',
      'HEAD /api/v1/seller/shops/:shopSlug/secrets: wants seller, has no guard',
      'POST /api/v1/admin/shops/:id/delete-everything: wants admin, has no guard',
    ]);
    await bare.close();
  });
});
