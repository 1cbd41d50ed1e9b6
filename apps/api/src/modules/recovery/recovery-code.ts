import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { LIMITS } from '@campus/contract';

/** A fresh 6-digit code from the CSPRNG, leading zeros kept (§9 code length 6). */
export function generateRecoveryCode(): string {
  return String(randomInt(0, 10 ** LIMITS.otpLength)).padStart(LIMITS.otpLength, '0');
}

/**
 * The stored form of a code: an HMAC keyed by the server secret and bound to the email, so a leaked
 * table cannot be brute-forced offline (a bare hash of 6 digits could) and a code fits one email only.
 */
export function hashRecoveryCode(secret: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${email.toLowerCase()}:${code}`).digest('hex');
}

export function recoveryCodeMatches(secret: string, email: string, code: string, storedHash: string): boolean {
  const expected = Buffer.from(hashRecoveryCode(secret, email, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return expected.length === stored.length && timingSafeEqual(expected, stored);
}

/** The §7 body sends the code as a number: restore the leading zeros it lost. */
export function normalizeOtp(otp: number | string): string {
  return String(otp).padStart(LIMITS.otpLength, '0');
}
