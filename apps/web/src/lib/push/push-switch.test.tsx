import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUSH_MESSAGES, type PushDevices } from '@campus/contract';
import { PushSwitch } from './push-switch';

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';
const KEY = 'BAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A browser with the Push API: a service worker registration whose push manager subscribes on request. */
function stubPushBrowser(permission: NotificationPermission, answer: NotificationPermission = permission) {
  let subscription: {
    endpoint: string;
    options: { applicationServerKey: ArrayBuffer | null };
    toJSON(): object;
    unsubscribe(): Promise<boolean>;
  } | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async () => {
      subscription = {
        endpoint: ENDPOINT,
        options: { applicationServerKey: null },
        toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'p', auth: 'a' } }),
        unsubscribe: async () => true,
      };
      return subscription;
    }),
  };
  const registration = { active: {}, pushManager };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission, requestPermission: vi.fn(async () => answer) });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  return pushManager;
}

function renderSwitch(devices: PushDevices = { devices: [] }) {
  const calls: { method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.endsWith('/push/key')) return json(200, { publicKey: KEY });
      if (method === 'PUT')
        return json(200, { devices: [{ endpoint: ENDPOINT, device: 'Chrome on Android', createdAt: '2026-01-01T00:00:00Z' }] });
      if (method === 'DELETE') return json(200, { devices: [] });
      return json(200, devices);
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PushSwitch path="push/subscriptions" label="Tell me when it moves" description="Get a notification." />
    </QueryClientProvider>,
  );
  return calls;
}

beforeEach(() => localStorage.setItem('authToken', 'token'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the push switch (issue 36)', () => {
  it('says so in a sentence where the browser has no Push API, and offers no switch', () => {
    vi.stubGlobal('fetch', vi.fn());
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PushSwitch path="push/subscriptions" label="Tell me when it moves" description="Get a notification." />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('push-switch-state').textContent).toBe(PUSH_MESSAGES.unsupported);
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('turns on: asks for permission, subscribes with the server key and registers the device', async () => {
    const pushManager = stubPushBrowser('default', 'granted');
    const calls = renderSwitch();
    const toggle = await screen.findByRole('switch', { name: 'Tell me when it moves' });
    await waitFor(() => expect(toggle).not.toHaveProperty('disabled', true));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(pushManager.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ endpoint: ENDPOINT });
    expect(screen.getByTestId('push-switch-state').textContent).toContain('On:');
  });

  it('turns off: forgets this device on the server', async () => {
    stubPushBrowser('granted');
    await navigator.serviceWorker.ready.then((r) => r.pushManager.subscribe());
    const calls = renderSwitch({ devices: [{ endpoint: ENDPOINT, device: 'Chrome on Android', createdAt: '2026-01-01T00:00:00Z' }] });
    const toggle = await screen.findByRole('switch');
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ endpoint: ENDPOINT });
  });

  it('says how to allow notifications when the person blocks them', async () => {
    stubPushBrowser('default', 'denied');
    renderSwitch();
    const toggle = await screen.findByRole('switch');
    await waitFor(() => expect(toggle).not.toHaveProperty('disabled', true));
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getByTestId('push-switch-state').textContent).toBe(PUSH_MESSAGES.denied));
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
