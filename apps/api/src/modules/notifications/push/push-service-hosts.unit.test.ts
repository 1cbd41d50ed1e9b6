import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICE_HOSTS, isAllowedPushEndpoint } from './push-service-hosts';

describe('isAllowedPushEndpoint', () => {
  it('takes the push services browsers use', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=BQY',
    ])
      expect(isAllowedPushEndpoint(endpoint, DEFAULT_PUSH_SERVICE_HOSTS)).toBe(true);
  });

  it('refuses internal addresses and look-alikes (SSRF)', () => {
    for (const endpoint of [
      'https://127.0.0.1/push',
      'https://localhost:3000/api/v1/admin',
      'https://169.254.169.254/latest/meta-data',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com.example/x',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://user:pw@fcm.googleapis.com/x',
      'not a url',
    ])
      expect(isAllowedPushEndpoint(endpoint, DEFAULT_PUSH_SERVICE_HOSTS)).toBe(false);
  });
});
