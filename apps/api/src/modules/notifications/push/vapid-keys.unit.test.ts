import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { deriveKeys } from '../../../security/keys';
import { vapidKeys } from './vapid-keys';

describe('VAPID keys (decision 096)', () => {
  it('are the configured pair when the environment gives one', () => {
    const pair = webpush.generateVAPIDKeys();
    expect(vapidKeys(pair, deriveKeys('x'.repeat(48)).push)).toBe(pair);
  });

  it('are derived from the master secret: the same on every instance, new when the push key rotates', () => {
    const one = vapidKeys(undefined, deriveKeys('x'.repeat(48)).push);
    expect(vapidKeys(undefined, deriveKeys('x'.repeat(48)).push)).toEqual(one);
    expect(vapidKeys(undefined, deriveKeys('x'.repeat(48), { push: 2 }).push).publicKey).not.toBe(one.publicKey);
    expect(one.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(one.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // web-push accepts the pair and signs with it.
    const headers = webpush.getVapidHeaders(
      'https://fcm.googleapis.com',
      'mailto:ops@example.com',
      one.publicKey,
      one.privateKey,
      'aes128gcm',
    );
    expect(headers.Authorization).toContain(`k=${one.publicKey}`);
  });
});
