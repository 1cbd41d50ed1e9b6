import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderPage, AuditPage } from '@campus/contract';
import { SessionProvider } from '@/lib/session';
import { AdminAuditPage } from './admin-audit-screen';
import { AdminOrdersPage } from './admin-orders-screen';

function token(): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600, email: 'op@example.com', hall: 'Bethel', address: '', fullName: 'Ada Okafor' })}.sig`;
}

const json = (body: object) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const ACTOR = { id: '5f0c1c52-6a61-4c55-9e5c-1b1d2c3e4f51', fullName: 'Ada Okafor', phone: '08030000009' };
const SHOP = { id: '1b1d2c3e-6a61-4c55-9e5c-5f0c1c524f51', name: 'Suya Spot' };

const AUDIT: AuditPage = {
  entries: [
    {
      id: 41,
      actor: ACTOR,
      action: 'order_part.refund',
      sentence: 'Ada Okafor refunded ₦4,600.00 on CM-494C3F47B3: shop closed',
      link: 'orders/CM-494C3F47B3',
      subjectType: 'order_part',
      subjectId: 'x',
      before: null,
      after: null,
      createdAt: '2026-11-26T23:30:00.000Z',
    },
  ],
  nextBefore: 41,
  actors: [{ id: ACTOR.id, fullName: ACTOR.fullName }],
};

const ORDERS: AdminOrderPage = {
  orders: [
    {
      id: 'CM-494C3F47B3',
      reference: 'ref-1',
      createdAt: '2026-11-26T23:30:00.000Z',
      shopper: { fullName: 'Ada Okafor', phone: '08031234567' },
      shops: ['Suya Spot', 'Page Turners'],
      total: 4600,
      statuses: ['cancelled', 'paid'],
    },
  ],
  page: 1,
  pageSize: 25,
  total: 30,
};

let asked: string[];
beforeEach(() => {
  localStorage.setItem('authToken', token());
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      asked.push(url);
      if (url.endsWith('/me/roles')) return json({ operator: true, shops: [] });
      if (url.includes('/admin/shops')) return json({ shops: [SHOP], categories: [] });
      if (url.includes('/admin/audit')) return json(AUDIT);
      if (url.includes('/admin/orders')) return json(ORDERS);
      if (url.includes('/admin/payments/pending')) return json({ payments: [] });
      return new Response('{}', { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderAt(path: string, page: ReactElement) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionProvider>
        <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const lastAsked = (part: string) => [...asked].reverse().find((url) => url.includes(part)) ?? '';

describe('the audit log screen', () => {
  it('shows each entry as a sentence linked to its thing, dated en-NG in Lagos time, and filters by kind and shop', async () => {
    renderAt('/admin/audit', <AdminAuditPage />);
    const sentence = await screen.findByRole('link', { name: 'Ada Okafor refunded ₦4,600.00 on CM-494C3F47B3: shop closed' });
    expect(sentence.getAttribute('href')).toBe('/admin/orders/CM-494C3F47B3');
    // 23:30 UTC is 00:30 the next day in Lagos.
    expect(screen.getByText('27 Nov 2026, 00:30')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('What'), { target: { value: 'order_part.refund' } });
    await screen.findByRole('option', { name: 'Suya Spot' });
    fireEvent.change(screen.getByLabelText('Shop'), { target: { value: SHOP.id } });
    fireEvent.click(screen.getByRole('button', { name: 'Show entries' }));
    await waitFor(() => expect(lastAsked('/admin/audit')).toContain('kind=order_part.refund'));
    expect(lastAsked('/admin/audit')).toContain(`shopId=${SHOP.id}`);

    fireEvent.click(await screen.findByRole('button', { name: 'Older' }));
    await waitFor(() => expect(lastAsked('/admin/audit')).toContain('before=41'));
  });
});

describe('the orders screen', () => {
  it('lists every order without a search, takes its filters from the address, searches by name and pages', async () => {
    renderAt('/admin/orders?status=paid', <AdminOrdersPage />);
    await screen.findByRole('link', { name: 'CM-494C3F47B3' });
    expect(lastAsked('/admin/orders')).toContain('status=paid');
    expect(screen.getByText('Suya Spot: Cancelled')).toBeTruthy();
    expect(screen.getByText('27 Nov 2026, 00:30')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('30 orders, newest first · page 1 of 2');

    fireEvent.change(screen.getByLabelText(/shopper’s name/), { target: { value: ' Ada ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastAsked('/admin/orders')).toContain('q=Ada&status=paid'));

    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(lastAsked('/admin/orders')).toContain('page=2'));
  });
});
