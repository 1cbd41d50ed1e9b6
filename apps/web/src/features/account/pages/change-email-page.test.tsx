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

const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
  String(input).endsWith('/confirm')
    ? new Response(JSON.stringify({ message: 'ok', token: token() }), { status: 200 })
    : new Response(JSON.stringify({ message: MESSAGES.emailCodeSent, email: 'ada@uni.edu.ng' }), { status: 200 }),
);
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

  it('sends an address the one email rule accepts, with the current password', async () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' ada@uni.edu.ng ' } });
    fireEvent.change(screen.getByLabelText('Current Password'), { target: { value: 'Passw0rd!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Email' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(MESSAGES.invalidEmailChange)).toBeNull();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ada@uni.edu.ng', password: 'Passw0rd!' });
  });

  it('asks for the current password before sending anything (issue 35)', () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@uni.edu.ng' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(screen.getByText(MESSAGES.fillAllFields)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('then asks for the code sent to the new address, and confirms it', async () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@uni.edu.ng' } });
    fireEvent.change(screen.getByLabelText('Current Password'), { target: { value: 'Passw0rd!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Email' }));
    const codeField = await screen.findByLabelText('Code');
    expect(screen.getByText('ada@uni.edu.ng')).toBeTruthy();
    fireEvent.change(codeField, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Email' }));
    expect(screen.getByText(MESSAGES.invalidOtp)).toBeTruthy();
    fireEvent.change(codeField, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Email' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(String(fetchMock.mock.calls[1]?.[0])).toMatch(/user\/change_email\/confirm$/);
    // Back to the first step once the email changed.
    expect(await screen.findByLabelText('Email')).toBeTruthy();
  });
});
