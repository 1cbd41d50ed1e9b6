import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartResponse, OrderAgainResponse } from '@campus/contract';
import { OrderAgain } from './order-again';

const emptyCart: CartResponse = { cart: [], shopBreakdown: [], subtotal: '₦0.00', deliveryTotal: '₦0.00', grandTotal: '₦0.00' };
const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderOrderAgain(answer: () => Response) {
  const client = new QueryClient();
  const posts: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') posts.push(String(input));
      return answer();
    }),
  );
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OrderAgain orderId="CM-1A2B3C4D5E" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, posts };
}

beforeEach(() => localStorage.setItem('authToken', 'header.payload.sig'));
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('Order again', () => {
  it('says what went in, lists each line that changed with the reason, and keeps the new cart', async () => {
    const answer: OrderAgainResponse = {
      cart: { ...emptyCart, grandTotal: '₦2,000.00' },
      added: [{ productId: 'p1', title: 'Jollof plate', qty: 2 }],
      skipped: [
        { productId: 'p2', title: 'Fried rice', reason: 'repriced', message: 'Fried rice now costs ₦800.00 (was ₦700.00).' },
        { productId: 'p3', title: 'Zobo', reason: 'gone', message: 'Zobo is no longer sold.' },
      ],
    };
    const { client, posts } = renderOrderAgain(() => json(200, answer));
    fireEvent.click(screen.getByRole('button', { name: 'Order again' }));
    const status = await screen.findByRole('status');
    expect(posts).toEqual([expect.stringMatching(/\/api\/v1\/user\/cart\/order-again\/CM-1A2B3C4D5E$/)]);
    expect(status.textContent).toContain('Added to your cart: 2 × Jollof plate.');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Fried rice now costs ₦800.00 (was ₦700.00).',
      'Zobo is no longer sold.',
    ]);
    expect(client.getQueryData(['user', 'cart'])).toEqual(answer.cart);
  });

  it('says nothing was added when every line changed, and shows the server’s refusal', async () => {
    const first = renderOrderAgain(() =>
      json(200, {
        cart: emptyCart,
        added: [],
        skipped: [{ productId: 'p3', title: 'Zobo', reason: 'gone', message: 'Zobo is no longer sold.' }],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Order again' }));
    expect((await screen.findByRole('status')).textContent).toContain('Nothing was added to your cart.');
    expect(first.posts).toHaveLength(1);
    cleanup();

    renderOrderAgain(() => json(404, { error: 'Order not found' }));
    fireEvent.click(screen.getByRole('button', { name: 'Order again' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Order not found');
  });
});
