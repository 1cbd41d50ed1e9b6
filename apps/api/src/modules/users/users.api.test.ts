import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type Hall, type SignUpBody } from '@campus/contract';
import { containerOf, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
// One clock for the app and its rate limits (rate-limiter-flexible reads Date.now()): tests move it.
const now = () => new Date();
const advance = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2026, 2, 1, 12));
  t = await createTestApp({
    now,
    config: {
      authLimits: {
        signInPerPair: { max: 3, windowSeconds: 900 },
        signInPerIp: { max: 6, windowSeconds: 900 },
        signInPerPhone: { max: 20, windowSeconds: 3600 },
        signUpPerIp: { max: 1000, windowSeconds: 3600 },
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

let counter = 0;
function newAccount(overrides: Partial<SignUpBody> = {}): SignUpBody {
  counter += 1;
  return {
    fullName: 'Ada Obi',
    email: `ada${counter}@example.com`,
    phone_number: `0802000${String(counter).padStart(4, '0')}`,
    hall: 'Queen Esther',
    password: 'Quiet-Lagoon-42',
    level: '',
    address: '',
    course: '',
    ...overrides,
  };
}

const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: `/api/v1/${url}`, payload: payload as object, headers, remoteAddress });

async function signUpAndIn(account = newAccount()) {
  expect((await post('user/sign-up', account)).statusCode).toBe(201);
  const res = await post('user/sign-in', { phone_number: account.phone_number, password: account.password });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ token: string }>();
  return { account, token: body.token, auth: { authorization: `Bearer ${body.token}` } };
}

describe('POST user/sign-up', () => {
  it('creates an account and answers the spec message; level, address and course are accepted', async () => {
    const res = await post('user/sign-up', newAccount({ level: '300', address: 'Room 12', course: 'Computer Science' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Signup successful!' });
  });

  it('normalises an international phone number and refuses the same number again with 409', async () => {
    const account = newAccount();
    expect((await post('user/sign-up', account)).statusCode).toBe(201);
    const international = `+234${account.phone_number.slice(1)}`;
    const res = await post('user/sign-up', newAccount({ phone_number: international }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: MESSAGES.accountTaken, code: 'conflict' });
    const signIn = await post('user/sign-in', { phone_number: international, password: account.password });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses an email already used, whatever its case, with 409', async () => {
    const account = newAccount();
    await post('user/sign-up', account);
    const res = await post('user/sign-up', newAccount({ email: account.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: MESSAGES.accountTaken, code: 'conflict' });
  });

  it.each([
    ['a missing full name', { fullName: '  ' }, MESSAGES.fillAllFields, 'fullName'],
    ['a missing password', { password: '' }, MESSAGES.fillAllFields, 'password'],
    ['a bad email', { email: 'not-an-email' }, MESSAGES.invalidEmailChange, 'email'],
    ['an unknown hall', { hall: 'Atlantis' as Hall }, MESSAGES.selectHall, 'hall'],
    ['a bad phone number', { phone_number: '12345' }, MESSAGES.invalidPhone, 'phone_number'],
  ])('refuses %s with 400 and a clear message', async (_label, overrides, message, field) => {
    const res = await post('user/sign-up', newAccount(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, code: 'invalid_input', field });
  });
});

describe('POST user/sign-in', () => {
  it('answers a token whose payload is the §3 one and the user profile', async () => {
    const account = newAccount({ fullName: 'Chidi Okafor', hall: 'Bethel', address: 'Block C' });
    const { token } = await signUpAndIn(account);
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload).toMatchObject({
      email: account.email,
      hall: 'Bethel',
      address: 'Block C',
      fullName: 'Chidi Okafor',
      exp: Math.floor(Date.now() / 1000) + 7 * 24 * 3600,
    });
    expect(typeof payload.sub).toBe('string');
    const res = await post('user/sign-in', { phone_number: account.phone_number, password: account.password });
    expect(res.json().userProfile).toEqual({
      fullName: 'Chidi Okafor',
      phone_number: account.phone_number,
      hall: 'Bethel',
      email: account.email,
    });
  });

  it('needs both fields: "Please fill in all fields"', async () => {
    for (const body of [
      { phone_number: '', password: 'x' },
      { phone_number: '08012345678', password: '' },
    ]) {
      const res = await post('user/sign-in', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'Please fill in all fields',
        code: 'invalid_input',
        field: body.phone_number ? 'password' : 'phone_number',
      });
    }
  });

  it('answers the same 401 to a wrong password and an unknown phone', async () => {
    const account = newAccount();
    await post('user/sign-up', account);
    const wrong = await post('user/sign-in', { phone_number: account.phone_number, password: 'nope' }, {}, '10.1.0.1');
    const unknown = await post('user/sign-in', { phone_number: '09099999999', password: 'nope' }, {}, '10.1.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: MESSAGES.wrongCredentials, code: 'unauthenticated' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers 429 with Retry-After after too many failures for one phone from one address; it opens after the window', async () => {
    const account = newAccount();
    await post('user/sign-up', account);
    for (let i = 0; i < 3; i++) {
      expect((await post('user/sign-in', { phone_number: account.phone_number, password: `guess${i}` }, {}, '10.2.0.1')).statusCode).toBe(
        401,
      );
    }
    const blocked = await post('user/sign-in', { phone_number: account.phone_number, password: account.password }, {}, '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBe(900);
    expect(blocked.json()).toEqual({ error: MESSAGES.tooManyRequests, code: 'rate_limited' });
    advance(900);
    expect(
      (await post('user/sign-in', { phone_number: account.phone_number, password: account.password }, {}, '10.2.0.1')).statusCode,
    ).toBe(200);
  });

  it('answers 429 to one address trying many phones', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await post('user/sign-in', { phone_number: `0903000000${i}`, password: 'guess' }, {}, '10.3.0.1')).statusCode).toBe(401);
    }
    const res = await post('user/sign-in', { phone_number: '09030000009', password: 'guess' }, {}, '10.3.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await post('user/sign-in', { phone_number: '09030000009', password: 'guess' }, {}, '10.3.0.2')).statusCode).toBe(401);
  });
});

describe('GET user/profile and token attacks', () => {
  it('answers the profile to the token holder', async () => {
    const { account, auth } = await signUpAndIn();
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      fullName: account.fullName,
      phone_number: account.phone_number,
      hall: account.hall,
      email: account.email,
    });
  });

  it('answers 401 {error} to a missing, expired, altered, wrong-key or alg:none token', async () => {
    const { token } = await signUpAndIn();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const altered = `${header}.${Buffer.from(JSON.stringify({ ...claims, fullName: 'Mallory' })).toString('base64url')}.${signature}`;
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const wrongKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-000000'));
    const profile = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers });

    for (const headers of [
      {} as Record<string, string>,
      { authorization: `Bearer ${altered}` },
      { authorization: `Bearer ${none}` },
      { authorization: `Bearer ${wrongKey}` },
      { authorization: 'Bearer garbage' },
    ]) {
      const res = await profile(headers);
      expect(res.statusCode).toBe(401);
      expect(typeof res.json().error).toBe('string');
    }
    const before = Date.now();
    advance(7 * 24 * 3600 + 1);
    const expired = await profile({ authorization: `Bearer ${token}` });
    vi.setSystemTime(before);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ error: MESSAGES.sessionExpired, code: 'session_expired' });
    expect((await profile({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
  });
});

describe('POST user/add_phone', () => {
  it('changes the phone number used to sign in', async () => {
    const { account, auth } = await signUpAndIn();
    const res = await post('user/add_phone', { phone_number: '08155550000' }, auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.phoneUpdated });
    expect((await post('user/sign-in', { phone_number: '08155550000', password: account.password })).statusCode).toBe(200);
  });

  it('refuses a number that is not 0 + 10 digits: "Please enter a valid phone number."', async () => {
    const { auth } = await signUpAndIn();
    for (const phone_number of ['8155550000', '081555500001', '0815555000a']) {
      const res = await post('user/add_phone', { phone_number }, auth);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Please enter a valid phone number.', code: 'invalid_input', field: 'phone_number' });
    }
  });

  it("refuses another account's number with 409 and needs a token", async () => {
    const first = await signUpAndIn();
    const second = await signUpAndIn();
    const res = await post('user/add_phone', { phone_number: first.account.phone_number }, second.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: MESSAGES.phoneTaken, code: 'conflict' });
    expect((await post('user/add_phone', { phone_number: '08155550001' })).statusCode).toBe(401);
  });
});

describe('POST user/change_password', () => {
  it('checks the old password, revokes older tokens and answers a fresh one', async () => {
    const { account, token, auth } = await signUpAndIn();
    const wrong = await post('user/change_password', { oldPassword: 'not-it', newPassword: 'New-Lagoon-77' }, auth);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: MESSAGES.wrongOldPassword, code: 'invalid_input', field: 'oldPassword' });

    const res = await post('user/change_password', { oldPassword: account.password, newPassword: 'New-Lagoon-77' }, auth);
    expect(res.statusCode).toBe(200);
    const fresh = res.json<{ message: string; token: string }>();
    expect(fresh.message).toBe(MESSAGES.passwordChanged);
    expect(fresh.token).not.toBe(token);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: auth })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: { authorization: `Bearer ${fresh.token}` } })).statusCode,
    ).toBe(200);
    expect((await post('user/sign-in', { phone_number: account.phone_number, password: account.password })).statusCode).toBe(401);
    expect((await post('user/sign-in', { phone_number: account.phone_number, password: 'New-Lagoon-77' })).statusCode).toBe(200);
  });

  it('refuses a new password under 8 characters or a common one: the one password rule', async () => {
    const { account, auth } = await signUpAndIn();
    const short = await post('user/change_password', { oldPassword: account.password, newPassword: '1234567' }, auth);
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ error: MESSAGES.resetPasswordTooShort, code: 'invalid_input', field: 'newPassword' });
    const common = await post('user/change_password', { oldPassword: account.password, newPassword: 'password1' }, auth);
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({ error: MESSAGES.weakPassword, code: 'invalid_input', field: 'newPassword' });
  });
});

describe('POST user/change_email (then …/confirm with the code, issue 35)', () => {
  it('changes the email once the mailed code is entered, and answers a token carrying it', async () => {
    const { account, auth } = await signUpAndIn();
    const started = await post('user/change_email', { email: 'New.Address@Example.com', password: account.password }, auth);
    expect(started.statusCode, started.body).toBe(200);
    const { mail } = containerOf(t.app);
    const [row] = await mail.latest({ to: 'new.address@example.com', limit: 1 });
    const code = /\b(\d{6})\b/.exec(mail.render(row!).text)?.[1] ?? '';
    const res = await post('user/change_email/confirm', { code }, auth);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ message: string; token: string }>();
    expect(body.message).toBe('Email changed successfully!');
    const payload = JSON.parse(Buffer.from(body.token.split('.')[1] ?? '', 'base64url').toString());
    expect(payload.email).toBe('new.address@example.com');
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: { authorization: `Bearer ${body.token}` } });
    expect(profile.json().email).toBe('new.address@example.com');
  });

  it('refuses a bad email with "Please enter a valid email address." and a taken one with 409', async () => {
    const first = await signUpAndIn();
    const second = await signUpAndIn();
    const bad = await post('user/change_email', { email: 'nope@', password: second.account.password }, second.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Please enter a valid email address.', code: 'invalid_input', field: 'email' });
    const taken = await post('user/change_email', { email: first.account.email, password: second.account.password }, second.auth);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: MESSAGES.emailTaken, code: 'conflict' });
  });
});
