import { describe, expect, it } from 'vitest';
import { lighthouseRuns } from './web';

describe('lighthouseRuns (BENCH_LIGHTHOUSE_RUNS)', () => {
  it('audits each page five times unless told otherwise', () => {
    expect(lighthouseRuns(undefined)).toBe(5);
    expect(lighthouseRuns('')).toBe(5);
    expect(lighthouseRuns('1')).toBe(1);
    expect(lighthouseRuns('7')).toBe(7);
  });

  it('refuses a count that is not a whole number from 1 to 25, naming the variable', () => {
    for (const value of ['0', '-2', '2.5', 'five', '26'])
      expect(() => lighthouseRuns(value)).toThrow(`BENCH_LIGHTHOUSE_RUNS: a whole number from 1 to 25, not "${value}"`);
  });
});
