import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELLER_MESSAGES, type MyRoles, type SellerMembers } from '@campus/contract';
import { shopInvitations, shopMembers } from '../../db/schema';
import { createPersonas, createShopMember, type Personas } from '../../test/personas';
import { containerOf, createTestApp, createTestUser, testDatabaseKind, type TestApp } from '../../test/test-app';
import { mailOrigin } from '../../config';
import { hashInvitationToken } from './invitations.service';

let t: TestApp;
let p: Personas;
// The clock the app reads: a test moves it past the 72 hours.
let clockOffsetMs = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: true, now: () => new Date(Date.now() + clockOffsetMs) });
  p = await createPersonas(t.app);
});
afterAll(async () => {
  await t?.close();
  if (t) fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

let counter = 0;
const newEmail = () => `invitee-${Date.now()}-${++counter}@example.com`;

/** The owner of shop A invites; the link's token as the invitee's mail carries it. */
async function invite(email: string, role: 'owner' | 'staff' = 'staff', headers = p.ownerA.auth): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/seller/shops/${p.shopA.slug}/invitations`,
    headers,
    payload: { email, role },
  });
  expect(res.statusCode, res.body).toBe(201);
  return tokenMailedTo(email);
}

async function tokenMailedTo(email: string): Promise<string> {
  const { mail } = containerOf(t.app);
  const [row] = await mail.latest({ to: email, limit: 1 });
  if (!row) throw new Error(`no mail to ${email}`);
  const match = /\/seller\/invitations\/([A-Za-z0-9_-]+)/.exec(mail.render(row).text);
  if (!match) throw new Error('the mail carries no invitation link');
  return match[1]!;
}

const preview = (token: string) => t.app.inject({ method: 'GET', url: `/api/v1/seller/invitations/${token}` });
const accept = (token: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/v1/seller/invitations/${token}/accept`, headers });
const signUp = (token: string, phone: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/seller/invitations/${token}/sign-up`,
    payload: { fullName: 'Tolu Ade', phone_number: phone, hall: 'Queen Esther', password: 'Counter!Staff2026' },
  });
const rolesOf = async (headers: Record<string, string>): Promise<MyRoles> =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/me/roles', headers })).json();
const uniquePhone = () => `080${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

describe(`shop invitations (${testDatabaseKind})`, () => {
  it('a new person signs up from the link and runs the shop as staff; the link then says it was used', async () => {
    const email = newEmail();
    const token = await invite(email);
    const shown = await preview(token);
    expect(shown.json()).toMatchObject({ shop: { slug: p.shopA.slug }, role: 'staff', email, accountExists: false });
    const made = await signUp(token, uniquePhone());
    expect(made.statusCode, made.body).toBe(201);
    const { token: session } = made.json();
    expect(made.json()).toMatchObject({ role: 'staff', shop: { slug: p.shopA.slug } });
    expect((await rolesOf({ authorization: `Bearer ${session}` })).shops).toEqual([
      expect.objectContaining({ slug: p.shopA.slug, role: 'staff' }),
    ]);
    const reused = await preview(token);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({ error: SELLER_MESSAGES.invitationUsed, code: 'invitation_used' });
    const again = await signUp(token, uniquePhone());
    expect(again.json()).toMatchObject({ code: 'invitation_used' });
  });

  it('an existing account accepts signed in; the members list shows it and no longer the invitation', async () => {
    const invitee = await createTestUser(t.app, { email: newEmail(), fullName: 'Bola Staff' });
    const token = await invite(invitee.user.email, 'owner');
    expect((await preview(token)).json()).toMatchObject({ accountExists: true, role: 'owner' });
    const res = await accept(token, invitee.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect((await rolesOf(invitee.auth)).shops).toEqual([expect.objectContaining({ slug: p.shopA.slug, role: 'owner' })]);
    const members: SellerMembers = (
      await t.app.inject({ method: 'GET', url: `/api/v1/seller/shops/${p.shopA.slug}/members`, headers: p.ownerA.auth })
    ).json();
    expect(members.members).toContainEqual(expect.objectContaining({ email: invitee.user.email, role: 'owner', fullName: 'Bola Staff' }));
    expect(members.invitations.some((invitation) => invitation.email === invitee.user.email)).toBe(false);
  });

  it('a forwarded link does not give the role to another account', async () => {
    const token = await invite(newEmail());
    const stranger = await createTestUser(t.app);
    const res = await accept(token, stranger.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: SELLER_MESSAGES.invitationOtherAccount });
    expect((await rolesOf(stranger.auth)).shops).toEqual([]);
    expect((await preview(token)).statusCode).toBe(200);
  });

  it('a wrong token is not found, with a message that says what to do', async () => {
    const res = await preview('not-a-real-invitation-token');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: SELLER_MESSAGES.invitationNotFound, code: 'not_found' });
    expect((await signUp('not-a-real-invitation-token', uniquePhone())).statusCode).toBe(404);
  });

  it('an expired link (after 72 hours) is refused, and no account is made from it', async () => {
    const email = newEmail();
    const token = await invite(email);
    clockOffsetMs = 72 * 3_600_000 + 1000;
    try {
      const res = await preview(token);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: SELLER_MESSAGES.invitationExpired, code: 'invitation_expired' });
      expect((await signUp(token, uniquePhone())).json()).toMatchObject({ code: 'invitation_expired' });
      expect(await containerOf(t.app).users.findByEmail(email)).toBeUndefined();
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('two accepts of one link at once: exactly one succeeds', async () => {
    const invitee = await createTestUser(t.app, { email: newEmail() });
    const token = await invite(invitee.user.email);
    const results = await Promise.all([accept(token, invitee.auth), accept(token, invitee.auth), accept(token, invitee.auth)]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('keeps only the hash of the token, and the queued mail keeps it sealed until sent', async () => {
    const email = newEmail();
    const token = await invite(email);
    const [row] = await t.database.db.select().from(shopInvitations).where(eq(shopInvitations.email, email));
    expect(row?.tokenHash).toBe(hashInvitationToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const [stored] = await containerOf(t.app).mail.latest({ to: email, limit: 1 });
    expect(`${stored?.text}${stored?.html}${stored?.subject}`).not.toContain(token);
    expect(stored?.sealedSecret).toBeTruthy();
  });

  it('an owner invited again as staff stays owner', async () => {
    // Another owner of the shop: inviting yourself is refused (invitation-refusals.api.test.ts).
    const coOwner = await createShopMember(t.app, p.shopA.id, 'owner');
    const token = await invite(coOwner.user.email, 'staff');
    expect((await accept(token, coOwner.auth)).json()).toMatchObject({ role: 'owner' });
    expect((await rolesOf(coOwner.auth)).shops).toEqual([expect.objectContaining({ slug: p.shopA.slug, role: 'owner' })]);
  });

  it('the operator console invites through the container (deps.invitations.invite)', async () => {
    const email = newEmail();
    await containerOf(t.app).invitations.invite({
      shopId: p.shopB.id,
      email,
      role: 'owner',
      invitedBy: p.operator.user,
    });
    const { mail } = containerOf(t.app);
    const [row] = await mail.latest({ to: email, limit: 1 });
    expect(mail.render(row!).text).toContain(`${mailOrigin(t.config)}/seller/invitations/`);
    expect((await preview(await tokenMailedTo(email))).json()).toMatchObject({ shop: { slug: p.shopB.slug }, role: 'owner' });
  });

  it('refuses an invitation to a malformed email or an unknown role', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/v1/seller/shops/${p.shopA.slug}/invitations`,
      headers: p.ownerA.auth,
      payload: { email: 'not-an-email', role: 'staff' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: SELLER_MESSAGES.invalidEmail, field: 'email' });
    const role = await t.app.inject({
      method: 'POST',
      url: `/api/v1/seller/shops/${p.shopA.slug}/invitations`,
      headers: p.ownerA.auth,
      payload: { email: newEmail(), role: 'operator' },
    });
    expect(role.statusCode).toBe(400);
  });
});

describe(`withdrawing invitations and removing members (${testDatabaseKind})`, () => {
  const members = async (slug: string, headers: Record<string, string>): Promise<SellerMembers> =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/seller/shops/${slug}/members`, headers })).json();
  const withdraw = (id: string, headers: Record<string, string>, slug = p.shopA.slug) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/seller/shops/${slug}/invitations/${id}`, headers });
  const removeMember = (userId: string, headers: Record<string, string>, slug = p.shopA.slug) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/seller/shops/${slug}/members/${userId}`, headers });
  const waitingId = async (email: string) => (await members(p.shopA.slug, p.ownerA.auth)).invitations.find((i) => i.email === email)!.id;

  it('an owner withdraws an invitation: its link then opens nothing and it leaves the waiting list; staff and other shops cannot', async () => {
    const email = newEmail();
    const token = await invite(email);
    const id = await waitingId(email);

    expect((await withdraw(id, p.staffA.auth)).statusCode).toBe(403);
    expect((await withdraw(id, p.ownerB.auth)).statusCode).toBe(404);
    expect((await withdraw(id, p.ownerB.auth, p.shopB.slug)).statusCode).toBe(404);
    const done = await withdraw(id, p.ownerA.auth);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: SELLER_MESSAGES.invitationWithdrawn });

    expect((await preview(token)).json()).toMatchObject({ error: SELLER_MESSAGES.invitationRevoked, code: 'invitation_revoked' });
    expect((await signUp(token, uniquePhone())).statusCode).toBe(409);
    expect((await members(p.shopA.slug, p.ownerA.auth)).invitations.map((i) => i.email)).not.toContain(email);
    expect((await withdraw(id, p.ownerA.auth)).statusCode).toBe(409);
  });

  it('a withdrawal racing the invitee’s sign-up: exactly one of them wins', async () => {
    const email = newEmail();
    const token = await invite(email);
    const id = await waitingId(email);
    const [joined, withdrawn] = await Promise.all([signUp(token, uniquePhone()), withdraw(id, p.ownerA.auth)]);
    expect([joined.statusCode, withdrawn.statusCode].filter((status) => status < 300)).toHaveLength(1);
    const onShop = (await members(p.shopA.slug, p.ownerA.auth)).members.some((member) => member.email === email);
    expect(onShop).toBe(joined.statusCode === 201);
  });

  it("an owner takes a member off the shop and the member's console closes; staff cannot remove; the last owner stays", async () => {
    const cashier = await createShopMember(t.app, p.shopA.id, 'staff');
    const queue = () => t.app.inject({ method: 'GET', url: `/api/v1/seller/shops/${p.shopA.slug}/orders`, headers: cashier.auth });
    expect((await queue()).statusCode).toBe(200);

    expect((await removeMember(p.ownerA.user.id, p.staffA.auth)).statusCode).toBe(403);
    expect((await removeMember(cashier.user.id, p.ownerB.auth)).statusCode).toBe(404);
    const removed = await removeMember(cashier.user.id, p.ownerA.auth);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await queue()).statusCode).toBe(404);
    expect((await removeMember(cashier.user.id, p.ownerA.auth)).statusCode).toBe(404);

    const last = await removeMember(p.ownerB.user.id, p.ownerB.auth, p.shopB.slug);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ error: SELLER_MESSAGES.lastOwner, code: 'last_owner' });
  });

  it('two owners removing each other at once leave the shop one owner', async () => {
    const second = await createShopMember(t.app, p.shopB.id, 'owner');
    const [first, other] = await Promise.all([
      removeMember(second.user.id, p.ownerB.auth, p.shopB.slug),
      removeMember(p.ownerB.user.id, second.auth, p.shopB.slug),
    ]);
    expect([first.statusCode, other.statusCode].filter((status) => status === 200)).toHaveLength(1);
    const owners = await t.database.db.select().from(shopMembers).where(eq(shopMembers.shopId, p.shopB.id));
    expect(owners.filter((member) => member.role === 'owner')).toHaveLength(1);
    // Put shop B back as the matrix expects it: ownerB its owner.
    await containerOf(t.app).access.grant(p.shopB.id, p.ownerB.user.id, 'owner');
  });
});
