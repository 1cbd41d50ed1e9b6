import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SellerOrderEvent, SellerQueue } from '@campus/contract';
import { SessionProvider } from '@/lib/session';
import { fakeSessionToken } from '@/testing/session-token';
import { LiveQueue } from './orders-screen';

/** Web Audio as a browser has it before the page was tapped: suspended until `resume()` is allowed. */
class FakeAudioContext extends EventTarget {
  static allowed = false;
  state: AudioContextState = 'suspended';
  currentTime = 0;
  destination = {};
  async resume(): Promise<void> {
    if (!FakeAudioContext.allowed) throw new Error('The AudioContext was not allowed to start');
    this.state = 'running';
    this.dispatchEvent(new Event('statechange'));
  }
  createOscillator() {
    return { frequency: { value: 0 }, connect: (node: unknown) => node, start: () => undefined, stop: () => undefined };
  }
  createGain() {
    const gain = {
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      connect: (node: unknown) => node,
    };
    return gain;
  }
}

const QUEUE: SellerQueue = { parts: [], lastEventId: '7' };
const json = (body: object) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The shop's stream: the frames given, then it stays open until the page leaves. */
function eventStream(events: SellerOrderEvent[], signal: AbortSignal | null | undefined): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const event of events) controller.enqueue(new TextEncoder().encode(`id: ${event.id}\ndata: ${JSON.stringify(event)}\n\n`));
      signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

function renderQueue(events: SellerOrderEvent[] = []) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('orders/events') ? eventStream(events, init?.signal) : json(QUEUE),
    ),
  );
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <LiveQueue shopSlug="mama-kitchen" />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.setItem('authToken', fakeSessionToken());
  FakeAudioContext.allowed = false;
  vi.stubGlobal('AudioContext', FakeAudioContext);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('LiveQueue', () => {
  it('offers "Turn on sound" while the browser blocks the chime, and hides it once a tap starts the sound', async () => {
    renderQueue();
    const button = await screen.findByRole('button', { name: 'Turn on sound' });
    expect(screen.getByText(/Sound is off/).textContent).toBe(
      'Sound is off: your browser plays the new-order chime only after you tap the page.',
    );
    // The empty queue promises no sound that would not play.
    expect((await screen.findByTestId('queue-empty')).textContent).toBe('No orders waiting. New paid orders appear here at once.');
    FakeAudioContext.allowed = true; // the tap is the gesture the browser waits for
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Turn on sound' })).toBeNull());
    expect(screen.getByTestId('queue-empty').textContent).toBe('No orders waiting. New paid orders appear here at once, with a sound.');
  });

  it('tells the owner which order a cancellation took off the queue, and why, until dismissed', async () => {
    const cancelled: SellerOrderEvent = {
      id: '8',
      orderId: 'CM-1A2B3C4D5E',
      partId: '0d7c9a52-8f3e-4a1b-9c2d-3e4f5a6b7c8d',
      status: 'cancelled',
      reason: 'Cancelled by the shopper',
      at: '2025-03-03T12:00:00.000Z',
    };
    renderQueue([cancelled]);
    const notices = screen.getByTestId('queue-cancel-notices');
    expect(notices.getAttribute('role')).toBe('status');
    await waitFor(() =>
      expect(notices.textContent).toContain('Order CM-1A2B3C4D5E was cancelled and has left the queue: do not prepare it.'),
    );
    expect(notices.textContent).toContain('Reason: Cancelled by the shopper');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the notice about order CM-1A2B3C4D5E' }));
    expect(notices.textContent).toBe('');
  });
});
