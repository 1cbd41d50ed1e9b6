import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '@/lib/session';
import { fakeSessionToken } from '@/testing/session-token';
import { useLiveOrder } from './use-live-order';

const ORDER = 'CM-00000000AB';
/** The order's event stream answers with this status and an empty body. */
function streamAnswers(status: number) {
  const fetch = vi.fn(async (_url: RequestInfo | URL) => new Response(status === 200 ? '' : JSON.stringify({ message: 'no' }), { status }));
  vi.stubGlobal('fetch', fetch);
  return () => fetch.mock.calls.filter(([url]) => String(url).endsWith(`/orders/${ORDER}/events`)).length;
}

function renderLive(id: string | undefined) {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children}</SessionProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useLiveOrder(id), { wrapper });
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.setItem('authToken', fakeSessionToken());
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("an order's live status (decision 030)", () => {
  it('asks again 2 s after the stream dropped or the server failed', async () => {
    const asked = streamAnswers(503);
    renderLive(ORDER);
    await vi.advanceTimersByTimeAsync(100);
    expect(asked()).toBe(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(asked()).toBe(2);
  });

  it('does not ask every 2 s for a stream the server refuses for good (not the shopper’s order: 404)', async () => {
    const asked = streamAnswers(404);
    const { result } = renderLive(ORDER);
    // Inside act, so the state the hook sets once the refusal arrives is rendered when the clock has moved.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(asked()).toBe(1);
    expect(result.current).toBe('paused');
  });

  it('opens no stream without an order', async () => {
    const asked = streamAnswers(200);
    renderLive(undefined);
    await vi.advanceTimersByTimeAsync(5000);
    expect(asked()).toBe(0);
  });
});
