import { describe, expect, it } from 'vitest';
import { readableUrl } from './readable-url';

describe('addresses whose escapes do not decode', () => {
  it('leaves a well-formed address as it is, escapes and query included', () => {
    for (const url of ['/', '/Food', '/search/jollof%20rice', '/shop/caf%C3%A9?x=%', '/api/v1/config']) expect(readableUrl(url)).toBe(url);
  });

  it('reads each % of a path that does not decode as itself, keeping the query', () => {
    expect(readableUrl('/%')).toBe('/%25');
    expect(readableUrl('/%E0%A4%A')).toBe('/%25E0%25A4%25A');
    expect(readableUrl('/shop/%zz?q=1')).toBe('/shop/%25zz?q=1');
    expect(decodeURIComponent(readableUrl('/%E0%A4%A'))).toBe('/%E0%A4%A');
  });
});
