import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { isActivePath, Link, NavLink } from './app-link';

afterEach(cleanup);

/** Where the app is, and the state it was sent with. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}|${JSON.stringify(location.state ?? null)}`}</output>;
}

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {element}
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}
const where = () => screen.getByTestId('where').textContent;

describe('Link (decision 071)', () => {
  it('is an anchor to the address, and a plain click opens it in the app with its state', async () => {
    renderAt(
      '/Food',
      <Link to="/shop/suya-spot" state={{ from: 'card' }}>
        Suya Spot
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Suya Spot' });
    expect(link.getAttribute('href')).toBe('/shop/suya-spot');
    await act(async () => void fireEvent.click(link));
    expect(where()).toBe('/shop/suya-spot|{"from":"card"}');
  });

  it('leaves a modified or middle click, and a link with a target, to the browser', async () => {
    renderAt('/Food', <Link to="/cart">Cart</Link>);
    const link = screen.getByRole('link', { name: 'Cart' });
    for (const click of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...click });
      await act(async () => void link.dispatchEvent(event));
      expect(event.defaultPrevented).toBe(false);
      expect(where()).toBe('/Food|null');
    }
    cleanup();
    renderAt(
      '/Food',
      <Link to="/about" target="_blank">
        About
      </Link>,
    );
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => void screen.getByRole('link', { name: 'About' }).dispatchEvent(event));
    expect(event.defaultPrevented).toBe(false);
    expect(where()).toBe('/Food|null');
  });

  it('runs its own onClick first, which can keep the app where it is', async () => {
    const clicks: string[] = [];
    renderAt(
      '/Food',
      <Link to="/cart" onClick={(event) => (clicks.push('mine'), event.preventDefault())}>
        Cart
      </Link>,
    );
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: 'Cart' })));
    expect(clicks).toEqual(['mine']);
    expect(where()).toBe('/Food|null');
  });

  it('replaces the history entry when asked', async () => {
    const router = renderAt(
      '/Food',
      <Link to="/orders" replace>
        Orders
      </Link>,
    );
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: 'Orders' })));
    expect(where()).toBe('/orders|null');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('NavLink (decision 071)', () => {
  const tabs = (
    <>
      <NavLink to="/cart" className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Cart
      </NavLink>
      <NavLink to="/orders" end className="tab">
        Orders
      </NavLink>
      <NavLink to="/orders" className={({ isActive }) => (isActive ? 'on' : 'off')}>
        {({ isActive }) => `All orders${isActive ? ' (here)' : ''}`}
      </NavLink>
    </>
  );

  it('marks the link of the page showing: aria-current="page" and its class', () => {
    renderAt('/cart', tabs);
    const cart = screen.getByRole('link', { name: 'Cart' });
    expect([cart.getAttribute('aria-current'), cart.className]).toEqual(['page', 'on']);
    const orders = screen.getByRole('link', { name: 'Orders' });
    expect([orders.getAttribute('aria-current'), orders.className]).toEqual([null, 'tab']);
  });

  it('counts a page under its address as its own unless `end`, and gives its children the same answer', () => {
    renderAt('/orders/42', tabs);
    expect(screen.getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBeNull();
    const all = screen.getByRole('link', { name: 'All orders (here)' });
    expect([all.getAttribute('aria-current'), all.className]).toEqual(['page', 'on']);
  });

  it('adds "active" to a class given as text, as React Router does', () => {
    renderAt('/orders', tabs);
    expect(screen.getByRole('link', { name: 'Orders' }).className).toBe('tab active');
  });
});

describe('isActivePath (React Router’s NavLink rule)', () => {
  it.each([
    ['/orders', '/orders', false, true],
    ['/orders/42', '/orders', false, true],
    ['/orders/42', '/orders', true, false],
    ['/ordersX', '/orders', false, false],
    ['/Orders', '/orders', false, true],
    ['/orders/42', '/orders/', false, true],
    ['/Food', '/', false, false],
    ['/', '/', false, true],
  ])('%s against a link to %s (end %s): %s', (pathname, target, end, active) => {
    expect(isActivePath(pathname, target, end)).toBe(active);
  });
});
