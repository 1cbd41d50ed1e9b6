import { describe, expect, it } from 'vitest';
import { makePaymentReference } from './payment-reference';

describe('makePaymentReference (§9)', () => {
  const now = new Date('2026-03-01T10:00:00.000Z');

  it('is the full name without spaces, then the timestamp, then a short suffix', () => {
    expect(makePaymentReference('Ada  Obi Nnamdi', now, 'a1b2c3')).toBe(`AdaObiNnamdi${now.getTime()}-a1b2c3`);
  });

  it('keeps only characters Paystack allows in a reference', () => {
    const reference = makePaymentReference("Tolú O'Brien-Adé", now);
    expect(reference).toMatch(/^[A-Za-z0-9.=-]+$/);
    expect(reference.startsWith(`ToluOBrienAde${now.getTime()}-`)).toBe(true);
  });

  it('differs between two payments started in the same millisecond', () => {
    expect(makePaymentReference('Ada Obi', now)).not.toBe(makePaymentReference('Ada Obi', now));
  });

  it('falls back to a word when the name has no usable character', () => {
    expect(makePaymentReference('  ', now, '000000')).toBe(`Shopper${now.getTime()}-000000`);
  });
});
