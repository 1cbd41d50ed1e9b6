import { describe, expect, it } from 'vitest';
import { marketDate, marketDateTime, marketDay } from './market-dates';

describe('market dates (en-NG, Lagos)', () => {
  it('writes a UTC instant in Lagos time, day first, 24-hour', () => {
    // 23:30 UTC on 26 November is 00:30 on 27 November in Lagos (UTC+1).
    expect(marketDateTime('2026-11-26T23:30:00Z')).toBe('27 Nov 2026, 00:30');
    expect(marketDate(new Date('2026-11-26T23:30:00Z'))).toBe('27 Nov 2026');
    expect(marketDay('2026-11-26T23:30:00Z')).toBe('2026-11-27');
    expect(marketDay('2026-11-26T22:59:59Z')).toBe('2026-11-26');
  });
});
