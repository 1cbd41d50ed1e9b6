import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@campus/contract';
import { CancelPart } from './cancel-part';

type Part = OrderDetail['parts'][number];
const part = (status: Part['status']): Part => ({
  id: '0d7c9a52-8f3e-4a1b-9c2d-3e4f5a6b7c8d',
  shop: { id: 's1', slug: 'book-shop', name: 'Book Shop' },
  status,
  reason: null,
  readyInMinutes: null,
  itemsSubtotal: 3000,
  delivery: 200,
  items: [],
  timeline: [],
});

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let posts: string[];

function renderCancel(status: Part['status'], answer: () => Response) {
  posts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') posts.push(String(input));
      return answer();
    }),
  );
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <CancelPart orderId="CM-1A2B3C4D5E" part={part(status)} />
    </QueryClientProvider>,
  );
}

beforeEach(() => localStorage.setItem('authToken', 'header.payload.sig'));
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('CancelPart', () => {
  it('asks first, saying what goes back to the card, then cancels once', async () => {
    renderCancel('paid', () => json(200, { id: '9', orderId: 'CM-1A2B3C4D5E', partId: 'p', status: 'cancelled', reason: null, at: '' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText("Cancel Book Shop's part? ₦3,200.00 (its items and delivery) goes back to your card.")).toBeTruthy();
    expect(posts).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: /Yes, cancel|Cancelling…/ })).toBeNull());
    expect(posts).toEqual(['/api/v1/orders/CM-1A2B3C4D5E/parts/0d7c9a52-8f3e-4a1b-9c2d-3e4f5a6b7c8d/cancel']);
  });

  it('"Keep it" cancels nothing', () => {
    renderCancel('paid', () => json(500, {}));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it("shows the server's refusal when the shop accepted meanwhile", async () => {
    renderCancel('paid', () => json(409, { error: 'This part can no longer be cancelled', code: 'conflict' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This part can no longer be cancelled');
  });

  it('offers nothing once the shop has accepted', () => {
    renderCancel('accepted', () => json(500, {}));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
