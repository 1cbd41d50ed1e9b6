import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '@/lib/session';
import { fakeSessionToken } from '@/testing/session-token';
import { SILENCE_MS } from './live-stream';
import { useLiveStream } from './use-live-stream';

const PATH = 'seller/shops/mama-titi/orders/events';

/** Every call of the stream answers `status` with this body (a finished body: the stream then ends). */
function streamAnswers(status: number, body = '') {
  const fetch = vi.fn(
    async (_url: RequestInfo | URL, init?: RequestInit) =>
      new Response(status === 200 ? body : JSON.stringify({ message: 'no' }), { status, headers: { 'x-init': String(Boolean(init)) } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderLive(onEvent = vi.fn(), refetch = vi.fn(), resumeAfter: string | null = '41') {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children}</SessionProvider>
    </QueryClientProvider>
  );
  return { onEvent, refetch, ...renderHook(() => useLiveStream({ path: PATH, resumeAfter, onEvent, refetch }), { wrapper }) };
}

/** Moves the clock, letting React render what the hook set meanwhile. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const lastEventIds = (fetch: ReturnType<typeof streamAnswers>) =>
  fetch.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['last-event-id'] ?? null);

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

describe('the one live-stream hook (decision 090)', () => {
  it('delivers events, then resumes after the last one (Last-Event-ID) 2 s after the stream ended', async () => {
    const fetch = streamAnswers(200, 'retry: 2000\n\nid: 42\nevent: order\ndata: {"id":"42"}\n\n');
    const { onEvent, refetch } = renderLive();
    await advance(100);
    expect(onEvent).toHaveBeenCalledWith({ id: '42' });
    expect(refetch).toHaveBeenCalledTimes(1);
    await advance(2000);
    expect(lastEventIds(fetch).slice(0, 2)).toEqual(['41', '42']);
  });

  it('comes back as soon as the server asks when it ends the stream itself (shutdown, access changed)', async () => {
    const fetch = streamAnswers(200, 'retry: 2000\n\nretry: 500\n\n');
    renderLive();
    await advance(100);
    expect(fetch).toHaveBeenCalledTimes(1);
    await advance(500);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each([404, 403, 401])('stops on a final refusal (%i: signed out, role gone, fired) instead of asking every 2 s', async (status) => {
    const fetch = streamAnswers(status);
    const { result } = renderLive();
    await advance(10_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(result.current).toBe('paused');
  });

  it('asks again after a refusal that can change (429, 503)', async () => {
    const fetch = streamAnswers(429);
    renderLive();
    await advance(2100);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('treats a stream silent past its heartbeats as dropped and reconnects', async () => {
    // A body that never ends and never sends a byte: a connection dead somewhere on the way.
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, init?: RequestInit) =>
        new Response(
          new ReadableStream({
            start(controller) {
              init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
            },
          }),
          { status: 200 },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const { result } = renderLive();
    await advance(100);
    expect(result.current).toBe('live');
    await advance(SILENCE_MS + 2100);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
