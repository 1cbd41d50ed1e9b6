import { describe, expect, it } from 'vitest';
import { decodeJwtPayload } from './jwt-payload';

/** A token as the server signs one: header.payload.signature, each base64url without padding. */
function token(payload: unknown): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.c2lnbmF0dXJl`;
}

describe('decodeJwtPayload', () => {
  it('reads the claims, names outside ASCII and base64url letters included', () => {
    const claims = { sub: 'u-1', fullName: 'Adébáyọ̀ Ọlánrewájú ~?>', exp: 1_900_000_000 };
    expect(token(claims).split('.')[1]).toMatch(/[-_]/);
    expect(decodeJwtPayload(token(claims))).toEqual(claims);
  });

  it.each([
    ['no payload part', 'abc'],
    ['an empty payload part', 'abc..sig'],
    ['a payload that is not base64url', 'abc.%%%.sig'],
    ['a payload that is not JSON', `abc.${Buffer.from('not json').toString('base64url')}.sig`],
  ])('throws for %s', (_, value) => {
    expect(() => decodeJwtPayload(value)).toThrow();
  });
});
