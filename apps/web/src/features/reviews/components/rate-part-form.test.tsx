import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyReview } from '@campus/contract';
import { RatePartLoaded } from './rate-part-form';

const PART = '0d7c9a52-8f3e-4a1b-9c2d-3e4f5a6b7c8d';
const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const review = (change: Partial<MyReview> = {}): MyReview => ({
  id: 'r1',
  partId: PART,
  stars: 4,
  text: '<b>Great</b>',
  author: 'Ada O.',
  createdAt: '2026-11-20T10:00:00.000Z',
  edited: false,
  reply: null,
  editableUntil: '2026-11-27T10:00:00.000Z',
  canEdit: true,
  hidden: null,
  photo: null,
  ...change,
});

let sent: { method: string; url: string; body: unknown }[];
function renderWith(existing: MyReview | null, answer: (method: string) => Response) {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET') return json(200, { review: existing });
      sent.push({ method, url: String(input), body: JSON.parse(String(init?.body)) });
      return answer(method);
    }),
  );
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <RatePartLoaded partId={PART} shopName="Book Shop" />
    </QueryClientProvider>,
  );
}

beforeEach(() => localStorage.setItem('authToken', 'header.payload.sig'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Rate this order', () => {
  it('offers five labelled star radio buttons and a text; asks for stars before sending; sends them with the text', async () => {
    renderWith(null, () => json(201, review({ stars: 5, text: 'Lovely' })));
    await screen.findByText('Rate this order');
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Choose from 1 to 5 stars.');
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByLabelText('5 stars – excellent'));
    fireEvent.change(screen.getByLabelText('What was it like? (optional)'), { target: { value: 'Lovely' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    await screen.findByText('Your review');
    expect(sent).toEqual([
      { method: 'POST', url: expect.stringContaining(`user/reviews/parts/${PART}`), body: { stars: 5, text: 'Lovely' } },
    ]);
  });

  it('shows the review as text with Edit while editable; a hidden one says why and offers no Edit', async () => {
    const { unmount } = renderWith(review(), () => json(200, review()));
    await screen.findByText('<b>Great</b>');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    unmount();
    renderWith(review({ canEdit: false, hidden: { at: '2026-11-21T10:00:00.000Z', reason: 'Advertising' } }), () => json(200, {}));
    await screen.findByText('This review was hidden by the market: Advertising');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('Edit sends a PUT of the same review and shows the server’s refusal', async () => {
    renderWith(review(), () => json(403, { error: 'A review can be edited for 7 days after it was written', code: 'forbidden' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByLabelText('2 stars – fair'));
    fireEvent.click(screen.getByRole('button', { name: 'Save review' }));
    expect((await screen.findByRole('alert')).textContent).toContain('7 days');
    expect(sent[0]).toMatchObject({ method: 'PUT', url: expect.stringContaining('user/reviews/r1'), body: { stars: 2 } });
  });
});
