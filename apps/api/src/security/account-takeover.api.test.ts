import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@campus/contract';
import { rowsOf } from '../db/client';
import { containerOf, createTestApp, createTestUser, type TestApp } from '../test/test-app';

/**
 * Issue 18, tried as an attacker would: each test is named after the attack it stops. The limits are
 * the defaults of rate-limits.ts (sign-in: 10 per phone+address, 30 per address, 100 per phone).
 */
let t: TestApp;
let proxied: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // Behind one proxy at 10.0.0.1 that appends the client's address (TRUST_PROXY=10.0.0.1).
  proxied = await createTestApp({ config: { trustProxy: ['10.0.0.1'] } });
});
afterAll(async () => {
  await t.close();
  await proxied.close();
});

let address = 0;
/** A fresh client address per test, so one test's counts never reach another's. */
const freshIp = () => `198.51.${Math.floor(++address / 250)}.${address % 250}`;

const post = (app: TestApp, url: string, payload: object, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'POST', url: `/api/v1/${url}`, payload, remoteAddress, headers });

async function mailedCode(app: TestApp, email: string): Promise<string> {
  await containerOf(app.app).mail.idle();
  const res = await app.app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${encodeURIComponent(email)}&limit=1` });
  const code = /\b(\d{6})\b/.exec(res.json<{ messages: { text: string }[] }>().messages[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

describe('reset hijack', () => {
  it('a stranger who knows only the email cannot reset after the victim verified; the victim still can', async () => {
    const victim = await createTestUser(t.app);
    const ip = freshIp();
    await post(t, 'user/forgot-pass', { email: victim.user.email }, ip);
    const verified = await post(t, 'user/verify-otp', { email: victim.user.email, otp: await mailedCode(t, victim.user.email) }, ip);
    expect(verified.statusCode).toBe(200);
    const { resetToken } = verified.json<{ resetToken: string }>();

    const attacker = freshIp();
    for (const payload of [
      { email: victim.user.email, newPassword: 'Attacker#Owns1' },
      { email: victim.user.email, newPassword: 'Attacker#Owns1', resetToken: '' },
      { email: victim.user.email, newPassword: 'Attacker#Owns1', resetToken: 'A'.repeat(43) },
    ]) {
      const hijack = await post(t, 'user/reset-pass', payload, attacker);
      expect(hijack.statusCode).toBe(400);
      expect(hijack.json().error).toBe(MESSAGES.verifyFirst);
    }
    expect((await post(t, 'user/sign-in', { phone_number: victim.user.phone, password: 'Attacker#Owns1' }, attacker)).statusCode).toBe(401);

    const own = await post(t, 'user/reset-pass', { email: victim.user.email, newPassword: 'Victim#Keeps2', resetToken }, ip);
    expect(own.statusCode).toBe(200);
    expect((await post(t, 'user/sign-in', { phone_number: victim.user.phone, password: 'Victim#Keeps2' }, ip)).statusCode).toBe(200);
  });

  it('a reset token works once, and only for the email it was given for', async () => {
    const a = await createTestUser(t.app);
    const b = await createTestUser(t.app);
    const ip = freshIp();
    await post(t, 'user/forgot-pass', { email: a.user.email }, ip);
    const { resetToken } = (await post(t, 'user/verify-otp', { email: a.user.email, otp: await mailedCode(t, a.user.email) }, ip)).json<{
      resetToken: string;
    }>();
    expect((await post(t, 'user/reset-pass', { email: b.user.email, newPassword: 'Crossed#Over3', resetToken }, ip)).statusCode).toBe(400);
    expect((await post(t, 'user/reset-pass', { email: a.user.email, newPassword: 'First#Reset44', resetToken }, ip)).statusCode).toBe(200);
    const replay = await post(t, 'user/reset-pass', { email: a.user.email, newPassword: 'Second#Reset55', resetToken }, ip);
    expect(replay.statusCode).toBe(400);
    expect((await post(t, 'user/sign-in', { phone_number: a.user.phone, password: 'First#Reset44' }, ip)).statusCode).toBe(200);
  });

  it('the reset token is stored only as a hash', async () => {
    const { user } = await createTestUser(t.app);
    const ip = freshIp();
    await post(t, 'user/forgot-pass', { email: user.email }, ip);
    const { resetToken } = (await post(t, 'user/verify-otp', { email: user.email, otp: await mailedCode(t, user.email) }, ip)).json<{
      resetToken: string;
    }>();
    const rows = rowsOf<{ reset_token_hash: string | null }>(
      await t.database.db.execute(sql`select reset_token_hash from recovery_codes where user_id = ${user.id}`),
    );
    expect(rows.length).toBe(1);
    expect(rows[0]?.reset_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.reset_token_hash).not.toContain(resetToken);
  });
});

describe('sign-in burst', () => {
  it('200 parallel wrong passwords for one phone check at most the limit; the right one among them gets no token past it', async () => {
    const { user, password } = await createTestUser(t.app);
    const ip = freshIp();
    const guesses = Array.from({ length: 200 }, (_, i) => (i === 150 ? password : `Wrong#Guess${i}`));
    const answers = await Promise.all(guesses.map((guess) => post(t, 'user/sign-in', { phone_number: user.phone, password: guess }, ip)));
    const checked = answers.filter((res) => res.statusCode !== 429);
    expect(checked.length).toBeLessThanOrEqual(10);
    expect(answers.filter((res) => res.statusCode === 429).length).toBeGreaterThanOrEqual(190);
    // The right password got through only if it happened to be among the ≤ 10 checked.
    expect(answers.filter((res) => res.statusCode === 200).length).toBeLessThanOrEqual(1);
  });
});

describe('owner locked out', () => {
  it('an attacker elsewhere is limited on the phone, while the owner signs in from their own address', async () => {
    const { user, password } = await createTestUser(t.app);
    const attacker = freshIp();
    for (let i = 0; i < 10; i++) {
      expect((await post(t, 'user/sign-in', { phone_number: user.phone, password: `Wrong#Guess${i}` }, attacker)).statusCode).toBe(401);
    }
    const limited = await post(t, 'user/sign-in', { phone_number: user.phone, password }, attacker);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const owner = await post(t, 'user/sign-in', { phone_number: user.phone, password }, freshIp());
    expect(owner.statusCode).toBe(200);
    expect(owner.json().token).toEqual(expect.any(String));
  });

  it('an attacker spreading guesses over many addresses still meets the per-phone ceiling', async () => {
    const app = await createTestApp({ config: { authLimits: { signInPerPhone: { max: 12, windowSeconds: 3600 } } } });
    try {
      const { user, password } = await createTestUser(app.app);
      for (let i = 0; i < 12; i++) {
        expect((await post(app, 'user/sign-in', { phone_number: user.phone, password: `Wrong#Guess${i}` }, freshIp())).statusCode).toBe(
          401,
        );
      }
      expect((await post(app, 'user/sign-in', { phone_number: user.phone, password }, freshIp())).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('TRUST_PROXY spoofing', () => {
  it('a client-written X-Forwarded-For does not make a new address: the failures are still limited', async () => {
    const { user } = await createTestUser(proxied.app);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      // The client writes a new address each time; the trusted proxy appends the real one (203.0.113.7).
      const res = await post(proxied, 'user/sign-in', { phone_number: user.phone, password: `Wrong#Guess${i}` }, '10.0.0.1', {
        'x-forwarded-for': `192.0.2.${i}, 203.0.113.7`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 401).length).toBe(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
  });

  it('a request that does not come through the trusted proxy is judged by its own address', async () => {
    const { user } = await createTestUser(proxied.app);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await post(proxied, 'user/sign-in', { phone_number: user.phone, password: `Wrong#Guess${i}` }, '203.0.113.99', {
        'x-forwarded-for': `192.0.2.${i}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
  });
});

describe('argon2 for anyone', () => {
  it('sign-up is limited per address before any hashing', async () => {
    const app = await createTestApp({ config: { authLimits: { signUpPerIp: { max: 3, windowSeconds: 3600 } } } });
    try {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await post(
          app,
          'user/sign-up',
          {
            fullName: 'Flood',
            email: `flood${i}-${address}@example.com`,
            phone_number: `0813${String(1_000_000 + address * 10 + i).slice(-7)}`,
            hall: 'Bethel',
            password: 'Flood#Pass2026',
          },
          ip,
        );
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 3).every((s) => s === 201)).toBe(true);
      expect(statuses.slice(3)).toEqual([429, 429]);
    } finally {
      await app.close();
    }
  });

  it('reset-pass refuses a wrong reset token (checked before any hashing) and is limited per address', async () => {
    const app = await createTestApp({ config: { authLimits: { resetPerIp: { max: 3, windowSeconds: 900 } } } });
    try {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await post(
          app,
          'user/reset-pass',
          { email: 'victim@example.com', newPassword: 'Attacker#Owns1', resetToken: `guess-${i}` },
          ip,
        );
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 429, 429]);
    } finally {
      await app.close();
    }
  });
});

describe('enumeration', () => {
  it('sign-up answers one message for a taken phone and a taken email', async () => {
    const { user } = await createTestUser(t.app);
    const ip = freshIp();
    const base = { fullName: 'Probe', hall: 'Bethel', password: 'Probe#Pass2026' };
    const takenPhone = await post(t, 'user/sign-up', { ...base, phone_number: user.phone, email: `probe-${ip}@example.com` }, ip);
    const takenEmail = await post(t, 'user/sign-up', { ...base, phone_number: '08170000001', email: user.email }, ip);
    expect(takenPhone.statusCode).toBe(409);
    expect(takenEmail.statusCode).toBe(409);
    expect(takenPhone.json()).toEqual(takenEmail.json());
    expect(takenPhone.json().error).toBe(MESSAGES.accountTaken);
  });

  it('forgot-pass answers before it looks the email up, so known and unknown emails take the same time', async () => {
    const { user } = await createTestUser(t.app);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const lookup = containerOf(t.app).users.findByEmail.bind(containerOf(t.app).users);
    const spy = vi.spyOn(containerOf(t.app).users, 'findByEmail').mockImplementation(async (...args) => {
      await held;
      return lookup(...args);
    });
    try {
      // With the account lookup held, both answers still arrive: neither waits for it.
      const known = await post(t, 'user/forgot-pass', { email: user.email }, freshIp());
      const unknown = await post(t, 'user/forgot-pass', { email: `nobody-${address}@example.com` }, freshIp());
      expect(known.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());
    } finally {
      release();
      await containerOf(t.app).mail.idle();
      spy.mockRestore();
    }
    expect(await mailedCode(t, user.email)).toMatch(/^\d{6}$/);
  });
});
