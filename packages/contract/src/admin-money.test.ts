import { describe, expect, it } from 'vitest';
import { ledgerQuerySchema } from './admin-money';
import { DAY_MESSAGES, isRealDay } from './day';

describe('isRealDay', () => {
  it.each(['2026-01-01', '2026-02-28', '2028-02-29', '2000-02-29', '2026-12-31', '2026-04-30'])('%s is a real day', (day) => {
    expect(isRealDay(day)).toBe(true);
  });
  it.each(['2026-02-30', '2026-02-29', '1900-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-01-00', '2026-1-01', 'today'])(
    '%s is not',
    (day) => {
      expect(isRealDay(day)).toBe(false);
    },
  );
});

describe('ledgerQuerySchema', () => {
  it('refuses an impossible date in the field it came in, saying it is not a real date', () => {
    const parsed = ledgerQuerySchema.safeParse({ from: '2026-13-01', to: '2026-12-31' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['from', DAY_MESSAGES.notReal]]);
    expect(ledgerQuerySchema.safeParse({ from: '2026-3-1', to: '2026-03-01' }).error?.issues[0]?.message).toBe(DAY_MESSAGES.format);
  });
});
