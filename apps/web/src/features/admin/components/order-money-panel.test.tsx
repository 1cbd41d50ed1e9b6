import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderMoney } from '@campus/contract';
import { OrderMoneyPanel } from './order-money-panel';

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const PART = '7b0c1c52-6a61-4c55-9e5c-1b1d2c3e4f50';
let MONEY: OrderMoney;
const REJECTED: OrderMoney = {
  order: {
    publicId: 'CM-0000000001',
    totalKobo: 150_000,
    createdAt: '2026-11-24T10:00:00.000Z',
    parts: [{ id: PART, shopId: 's1', shopName: 'Mama Put', status: 'rejected', itemsSubtotalKobo: 140_000, deliveryKobo: 10_000 }],
  },
  payments: [],
  refunds: [],
  ledger: [],
};

let posts: string[];
let bodies: string[];
beforeEach(() => {
  MONEY = REJECTED;
  localStorage.setItem('authToken', 'header.payload.sig');
  posts = [];
  bodies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (init?.method === 'POST') {
        posts.push(url);
        bodies.push(String(init.body ?? ''));
        // Paystack is slow today: the refund stays in flight while the operator clicks again.
        return new Promise<Response>(() => undefined);
      }
      if (url.endsWith('/money')) return json(200, MONEY);
      return json(404, { error: 'Not found' });
    }),
  );
});
/** Lets every request the clicks started reach fetch (a mutation calls it a few microtasks later). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const renderPanel = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OrderMoneyPanel publicId="CM-0000000001" />
    </QueryClientProvider>,
  );

describe('OrderMoneyPanel', () => {
  it('sends the reason the operator types with the refund (the shopper and the audit log read it)', async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Refund part' }, { timeout: 5000 }));
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: ' shop closed ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Yes, refund Mama Put' }));
    await settled();
    expect(bodies).toEqual([JSON.stringify({ reason: 'shop closed' })]);
  });

  it('a double click on "Yes, refund …" asks for one refund and disables the button while it is asked', async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Refund part' }, { timeout: 5000 }));
    const yes = screen.getByRole('button', { name: 'Yes, refund Mama Put' });
    fireEvent.click(yes);
    fireEvent.click(yes);
    await settled();
    expect(posts).toEqual([`/api/v1/admin/order-parts/${PART}/refund`]);
    const refunding = await screen.findByRole('button', { name: 'Refunding…' });
    expect((refunding as HTMLButtonElement).disabled).toBe(true);
  });

  it('says that refunding a part still in its shop cancels it; an ended part is only refunded', async () => {
    MONEY = { ...REJECTED, order: { ...REJECTED.order, parts: [{ ...REJECTED.order.parts[0]!, status: 'preparing' }] } };
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Refund part' }, { timeout: 5000 }));
    expect(screen.getByText("Refund ₦1,500.00 to the shopper's card and cancel this part?")).toBeTruthy();
    cleanup();
    MONEY = REJECTED;
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Refund part' }, { timeout: 5000 }));
    expect(screen.getByText("Refund ₦1,500.00 to the shopper's card?")).toBeTruthy();
  });

  it('a refund Paystack could not account for shows "needs a check" and one "Check again at Paystack", asked once however often it is clicked; no "Refund part"', async () => {
    const REFUND = '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9';
    MONEY = {
      ...REJECTED,
      refunds: [
        {
          id: REFUND,
          kind: 'part',
          paymentReference: 'ref-1',
          partId: PART,
          shopId: 's1',
          amountKobo: 150_000,
          status: 'needs_check',
          reason: 'Sold out',
          failure: 'Paystack did not answer whether it refunded this, and could not say when asked',
          createdAt: '2026-11-24T10:05:00.000Z',
          processedAt: null,
        },
      ],
    };
    renderPanel();
    const check = await screen.findByRole('button', { name: 'Check again at Paystack' }, { timeout: 5000 });
    expect(screen.getByText(/refund needs a check at Paystack/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund part' })).toBeNull();
    fireEvent.click(check);
    fireEvent.click(check);
    await settled();
    expect(posts).toEqual([`/api/v1/admin/refunds/${REFUND}/check`]);
  });
});
