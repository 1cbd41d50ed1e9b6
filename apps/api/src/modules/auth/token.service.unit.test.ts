import { describe, expect, it } from 'vitest';
import { LIMITS } from '@campus/contract';
import { TokenService } from './token.service';

const user = {
  id: '7d3c1c5e-8d1f-4d8e-9a43-4c1b2f3e4d5a',
  email: 'ada@example.com',
  hall: 'Hall 1',
  address: 'Room 12',
  fullName: 'Ada Obi',
  tokenVersion: 3,
};
const secret = 'a-test-secret-of-more-than-thirty-two-characters';

function clock(start = Date.UTC(2026, 10, 22, 12)) {
  let now = start;
  return { now: () => new Date(now), advance: (seconds: number) => (now += seconds * 1000) };
}

describe('TokenService', () => {
  it('verifies its own token, again and again', async () => {
    const time = clock();
    const tokens = new TokenService(secret, time.now);
    const token = await tokens.sign(user);
    expect(await tokens.verify(token)).toEqual({ userId: user.id, tokenVersion: 3 });
    expect(await tokens.verify(token)).toEqual({ userId: user.id, tokenVersion: 3 });
  });

  it('refuses a token once it has expired, also one it verified before', async () => {
    const time = clock();
    const tokens = new TokenService(secret, time.now);
    const token = await tokens.sign(user);
    expect(await tokens.verify(token)).not.toBeNull();
    time.advance(LIMITS.tokenLifetimeSeconds - 1);
    expect(await tokens.verify(token)).not.toBeNull();
    time.advance(1);
    expect(await tokens.verify(token)).toBeNull();
    expect(await new TokenService(secret, time.now).verify(token)).toBeNull();
  });

  it('refuses an altered token, a foreign one and garbage, even after verifying the genuine one', async () => {
    const tokens = new TokenService(secret, clock().now);
    const token = await tokens.sign(user);
    await tokens.verify(token);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const raised = Buffer.from(JSON.stringify({ ...claims, ver: 4 })).toString('base64url');
    expect(await tokens.verify(`${header}.${raised}.${signature}`)).toBeNull();
    expect(await tokens.verify(`${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`)).toBeNull();
    expect(await tokens.verify(await new TokenService(`${secret}!`, clock().now).sign(user))).toBeNull();
    expect(await tokens.verify('not.a.token')).toBeNull();
  });
});
