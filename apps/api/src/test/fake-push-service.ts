import { createECDH, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { PushPayload } from '@campus/contract';

/** A browser's side of a push subscription: its ECDH P-256 key pair and auth secret (RFC 8291). */
export interface FakeDevice {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The subscription as `PushSubscription.toJSON()` gives it. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

export interface ReceivedPush {
  deviceId: string;
  payload: PushPayload;
  /** The VAPID public key the message was signed with (`k=` of the Authorization header). */
  vapidKey: string;
  ttl: string | undefined;
  urgency: string | undefined;
  at: number;
}

interface DeviceKeys {
  ecdh: ReturnType<typeof createECDH>;
  publicKey: Buffer;
  auth: Buffer;
}

/** The receiving side of aes128gcm (RFC 8188 + RFC 8291): what a browser does with a push message. */
export function decryptPush(body: Buffer, device: DeviceKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20] ?? 0;
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const secret = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with 0x02 then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('push record without its 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** A self-signed certificate for 127.0.0.1 (web-push posts over https only). */
function loopbackCertificate(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-push-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return { key: fs.readFileSync(path.join(dir, 'key.pem'), 'utf8'), cert: fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8') };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A push service on loopback for tests and the bench (issue 36): it takes Web Push requests like FCM or
 * autopush, decrypts each with the keys of the device it was addressed to and keeps what it read. A device
 * marked `goneOnce` is answered 410 Gone once (the subscription expired), then forgotten.
 */
export class FakePushService {
  readonly received: ReceivedPush[] = [];
  /** Called on each message taken (the bench timestamps arrivals). */
  onReceive: ((push: ReceivedPush) => void) | undefined;
  private readonly devices = new Map<string, DeviceKeys>();
  private readonly gone = new Set<string>();
  private readonly busy = new Set<string>();
  private server: https.Server | undefined;
  private origin = '';
  readonly certificate = loopbackCertificate();

  async start(): Promise<void> {
    this.server = https.createServer({ key: this.certificate.key, cert: this.certificate.cert }, (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const deviceId = decodeURIComponent((request.url ?? '').replace(/^\/push\//, ''));
        const device = this.devices.get(deviceId);
        if (this.busy.delete(deviceId)) {
          response.writeHead(503, { 'retry-after': '1' }).end();
          return;
        }
        if (!device || this.gone.has(deviceId)) {
          this.gone.delete(deviceId);
          this.devices.delete(deviceId);
          response.writeHead(410).end();
          return;
        }
        try {
          const payload = JSON.parse(decryptPush(Buffer.concat(chunks), device)) as PushPayload;
          const vapidKey = /k=([A-Za-z0-9_-]+)/.exec(String(request.headers.authorization))?.[1] ?? '';
          const push = {
            deviceId,
            payload,
            vapidKey,
            ttl: request.headers.ttl as string | undefined,
            urgency: request.headers.urgency as string | undefined,
            at: performance.now(),
          };
          this.received.push(push);
          this.onReceive?.(push);
          response.writeHead(201).end();
        } catch {
          response.writeHead(400).end();
        }
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.origin = `https://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** A new browser subscription on this service. */
  device(id = randomBytes(8).toString('hex')): FakeDevice {
    const ecdh = createECDH('prime256v1');
    const publicKey = ecdh.generateKeys();
    const auth = randomBytes(16);
    this.devices.set(id, { ecdh, publicKey, auth });
    const keys = { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') };
    const endpoint = `${this.origin}/push/${encodeURIComponent(id)}`;
    return { id, endpoint, keys, subscription: { endpoint, expirationTime: null, keys } };
  }

  /** The next message to this device is answered 410 Gone, and the device is forgotten. */
  goneOnce(deviceId: string): void {
    this.gone.add(deviceId);
  }

  /** The next message to this device is answered 503 (the push service is busy): the sender must try again. */
  busyOnce(deviceId: string): void {
    this.busy.add(deviceId);
  }

  to(deviceId: string): ReceivedPush[] {
    return this.received.filter((push) => push.deviceId === deviceId);
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
