/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { CATALOG_CACHE, OFFLINE_PAGE, PICTURE_CACHE, isCatalogRead, isPicture } from './cache-policy';
import { handlePushes } from './push-handlers';

/** The build puts the precache list in `__WB_MANIFEST` (vite-plugin-pwa, injectManifest). */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/**
 * The storefront's service worker (decision 035). The shell's and every page's scripts and styles,
 * the icons and the offline page are precached (the build lists them); catalog reads and pictures
 * are served stale-while-revalidate; pages come from the network, and with no network the offline
 * page shows the last-seen catalog. The cart, checkout, orders and account calls are never cached.
 */
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The open page's later calls fill the catalog cache too, not only those of pages opened after this one.
clientsClaim();

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && isCatalogRead(url.pathname, request),
  new StaleWhileRevalidate({
    cacheName: CATALOG_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 })],
  }),
);
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.method === 'GET' && isPicture(url.pathname),
  new StaleWhileRevalidate({
    cacheName: PICTURE_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);
// Each page's HTML carries its own head and hints (decision 034): always the network's.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
});

// Web Push (decision 096): new orders for the shop's phones, order changes for the shopper's.
handlePushes(self);

// The landing's catalog (its call was made before this worker controlled the page): kept for the offline page.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .open(CATALOG_CACHE)
      .then((cache) => cache.add('/api/v1/categories'))
      .catch(() => undefined),
  );
});
