import { describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES } from '@campus/contract';
import { bookImageProblem } from './book-image';

describe('bookImageProblem', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp', 'image/gif'])('accepts %s', (type) => {
    expect(bookImageProblem({ type, size: 1024 })).toBeNull();
  });

  it.each(['image/svg+xml', 'text/plain', 'application/pdf', 'application/x-sh', ''])('refuses %s', (type) => {
    expect(bookImageProblem({ type, size: 1024 })).toBe(MESSAGES.bookImageType);
  });

  it('refuses an empty file and one over 5 MB, accepts exactly 5 MB', () => {
    expect(bookImageProblem({ type: 'image/png', size: 0 })).toBe(MESSAGES.bookImageType);
    expect(bookImageProblem({ type: 'image/png', size: LIMITS.bookImageMaxBytes + 1 })).toBe(MESSAGES.bookImageTooLarge);
    expect(bookImageProblem({ type: 'image/png', size: LIMITS.bookImageMaxBytes })).toBeNull();
  });
});
