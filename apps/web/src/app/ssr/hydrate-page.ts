import type { QueryClient } from '@tanstack/react-query';
import { startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { nextTask } from '@/lib/next-task';
import { withHeldTapsReplayed } from './held-taps';
import { seedQueries, type PageData } from './page-data';

/**
 * Hydrates a page the server rendered (decision 050): the server's answers go into the query cache,
 * the page's code is loaded before the router starts (a lazy route not yet loaded would render the
 * empty fallback, not the server's HTML), and the router starts with the server's loader data, so
 * nothing is asked again. `routes`: the app's (createAppRoutes), made by the entry. Its own chunk: pages the browser renders itself (checkout, cart, account)
 * never load it, and the storefront's entry stays within its budget.
 */
export async function hydratePage(
  root: HTMLElement,
  json: string,
  queryClient: QueryClient,
  routes: RouteObject[],
  app: (router: ReturnType<typeof createBrowserRouter>, renderedAt?: number) => ReactNode,
): Promise<void> {
  const data = JSON.parse(json) as PageData;
  seedQueries(queryClient, data.queries);
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  // Matching the route table, making the router and starting React are each a task of their own: together
  // they were one of 45-100 ms on a 2-core machine, four times that on a slow phone (decision 074).
  await nextTask();
  const router = createBrowserRouter(routes, { hydrationData: data.router });
  await nextTask();
  // As a transition, React hydrates in slices of a few milliseconds and lets the browser paint the
  // server's HTML and answer taps in between, instead of one long task on a slow phone.
  startTransition(() => {
    hydrateRoot(root, withHeldTapsReplayed(app(router, data.renderedAt)));
  });
  // The service worker keeps the catalog answers it sees for the offline page (decision 035); these came
  // with the page instead of through it: hand them over as the answers they are.
  if (navigator.serviceWorker?.controller && 'caches' in window) {
    const cache = await caches.open('catalog-api'); // CATALOG_CACHE of sw/cache-policy.ts
    await Promise.all(
      data.queries.flatMap(({ url, data: body }) =>
        url ? [cache.put(url, new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json; charset=utf-8' } }))] : [],
      ),
    );
  }
}
