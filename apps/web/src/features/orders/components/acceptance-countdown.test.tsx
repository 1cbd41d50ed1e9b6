import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { marketClockTime } from '@campus/contract';
import { AcceptanceCountdown } from './acceptance-countdown';

describe('AcceptanceCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-27T12:32:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('says until when the shop may accept and counts the minutes down to "Time is up"', () => {
    render(<AcceptanceCountdown acceptBy="2026-11-27T12:42:00Z" />);
    expect(screen.getByRole('timer').textContent).toContain(
      `The shop has until ${marketClockTime(new Date('2026-11-27T12:42:00Z'))} to accept`,
    );
    expect(screen.getByRole('timer').textContent).toContain('10 minutes left');
    act(() => vi.advanceTimersByTime(9 * 60_000));
    expect(screen.getByRole('timer').textContent).toContain('1 minute left');
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('timer').textContent).toContain('Less than a minute left');
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('timer').textContent).toMatch(/Time is up/);
  });
});
