import { describe, expect, it } from 'vitest';
import { calendarDay, calendarMonth, consoleDate, consoleDateTime, consoleTime } from './console-dates';

describe('console dates (issue 39 item 7)', () => {
  it("are en-NG on the shop's clock: 23:30 UTC on the 27th is already the 28th in Lagos, whatever the browser's zone", () => {
    const at = '2026-11-27T23:30:00.000Z';
    expect(consoleDate(at)).toBe('28 Nov 2026');
    expect(consoleDateTime(at)).toBe('28 Nov 2026, 00:30');
    expect(consoleTime(at)).toBe('00:30');
  });

  it('calendar days from the server stay the day they name', () => {
    expect(calendarDay('2026-11-28')).toBe('Sat, 28 Nov');
    expect(calendarMonth('2026-11-01')).toBe('November 2026');
  });
});
