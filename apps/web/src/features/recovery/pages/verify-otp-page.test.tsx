import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VerifyOtpPage } from './verify-otp-page';

function renderAt(state: object | null) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: '/verify-otp', state }]}>
        <Routes>
          <Route path="/verify-otp" element={<VerifyOtpPage />} />
          <Route path="/recovery" element={<p>recovery screen</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const verifyButton = () => screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('VerifyOtpPage (§4 verify screen)', () => {
  it('goes to /recovery when no email is known', () => {
    renderAt(null);
    expect(screen.getByText('recovery screen')).toBeTruthy();
  });

  it('counts down from 10:00, and at 0 says the code expired and disables Verify', () => {
    renderAt({ email: 'ada@example.com' });
    expect(screen.getByTestId('countdown').textContent).toBe('10:00');
    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.getByTestId('countdown').textContent).toBe('08:59');
    expect(verifyButton().disabled).toBe(false);
    act(() => vi.advanceTimersByTime(540_000));
    expect(screen.getByText('Your code has expired. Please request a new one.')).toBeTruthy();
    expect(verifyButton().disabled).toBe(true);
  });

  it('restarts the countdown on Resend and locks Resend for 60 s', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ message: 'sent' }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAt({ email: 'ada@example.com' });
    act(() => vi.advanceTimersByTime(300_000));
    expect(screen.getByTestId('countdown').textContent).toBe('05:00');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
      await vi.runOnlyPendingTimersAsync();
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({ email: 'ada@example.com' });
    expect(screen.getByTestId('countdown').textContent).toMatch(/^(10:00|09:59)$/);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    const locked = screen.getByRole('button', { name: /^Resend code in 0[01]:/ }) as HTMLButtonElement;
    expect(locked.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(60_000));
    expect((screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps Resend locked for what is left of the 60 s since the code was sent, across a reload (issue 23)', () => {
    localStorage.setItem('recoveryCodeSentAt', String(Date.now() - 15_000));
    renderAt({ email: 'ada@example.com' });
    const locked = screen.getByRole('button', { name: 'Resend code in 00:45' }) as HTMLButtonElement;
    expect(locked.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(45_000));
    expect((screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("follows the server's lock: a 429 with Retry-After disables Resend with that countdown (issue 23)", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ error: 'Too many requests', code: 'RATE_LIMITED' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '37' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAt({ email: 'ada@example.com' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
      await vi.runOnlyPendingTimersAsync();
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: /^Resend code in 00:3[67]$/ }) as HTMLButtonElement).disabled).toBe(true);
    act(() => vi.advanceTimersByTime(37_000));
    expect((screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("says 'Please enter a valid 6-digit OTP' for an incomplete code and calls nothing", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderAt({ email: 'ada@example.com' });
    fireEvent.change(screen.getByLabelText('Digit 1'), { target: { value: '4' } });
    fireEvent.click(verifyButton());
    expect(screen.getByText('Please enter a valid 6-digit OTP')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
