import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, parseTrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('reads none, a hop count, or addresses and CIDR ranges', () => {
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8,127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(parseTrustProxy(' fd00::/8 , ::1 ')).toEqual(['fd00::/8', '::1']);
  });

  it('never trusts every hop: "true" and nonsense are refused', () => {
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY.*every hop/s);
    for (const bad of ['yes', '10.0.0.0/33', '300.1.1.1', '10.0.0.0/8,proxy.local'])
      expect(() => parseTrustProxy(bad)).toThrow(/TRUST_PROXY/);
  });

  it('a hop count trusts exactly that many hops nearest the server', () => {
    const trust = fastifyTrustProxy(1);
    if (typeof trust !== 'function') throw new Error('a hop count becomes a function');
    expect(trust('10.0.0.1', 0)).toBe(true);
    expect(trust('192.0.2.1', 1)).toBe(false);
  });
});
