import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { configQueryOptions } from '@/lib/config';
import { saveReceipt } from '../receipt-storage';
import { OrderSuccessPage } from './order-success-page';

function renderAt() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(configQueryOptions().queryKey, {
    storeName: 'Campus Market',
    provider: 'sandbox',
    publicKey: 'pk',
    supportPhone: '2348012345678',
    production: false,
  });
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home page</p> },
      { path: '/order-success', element: <OrderSuccessPage /> },
    ],
    { initialEntries: ['/order-success'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

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
});
