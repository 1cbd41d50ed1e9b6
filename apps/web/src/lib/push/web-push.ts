/**
 * The browser's side of Web Push (issue 36, decision 096): whether this device can get notifications,
 * its push subscription (one per browser, shared by the shopper's orders and any shops), and asking
 * for permission and a subscription with the server's VAPID key.
 */
export type PushAvailability = 'unsupported' | 'denied' | 'default' | 'granted';

export function pushAvailability(): PushAvailability {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return Notification.permission;
}

/** The service worker's registration, when the store registered one (builds for production do, after load). */
async function registration(waitMs = 4000): Promise<ServiceWorkerRegistration | undefined> {
  const existing = await navigator.serviceWorker.getRegistration();
  if (existing?.active) return existing;
  const ready = navigator.serviceWorker.ready;
  const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), waitMs));
  return Promise.race([ready, timeout]);
}

/** This browser's push subscription, if it has one. */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  if (pushAvailability() === 'unsupported') return null;
  const reg = await registration();
  return reg ? reg.pushManager.getSubscription() : null;
}

/** `PushManager.subscribe` takes the key as bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const plain = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(plain + '='.repeat((4 - (plain.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export class PushUnavailableError extends Error {
  constructor(readonly reason: 'unsupported' | 'denied') {
    super(reason);
  }
}

/**
 * Asks for permission (the tap that called this is the gesture browsers require) and subscribes with
 * the server's key, reusing the browser's subscription when it was made with the same key.
 */
export async function subscribeDevice(publicKey: string): Promise<PushSubscription> {
  if (pushAvailability() === 'unsupported') throw new PushUnavailableError('unsupported');
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') throw new PushUnavailableError('denied');
  const reg = await registration();
  if (!reg) throw new PushUnavailableError('unsupported');
  const key = keyBytes(publicKey);
  const existing = await reg.pushManager.getSubscription();
  const sameKey = existing?.options.applicationServerKey && equalBytes(new Uint8Array(existing.options.applicationServerKey), key);
  if (existing && sameKey) return existing;
  await existing?.unsubscribe();
  return reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}
