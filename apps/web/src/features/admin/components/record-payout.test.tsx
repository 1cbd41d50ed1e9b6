import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYOUT_MESSAGES, type ShopPayout } from '@campus/contract';
import { PayoutList, RecordPayout } from './record-payout';

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const payout: ShopPayout = {
  id: '5b0f6a53-8a43-4d0c-9a39-1c1f4b1f0e12',
  shopId: '7b0c1c52-6a61-4c55-9e5c-1b1d2c3e4f50',
  shopName: 'Hall Laundry Express',
  amountKobo: 3_657_500,
  paidOn: '2026-11-27',
  reference: 'GTB-TRF-0042',
  recordedByName: 'Ada Okafor',
  recordedAt: '2026-11-27T09:15:00.000Z',
  reversal: null,
};
const reversal = { at: '2026-11-27T23:30:00.000Z', byName: 'Ada Okafor', reason: 'Typed ₦36,575 for ₦35,575' };

let calls: { method: string; url: string; body: unknown }[];
beforeEach(() => {
  localStorage.setItem('authToken', 'header.payload.sig');
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.endsWith(`/admin/payouts/${payout.id}/reverse`)) return json(200, { payout: { ...payout, reversal } });
      if (url.endsWith(`/admin/shops/${payout.shopId}/payouts`)) return json(201, { recorded: true, payout });
      return json(404, { error: 'Not found' });
    }),
  );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const renderList = (payouts: ShopPayout[]) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PayoutList payouts={payouts} />
    </QueryClientProvider>,
  );

describe('a payout recorded by mistake (issue 39 item 3)', () => {
  it('is reversed only after a second look and with a reason, once however often Yes is clicked', async () => {
    renderList([payout]);
    fireEvent.click(screen.getByRole('button', { name: 'Reverse payout' }));
    const form = screen.getByRole('form', { name: 'Reverse the payout to Hall Laundry Express' });
    expect(form.textContent).toContain('Reverse ₦36,575.00 to Hall Laundry Express, reference GTB-TRF-0042?');
    // "Keep it" closes it and nothing is sent.
    fireEvent.click(within(form).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('form')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reverse payout' }));

    const yes = screen.getByRole('button', { name: 'Yes, reverse it' });
    fireEvent.click(yes);
    expect(screen.getByRole('alert').textContent).toBe(PAYOUT_MESSAGES.reversalReason);
    fireEvent.change(screen.getByLabelText('Why is it reversed?'), { target: { value: `  ${reversal.reason} ` } });
    fireEvent.click(yes);
    fireEvent.click(yes);
    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      url: expect.stringContaining(`/admin/payouts/${payout.id}/reverse`),
      body: { reason: reversal.reason },
    });
  });

  it('a reversed payout says who reversed it, when (Lagos) and why, its amount struck through, and offers no second reversal', () => {
    renderList([{ ...payout, reversal }]);
    const item = screen.getByRole('listitem');
    expect(item.textContent).toContain('Reversed by Ada Okafor, 28 Nov 2026, 00:30: Typed ₦36,575 for ₦35,575');
    expect(within(item).getByText('₦36,575.00').className).toContain('line-through');
    expect(screen.queryByRole('button', { name: 'Reverse payout' })).toBeNull();
  });
});

describe('the line about a payout just recorded', () => {
  it('says "Reversed since" once that payout is reversed in the list below, not "Recorded"', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const form = (payouts: ShopPayout[]) => (
      <QueryClientProvider client={client}>
        <RecordPayout
          shops={[{ id: payout.shopId, name: payout.shopName }]}
          draft={{ shopId: payout.shopId, amount: '36,575' }}
          today={payout.paidOn}
          payouts={payouts}
        />
      </QueryClientProvider>
    );
    const { rerender } = render(form([]));
    fireEvent.change(screen.getByLabelText('Transfer reference'), { target: { value: payout.reference } });
    fireEvent.click(screen.getByRole('button', { name: 'Record payout' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, record it' }));
    const said = 'Hall Laundry Express on Fri, 27 Nov 2026, reference GTB-TRF-0042.';
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(`Recorded: ₦36,575.00 to ${said}`));
    rerender(form([payout]));
    expect(screen.getByRole('status').textContent).toBe(`Recorded: ₦36,575.00 to ${said}`);
    rerender(form([{ ...payout, reversal }]));
    expect(screen.getByRole('status').textContent).toBe(`Reversed since: ₦36,575.00 to ${said}`);
  });
});
