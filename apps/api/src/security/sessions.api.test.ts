import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client';
import { deriveKeys } from './keys';
import { containerOf, createTestApp, createTestUser, type TestApp } from '../test/test-app';

/** Sessions (issue 18 logout, issue 17 item 5: one authentication hook), named after the attacks. */
let t: TestApp;
let productId = '';

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const [product] = rowsOf<{ id: string }>(await t.database.db.execute(sql`select id from products order by slug limit 1`));
  productId = product?.id ?? '';
});
afterAll(() => t.close());

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };

/** Every signed-in call of the API, the cart's fast ones (decision 020) included. */
const signedInCalls = (): Call[] => [
  { method: 'GET', url: '/api/v1/user/profile' },
  { method: 'GET', url: '/api/v1/user/cart' },
  { method: 'POST', url: `/api/v1/user/cart/${productId}`, payload: {} },
  { method: 'PUT', url: '/api/v1/user/cart', payload: { productId } },
  { method: 'DELETE', url: '/api/v1/user/carts' },
  { method: 'DELETE', url: '/api/v1/user/cart/clear' },
  { method: 'GET', url: '/api/v1/user/search-history' },
  { method: 'POST', url: '/api/v1/user/search-history', payload: { query: 'rice' } },
  { method: 'POST', url: '/api/v1/user/add_phone', payload: { phone_number: '08169990000' } },
  { method: 'POST', url: '/api/v1/user/change_email', payload: { email: 'changed-after-logout@example.com', password: 'Passw0rd!' } },
  { method: 'POST', url: '/api/v1/user/change_email/confirm', payload: { code: '123456' } },
  { method: 'POST', url: '/api/v1/user/change_password', payload: { oldPassword: 'Passw0rd!', newPassword: 'After#Logout99' } },
  { method: 'POST', url: '/api/v1/payment/initialize', payload: {} },
  { method: 'POST', url: '/api/v1/order/create-order', payload: { orderPrice: 0, orderItems: [] } },
  { method: 'POST', url: '/api/v1/user/logout' },
];

const call = (c: Call, token: string) =>
  t.app.inject({ method: c.method, url: c.url, payload: c.payload, headers: { authorization: `Bearer ${token}` } });

describe('logout', () => {
  it('a token kept after logout (already verified and remembered by the server) gets 401 on every signed-in call', async () => {
    const { token } = await createTestUser(t.app);
    // Used first, so the server has checked its signature and remembers it (token.service.ts).
    expect((await call({ method: 'GET', url: '/api/v1/user/profile' }, token)).statusCode).toBe(200);
    expect((await call({ method: 'POST', url: `/api/v1/user/cart/${productId}`, payload: {} }, token)).statusCode).toBe(200);

    const logout = await call({ method: 'POST', url: '/api/v1/user/logout' }, token);
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'Signed out' });

    for (const c of signedInCalls()) {
      const res = await call(c, token);
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(401);
    }
  });

  it('a new sign-in after logout works', async () => {
    const { user, token, password } = await createTestUser(t.app);
    await call({ method: 'POST', url: '/api/v1/user/logout' }, token);
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/user/sign-in', payload: { phone_number: user.phone, password } });
    expect(again.statusCode).toBe(200);
    expect((await call({ method: 'GET', url: '/api/v1/user/cart' }, again.json().token)).statusCode).toBe(200);
  });
});

describe('JWT attacks on every signed-in call (one authentication hook)', () => {
  it('alg none, a wrong key, the raw master secret, a tampered payload and garbage get 401 everywhere', async () => {
    const { token } = await createTestUser(t.app);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, ver: Number(claims.ver) + 1 })).toString('base64url')}.${signature}`;
    const sign = (key: Uint8Array) => new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(key);
    const wrongKey = await sign(new TextEncoder().encode('another-secret-that-is-long-enough-000000'));
    // Signed with the master secret itself or another derived key: only the token key signs tokens.
    const masterKey = await sign(new TextEncoder().encode(t.config.jwtSecret));
    const codesKey = await sign(deriveKeys(t.config.jwtSecret).codes);
    for (const forged of [none, tampered, wrongKey, masterKey, codesKey, 'garbage']) {
      for (const c of signedInCalls()) expect((await call(c, forged)).statusCode, `${c.method} ${c.url}`).toBe(401);
    }
  });

  it('an expired token gets 401', async () => {
    const { user } = await createTestUser(t.app);
    const past = Math.floor(Date.now() / 1000) - 8 * 24 * 3600;
    const expired = await new SignJWT({ email: user.email, hall: user.hall, address: '', fullName: user.fullName, ver: user.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt(past)
      .setExpirationTime(past + 3600)
      .sign(deriveKeys(t.config.jwtSecret).tokens);
    for (const c of signedInCalls()) expect((await call(c, expired)).statusCode, `${c.method} ${c.url}`).toBe(401);
  });
});

describe('tokens are not cached', () => {
  it('answers carrying a token say Cache-Control: no-store', async () => {
    const { user, password, auth } = await createTestUser(t.app);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/v1/user/sign-in', payload: { phone_number: user.phone, password } });
    expect(signIn.headers['cache-control']).toBe('no-store');
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/change_email',
      payload: { email: `fresh-${user.id}@example.com`, password },
      headers: auth,
    });
    expect(started.statusCode).toBe(200);
    const { mail } = containerOf(t.app);
    const [codeMail] = await mail.latest({ to: `fresh-${user.id}@example.com`, limit: 1 });
    const code = /\b(\d{6})\b/.exec(mail.render(codeMail!).text)?.[1];
    const email = await t.app.inject({ method: 'POST', url: '/api/v1/user/change_email/confirm', payload: { code }, headers: auth });
    expect(email.statusCode).toBe(200);
    expect(email.headers['cache-control']).toBe('no-store');
    await t.app.inject({ method: 'POST', url: '/api/v1/user/forgot-pass', payload: { email: `fresh-${user.id}@example.com` } });
    await containerOf(t.app).mail.idle();
    const outbox = await t.app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=fresh-${user.id}%40example.com&limit=1` });
    const otp = /\b(\d{6})\b/.exec(outbox.json().messages[0].text)?.[1];
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/verify-otp',
      payload: { email: `fresh-${user.id}@example.com`, otp },
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.headers['cache-control']).toBe('no-store');
  });
});
