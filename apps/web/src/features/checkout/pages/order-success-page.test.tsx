import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '@/lib/session';
import { withStoreConfig } from '@/testing/store-config';
import { saveReceipt } from '../receipt-storage';
import { OrderSuccessPage } from './order-success-page';

function renderAt(entry = '/order-success') {
  const queryClient = withStoreConfig(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home page</p> },
      { path: '/order-success', element: <OrderSuccessPage /> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function token(): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600, email: 'k@example.com', hall: 'Emerald', address: '', fullName: 'Kemi Bello' })}.sig`;
}

describe('/order-success (§2)', () => {
  it('shows the stored receipt: reference, method, sender, hall and total, with help and home links', () => {
    saveReceipt({ receiptId: 'AdaObi1700000000000-abc123', orderPrice: '3750', customerName: 'Ada Obi', customerHall: 'Bethel' });
    renderAt();
    expect(screen.getByRole('heading', { name: 'Payment Success!' })).toBeTruthy();
    const receipt = screen.getByTestId('receipt');
    for (const text of ['AdaObi1700000000000-abc123', 'Paystack', 'Ada Obi', 'Bethel', '₦3,750.00'])
      expect(receipt.textContent).toContain(text);
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: /chat with us/i }).getAttribute('href')).toBe('https://wa.me/2348012345678');
  });

  it('hides the hall when none is stored and the total when it is ₦0.00', () => {
    saveReceipt({ receiptId: 'R1', orderPrice: '0', customerName: 'Ada Obi', customerHall: '' });
    renderAt();
    const receipt = screen.getByTestId('receipt');
    expect(receipt.textContent).not.toContain('Hall');
    expect(receipt.textContent).not.toContain('Total');
    expect(receipt.textContent).not.toContain('₦0.00');
  });

  it('redirects to / when the receipt id or the order price is missing', async () => {
    localStorage.setItem('orderPrice', '100');
    const router = renderAt();
    await screen.findByText('home page');
    expect(router.state.location.pathname).toBe('/');
  });

  it('loads the receipt of the order named in the address from the server (a reload, another device)', async () => {
    localStorage.setItem('authToken', token());
    const fetchMock = vi.fn(async (url: string) => {
      expect(url).toBe('/api/v1/orders/CM-00000000AB');
      return new Response(
        JSON.stringify({
          id: 'CM-00000000AB',
          reference: 'KemiBello1700000000000-abcdef',
          createdAt: '2026-11-23T10:00:00.000Z',
          fullName: 'Kemi Bello',
          hall: 'Emerald',
          room: 'C214',
          note: '',
          itemsSubtotal: 3000,
          delivery: 500,
          total: 3500,
          status: 'paid',
          parts: [],
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/order-success?order=CM-00000000AB');
    const receipt = await screen.findByTestId('receipt');
    expect(receipt.textContent).toContain('KemiBello1700000000000-abcdef');
    expect(receipt.textContent).toContain('₦3,500.00');
    expect(screen.getByRole('link', { name: 'Follow your order' }).getAttribute('href')).toBe('/orders/CM-00000000AB');
  });
});
