import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SellerOrderEvent, SellerPart, SellerQueue, SellerQueueChangedFrame } from '@campus/contract';
import { SessionProvider } from '@/lib/session';
import { fakeSessionToken } from '@/testing/session-token';
import { setTakingOrders } from '../taking-orders';
import { TAKING_ORDERS_TEXT } from '../taking-orders-texts';
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

/** The Screen Wake Lock API: grants a lock and counts what is held. */
class FakeWakeLock {
  held = 0;
  requests = 0;
  private readonly sentinels = new Set<EventTarget & { released: boolean; release(): Promise<void> }>();
  async request() {
    this.held += 1;
    this.requests += 1;
    const sentinel = Object.assign(new EventTarget(), {
      released: false,
      release: async () => {
        if (sentinel.released) return;
        sentinel.released = true;
        this.held -= 1;
        this.sentinels.delete(sentinel);
        sentinel.dispatchEvent(new Event('release'));
      },
    });
    this.sentinels.add(sentinel);
    return sentinel;
  }
  /** What the browser does when the tab is hidden: every lock is let go. */
  async dropAll() {
    for (const sentinel of [...this.sentinels]) await sentinel.release();
  }
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

const part = (id: string, orderId: string, paidAt: string, over: Partial<SellerPart> = {}): SellerPart => ({
  id,
  orderId,
  status: 'paid',
  reason: null,
  readyInMinutes: null,
  paidAt,
  updatedAt: paidAt,
  customerName: 'Ada Obi',
  hall: 'Queen Esther',
  room: 'B12',
  note: 'Extra pepper',
  itemsSubtotal: 3000,
  delivery: 500,
  items: [{ productId: 'p1', title: 'Jollof rice', unitPrice: 1500, qty: 2, condiments: [{ name: 'Plantain', price: 0 }] }],
  seenAt: null,
  shopperPhone: '08031110001',
  ...over,
});

const json = (body: object) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

interface Server {
  queue: SellerQueue;
  /** "Seen" answers 503 (not stored) while set. */
  failSeen: boolean;
  seenCalls: string[];
  /** Sends a frame on the open stream. */
  push(frame: SellerOrderEvent | SellerQueueChangedFrame): void;
}

/** A fake API: the queue (read afresh each time), "Seen" storing on it, and the shop's stream. */
function renderQueue(queue: SellerQueue, events: SellerOrderEvent[] = []): Server {
  const encoder = new TextEncoder();
  let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
  const server: Server = {
    queue,
    failSeen: false,
    seenCalls: [],
    push: (frame) =>
      stream?.enqueue(encoder.encode(`${'id' in frame ? `id: ${frame.id}\n` : 'event: changed\n'}data: ${JSON.stringify(frame)}\n\n`)),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.includes('orders/events')) {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            stream = controller;
            for (const event of events) server.push(event);
            init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
          },
        });
        return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
      }
      const seen = /orders\/([^/]+)\/seen$/.exec(url);
      if (seen && init?.method === 'POST') {
        const id = decodeURIComponent(seen[1]!);
        server.seenCalls.push(id);
        if (server.failSeen) return new Response(JSON.stringify({ error: 'Try again', code: 'unavailable' }), { status: 503 });
        server.queue = {
          ...server.queue,
          parts: server.queue.parts.map((p) => (p.id === id ? { ...p, seenAt: p.seenAt ?? '2026-11-27T10:05:00.000Z' } : p)),
        };
        return json(server.queue.parts.find((p) => p.id === id)!);
      }
      return json(server.queue);
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        {/* The cards link to their kitchen tickets: a router gives the links their addresses. */}
        <MemoryRouter>
          <LiveQueue shopSlug="mama-kitchen" />
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return server;
}

const EMPTY: SellerQueue = { parts: [], lastEventId: '7' };

beforeEach(() => {
  localStorage.setItem('authToken', fakeSessionToken());
  FakeAudioContext.allowed = false;
  vi.stubGlobal('AudioContext', FakeAudioContext);
});
afterEach(() => {
  act(() => setTakingOrders(false));
  Reflect.deleteProperty(document, 'visibilityState');
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('"Start taking orders"', () => {
  it('one tap starts the sound and keeps the screen on; the empty queue then promises the sound', async () => {
    const wakeLock = new FakeWakeLock();
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { wakeLock }));
    renderQueue(EMPTY);
    const control = screen.getByTestId('taking-orders');
    const button = within(control).getByRole('button', { name: TAKING_ORDERS_TEXT.start });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(control.dataset.sound).toBe('blocked');
    expect((await screen.findByTestId('queue-empty')).textContent).toBe(TAKING_ORDERS_TEXT.emptySilent);

    FakeAudioContext.allowed = true; // the tap is the gesture the browser waits for
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(control.dataset.wakeLock).toBe('on'));
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(control.dataset.sound).toBe('on');
    expect(wakeLock.held).toBe(1);
    expect(control.textContent).toContain(TAKING_ORDERS_TEXT.takingAwake);
    expect(screen.getByTestId('queue-empty').textContent).toBe(TAKING_ORDERS_TEXT.emptyRinging);

    // Tapped again it stops: the screen may sleep.
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(wakeLock.held).toBe(0));
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('asks for the screen lock again when the tab comes back (the browser drops it while hidden)', async () => {
    const wakeLock = new FakeWakeLock();
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { wakeLock }));
    renderQueue(EMPTY);
    FakeAudioContext.allowed = true;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: TAKING_ORDERS_TEXT.start })));
    const control = screen.getByTestId('taking-orders');
    await waitFor(() => expect(control.dataset.wakeLock).toBe('on'));
    await act(async () => {
      setVisibility('hidden');
      await wakeLock.dropAll();
    });
    expect(control.dataset.wakeLock).toBe('off');
    await act(async () => setVisibility('visible'));
    await waitFor(() => expect(control.dataset.wakeLock).toBe('on'));
    expect(wakeLock.requests).toBe(2);
    expect(wakeLock.held).toBe(1);
  });

  it('says so in a sentence where the browser cannot keep the screen on', async () => {
    vi.stubGlobal('navigator', Object.create(navigator) as Navigator); // no wakeLock
    renderQueue(EMPTY);
    FakeAudioContext.allowed = true;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: TAKING_ORDERS_TEXT.start })));
    const control = screen.getByTestId('taking-orders');
    expect(control.dataset.wakeLock).toBe('unsupported');
    expect(control.textContent).toContain(TAKING_ORDERS_TEXT.takingNoWakeLock);
  });
});

describe('the order takeover', () => {
  const older = part('p-old', 'CM-OLD0000001', '2026-11-27T10:00:00.000Z');
  const newer = part('p-new', 'CM-NEW0000002', '2026-11-27T10:03:00.000Z', { note: '', room: '' });
  const seenAlready = part('p-seen', 'CM-SEEN000003', '2026-11-27T10:04:00.000Z', { seenAt: '2026-11-27T10:04:30.000Z' });

  it('takes the screen over for each unseen new order in turn, oldest first; Escape keeps it; only "Seen" moves on', async () => {
    const server = renderQueue({ parts: [older, newer, seenAlready], lastEventId: '7' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('New order CM-OLD0000001');
    expect(within(dialog).getByTestId('takeover-position').textContent).toBe('1 of 2 new orders');
    expect(dialog.textContent).toContain('2×Jollof rice');
    expect(dialog.textContent).toContain('+ Plantain');
    expect(dialog.textContent).toContain('Extra pepper');
    expect(dialog.textContent).toContain('Queen Esther, B12');
    expect(within(dialog).getByTestId('takeover-total').textContent).toMatch(/^Total ₦3,500\.00/);
    const seen = within(dialog).getByRole('button', { name: TAKING_ORDERS_TEXT.seen });
    await waitFor(() => expect(document.activeElement).toBe(seen));

    fireEvent.keyDown(seen, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBe(dialog);

    await act(async () => fireEvent.click(seen));
    expect(server.seenCalls).toEqual(['p-old']);
    await waitFor(() => expect(within(screen.getByRole('dialog')).getByRole('heading').textContent).toBe('New order CM-NEW0000002'));
    expect(screen.queryByTestId('takeover-position')).toBeNull();
    await act(async () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: TAKING_ORDERS_TEXT.seen })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.seenCalls).toEqual(['p-old', 'p-new']);

    // Then they sit in New, newest first, with the shopper's phone to call or WhatsApp.
    const cards = within(screen.getByRole('region', { name: /^New/ })).getAllByTestId('queue-card');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Order CM-SEEN000003',
      'Order CM-NEW0000002',
      'Order CM-OLD0000001',
    ]);
    const call = within(cards[0]!).getByRole('link', { name: 'Call 08031110001' });
    expect(call.getAttribute('href')).toBe('tel:08031110001');
    expect(within(cards[0]!).getByRole('link', { name: 'WhatsApp Ada Obi' }).getAttribute('href')).toBe('https://wa.me/2348031110001');
  });

  it('rings while it holds the screen when taking orders, and not once seen', async () => {
    FakeAudioContext.allowed = true;
    act(() => setTakingOrders(true));
    renderQueue({ parts: [older], lastEventId: '7' });
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.dataset.ringing).toBe('true'));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: TAKING_ORDERS_TEXT.seen })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('brings the order back when "Seen" could not be stored, so it is not missed', async () => {
    const server = renderQueue({ parts: [older], lastEventId: '7' });
    server.failSeen = true;
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: TAKING_ORDERS_TEXT.seen })));
    await waitFor(() => expect(server.seenCalls).toEqual(['p-old']));
    const back = await screen.findByRole('dialog');
    expect(within(back).getByRole('heading').textContent).toBe('New order CM-OLD0000001');
  });

  it('closes when another device of the shop taps "Seen" (a changed frame on the stream)', async () => {
    const server = renderQueue({ parts: [older], lastEventId: '7' });
    await screen.findByRole('dialog');
    await screen.findByText('Live: new orders appear at once');
    server.queue = { ...server.queue, parts: [{ ...older, seenAt: '2026-11-27T10:01:00.000Z' }] };
    act(() => server.push({ changed: 'seen', partId: older.id }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.seenCalls).toEqual([]);
  });

  it('a new order arriving live takes the screen over', async () => {
    const server = renderQueue(EMPTY);
    await screen.findByText('Live: new orders appear at once');
    expect(screen.queryByRole('dialog')).toBeNull();
    server.queue = { parts: [newer], lastEventId: '8' };
    act(() => server.push({ id: '8', orderId: newer.orderId, partId: newer.id, status: 'paid', reason: null, at: newer.paidAt }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('New order CM-NEW0000002');
  });
});

describe('LiveQueue notices', () => {
  it('tells the owner which order a cancellation took off the queue, and why, until dismissed', async () => {
    const cancelled: SellerOrderEvent = {
      id: '8',
      orderId: 'CM-1A2B3C4D5E',
      partId: '0d7c9a52-8f3e-4a1b-9c2d-3e4f5a6b7c8d',
      status: 'cancelled',
      reason: 'Cancelled by the shopper',
      at: '2025-03-03T12:00:00.000Z',
    };
    renderQueue(EMPTY, [cancelled]);
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
