import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { LIMITS } from '@campus/contract';

/** A fresh 6-digit code from the CSPRNG, leading zeros kept (§9 code length 6). */
export function generateRecoveryCode(): string {
  return String(randomInt(0, 10 ** LIMITS.otpLength)).padStart(LIMITS.otpLength, '0');
}

/** A one-time reset token (issue 18): 256 random bits, handed out once by a successful verify. */
export function generateResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a reset token: a plain SHA-256 is enough for 256 random bits (no guessing, no dictionary). */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The stored form of a code: an HMAC keyed by the code-hash key (security/keys.ts) and bound to the email, so a leaked
 * table cannot be brute-forced offline (a bare hash of 6 digits could) and a code fits one email only.
 */
export function hashRecoveryCode(secret: string | Buffer, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${email.toLowerCase()}:${code}`).digest('hex');
}

export function recoveryCodeMatches(secret: string | Buffer, email: string, code: string, storedHash: string): boolean {
  const expected = Buffer.from(hashRecoveryCode(secret, email, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return expected.length === stored.length && timingSafeEqual(expected, stored);
}

/** The §7 body sends the code as a number: restore the leading zeros it lost. */
export function normalizeOtp(otp: number | string): string {
  return String(otp).padStart(LIMITS.otpLength, '0');
}
