import { describe, expect, it } from 'vitest';
import { normaliseNigerianPhone } from './phone-number';

describe('normaliseNigerianPhone', () => {
  it.each([
    ['08031234567', '+2348031234567'],
    ['2348031234567', '+2348031234567'],
    ['+234 803 123 4567', '+2348031234567'],
    ['+234 (803) 123-4567', '+2348031234567'],
    ['+234 0803 123 4567', '+2348031234567'],
    [' 0901 234 5678 ', '+2349012345678'],
    ['07012345678', '+2347012345678'],
  ])('writes %s as %s', (raw, expected) => {
    expect(normaliseNigerianPhone(raw)).toBe(expected);
  });

  it.each([
    [''],
    ['   '],
    ['not a phone'],
    ['0803123456'],
    ['080312345678'],
    ['+44 7700 900123'],
    ['01 234 5678'],
    ['0803-CALL-NOW'],
    ['+234803123456789'],
  ])('rejects %j', (raw) => {
    expect(normaliseNigerianPhone(raw)).toBeNull();
  });
});
