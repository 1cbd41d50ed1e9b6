import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@campus/contract';
import { SessionProvider } from '@/lib/session';
import { ChangeEmailPage } from './change-email-page';

function token(): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600, email: 'ada@example.com', hall: 'Bethel', address: '', fullName: 'Ada Obi' })}.sig`;
}

function renderPage() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <MemoryRouter>
          <ChangeEmailPage />
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const fetchMock = vi.fn(async () => new Response(JSON.stringify({ message: 'ok', token: token() }), { status: 200 }));
beforeEach(() => {
  localStorage.setItem('authToken', token());
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  fetchMock.mockClear();
  vi.unstubAllGlobals();
});

describe('ChangeEmailPage (one email rule, issue 23)', () => {
  it('leaves the check to the page, not the browser: the form is noValidate', () => {
    renderPage();
    expect(screen.getByRole('button', { name: 'Change Email' }).closest('form')?.noValidate).toBe(true);
  });

  it.each(['foo', 'x@y.z'])('shows the spec message for %j and sends nothing (recovery would refuse it)', (email) => {
    renderPage();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(screen.getByText(MESSAGES.invalidEmailChange)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends an address the one email rule accepts', async () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' ada@uni.edu.ng ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Email' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(MESSAGES.invalidEmailChange)).toBeNull();
  });
});
