/// <reference lib="webworker" />

/** What the server's push carries (packages/contract pushPayloadSchema); read loosely: a push may come from an older server. */
interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

const FALLBACK: PushMessage = { title: 'Campus Market', body: 'Something changed. Tap to see it.', url: '/' };

/** The push's JSON, or the fallback when it has none or cannot be read. */
export function readPushMessage(data: PushMessageData | null): PushMessage {
  if (!data) return FALLBACK;
  try {
    const value: unknown = data.json();
    if (typeof value !== 'object' || value === null) return FALLBACK;
    const { title, body, url, tag } = value as Record<string, unknown>;
    return {
      title: typeof title === 'string' && title ? title : FALLBACK.title,
      body: typeof body === 'string' ? body : '',
      url: typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : FALLBACK.url,
      ...(typeof tag === 'string' ? { tag } : {}),
    };
  } catch {
    return { ...FALLBACK, body: data.text() };
  }
}

/** The page a tap opens: one of ours already open is moved there and focused, else a new window. */
async function openTarget(worker: ServiceWorkerGlobalScope, path: string): Promise<void> {
  const url = new URL(path, worker.location.origin).href;
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same =
    windows.find((client) => client.url === url) ?? windows.find((client) => new URL(client.url).origin === worker.location.origin);
  if (same) {
    const moved = same.url === url ? same : ((await same.navigate(url).catch(() => null)) ?? same);
    await moved.focus().catch(() => undefined);
    return;
  }
  await worker.clients.openWindow(url);
}

/**
 * Web Push (issue 36, decision 096): a push shows its title and body at once (browsers require a
 * notification for every push); a tap opens the order it is about, in the console or on the order page.
 */
export function handlePushes(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('push', (event) => {
    const message = readPushMessage(event.data);
    event.waitUntil(
      worker.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        data: { url: message.url },
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
      }),
    );
  });
  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data: unknown = event.notification.data;
    const path =
      typeof data === 'object' && data !== null && typeof (data as { url?: unknown }).url === 'string'
        ? (data as { url: string }).url
        : '/';
    event.waitUntil(openTarget(worker, path));
  });
}
