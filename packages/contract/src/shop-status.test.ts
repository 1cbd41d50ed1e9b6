import { describe, expect, it } from 'vitest';
import { emptyOpeningHours } from './shop-hours';
import {
  PAUSED_UNTIL_REOPENED,
  clockTime,
  pauseReasonProblem,
  shopStatus,
  shopStatusLabel,
  shopStatusLabelAt,
  shopUnavailableAddMessage,
  shopUnavailableCheckoutMessage,
} from './shop-status';

const LAGOS = 'Africa/Lagos';
// Wednesday 25 November 2026, 13:00 in Lagos (UTC+1).
const now = new Date('2026-11-25T12:00:00.000Z');
const weekdays = (() => {
  const hours = emptyOpeningHours();
  for (const day of ['mon', 'tue', 'wed', 'thu', 'fri'] as const) hours[day] = [{ open: '08:00', close: '20:00' }];
  return hours;
})();
const open = { isOpen: true, openingHours: null, timezone: LAGOS };

describe('shopStatus: the one rule of open, closed and paused (issue 36)', () => {
  it('a shop without hours or pause is open, and shows nothing', () => {
    expect(shopStatus(open, now)).toEqual({ kind: 'open' });
    expect(shopStatusLabelAt(open, now)).toBeNull();
  });

  it('a running pause says when the shop is back, in Lagos time, 24-hour', () => {
    const paused = { ...open, pausedUntil: '2026-11-25T12:30:00.000Z', pauseReason: 'Out of gas' };
    expect(shopStatus(paused, now)).toEqual({ kind: 'paused', until: new Date('2026-11-25T12:30:00.000Z'), reason: 'Out of gas' });
    expect(shopStatusLabelAt(paused, now)).toBe('Paused · back at 13:30');
  });

  it('a pause ends by itself when its time passes (at the very minute)', () => {
    const paused = { ...open, pausedUntil: '2026-11-25T12:30:00.000Z' };
    expect(shopStatus(paused, new Date('2026-11-25T12:29:59.999Z')).kind).toBe('paused');
    expect(shopStatus(paused, new Date('2026-11-25T12:30:00.000Z')).kind).toBe('open');
  });

  it('a pause until reopened has no end and shows "Paused"', () => {
    const paused = { ...open, pausedUntil: PAUSED_UNTIL_REOPENED };
    expect(shopStatus(paused, new Date('2030-01-01T00:00:00Z'))).toMatchObject({ kind: 'paused', until: null });
    expect(shopStatusLabelAt(paused, now)).toBe('Paused');
  });

  it('the switched-off shop is closed, even while paused; a pause outranks the hours', () => {
    expect(shopStatusLabelAt({ ...open, isOpen: false, pausedUntil: '2026-11-25T12:30:00.000Z' }, now)).toBe('Closed');
    const saturday = new Date('2026-11-28T12:00:00.000Z');
    expect(shopStatusLabelAt({ ...open, openingHours: weekdays }, saturday)).toBe('Closed · opens Mon 08:00');
    expect(shopStatusLabelAt({ ...open, openingHours: weekdays, pausedUntil: '2026-11-28T12:15:00.000Z' }, saturday)).toBe(
      'Paused · back at 13:15',
    );
  });

  it('a malformed pause instant is no pause', () => {
    expect(shopStatus({ ...open, pausedUntil: 'soon' }, now).kind).toBe('open');
  });

  it('the cart and checkout refusals name the shop, the time and the reason', () => {
    const status = shopStatus({ ...open, pausedUntil: '2026-11-25T12:30:00.000Z', pauseReason: 'Out of gas' }, now);
    expect(shopUnavailableAddMessage('Mama Put', status, LAGOS)).toBe(
      'Mama Put has paused new orders (back at 13:30: Out of gas): its products cannot be added to the cart.',
    );
    const closed = shopStatus({ ...open, openingHours: weekdays }, new Date('2026-11-28T12:00:00.000Z'));
    expect(shopUnavailableCheckoutMessage('Mama Put', closed, LAGOS)).toBe(
      'Mama Put is closed now (opens Mon 08:00). Remove its items from your cart to continue.',
    );
    expect(shopStatusLabel({ kind: 'paused', until: null, reason: '' }, LAGOS)).toBe('Paused');
  });
});

describe('clockTime', () => {
  it('is 24-hour Lagos time, midnight as 00:00', () => {
    expect(clockTime(new Date('2026-11-25T12:40:00Z'), LAGOS)).toBe('13:40');
    expect(clockTime(new Date('2026-11-25T23:05:00Z'), LAGOS)).toBe('00:05');
  });
});

describe('pauseReasonProblem', () => {
  it('takes up to 120 plain characters and refuses control characters', () => {
    expect(pauseReasonProblem('x'.repeat(120))).toBeNull();
    expect(pauseReasonProblem('Back soon — ẹ jọ̀ọ́')).toBeNull();
    expect(pauseReasonProblem('x'.repeat(121))).toMatch(/at most 120/);
    for (const bad of ['a\nb', 'a\tb', 'a\u0000b', 'a\u007fb', 'a\u0085b']) expect(pauseReasonProblem(bad)).toMatch(/control characters/);
  });
});
