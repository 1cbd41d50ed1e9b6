import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InitializePaymentResponse } from '@campus/contract';
import { users } from '../db/schema';
import { fillCart, pickProductsFromShops } from '../test/checkout-fixtures';
import { createPersonas, type Personas } from '../test/personas';
import { containerOf, createTestApp, testDatabaseKind, type TestApp } from '../test/test-app';

/**
 * Issue 35, finding 13: the request log (on outside production) printed every address, so an
 * invitation's token reached the log. A journey — sign up, sign in, an invitation opened and accepted,
 * a password reset, a checkout on the sandbox — runs with its log captured, and the log is searched for
 * every secret the journey used.
 */
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
let p: Personas;
beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { devTools: false }, logger: { level: 'info', stream: sink } });
  p = await createPersonas(t.app);
}, 120_000);
afterAll(() => t?.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${url}`, payload, headers });

/** The latest mail to `email`, as its text. */
async function mailTo(email: string): Promise<string> {
  const { mail } = containerOf(t.app);
  await mail.idle();
  const [row] = await mail.latest({ to: email, limit: 1 });
  if (!row) throw new Error(`no mail to ${email}`);
  return mail.render(row).text;
}

describe(`no secret in the request log (${testDatabaseKind})`, () => {
  it('secrets in request logs: a whole journey leaves none of its tokens, codes or passwords in the log', async () => {
    const secrets: Record<string, string> = {};
    const unique = String(Date.now()).slice(-8);
    const account = {
      fullName: 'Log Probe',
      email: `log-probe-${unique}@example.com`,
      phone_number: `080${unique}`,
      hall: 'Queen Esther',
      password: 'Lagoon-Quiet-Probe-41',
    };
    secrets.password = account.password;
    expect((await post('user/sign-up', account)).statusCode).toBe(201);
    const signedIn = await post('user/sign-in', { phone_number: account.phone_number, password: account.password });
    secrets.session = signedIn.json<{ token: string }>().token;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: { authorization: `Bearer ${secrets.session}` } }))
        .statusCode,
    ).toBe(200);

    // An invitation: opened and accepted with a new account from its link.
    const invitee = `log-invitee-${unique}@example.com`;
    const invited = await post(`seller/shops/${p.shopA.slug}/invitations`, { email: invitee, role: 'staff' }, p.ownerA.auth);
    expect(invited.statusCode, invited.body).toBe(201);
    secrets.invitation = /\/seller\/invitations\/([A-Za-z0-9_-]+)/.exec(await mailTo(invitee))![1]!;
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/seller/invitations/${secrets.invitation}` })).statusCode).toBe(200);
    const joined = await post(`seller/invitations/${secrets.invitation}/sign-up`, {
      fullName: 'Log Invitee',
      phone_number: `081${unique}`,
      hall: 'Queen Esther',
      password: 'Counter!Staff2026-Probe',
    });
    expect(joined.statusCode, joined.body).toBe(201);
    secrets.inviteePassword = 'Counter!Staff2026-Probe';
    secrets.inviteeSession = joined.json<{ token: string }>().token;

    // A password reset: the code from the mail, the reset token from verify-otp.
    expect((await post('user/forgot-pass', { email: account.email })).statusCode).toBe(200);
    secrets.code = /\b(\d{6})\b/.exec(await mailTo(account.email))![1]!;
    const verified = await post('user/verify-otp', { email: account.email, otp: secrets.code });
    secrets.resetToken = verified.json<{ resetToken: string }>().resetToken;
    secrets.newPassword = 'Fresh-Harbour-Probe-72';
    expect(
      (await post('user/reset-pass', { email: account.email, newPassword: secrets.newPassword, resetToken: secrets.resetToken }))
        .statusCode,
    ).toBe(200);

    // A checkout on the sandbox: its page and its pay button carry the access code in their address.
    const signedInAgain = await post('user/sign-in', { phone_number: account.phone_number, password: secrets.newPassword });
    secrets.secondSession = signedInAgain.json<{ token: string }>().token;
    const [pick] = await pickProductsFromShops(t.database.db, 1);
    const shopperAuth = { authorization: `Bearer ${secrets.secondSession}` };
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    await fillCart(t.database.db, user!.id, [{ productId: pick!.productId, qty: 1 }]);
    const started = (await post('payment/initialize', {}, shopperAuth)).json<InitializePaymentResponse>();
    secrets.accessCode = started.accessCode;
    expect((await t.app.inject({ method: 'GET', url: `/sandbox/checkout/${started.accessCode}` })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${started.accessCode}/pay` });

    const logged = lines.join('\n');
    // The journey was logged, addresses included …
    expect(logged).toContain('/api/v1/seller/invitations/[redacted]');
    expect(logged).toContain('/sandbox/checkout/[redacted]');
    // … and none of its secrets.
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret.length, name).toBeGreaterThanOrEqual(6);
      expect(logged.includes(secret), `${name} is in the log`).toBe(false);
    }
  });
});
