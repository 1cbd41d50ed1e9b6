import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STRENGTH_HINT, STRENGTH_LABELS, isValidEmail, isValidOtp, isValidPhone, normalizePhone } from './validators';

describe('isValidPhone (§5: 0 followed by exactly 10 digits)', () => {
  it.each(['08012345678', '07011111111', '09099999999', ' 08012345678 '])('accepts %j', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });
  it.each([
    '',
    '8012345678',
    '0801234567',
    '080123456789',
    '18012345678',
    '+2348012345678',
    '0801234567a',
    '080 1234 5678',
    '０８０１２３４５６７８',
  ])('refuses %j', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
  it('accepts every 0 + 10 digits and nothing one digit shorter or longer (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (digits) => {
        expect(isValidPhone(`0${digits}`)).toBe(true);
        expect(isValidPhone(`0${digits.slice(1)}`)).toBe(false);
        expect(isValidPhone(`0${digits}5`)).toBe(false);
      }),
    );
  });
});

describe('normalizePhone', () => {
  it.each([
    ['+2348012345678', '08012345678'],
    ['2348012345678', '08012345678'],
    ['+234 801 234 5678', '08012345678'],
    ['0801-234-5678', '08012345678'],
    ['08012345678', '08012345678'],
    ['+447911123456', '+447911123456'],
  ])('%j becomes %j', (input, output) => {
    expect(normalizePhone(input)).toBe(output);
  });
});

describe('isValidEmail (the one email rule of sign-up, change-email and recovery)', () => {
  it.each(['student@uni.edu.ng', 'a.b+c@mail.com', 'ADA@EXAMPLE.INFO', 'x_y@sub-domain.co', ' a@b.co '])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['', 'foo', 'x@y.z', 'a@b.museum', 'a@b.c0m', 'a@b', 'a b@c.com', 'a@b..com', '@b.com', 'a@@b.de'])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('isValidOtp (§5: exactly 6 digits)', () => {
  it.each(['123456', '000000'])('accepts %j', (code) => expect(isValidOtp(code)).toBe(true));
  it.each(['', '12345', '1234567', '12345a', ' 123456', '123 456', '١٢٣٤٥٦'])('refuses %j', (code) => expect(isValidOtp(code)).toBe(false));
});

describe('strength labels (§5)', () => {
  it('has the five labels and the hint of the spec, word for word', () => {
    expect(STRENGTH_LABELS).toEqual(['Very Weak', 'Weak', 'Medium', 'Strong', 'Very Strong']);
    // The rule in words (decision 093), not the spec's character classes, which the rule does not count.
    expect(STRENGTH_HINT).not.toMatch(/uppercase|symbols/);
    expect(STRENGTH_HINT).toMatch(/^Use 8\+ characters that are hard to guess/);
  });
});
