import { describe, expect, it } from 'vitest';
import { addDays, lastDays, shopDate, startOfShopDay } from './shop-days';

describe('shop days (Africa/Lagos)', () => {
  it('puts 23:30 UTC on the next Lagos day', () => {
    expect(shopDate(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-02');
    expect(shopDate(new Date('2026-03-01T22:59:59Z'))).toBe('2026-03-01');
  });

  it('starts a Lagos day at 23:00 UTC the evening before', () => {
    expect(startOfShopDay('2026-03-02').toISOString()).toBe('2026-03-01T23:00:00.000Z');
  });

  it('refuses a date that is no calendar date', () => {
    expect(() => startOfShopDay('2026-02-30')).toThrow(RangeError);
    expect(() => startOfShopDay('yesterday')).toThrow(RangeError);
  });

  it('counts days across a month end', () => {
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
    expect(lastDays(new Date('2026-03-02T08:00:00Z'), 7)).toEqual([
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
});
