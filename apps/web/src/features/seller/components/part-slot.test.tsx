import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SellerHistory, SellerPart } from '@campus/contract';
import { renderScreen } from '@/testing/render-screen';
import { fakeSessionToken } from '@/testing/session-token';
import { History } from '../screens/history-screen';
import { KitchenTicket } from '../ticket/kitchen-ticket';
import { OrderCard } from './order-card';
import { OrderTakeover } from './order-takeover';

/**
 * An order for later's slot where the shop works (issue 38 item 4): on the card once the part has left Later,
 * on the takeover as it enters New, on the printed kitchen ticket and in the history, in the words of the shopper's order page. 12:00 UTC is
 * 13:00 in Lagos.
 */
const SLOT = '2026-11-28T12:00:00.000Z';
const NEW_AT = '2026-11-28T11:40:00.000Z';
const FOR_LATER = 'For later: Sat 28 Nov, 13:00';

const part = (over: Partial<SellerPart> = {}): SellerPart => ({
  id: 'p1',
  orderId: 'CM-LATER1',
  status: 'paid',
  reason: null,
  readyInMinutes: null,
  paidAt: '2026-11-28T08:00:00.000Z',
  updatedAt: '2026-11-28T08:00:00.000Z',
  customerName: 'Ada Obi',
  hall: 'Queen Esther',
  room: 'B12',
  note: '',
  itemsSubtotal: 3000,
  delivery: 500,
  items: [{ productId: 'x1', title: 'Jollof rice', unitPrice: 1500, qty: 2, condiments: [] }],
  seenAt: null,
  slotAt: SLOT,
  newAt: NEW_AT,
  ...over,
});

const asap = (): SellerPart => {
  const { slotAt: _slot, newAt: _new, ...rest } = part({ id: 'p2', orderId: 'CM-ASAP1' });
  return rest;
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the slot of an order for later in the console (issue 38 item 4)', () => {
  it('the kitchen ticket says the slot, boxed under the number; an order as soon as possible says none', () => {
    render(<KitchenTicket part={part({ status: 'accepted' })} shopName="Mama Kitchen" />);
    expect(screen.getByTestId('ticket-slot').textContent).toBe(FOR_LATER);
    cleanup();
    render(<KitchenTicket part={asap()} shopName="Mama Kitchen" />);
    expect(screen.queryByTestId('ticket-slot')).toBeNull();
    expect(screen.getByTestId('kitchen-ticket').textContent).not.toContain('For later');
  });

  it('the card says the slot once the part is in New or in progress, not while the Later line above it says so', () => {
    const card = (over: Partial<SellerPart>, now: string) =>
      renderScreen(<OrderCard shopSlug="mama-kitchen" part={part(over)} now={Date.parse(now)} busy={false} onChange={() => undefined} />);
    card({}, '2026-11-28T11:39:00.000Z');
    expect(screen.queryByTestId('card-slot')).toBeNull();
    cleanup();
    card({}, '2026-11-28T11:40:00.000Z');
    expect(screen.getByTestId('card-slot').textContent).toBe(FOR_LATER);
    cleanup();
    card({ status: 'preparing' }, '2026-11-28T09:00:00.000Z');
    expect(screen.getByTestId('card-slot').textContent).toBe(FOR_LATER);
  });

  it('the takeover of a part for later that has entered New says its slot', () => {
    render(<OrderTakeover parts={[part()]} ringing={false} onSeen={() => undefined} />);
    expect(screen.getByTestId('takeover-slot').textContent).toBe(FOR_LATER);
    cleanup();
    render(<OrderTakeover parts={[asap()]} ringing={false} onSeen={() => undefined} />);
    expect(screen.queryByTestId('takeover-slot')).toBeNull();
  });

  it('the history line of a part for later says its slot; others say none', async () => {
    localStorage.setItem('authToken', fakeSessionToken());
    const history: SellerHistory = { parts: [part({ status: 'delivered' }), asap()], page: 1, limit: 20, total: 2 };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(history), { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    renderScreen(<History shopSlug="mama-kitchen" />);
    const list = await screen.findByTestId('history-list');
    const [later, now] = within(list).getAllByRole('listitem');
    expect(within(later!).getByTestId('history-slot').textContent).toBe(FOR_LATER);
    expect(within(now!).queryByTestId('history-slot')).toBeNull();
  });
});
