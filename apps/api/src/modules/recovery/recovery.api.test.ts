import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIMITS, MESSAGES } from '@campus/contract';
import { recoveryCodes } from '../../db/schema';
import { containerOf, createTestApp, createTestUser, type TestApp } from '../../test/test-app';

let t: TestApp;
// One clock for the app and its rate limits (rate-limiter-flexible reads Date.now()): tests move it.
const now = () => new Date();
const advance = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2026, 2, 1, 9));
  t = await createTestApp({ now, config: { authLimits: { forgotPerIp: { max: 4, windowSeconds: 900 } } } });
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

let ipCounter = 0;
/** Each test speaks from its own address unless it studies the per-address limit. */
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const post = (url: string, payload: object, remoteAddress = freshIp(), headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${url}`, payload, remoteAddress, headers });

/** The code of the newest recovery mail to `email`, read from the outbox as a person reads it. */
async function codeFromOutbox(email: string): Promise<string> {
  await t.container.mail.idle();
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${encodeURIComponent(email)}&limit=1` });
  const message = res.json<{ messages: { text: string }[] }>().messages[0];
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

async function outboxCount(email: string): Promise<number> {
  await t.container.mail.idle();
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${encodeURIComponent(email)}` });
  return res.json<{ messages: unknown[] }>().messages.length;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST user/forgot-pass', () => {
  it('mails a 6-digit code with the store name and its lifetime', async () => {
    const { user } = await createTestUser(t.app, { fullName: 'Bola Ade' });
    const res = await post('user/forgot-pass', { email: user.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.codeSent });
    await t.container.mail.idle();
    const [row] = await t.container.mail.latest({ to: user.email, limit: 1 });
    expect(row?.subject).toContain('Campus Market');
    expect(row?.subject).not.toMatch(/\d{6}/);
    expect(row && containerOf(t.app).mail.render(row).text).toMatch(/\b\d{6}\b/);
    expect(row?.text).toContain('10 minutes');
    expect(row?.html).toContain('<p style="font-size:32px');
    expect(row?.status).toBe('queued');
  });

  it('answers an unknown email exactly as a known one and mails nothing', async () => {
    const { user } = await createTestUser(t.app);
    const known = await post('user/forgot-pass', { email: user.email });
    const unknown = await post('user/forgot-pass', { email: 'nobody-here@example.com' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await outboxCount('nobody-here@example.com')).toBe(0);
  });

  it('refuses an email without a 2-4 letter top-level domain: "Please enter a valid email address"', async () => {
    for (const email of ['someone@example', 'someone@example.comcom', 'not an email']) {
      const res = await post('user/forgot-pass', { email });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Please enter a valid email address', code: 'invalid_input', field: 'email' });
    }
  });

  it('locks a resend for 60 s, known email or not, then sends a new code that replaces the old', async () => {
    const { user } = await createTestUser(t.app);
    await post('user/forgot-pass', { email: user.email });
    const first = await codeFromOutbox(user.email);
    for (const email of [user.email, 'ghost@example.com']) {
      if (email === 'ghost@example.com') await post('user/forgot-pass', { email });
      const again = await post('user/forgot-pass', { email });
      expect(again.statusCode).toBe(429);
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    advance(60);
    expect((await post('user/forgot-pass', { email: user.email })).statusCode).toBe(200);
    const second = await codeFromOutbox(user.email);
    if (second !== first) {
      const old = await post('user/verify-otp', { email: user.email, otp: Number(first) });
      expect(old.statusCode).toBe(400);
    }
    expect((await post('user/verify-otp', { email: user.email, otp: second })).statusCode).toBe(200);
  });

  it('limits code requests per address with 429 and Retry-After', async () => {
    const ip = '10.8.0.1';
    for (let i = 0; i < 4; i++) expect((await post('user/forgot-pass', { email: `flood${i}@example.com` }, ip)).statusCode).toBe(200);
    const res = await post('user/forgot-pass', { email: 'flood9@example.com' }, ip);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST user/verify-otp', () => {
  it('answers the message and the userId for the right code, sent as a number', async () => {
    const { user } = await createTestUser(t.app);
    await post('user/forgot-pass', { email: user.email });
    const code = await codeFromOutbox(user.email);
    const res = await post('user/verify-otp', { email: user.email, otp: Number(code) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.codeVerified, userId: user.id, resetToken: expect.stringMatching(/^[\w-]{43}$/) });
  });

  it('refuses a code that is not 6 digits: "Please enter a valid 6-digit OTP"', async () => {
    for (const otp of ['12345', '12345a', 1234567]) {
      const res = await post('user/verify-otp', { email: 'a@example.com', otp });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Please enter a valid 6-digit OTP', code: 'invalid_input', field: 'otp' });
    }
  });

  it('refuses an expired code: "Invalid or expired OTP"', async () => {
    const { user } = await createTestUser(t.app);
    await post('user/forgot-pass', { email: user.email });
    const code = await codeFromOutbox(user.email);
    advance(600);
    const res = await post('user/verify-otp', { email: user.email, otp: code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Invalid or expired OTP', code: 'invalid_input', field: 'otp' });
  });

  it('kills the code after 5 wrong tries, even for the right one afterwards', async () => {
    const { user } = await createTestUser(t.app);
    await post('user/forgot-pass', { email: user.email });
    const code = await codeFromOutbox(user.email);
    for (let i = 0; i < 5; i++) {
      const res = await post('user/verify-otp', { email: user.email, otp: wrongCode(code) });
      expect(res.json()).toEqual({ error: 'Invalid or expired OTP', code: 'invalid_input', field: 'otp' });
    }
    const right = await post('user/verify-otp', { email: user.email, otp: code });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ error: 'Invalid or expired OTP', code: 'invalid_input', field: 'otp' });
  });

  it('parallel code guesses: forty wrong codes at once, from forty addresses, are judged five times at most, then the right one is refused', async () => {
    const { user } = await createTestUser(t.app);
    await post('user/forgot-pass', { email: user.email });
    const code = await codeFromOutbox(user.email);
    // Each guess read "fewer than five tries" before any wrong one was counted: forty guesses at one code.
    const guesses = Array.from({ length: 40 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((otp) => post('user/verify-otp', { email: user.email, otp })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(guesses.map(() => 400));
    const [stored] = await t.container.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, user.id))
      .orderBy(desc(recoveryCodes.createdAt))
      .limit(1);
    expect(stored!.attempts).toBeLessThanOrEqual(LIMITS.otpMaxAttempts);
    expect((await post('user/verify-otp', { email: user.email, otp: code })).statusCode).toBe(400);
  });

  it('accepts the right code after fewer than 5 wrong tries, and only once', async () => {
    const { user } = await createTestUser(t.app);
    await post('user/forgot-pass', { email: user.email });
    const code = await codeFromOutbox(user.email);
    for (let i = 0; i < 4; i++) await post('user/verify-otp', { email: user.email, otp: wrongCode(code) });
    expect((await post('user/verify-otp', { email: user.email, otp: code })).statusCode).toBe(200);
    const reused = await post('user/verify-otp', { email: user.email, otp: code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: 'Invalid or expired OTP', code: 'invalid_input', field: 'otp' });
  });
});

describe('POST user/reset-pass', () => {
  it('sets the new password after a verify, once; older tokens stop working', async () => {
    const { user, auth } = await createTestUser(t.app);
    await post('user/forgot-pass', { email: user.email });
    const verified = await post('user/verify-otp', { email: user.email, otp: await codeFromOutbox(user.email) });
    const { resetToken } = verified.json<{ resetToken: string }>();
    const res = await post('user/reset-pass', { email: user.email, newPassword: 'Fresh#Pass9', resetToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.passwordReset });
    expect((await post('user/sign-in', { phone_number: user.phone, password: 'Fresh#Pass9' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: auth })).statusCode).toBe(401);
    const again = await post('user/reset-pass', { email: user.email, newPassword: 'Other#Pass9', resetToken });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: MESSAGES.verifyFirst, code: 'invalid_input', field: 'resetToken' });
  });

  it('is refused without a verify, and after the lifetime even when verified', async () => {
    const { user, password } = await createTestUser(t.app);
    await post('user/forgot-pass', { email: user.email });
    const code = await codeFromOutbox(user.email);
    const early = await post('user/reset-pass', { email: user.email, newPassword: 'Fresh#Pass9', resetToken: 'not-a-token' });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ error: MESSAGES.verifyFirst, code: 'invalid_input', field: 'resetToken' });
    const verified = await post('user/verify-otp', { email: user.email, otp: code });
    expect(verified.statusCode).toBe(200);
    advance(601);
    const late = await post('user/reset-pass', { email: user.email, newPassword: 'Fresh#Pass9', resetToken: verified.json().resetToken });
    expect(late.statusCode).toBe(400);
    expect((await post('user/sign-in', { phone_number: user.phone, password })).statusCode).toBe(200);
  });

  it('lets a code for account A neither verify nor reset account B', async () => {
    const a = await createTestUser(t.app);
    const b = await createTestUser(t.app);
    await post('user/forgot-pass', { email: a.user.email });
    const codeA = await codeFromOutbox(a.user.email);
    const crossed = await post('user/verify-otp', { email: b.user.email, otp: codeA });
    expect(crossed.statusCode).toBe(400);
    const verifiedA = await post('user/verify-otp', { email: a.user.email, otp: codeA });
    expect(verifiedA.statusCode).toBe(200);
    const resetB = await post('user/reset-pass', {
      email: b.user.email,
      newPassword: 'Fresh#Pass9',
      resetToken: verifiedA.json().resetToken,
    });
    expect(resetB.statusCode).toBe(400);
    expect((await post('user/sign-in', { phone_number: b.user.phone, password: b.password })).statusCode).toBe(200);
  });

  it.each([
    ['shorter than 8 characters', 'Ab1!', 'Password must be at least 8 characters long'],
    ['that is a common password or pattern', 'abcdefgh', 'Please use a stronger password'],
  ])('refuses a password %s with the spec message', async (_label, newPassword, message) => {
    const res = await post('user/reset-pass', { email: 'someone@example.com', newPassword, resetToken: 'whatever' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, code: 'invalid_input', field: 'newPassword' });
  });
});

describe('GET dev/outbox', () => {
  it('is not served without DEV_TOOLS=1', async () => {
    const prod = await createTestApp({ config: { production: true, env: 'production', devTools: false } });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: MESSAGES.notFound, code: 'not_found' });
    } finally {
      await prod.close();
    }
  });
});
