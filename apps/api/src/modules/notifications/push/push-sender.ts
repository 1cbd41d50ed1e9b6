import https from 'node:https';
import tls from 'node:tls';
import webpush from 'web-push';
import type { PushPayload } from '@campus/contract';
import type { VapidKeys } from './vapid-keys';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** `sent`: the push service took it; `gone`: 404/410, the subscription no longer exists (RFC 8030 §7.3). */
export type PushOutcome = 'sent' | 'gone';

/** Sends one encrypted message; throws when the outcome is worth retrying (network, 429, 5xx). */
export interface PushSender {
  send(target: PushTarget, payload: PushPayload): Promise<PushOutcome>;
  close(): void;
}

export interface WebPushSettings {
  keys: VapidKeys;
  /** `mailto:` or `https:` address the push services may contact (VAPID_SUBJECT). */
  subject: string;
  /** PEM certificates to trust besides the system's (tests' fake push service on loopback). */
  extraCa?: string;
  timeoutMs?: number;
}

/**
 * The Web Push protocol through the `web-push` library (RFC 8030 + 8291 aes128gcm + 8292 VAPID): the
 * payload is encrypted to the subscription's keys, signed with the server's VAPID key, posted with
 * `urgency: high` (a new order must wake a phone) and kept by the push service for an hour at most.
 * Connections to a push service are kept alive between sends.
 */
export function createWebPushSender(settings: WebPushSettings): PushSender {
  const agent = new https.Agent({
    keepAlive: true,
    maxSockets: 16,
    ...(settings.extraCa ? { ca: [...tls.rootCertificates, settings.extraCa] } : {}),
  });
  const vapidDetails = { subject: settings.subject, publicKey: settings.keys.publicKey, privateKey: settings.keys.privateKey };
  return {
    async send(target, payload) {
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          {
            vapidDetails,
            TTL: 3600,
            urgency: 'high',
            timeout: settings.timeoutMs ?? 10_000,
            agent,
          },
        );
        return 'sent';
      } catch (error) {
        if (error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone';
        if (error instanceof webpush.WebPushError) throw new Error(`the push service answered ${error.statusCode}`);
        throw error;
      }
    },
    close() {
      agent.destroy();
    },
  };
}
