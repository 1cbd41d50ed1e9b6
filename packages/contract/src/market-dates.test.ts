import { describe, expect, it } from 'vitest';
import { marketCalendarDay, marketCalendarMonth, marketDate, marketDateTime, marketDay, marketDayBefore, marketTime } from './market-dates';

describe('market dates (en-NG, Lagos)', () => {
  it('writes a UTC instant in Lagos time, day first, 24-hour', () => {
    // 23:30 UTC on 26 November is 00:30 on 27 November in Lagos (UTC+1).
    expect(marketDateTime('2026-11-26T23:30:00Z')).toBe('27 Nov 2026, 00:30');
    expect(marketDate(new Date('2026-11-26T23:30:00Z'))).toBe('27 Nov 2026');
    expect(marketDay('2026-11-26T23:30:00Z')).toBe('2026-11-27');
    expect(marketDay('2026-11-26T22:59:59Z')).toBe('2026-11-26');
  });

  it("is the shop's clock whatever the browser's zone: 23:30 UTC on the 27th is already the 28th in Lagos", () => {
    const at = '2026-11-27T23:30:00.000Z';
    expect(marketDate(at)).toBe('28 Nov 2026');
    expect(marketDateTime(at)).toBe('28 Nov 2026, 00:30');
    expect(marketTime(at)).toBe('00:30');
    expect(marketDayBefore(Date.parse(at))).toBe('2026-11-28');
    expect(marketDayBefore(Date.parse('2026-11-28T12:00:00Z'), 6)).toBe('2026-11-22');
  });

  it('days the server names stay the day they name', () => {
    expect(marketCalendarDay('2026-11-28')).toBe('Sat, 28 Nov');
    expect(marketCalendarDay('2026-11-28', { year: true })).toBe('Sat, 28 Nov 2026');
    expect(marketCalendarMonth('2026-11-01')).toBe('November 2026');
    expect(marketCalendarDay('someday')).toBe('someday');
  });
});
