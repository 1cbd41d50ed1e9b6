import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartItem, CartResponse } from '@campus/contract';
import { withStoreConfig } from '@/testing/store-config';
import { CartSummary } from './cart-summary';

afterEach(cleanup);

const rice: CartItem = {
  _id: 'rice',
  product: { _id: 'rice', slug: 'rice', productTitle: 'Jollof Rice', price: 1500, images: [] },
  shopId: 'a',
  qty: 2,
  unitPrice: 1500,
  totalPrice: 3000,
  condiments: [],
};
const cart: CartResponse = {
  cart: [rice],
  shopBreakdown: [
    { shopId: 'a', shopSlug: 'a', shopName: 'Shop A', deliveryPrice: 500, shopDeliveryPrice: 500, subtotal: 3000, items: [rice] },
  ],
  subtotal: '₦3,000.00',
  deliveryTotal: '₦500.00',
  grandTotal: '₦3,500.00',
};

function renderSummary(props: { cart: CartResponse | undefined; loading: boolean }) {
  const queryClient = withStoreConfig(new QueryClient());
  const router = createMemoryRouter([{ path: '/cart', element: <CartSummary {...props} processing={false} /> }], {
    initialEntries: ['/cart'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return screen.getByTestId('cart-summary');
}

const hint = 'Add to your cart to proceed with checkout';

describe('the cart summary card (§2)', () => {
  it('while the cart loads, shows no amount at all (not ₦0.00 to a shopper with a full cart) and no hint to add items', () => {
    const summary = renderSummary({ cart: undefined, loading: true });
    expect(summary.getAttribute('aria-busy')).toBe('true');
    expect(summary.textContent).not.toContain('₦');
    expect(screen.queryByText(hint)).toBeNull();
    expect(screen.getByRole('link', { name: 'CHECKOUT' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('without a cart (signed out), shows ₦0.00 and the hint, with CHECKOUT blocked', () => {
    const summary = renderSummary({ cart: undefined, loading: false });
    expect(summary.getAttribute('aria-busy')).toBeNull();
    expect(screen.getByTestId('summary-subtotal').textContent).toBe('₦0.00');
    expect(screen.getByTestId('summary-total').textContent).toBe('₦0.00');
    expect(screen.getByText(hint)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CHECKOUT' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('with the cart, shows its amounts and leads to checkout', () => {
    renderSummary({ cart, loading: false });
    expect(screen.getByTestId('summary-subtotal').textContent).toBe('₦3,000.00');
    expect(screen.getByTestId('summary-delivery').textContent).toBe('₦500.00');
    expect(screen.getByTestId('summary-total').textContent).toBe('₦3,500.00');
    expect(screen.queryByText(hint)).toBeNull();
    expect(screen.getByRole('link', { name: 'CHECKOUT' }).getAttribute('href')).toBe('/checkout');
  });

  it('a paused shop in the cart blocks CHECKOUT and says why, as Pay Now would (issue 36)', () => {
    const until = new Date(Date.now() + 30 * 60_000).toISOString();
    const paused: CartResponse = {
      ...cart,
      shopBreakdown: cart.shopBreakdown.map((shop) => ({
        ...shop,
        hours: { isOpen: true, openingHours: null, timezone: 'Africa/Lagos', pausedUntil: until, pauseReason: 'Out of gas' },
      })),
    };
    renderSummary({ cart: paused, loading: false });
    const checkout = screen.getByRole('link', { name: 'CHECKOUT' });
    expect(checkout.getAttribute('aria-disabled')).toBe('true');
    expect(checkout.getAttribute('aria-describedby')).toBe('checkout-blocked');
    expect(screen.getByTestId('checkout-blocked').textContent).toMatch(
      /^Shop A has paused new orders \(back at \d\d:\d\d: Out of gas\)\. Remove its items from your cart to continue\.$/,
    );
  });

  it('a pause that has ended blocks nothing', () => {
    const ended: CartResponse = {
      ...cart,
      shopBreakdown: cart.shopBreakdown.map((shop) => ({
        ...shop,
        hours: { isOpen: true, openingHours: null, timezone: 'Africa/Lagos', pausedUntil: new Date(Date.now() - 60_000).toISOString() },
      })),
    };
    renderSummary({ cart: ended, loading: false });
    expect(screen.getByRole('link', { name: 'CHECKOUT' }).getAttribute('href')).toBe('/checkout');
    expect(screen.queryByTestId('checkout-blocked')).toBeNull();
  });
});
