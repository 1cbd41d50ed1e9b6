import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from './accepted-encoding';

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(acceptedEncoding('gzip, br')).toBe('br');
    expect(acceptedEncoding('GZIP')).toBe('gzip');
    expect(acceptedEncoding('br;q=0,gzip')).toBe('gzip');
    expect(acceptedEncoding('br; q=0.0, gzip; q=0')).toBeUndefined();
    expect(acceptedEncoding('deflate, *')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});
