import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminBookRequest } from '@campus/contract';
import { renderScreen } from '@/testing/render-screen';
import { AdminBooksPage } from './admin-books-screen';

function token(): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600, email: 'op@example.com', hall: 'Bethel', address: '', fullName: 'Ada Operator' })}.sig`;
}

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const REQUEST: AdminBookRequest = {
  id: '5f0c1c52-6a61-4c55-9e5c-1b1d2c3e4f51',
  name: 'Arrow of God',
  author: 'Chinua Achebe',
  status: 'searching',
  note: '',
  hasImage: false,
  requester: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
};

let patches: unknown[];
beforeEach(() => {
  localStorage.setItem('authToken', token());
  patches = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/me/roles')) return json(200, { operator: true, shops: [] });
      if (init?.method === 'PATCH') {
        patches.push(JSON.parse(String(init.body)));
        // The server is slow: the request stays in flight while the operator clicks again.
        return new Promise<Response>(() => undefined);
      }
      if (url.includes('/admin/book-requests')) return json(200, { requests: [REQUEST] });
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

const renderPage = () => renderScreen(<AdminBooksPage />);

describe('the book requests queue', () => {
  it('a double click on "Mark found" sends one request, and the buttons stay disabled while it is in flight', async () => {
    renderPage();
    const markFound = await screen.findByRole('button', { name: 'Mark found' }, { timeout: 5000 });
    fireEvent.click(markFound);
    fireEvent.click(markFound);
    await settled();
    expect(patches).toEqual([{ status: 'found', note: '' }]);
    await vi.waitFor(() => expect((screen.getByRole('button', { name: 'Mark not found' }) as HTMLButtonElement).disabled).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Mark not found' }));
    expect(patches).toHaveLength(1);
  });

  it('a double click on "Save note" sends one request', async () => {
    renderPage();
    fireEvent.change(await screen.findByLabelText('Note', {}, { timeout: 5000 }), { target: { value: 'Asked the Book Shop' } });
    const save = screen.getByRole('button', { name: 'Save note' });
    fireEvent.click(save);
    fireEvent.click(save);
    await settled();
    expect(patches).toEqual([{ note: 'Asked the Book Shop' }]);
    await vi.waitFor(() => expect((screen.getByRole('button', { name: 'Save note' }) as HTMLButtonElement).disabled).toBe(true));
  });
});
