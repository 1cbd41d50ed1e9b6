import { describe, expect, it } from 'vitest';
import { pathSegmentText } from './path-segment';

describe('a segment of the address as text', () => {
  it('decodes its escapes, and takes one that does not decode as written', () => {
    expect(pathSegmentText('caf%C3%A9')).toBe('café');
    expect(pathSegmentText('%E0%A4%A')).toBe('%E0%A4%A');
    expect(pathSegmentText('%')).toBe('%');
  });
});
