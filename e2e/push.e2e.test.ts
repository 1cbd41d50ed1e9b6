import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shop } from '@campus/contract';
import { PHONE, baseURL, launchBrowser } from './browser';

/**
 * The service worker's side of Web Push (issue 36, decision 096): a push delivered through the DevTools
 * protocol (as a push service would) shows its notification, and tapping it opens the order it is about.
 * The signed-in account is the README's demo shopper, whom no other journey uses.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const api = (path: string, token: string | undefined, init: RequestInit = {}) =>
  fetch(`${baseURL()}/api/v1/${path}`, {
    ...init,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json', ...init.headers },
  });

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** The README's demo shopper, signed in once for the file. */
let token: string;
beforeAll(async () => {
  ({ token } = await json<{ token: string }>(
    await api('user/sign-in', undefined, {
      method: 'POST',
      body: JSON.stringify({ phone_number: '08012345678', password: 'Campus@2024' }),
    }),
  ));
});

/** The demo shopper pays for one plain product through the sandbox; the order's public number. */
async function placeOrder(): Promise<string> {
  const shop = await json<Shop>(await api('shop/slug/book-shop', undefined));
  const product = shop.products.find((p) => p.isAvailable !== false && p.extras.length === 0);
  if (!product) throw new Error('no plain product in book-shop');
  await api('user/carts', token, { method: 'DELETE' });
  await json(await api(`user/cart/${product._id}`, token, { method: 'POST', body: '{}' }));
  const started = await json<{ accessCode: string; reference: string }>(
    await api('payment/initialize', token, { method: 'POST', body: JSON.stringify({ hall: 'Queen Esther', room: '', note: '' }) }),
  );
  const paid = await fetch(`${baseURL()}/sandbox/checkout/${started.accessCode}/pay`, { method: 'POST' });
  expect(paid.status).toBeLessThan(400);
  // The sandbox settles the payment a moment after the press, as Paystack does: ask until it is verified.
  const body = JSON.stringify({ orderPrice: 0, orderItems: [], reference: started.reference });
  for (let tries = 0; ; tries += 1) {
    const res = await api('order/create-order', token, { method: 'POST', body });
    if (res.status !== 409 || tries > 40) {
      const created = await json<{ newOrder: { orderId: string } }>(res);
      return created.newOrder.orderId;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function openWithServiceWorker(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: PHONE,
    serviceWorkers: 'allow',
    isMobile: true,
    hasTouch: true,
  });
  await context.grantPermissions(['notifications'], { origin: baseURL() });
  await context.addInitScript((value) => localStorage.setItem('authToken', value), token);
  const page = await context.newPage();
  return { context, page };
}

interface ShownNotification {
  title: string;
  body: string;
  url: unknown;
}

const shownNotifications = (page: Page) =>
  page.evaluate(async (): Promise<ShownNotification[]> => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      url: (n.data as { url?: unknown } | null)?.url,
    }));
  });

describe('Web Push in the service worker (issue 36)', () => {
  it('shows a pushed order change as a notification, and a tap on it opens that order', async () => {
    const orderId = await placeOrder();
    const { context, page } = await openWithServiceWorker();
    await page.goto('/orders');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: typeof registrations }) =>
      registrations.push(...event.registrations),
    );
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.find((r) => !r.isDeleted && r.scopeURL === `${baseURL()}/`)).toBeTruthy();
    const registration = registrations.find((r) => !r.isDeleted && r.scopeURL === `${baseURL()}/`)!;

    const url = `/orders/${encodeURIComponent(orderId)}`;
    const message = { title: `Order ${orderId}: Accepted`, body: 'Book Shop accepted your order.', url, tag: `order-${orderId}` };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL(),
      registrationId: registration.registrationId,
      data: JSON.stringify(message),
    });
    await expect.poll(() => shownNotifications(page)).toEqual([{ title: message.title, body: message.body, url }]);

    // A tap: the worker's notificationclick on the notification it showed (the protocol has no way to click one).
    const [worker] = context.serviceWorkers();
    if (!worker) throw new Error('no service worker in the context');
    await worker.evaluate(async () => {
      // The worker's global (this project's types are the page's, not a worker's).
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [shown] = await scope.registration.getNotifications();
      if (!shown) throw new Error('no notification to tap');
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: shown }));
    });
    await page.waitForURL(`**${url}`);
    await page.getByRole('heading', { level: 1, name: orderId }).waitFor();
    // The page it opens offers the opt-in, loaded after the page showed.
    await page.getByRole('switch', { name: 'Tell me when it moves' }).waitFor();
    await expect.poll(() => shownNotifications(page)).toEqual([]);
    await context.close();
  });

  it('a push without a readable payload still shows a notification that opens the store', async () => {
    const { context, page } = await openWithServiceWorker();
    await page.goto('/orders');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: typeof registrations }) =>
      registrations.push(...event.registrations),
    );
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.find((r) => !r.isDeleted && r.scopeURL === `${baseURL()}/`)).toBeTruthy();
    const registration = registrations.find((r) => !r.isDeleted && r.scopeURL === `${baseURL()}/`)!;
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL(),
      registrationId: registration.registrationId,
      data: 'not json',
    });
    await expect.poll(() => shownNotifications(page)).toEqual([{ title: 'Campus Market', body: 'not json', url: '/' }]);
    await context.close();
  });
});
