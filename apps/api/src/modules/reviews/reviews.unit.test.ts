import { describe, expect, it } from 'vitest';
import { reviewBodySchema } from '@campus/contract';
import { ratingOf } from './rating-totals';
import { authorLabel } from './reviews.service';

describe('reviews: the small rules', () => {
  it('rounds the average to one decimal and shows none without reviews', () => {
    expect(ratingOf(undefined)).toBeUndefined();
    expect(ratingOf({ sum: 0, count: 0 })).toBeUndefined();
    expect(ratingOf({ sum: 23, count: 6 })).toEqual({ average: 3.8, count: 6 });
    expect(ratingOf({ sum: 9, count: 2 })).toEqual({ average: 4.5, count: 2 });
  });

  it('names the author by first name and initial', () => {
    expect(authorLabel('Ada Obi')).toBe('Ada O.');
    expect(authorLabel('  Chinedu  Musa  okafor ')).toBe('Chinedu O.');
    expect(authorLabel('Tolu')).toBe('Tolu');
  });

  it('trims the text, makes line ends plain, and refuses control characters (tab and line feed are fine)', () => {
    expect(reviewBodySchema.parse({ stars: 3, text: '  a\r\nb\tc  ' })).toEqual({ stars: 3, text: 'a\nb\tc' });
    expect(reviewBodySchema.parse({ stars: 3 })).toEqual({ stars: 3, text: '' });
    for (const bad of ['a\u0007b', 'a\u001b[2Jb', 'a\u0085b', 'a\u2028b', 'x'.repeat(501)])
      expect(reviewBodySchema.safeParse({ stars: 3, text: bad }).success).toBe(false);
  });
});
