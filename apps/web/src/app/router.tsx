import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { PageRoute } from '@/routes/page-route';
import { ROUTES } from '@/routes/route-table';
import { AppLayout } from './layout/app-layout';

/** A route of the table as React Router takes it: a redirect, or a lazy page with the loader that starts its calls. */
export function toRouteObject(route: PageRoute, queryClient: QueryClient): RouteObject {
  const { redirect, load, page } = route;
  if (redirect) {
    const element = <Navigate to={redirect()} replace />;
    return route.index ? { index: true, element } : { path: route.path, element };
  }
  return {
    path: route.path,
    // A loader answers at once; the calls go on in the background and land in the query cache.
    ...(load && {
      loader: ({ params }) => {
        load(params, queryClient);
        return null;
      },
    }),
    ...(page && { lazy: page.load }),
  };
}

/** The router of the route table (routes/route-table.ts) under the app layout. */
export function createAppRouter(queryClient: QueryClient, routes: Record<string, PageRoute> = ROUTES) {
  return createBrowserRouter([
    {
      element: <AppLayout />,
      // Nothing to show while the first loaders run: they answer at once (without it, React Router warns on every first load).
      HydrateFallback: () => null,
      children: Object.values(routes).map((route) => toRouteObject(route, queryClient)),
    },
  ]);
}
