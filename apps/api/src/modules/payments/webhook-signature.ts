import { createHmac, timingSafeEqual } from 'node:crypto';

/** Paystack's webhook signature: HMAC SHA512 of the raw body with the secret key, hex, in `x-paystack-signature`. */
export const SIGNATURE_HEADER = 'x-paystack-signature';

export function signWebhook(rawBody: Buffer | string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

/** Constant-time check of a signature header against the raw body; false for a missing or malformed one. */
export function isValidWebhookSignature(rawBody: Buffer, header: string | string[] | undefined, secretKey: string): boolean {
  if (typeof header !== 'string' || !/^[0-9a-f]{128}$/i.test(header) || !secretKey) return false;
  const expected = Buffer.from(signWebhook(rawBody, secretKey), 'hex');
  const given = Buffer.from(header, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
