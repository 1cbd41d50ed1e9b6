import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELLER_MESSAGES, type SellerMembers } from '@campus/contract';
import { createPersonas, type Personas } from '../../test/personas';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app';

let t: TestApp;
let p: Personas;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  p = await createPersonas(t.app);
});
afterAll(async () => {
  await t?.close();
  if (t) fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

let counter = 0;
const newEmail = () => `invitee-${Date.now()}-${++counter}@example.com`;
const invite = (email: string, role: 'owner' | 'staff' = 'staff') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/seller/shops/${p.shopA.slug}/invitations`,
    headers: p.ownerA.auth,
    payload: { email, role },
  });
const pendingEmails = async (): Promise<string[]> =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/seller/shops/${p.shopA.slug}/members`, headers: p.ownerA.auth }))
    .json<SellerMembers>()
    .invitations.map((invitation) => invitation.email);

describe(`invitations that are refused (${testDatabaseKind})`, () => {
  it('to the owner’s own email, in any case (400 on the email field)', async () => {
    const own = await invite(`  ${p.ownerA.user.email.toUpperCase()} `, 'owner');
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ error: SELLER_MESSAGES.inviteSelf, code: 'invalid_input', field: 'email' });
    expect(await pendingEmails()).not.toContain(p.ownerA.user.email.toLowerCase());
  });

  it('to an email whose invitation is still waiting, in any case (409), and again once it was withdrawn', async () => {
    const email = newEmail();
    const first = await invite(email);
    expect(first.statusCode).toBe(201);
    const again = await invite(email.toUpperCase(), 'owner');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: SELLER_MESSAGES.invitationAlreadyPending(email), code: 'conflict' });
    expect((await pendingEmails()).filter((pending) => pending === email)).toHaveLength(1);

    const withdrawn = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/seller/shops/${p.shopA.slug}/invitations/${first.json<{ id: string }>().id}`,
      headers: p.ownerA.auth,
    });
    expect(withdrawn.statusCode).toBe(200);
    expect((await invite(email)).statusCode).toBe(201);
  });

  it('sent twice at once: one invitation, one 409', async () => {
    const email = newEmail();
    const answers = await Promise.all([invite(email), invite(email)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await pendingEmails()).filter((pending) => pending === email)).toHaveLength(1);
  });
});
