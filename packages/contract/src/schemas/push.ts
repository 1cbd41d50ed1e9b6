import { z } from 'zod';
import { text } from './text-field';

/**
 * Web Push (issue 36 item 1): a browser's push subscription as `PushSubscription.toJSON()` gives it,
 * registered for the signed-in shopper's orders or for one shop's new orders. The keys are checked
 * for what the Web Push encryption needs (RFC 8291): an uncompressed P-256 point and a 16-byte secret.
 */

export const PUSH_MESSAGES = {
  endpoint: 'The push address must be an https address of a push service.',
  endpointHost: 'This browser’s push service is not one the market sends to.',
  p256dh: 'The subscription’s p256dh key must be a P-256 public key (65 bytes, base64url).',
  auth: 'The subscription’s auth secret must be 16 bytes, base64url.',
  notSubscribed: 'This device does not get notifications here.',
  /** Shown where the browser cannot do push at all. */
  unsupported: 'This browser cannot show notifications from Campus Market. On an iPhone, add the store to your Home Screen first.',
  denied: 'Notifications are blocked for Campus Market in this browser’s settings. Allow them there, then try again.',
} as const;

/** At most this many devices per account; registering one more forgets the oldest (decision 096). */
export const PUSH_DEVICES_PER_ACCOUNT = 10;
export const PUSH_ENDPOINT_MAX_LENGTH = 1024;
export const PUSH_DEVICE_LABEL_MAX_LENGTH = 80;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** Bytes of a base64url string (padding allowed), or null when it is not base64url. */
export function base64UrlBytes(value: string): Uint8Array | null {
  if (!BASE64URL.test(value)) return null;
  const plain = value.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  if (plain.length % 4 === 1) return null;
  try {
    const binary = atob(plain + '='.repeat((4 - (plain.length % 4)) % 4));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** An uncompressed P-256 public point: 65 bytes starting with 0x04. */
export function isP256PublicKey(value: string): boolean {
  const bytes = base64UrlBytes(value);
  return bytes !== null && bytes.length === 65 && bytes[0] === 4;
}

export function isAuthSecret(value: string): boolean {
  return base64UrlBytes(value)?.length === 16;
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.username === '' && url.password === '' && url.hostname !== '';
  } catch {
    return false;
  }
}

export const pushEndpointSchema = z
  .string()
  .max(PUSH_ENDPOINT_MAX_LENGTH, PUSH_MESSAGES.endpoint)
  .refine(isHttpsUrl, PUSH_MESSAGES.endpoint);

export const pushSubscribeBodySchema = z.object({
  endpoint: pushEndpointSchema,
  /** Browsers send `expirationTime: null`; accepted and ignored. */
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().max(200, PUSH_MESSAGES.p256dh).refine(isP256PublicKey, PUSH_MESSAGES.p256dh),
    auth: z.string().max(64, PUSH_MESSAGES.auth).refine(isAuthSecret, PUSH_MESSAGES.auth),
  }),
  /** How the person recognises the device ("Chrome on Android"); the user agent's short form when absent. */
  device: text().max(PUSH_DEVICE_LABEL_MAX_LENGTH).optional(),
});
export type PushSubscribeBody = z.infer<typeof pushSubscribeBodySchema>;

export const pushUnsubscribeBodySchema = z.object({ endpoint: pushEndpointSchema });
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBodySchema>;

export const pushDeviceSchema = z.object({ endpoint: z.string(), device: z.string(), createdAt: z.string() });
export type PushDevice = z.infer<typeof pushDeviceSchema>;

/** This account's devices for one audience (its orders, or one shop). */
export const pushDevicesSchema = z.object({ devices: z.array(pushDeviceSchema) });
export type PushDevices = z.infer<typeof pushDevicesSchema>;

/** The server's VAPID public key (base64url), for `pushManager.subscribe({ applicationServerKey })`. */
export const pushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;

/** What a push carries (the service worker shows title and body; a tap opens url). */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  /** Notifications with the same tag replace each other (one per order on a phone). */
  tag: z.string().optional(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
