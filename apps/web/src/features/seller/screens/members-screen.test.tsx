import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SellerMembers } from '@campus/contract';
import { SessionProvider } from '@/lib/session';
import { fakeSessionToken } from '@/testing/session-token';
import { InviteForm } from './members-screen';

const MEMBERS: SellerMembers = {
  members: [{ userId: 'u1', fullName: 'Ada Obi', email: 'ada@example.com', role: 'owner', since: '2025-01-01T00:00:00.000Z' }],
  invitations: [
    { id: 'i1', email: 'tolu@example.com', role: 'staff', expiresAt: '2099-01-01T00:00:00.000Z', createdAt: '2025-01-01T00:00:00.000Z' },
  ],
};
const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let posts: number;

function renderForm(answerToPost: () => Response = () => json(201, MEMBERS.invitations[0]!)) {
  posts = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posts += 1;
        return answerToPost();
      }
      return json(200, MEMBERS);
    }),
  );
  // The members list as the page has it (its pending invitations are what the form checks against).
  const client = new QueryClient();
  client.setQueryData(['seller', 'mama-kitchen', 'members'], MEMBERS);
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <InviteForm shopSlug="mama-kitchen" />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

async function send(email: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
  return (await screen.findByRole('alert')).textContent;
}

beforeEach(() => localStorage.setItem('authToken', fakeSessionToken({ email: 'ada@example.com' })));
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('InviteForm', () => {
  it('refuses your own email before sending', async () => {
    renderForm();
    expect(await send(' ADA@example.com ')).toBe('This is your own email address: invite the person who should help run the shop.');
    expect(posts).toBe(0);
  });

  it('refuses an email that already has an invitation waiting, in any case, before sending', async () => {
    renderForm();
    expect(await send('Tolu@Example.com')).toBe(
      'tolu@example.com already has an invitation waiting. Withdraw it first if you want to send a new one.',
    );
    expect(posts).toBe(0);
  });

  it("shows the server's refusal when the list was not current (409)", async () => {
    renderForm(() =>
      json(409, {
        error: 'kemi@example.com already has an invitation waiting. Withdraw it first if you want to send a new one.',
        code: 'conflict',
      }),
    );
    expect(await send('kemi@example.com')).toBe(
      'kemi@example.com already has an invitation waiting. Withdraw it first if you want to send a new one.',
    );
    expect(posts).toBe(1);
  });
});
