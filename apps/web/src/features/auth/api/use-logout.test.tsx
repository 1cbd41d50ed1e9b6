import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '@/lib/session';
import { useLogout } from './use-logout';

function token(): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600, email: 'ada@example.com', hall: 'Bethel', address: '', fullName: 'Ada Obi' })}.sig`;
}

function LogoutButton() {
  const logout = useLogout();
  return <button onClick={logout}>Logout</button>;
}

beforeEach(() => localStorage.setItem('authToken', token()));
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('useLogout', () => {
  it('asks the server to revoke the token it held, then forgets it here', async () => {
    const held = localStorage.getItem('authToken');
    const fetch = vi.fn(async () => new Response(JSON.stringify({ message: 'Signed out' }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider>
          <MemoryRouter>
            <LogoutButton />
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/user/logout');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).authorization).toBe(`Bearer ${held}`);
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});
