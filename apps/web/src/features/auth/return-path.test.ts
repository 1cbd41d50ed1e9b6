import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

describe('returnPath (after signing in from the sign-in dialog, issue 23)', () => {
  it('returns to the product page the dialog was opened on, query included', () => {
    expect(returnPath({ returnTo: '/Food/mama-put/jollof-rice' })).toBe('/Food/mama-put/jollof-rice');
    expect(returnPath({ returnTo: '/search?q=rice' })).toBe('/search?q=rice');
  });
  it.each([
    null,
    undefined,
    {},
    { returnTo: 42 },
    { returnTo: 'https://evil.example/' },
    { returnTo: '//evil.example/x' },
    { returnTo: '/\\evil.example' },
  ])('goes home for %j (no open redirect)', (state) => {
    expect(returnPath(state)).toBe('/');
  });
  it('never sends the shopper back to the login or sign-up page', () => {
    expect(returnPath({ returnTo: '/login' })).toBe('/');
    expect(returnPath({ returnTo: '/signup?x=1' })).toBe('/');
  });
});
