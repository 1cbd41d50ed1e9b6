import { randomBytes } from 'node:crypto';

/**
 * §9 payment reference: the full name without spaces, then a timestamp, then a short random
 * suffix (DESIGN §6). Paystack allows only letters, digits, '-', '.' and '=' in references.
 */
export function makePaymentReference(fullName: string, now: Date, suffix: string = randomBytes(3).toString('hex')): string {
  const name =
    fullName
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 40) || 'Shopper';
  return `${name}${now.getTime()}-${suffix}`;
}
