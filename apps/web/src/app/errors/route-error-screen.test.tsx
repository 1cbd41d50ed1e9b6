import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageRoute } from '@/routes/page-route';
import { toRouteObject } from '../router';

/** A route of the table whose page's code cannot be fetched, as on a dropped connection. */
const unreachable: PageRoute = {
  path: 'shop/:slug',
  page: {
    file: 'features/catalog/pages/shop-page.tsx',
    load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/shop-page-x.js')),
  },
  // Like the catalog pages: a loader starts the page's call while its code loads.
  load: () => undefined,
};

const broken: PageRoute = {
  path: 'about',
  page: {
    file: 'features/about/pages/about-page.tsx',
    load: () =>
      Promise.resolve({
        Component: () => {
          throw new Error('bug');
        },
      }),
  },
};

afterEach(cleanup);

/** The app's tree: the route under a layout route with an empty HydrateFallback, as createAppRouter makes it. */
function open(route: PageRoute, url: string) {
  const layout = { element: <Outlet />, HydrateFallback: () => null, children: [toRouteObject(route, new QueryClient())] };
  const router = createMemoryRouter([layout], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
}

describe('a route whose page fails', () => {
  it('shows the error screen with Try again when its code cannot load', async () => {
    open(unreachable, '/shop/mama-titis-kitchen');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('did not finish loading');
  });

  it('shows the error screen when the page throws while rendering', async () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      open(broken, '/about');
      expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    } finally {
      console.error = quiet;
    }
  });
});
