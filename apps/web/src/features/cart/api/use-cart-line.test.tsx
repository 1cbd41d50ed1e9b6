import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LazyToaster as Toaster } from '@/lib/components/lazy-toaster';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem, CartResponse } from '@campus/contract';
import { SessionProvider, useSession } from '@/lib/session';
import { useCartCount } from './get-cart';
import { useCartLine, type CartSurface } from './use-cart-line';

const PRODUCT = '11111111-1111-4111-8111-111111111111';

function fakeToken(): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ exp: Math.floor(Date.now() / 1000) + 3600, fullName: 'Ada Obi', email: 'a@b.c', hall: 'Bethel', address: '' })}.signature`;
}

function cartOf(qty: number): CartResponse {
  if (qty === 0) return { cart: [], shopBreakdown: [], subtotal: '₦0.00', deliveryTotal: '₦0.00', grandTotal: '₦0.00' };
  const item: CartItem = {
    _id: PRODUCT,
    product: { _id: PRODUCT, slug: 'rice', productTitle: 'Rice', price: 1000, images: [] },
    shopId: 's',
    qty,
    unitPrice: 1000,
    totalPrice: 1000 * qty,
    condiments: [],
  };
  return {
    cart: [item],
    shopBreakdown: [
      { shopId: 's', shopSlug: 's', shopName: 'Shop', deliveryPrice: 300, shopDeliveryPrice: 300, subtotal: 1000 * qty, items: [item] },
    ],
    subtotal: '₦1,000.00',
    deliveryTotal: '₦300.00',
    grandTotal: '₦1,300.00',
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function Harness({ surface }: { surface: CartSurface }) {
  const line = useCartLine(PRODUCT, surface);
  const { signInModalOpen } = useSession();
  const count = useCartCount();
  return (
    <div>
      <button type="button" onClick={() => void line.add([{ name: 'Chicken', price: 900 }])}>
        add
      </button>
      <button type="button" onClick={() => void line.remove()}>
        remove
      </button>
      <output data-testid="state">
        {JSON.stringify({ inCart: line.inCart, qty: line.qty, busy: line.isBusy, modal: signInModalOpen, count })}
      </output>
    </div>
  );
}

function renderHarness(surface: CartSurface): { state: () => Record<string, unknown> } {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={client}>
      <SessionProvider>
        {children}
        <Toaster />
      </SessionProvider>
    </QueryClientProvider>
  );
  render(wrap(<Harness surface={surface} />));
  return { state: () => JSON.parse(screen.getByTestId('state').textContent ?? '{}') as Record<string, unknown> };
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useCartLine', () => {
  it('opens the sign-in modal for a visitor and calls nothing', async () => {
    const { state } = renderHarness('card');
    await act(async () => screen.getByText('add').click());
    expect(state().modal).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("adds with the card's message; the answer replaces the cart so the badge count changes at once", async () => {
    localStorage.setItem('authToken', fakeToken());
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (!init?.method || init.method === 'GET') return json(200, cartOf(0));
      expect(url).toBe(`/api/v1/user/cart/${PRODUCT}`);
      expect(JSON.parse(String(init.body))).toEqual({ condiments: [{ name: 'Chicken', price: 900 }] });
      expect(new Headers(init.headers).get('authorization')).toMatch(/^Bearer /);
      return json(200, cartOf(1));
    });
    const { state } = renderHarness('card');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(async () => screen.getByText('add').click());
    await screen.findByText('Item added to cart');
    expect(state()).toMatchObject({ inCart: true, qty: 1, count: 1, busy: false });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("removes with the product page's message", async () => {
    localStorage.setItem('authToken', fakeToken());
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) => json(200, init?.method === 'DELETE' ? cartOf(0) : cartOf(2)));
    const { state } = renderHarness('page');
    await waitFor(() => expect(state().qty).toBe(2));
    await act(async () => screen.getByText('remove').click());
    await screen.findByText('Removed from cart!');
    expect(state()).toMatchObject({ inCart: false, count: 0 });
  });

  it('opens the sign-in modal on a 401 instead of a toast', async () => {
    localStorage.setItem('authToken', fakeToken());
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST' ? json(401, { error: 'Session expired. Please log in again.' }) : json(200, cartOf(0)),
    );
    const { state } = renderHarness('page');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(async () => screen.getByText('add').click());
    await waitFor(() => expect(state().modal).toBe(true));
    expect(screen.queryByText('Failed to update cart. Please try again.')).toBeNull();
  });

  it("shows the surface's failure text with the server's reason, and leaves the cart as it was", async () => {
    localStorage.setItem('authToken', fakeToken());
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST' ? json(409, { error: 'Out of Stock' }) : json(200, cartOf(0)),
    );
    const { state } = renderHarness('card');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(async () => screen.getByText('add').click());
    await screen.findByText('Failed to add item to cart. Please try again.');
    await screen.findByText('Out of Stock');
    expect(state()).toMatchObject({ inCart: false, count: 0, modal: false });
  });
});
