import { describe, expect, it } from 'vitest';
import { isValidHost } from './host-header';

describe('isValidHost', () => {
  it('takes names, addresses and ports a URL can be built on', () => {
    for (const host of [
      'localhost',
      'localhost:3000',
      'campus.market',
      '127.0.0.1:8080',
      '[::1]',
      '[::1]:3000',
      'api_1:3000',
      'Campus.Market',
    ])
      expect(isValidHost(host), host).toBe(true);
  });

  it('refuses a port out of range, an unclosed bracket and anything that is not a host', () => {
    for (const host of [
      'evil.example:99999',
      '[::1',
      'a:0',
      'a:',
      'evil.example/x',
      'user@evil.example',
      'a b',
      'a"><script>',
      '[zz]',
      ':80',
    ])
      expect(isValidHost(host), host).toBe(false);
  });
});
