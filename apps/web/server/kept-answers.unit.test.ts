import { describe, expect, it } from 'vitest';
import { KeptAnswers } from './kept-answers';

describe('answers kept per address', () => {
  it('lets the one asked for least recently go first when there are too many', () => {
    const kept = new KeptAnswers<string>(2);
    kept.keep('/a', 'A');
    kept.keep('/b', 'B');
    expect(kept.take('/a')).toBe('A');
    kept.keep('/c', 'C');
    expect(kept.take('/b')).toBeUndefined();
    expect(kept.take('/a')).toBe('A');
    expect(kept.take('/c')).toBe('C');
  });

  it('forgets an answer only while it is the one kept for its address', () => {
    const kept = new KeptAnswers<string>(2);
    kept.keep('/a', 'old');
    kept.keep('/a', 'new');
    expect(kept.forget('/a', 'old')).toBe(false);
    expect(kept.take('/a')).toBe('new');
    expect(kept.forget('/a', 'new')).toBe(true);
    expect(kept.take('/a')).toBeUndefined();
  });
});
