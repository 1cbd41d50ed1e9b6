import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from './attempt-limiter';

function clock(start = Date.UTC(2026, 0, 1)) {
  let at = start;
  return { now: () => new Date(at), advance: (seconds: number) => (at += seconds * 1000) };
}

describe('AttemptLimiter', () => {
  it('lets a key through until it reaches its limit, then says how long to wait', () => {
    const time = clock();
    const limiter = new AttemptLimiter({ max: 3, windowSeconds: 60 }, time.now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfter('a')).toBe(0);
      limiter.hit('a');
    }
    expect(limiter.retryAfter('a')).toBe(60);
    time.advance(45);
    expect(limiter.retryAfter('a')).toBe(15);
    expect(limiter.retryAfter('b')).toBe(0);
  });

  it('opens again when the window has passed', () => {
    const time = clock();
    const limiter = new AttemptLimiter({ max: 1, windowSeconds: 10 }, time.now);
    limiter.hit('a');
    expect(limiter.retryAfter('a')).toBe(10);
    time.advance(10);
    expect(limiter.retryAfter('a')).toBe(0);
  });

  it('forgets a key on reset', () => {
    const limiter = new AttemptLimiter({ max: 1, windowSeconds: 10 }, clock().now);
    limiter.hit('a');
    limiter.reset('a');
    expect(limiter.retryAfter('a')).toBe(0);
  });
});
