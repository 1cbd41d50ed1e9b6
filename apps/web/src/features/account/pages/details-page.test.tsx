import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '@/lib/session';
import { DetailsPage } from './details-page';

function token(): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600, email: 'ada@example.com', hall: 'Bethel', address: '', fullName: 'Ada Obi' })}.sig`;
}

function renderDetails() {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <MemoryRouter>
          <DetailsPage />
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => localStorage.setItem('authToken', token()));
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('DetailsPage', () => {
  it('shows the skeleton, then the four read-only fields', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { fullName: 'Ada Obi', phone_number: '08011112222', hall: 'Bethel', email: 'ada@example.com' })),
    );
    renderDetails();
    expect(screen.getByTestId('details-skeleton')).toBeTruthy();
    expect(await screen.findByText('08011112222')).toBeTruthy();
    for (const label of ['Full Name', 'Phone Number', 'Hall', 'Recovery Email']) expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
  });

  it('covers the screen with a red error when the profile cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, { error: 'Something went wrong on our side. Please try again.' })),
    );
    renderDetails();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load user details.');
    expect(alert.className).toContain('bg-red-600');
    expect(alert.className).toContain('fixed inset-0');
  });
});
