import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { childRoute, type PageRoute } from '@/routes/page-route';
import { ROUTES } from '@/routes/route-table';
import { RouteErrorScreen } from './errors/route-error-screen';
import { AppLayout } from './layout/app-layout';
import type { RouteHandle } from './layout/page-title';

/**
 * A route of the table as React Router takes it: a redirect, or a lazy page with the loader that starts
 * its calls, and its children (a console's screens) under it. `parent`: the route as it sits in the tree
 * (full pattern, title), for a child.
 */
export function toRouteObject(route: PageRoute, queryClient: QueryClient, parent?: PageRoute): RouteObject {
  const { redirect, load, page, children } = route;
  if (redirect) {
    const element = <Navigate to={redirect()} replace />;
    return route.index ? { index: true, element } : { path: route.path, element };
  }
  // The layout and the server read the route as it sits in the tree: a console's screen is a console page.
  const placed = parent ? childRoute(parent, route) : route;
  const handle: RouteHandle = { route: placed };
  const object = {
    handle,
    // A page whose code fails to load, or that throws, shows the error screen inside the layout.
    ErrorBoundary: RouteErrorScreen,
    // A loader answers at once; the calls go on in the background and land in the query cache.
    ...(load && {
      loader: ({ params }: LoaderFunctionArgs) => {
        load(params, queryClient);
        return null;
      },
    }),
    ...(page && {
      lazy: () => {
        // The page's chunks come with it, not one round trip after it (decision 071). That code itself comes
        // after the first page: the first page's chunks came with its document. A console's frame: its
        // screen's chunks (the frame's among them) are the child's to preload.
        if (!children) void import('@/routes/route-chunks').then(({ preloadRouteChunks }) => preloadRouteChunks(placed.path));
        return page.load().catch((error: unknown) => ({ Component: failedPage(error) }));
      },
    }),
  };
  if (route.index) return { ...object, index: true };
  return {
    ...object,
    path: route.path,
    ...(children && { children: Object.values(children).map((child) => toRouteObject(child, queryClient, placed)) }),
  };
}

/**
 * A page whose code could not load, as a page that throws its load error when rendered, so the
 * route's error boundary shows it. A lazy route whose `lazy` rejects is never rendered by React
 * Router 7 (it keeps waiting for the code: the layout shows with an empty page), so it must not reject.
 */
function failedPage(error: unknown): ComponentType {
  return function FailedPage() {
    throw error;
  };
}

/**
 * The route tree of the route table (routes/route-table.ts) under the app layout. The server renders
 * public pages from the same tree, so React Router gives both the same route ids (decision 050).
 */
export function createAppRoutes(queryClient: QueryClient, routes: Record<string, PageRoute> = ROUTES): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      // The last resort, should the layout itself fail.
      ErrorBoundary: RouteErrorScreen,
      // Nothing to show while the first loaders run: they answer at once (without it, React Router warns on every first load).
      HydrateFallback: () => null,
      children: Object.values(routes).map((route) => toRouteObject(route, queryClient)),
    },
  ];
}

/** The router of the route table (routes/route-table.ts) under the app layout. */
export function createAppRouter(queryClient: QueryClient, routes: Record<string, PageRoute> = ROUTES) {
  return createBrowserRouter(createAppRoutes(queryClient, routes));
}
