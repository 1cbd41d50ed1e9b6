import { describe, expect, it } from 'vitest';
import { isValidWebhookSignature, signWebhook } from './webhook-signature';

const key = 'sk_test_unit';
const body = Buffer.from(JSON.stringify({ event: 'charge.success', data: { reference: 'r1', amount: 100 } }));

describe('webhook signature', () => {
  it('accepts the HMAC SHA512 hex of the raw body', () => {
    expect(isValidWebhookSignature(body, signWebhook(body, key), key)).toBe(true);
  });

  it('refuses a missing, malformed or other-key signature', () => {
    expect(isValidWebhookSignature(body, undefined, key)).toBe(false);
    expect(isValidWebhookSignature(body, 'abc', key)).toBe(false);
    expect(isValidWebhookSignature(body, [signWebhook(body, key)], key)).toBe(false);
    expect(isValidWebhookSignature(body, signWebhook(body, 'sk_test_other'), key)).toBe(false);
  });

  it('refuses the signature once any byte of the body changed', () => {
    const signature = signWebhook(body, key);
    const changed = Buffer.from(body);
    changed[changed.length - 2] = (changed[changed.length - 2] ?? 0) ^ 1;
    expect(isValidWebhookSignature(changed, signature, key)).toBe(false);
  });

  it('refuses everything when no secret key is configured', () => {
    expect(isValidWebhookSignature(body, signWebhook(body, ''), '')).toBe(false);
  });
});
