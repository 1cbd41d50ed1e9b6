import { describe, expect, it } from 'vitest';
import { backoffMs } from './job-backoff';

describe('backoffMs', () => {
  it('doubles from the base after each failed attempt and stops at an hour', () => {
    expect([1, 2, 3, 4].map((attempts) => backoffMs(attempts, 1000))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffMs(40, 1000)).toBe(3_600_000);
  });
});
