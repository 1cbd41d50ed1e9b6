import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_MESSAGES, ADMIN_OPERATOR_ONLY } from '@campus/contract';
import { toRouteObject } from '@/app/router';
import { SessionProvider } from '@/lib/session';
import { fakeSessionToken } from '@/testing/session-token';
import { placedRoutes, type PageRoute } from './page-route';
import { ROUTES } from './route-table';

/** An address of each screen of a console: its link with sample values, or, without one, a sample. */
function addressOf(key: string, route: PageRoute): string {
  if (key === 'sellerHome') return '/seller';
  if (key === 'adminOther') return '/admin/elsewhere';
  return (route.link as (...args: string[]) => string)('mama-kitchen', 'p1');
}
const screensOf = (parent: 'seller' | 'admin') =>
  placedRoutes({ [parent]: ROUTES[parent] }).filter(({ route }) => !route.redirect && route.page);

/** The console's screens under the route table's console routes, and a login page to be sent to. */
function renderAt(address: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/login', element: <p>The login page</p> },
      toRouteObject(ROUTES.seller, queryClient),
      toRouteObject(ROUTES.admin, queryClient),
    ],
    { initialEntries: [address] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  // Signed in, the API says: not this shop's member, not an operator; an invitation that cannot be used.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/me/roles') ? json(200, { operator: false, shops: [] }) : json(403, { message: 'No.' }),
    ),
  );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("the consoles' guards hold on every screen the route table gives them (decision 132)", () => {
  it.each(screensOf('seller').map(({ key, route }) => [key, addressOf(key, route)]))(
    'the shop console’s %s (%s) sends a signed-out visitor to log in',
    async (key, address) => {
      renderAt(address);
      // The invitation is the one screen a visitor reads before signing in (to join a shop): it asks the API.
      if (key === 'sellerInvitation') expect(await screen.findByTestId('invitation-error')).toBeTruthy();
      else expect(await screen.findByText('The login page')).toBeTruthy();
    },
  );

  it.each(
    screensOf('seller')
      .filter(({ key }) => key !== 'sellerHome' && key !== 'sellerInvitation')
      .map(({ key, route }) => [key, addressOf(key, route)]),
  )('the shop console’s %s (%s) shows a signed-in stranger no shop', async (_key, address) => {
    localStorage.setItem('authToken', fakeSessionToken({ email: 'ada@example.com' }));
    renderAt(address);
    expect((await screen.findByRole('alert')).textContent).toContain(ACCESS_MESSAGES.shopNotFound);
  });

  it.each(screensOf('admin').map(({ key, route }) => [key, addressOf(key, route)]))(
    'the operator console’s %s (%s) refuses a signed-out visitor and a signed-in shopper',
    async (_key, address) => {
      renderAt(address);
      expect((await screen.findByRole('alert')).textContent).toBe(ADMIN_OPERATOR_ONLY);
      cleanup();
      localStorage.setItem('authToken', fakeSessionToken({ email: 'ada@example.com' }));
      renderAt(address);
      expect((await screen.findByRole('alert')).textContent).toBe(ADMIN_OPERATOR_ONLY);
    },
  );

  it('every screen of both consoles is walked', () => {
    expect(screensOf('seller').length + screensOf('admin').length).toBeGreaterThanOrEqual(26);
  });
});
