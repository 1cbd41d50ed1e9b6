import fs from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES, SELLER_MESSAGES } from '@campus/contract';
import { emailChanges, shops } from '../../db/schema';
import { createShopMember } from '../../test/personas';
import { containerOf, createTestApp, createTestUser, testDatabaseKind, type TestApp } from '../../test/test-app';

/** Issue 35 finding 7: changing the email needed no password and verified nothing. */
let t: TestApp;
let clockOffsetMs = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: true, now: () => new Date(Date.now() + clockOffsetMs) });
});
afterAll(async () => {
  await t?.close();
  if (t) fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

let counter = 0;
const newEmail = () => `change-${Date.now()}-${++counter}@example.com`;

const start = (headers: Record<string, string>, payload: object, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/change_email', headers, payload, remoteAddress: ip });
const confirm = (headers: Record<string, string>, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/change_email/confirm', headers, payload: { code } });
const profileEmail = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers })).json().email as string;

async function mailsTo(email: string) {
  const { mail } = containerOf(t.app);
  return (await mail.latest({ to: email, limit: 10 })).map((row) => ({ subject: row.subject, ...mail.render(row) }));
}
async function codeMailedTo(email: string): Promise<string> {
  const [latest] = await mailsTo(email);
  const code = /\b(\d{6})\b/.exec(latest?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}
/** A 6-digit code that is not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe(`changing the email (issue 35 finding 7, ${testDatabaseKind})`, () => {
  it('a stolen token without the password is refused: nothing is mailed, the email stays', async () => {
    const victim = await createTestUser(t.app);
    const thief = newEmail();
    const noPassword = await start(victim.auth, { email: thief });
    expect(noPassword.statusCode).toBe(400);
    const wrong = await start(victim.auth, { email: thief, password: 'guessed-Wrong1!' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: MESSAGES.wrongPassword, field: 'password' });
    expect(await mailsTo(thief)).toEqual([]);
    expect(await profileEmail(victim.auth)).toBe(victim.user.email);
  });

  it('with the password a code goes to the new address; the email changes only once it is entered, and the old address is told', async () => {
    const account = await createTestUser(t.app, { fullName: 'Ada Obi' });
    const next = newEmail();
    const started = await start(account.auth, { email: next, password: account.password });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toEqual({ message: MESSAGES.emailCodeSent, email: next });
    expect(await profileEmail(account.auth)).toBe(account.user.email);
    const code = await codeMailedTo(next);
    // The stored mail keeps the code sealed: the outbox table alone does not give it away.
    const [stored] = await containerOf(t.app).mail.latest({ to: next, limit: 1 });
    expect(`${stored?.text}${stored?.html}${stored?.subject}`).not.toContain(code);

    const done = await confirm(account.auth, code);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ message: MESSAGES.emailChanged, token: expect.any(String) });
    expect(await profileEmail({ authorization: `Bearer ${done.json().token}` })).toBe(next);
    const [notice] = await mailsTo(account.user.email);
    expect(notice?.subject).toMatch(/your email was changed/);
    expect(notice?.text).not.toContain(next);
    // Used once.
    expect((await confirm(account.auth, code)).statusCode).toBe(400);
  });

  it('a wrong code is refused, and five wrong codes kill the change (the right one no longer works)', async () => {
    const account = await createTestUser(t.app);
    const next = newEmail();
    await start(account.auth, { email: next, password: account.password });
    const code = await codeMailedTo(next);
    const wrong = await confirm(account.auth, otherThan(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: MESSAGES.emailCodeInvalid, field: 'code' });
    for (let i = 0; i < 4; i++) expect((await confirm(account.auth, otherThan(code))).statusCode).toBe(400);
    expect((await confirm(account.auth, code)).statusCode).toBe(400);
    expect(await profileEmail(account.auth)).toBe(account.user.email);
  });

  it('parallel code guesses: forty wrong codes at once are judged five times at most, then the right one no longer works', async () => {
    const account = await createTestUser(t.app);
    const next = newEmail();
    await start(account.auth, { email: next, password: account.password });
    const code = await codeMailedTo(next);
    // Each guess read "fewer than five tries" before any wrong one was counted: forty guesses for one change.
    const guesses = Array.from({ length: 40 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((guess) => confirm(account.auth, guess)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(guesses.map(() => 400));
    const [change] = await t.container.db.select().from(emailChanges).where(eq(emailChanges.userId, account.user.id));
    expect(change!.attempts).toBeLessThanOrEqual(LIMITS.otpMaxAttempts);
    expect((await confirm(account.auth, code)).statusCode).toBe(400);
    expect(await profileEmail(account.auth)).toBe(account.user.email);
  });

  it('a code expires after 10 minutes', async () => {
    const account = await createTestUser(t.app);
    const next = newEmail();
    await start(account.auth, { email: next, password: account.password });
    const code = await codeMailedTo(next);
    clockOffsetMs = 10 * 60_000 + 1000;
    try {
      expect((await confirm(account.auth, code)).json()).toMatchObject({ error: MESSAGES.emailCodeInvalid });
    } finally {
      clockOffsetMs = 0;
    }
    expect(await profileEmail(account.auth)).toBe(account.user.email);
  });

  it("another account's address is refused (409), and so is a code of someone else's change", async () => {
    const [a, b] = [await createTestUser(t.app), await createTestUser(t.app)];
    expect((await start(a.auth, { email: b.user.email, password: a.password })).statusCode).toBe(409);
    const next = newEmail();
    await start(a.auth, { email: next, password: a.password });
    expect((await confirm(b.auth, await codeMailedTo(next))).statusCode).toBe(400);
  });

  it('a stranger cannot take the invited address: the code goes to that address, and the invitation stays closed to them', async () => {
    const [shop] = await t.container.db.select().from(shops).orderBy(asc(shops.position)).limit(1);
    const owner = await createShopMember(t.app, shop!.id, 'owner');
    const invited = newEmail();
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/seller/shops/${shop!.slug}/invitations`,
      headers: owner.auth,
      payload: { email: invited, role: 'owner' },
    });
    expect(sent.statusCode).toBe(201);
    const [invitation] = await mailsTo(invited);
    const token = /\/seller\/invitations\/([A-Za-z0-9_-]+)/.exec(invitation!.text)![1]!;

    // The stranger holds the link (forwarded, leaked) and an account with its password.
    const stranger = await createTestUser(t.app);
    expect((await start(stranger.auth, { email: invited, password: stranger.password })).statusCode).toBe(200);
    const [codeMail] = await mailsTo(invited);
    expect(codeMail?.subject).toMatch(/confirm your new email/);
    // Without the invited mailbox the stranger can only guess; five guesses and the change is dead.
    for (let i = 0; i < 5; i++) expect((await confirm(stranger.auth, String(100000 + i))).statusCode).toBe(400);
    expect(await profileEmail(stranger.auth)).toBe(stranger.user.email);
    const accept = await t.app.inject({ method: 'POST', url: `/api/v1/seller/invitations/${token}/accept`, headers: stranger.auth });
    expect(accept.statusCode).toBe(403);
    expect(accept.json()).toMatchObject({ error: SELLER_MESSAGES.invitationOtherAccount });
  });
});
