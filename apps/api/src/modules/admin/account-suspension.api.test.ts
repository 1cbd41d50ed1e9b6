import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suspendedAccountMessage, type AdminUsers } from '@campus/contract';
import { auditLog } from '../../db/schema';
import { openSse, type SseConnection } from '../../infra/events/sse-test-client';
import { createPersonas, createShopMember, type Personas } from '../../test/personas';
import { createTestApp, createTestUser, type TestApp } from '../../test/test-app';

/** Accounts the operator can stop (issue 39 item 6): suspended with a reason, reinstated, audited. */
let t: TestApp;
let p: Personas;
let base = '';
beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { sseHeartbeatMs: 200 } });
  p = await createPersonas(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(() => t?.close());

const REASON = 'Repeated chargebacks on card payments';
const admin = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/users/${url}`, headers, ...(payload ? { payload } : {}) });
const signIn = (phone: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/sign-in', payload: { phone_number: phone, password } });
const endsWithin = (stream: SseConnection, ms: number) =>
  Promise.race([stream.ended.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

describe('suspending an account', () => {
  it('a shop owner who calls suspend on a rival is refused (403), and the rival still signs in', async () => {
    const rival = await createTestUser(t.app);
    const response = await admin(`${rival.user.id}/suspend`, p.ownerB.auth, { reason: REASON });
    expect(response.statusCode).toBe(403);
    expect((await signIn(rival.user.phone, rival.password)).statusCode).toBe(200);
  });

  it(
    'signs the account out everywhere at once, closes its streams, refuses its sign-in with the reason, and is audited',
    { timeout: 30_000 },
    async () => {
      const member = await createShopMember(t.app, p.shopA.id, 'staff');
      const queue = await openSse(`${base}/api/v1/seller/shops/${p.shopA.slug}/orders/events`, member.auth);
      expect(queue.status).toBe(200);

      const suspended = await admin(`${member.user.id}/suspend`, p.operator.auth, { reason: `  ${REASON} ` });
      expect(suspended.statusCode, suspended.body).toBe(200);
      expect(await endsWithin(queue, 1000)).toBe(true);
      // The old token: refused everywhere, the console included.
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/me/roles', headers: member.auth })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/v1/seller/shops/${p.shopA.slug}/orders`, headers: member.auth })).statusCode,
      ).toBe(401);
      // Whoever knows the password is told why; a wrong password learns nothing of it.
      const refused = await signIn(member.user.phone, member.password);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: suspendedAccountMessage(REASON) });
      const guessed = await signIn(member.user.phone, 'Wrong-passw0rd!');
      expect(guessed.statusCode).toBe(401);
      expect(guessed.body).not.toContain(REASON);

      const found = await t.app.inject({ method: 'GET', url: `/api/v1/admin/users?q=${member.user.phone}`, headers: p.operator.auth });
      expect(found.json<AdminUsers>().users[0]).toMatchObject({ suspensionReason: REASON, suspendedAt: expect.any(String) });
      const entries = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subjectId, member.user.id), eq(auditLog.action, 'user.suspend')));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ actorId: p.operator.user.id, after: { suspended: true, reason: REASON } });

      // Reinstated: signs in again and the console opens (the membership was kept).
      expect((await admin(`${member.user.id}/reinstate`, p.operator.auth)).statusCode).toBe(200);
      const back = await signIn(member.user.phone, member.password);
      expect(back.statusCode).toBe(200);
      const token = back.json<{ token: string }>().token;
      const console = await t.app.inject({
        method: 'GET',
        url: `/api/v1/seller/shops/${p.shopA.slug}/orders`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(console.statusCode).toBe(200);
    },
  );

  it('refuses a missing or one-line-too-many reason (400), one’s own account, a second suspension and reinstating an active account (409)', async () => {
    const shopper = await createTestUser(t.app);
    for (const reason of ['', 'no', 'a'.repeat(201), 'line one\nline two'])
      expect((await admin(`${shopper.user.id}/suspend`, p.operator.auth, { reason })).statusCode, JSON.stringify(reason)).toBe(400);
    expect((await admin(`${shopper.user.id}/suspend`, p.operator.auth, {})).statusCode).toBe(400);
    const self = await admin(`${p.operator.user.id}/suspend`, p.operator.auth, { reason: REASON });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ error: 'You cannot suspend your own account.' });
    expect((await admin(`${shopper.user.id}/reinstate`, p.operator.auth)).statusCode).toBe(409);
    expect((await admin(`${shopper.user.id}/suspend`, p.operator.auth, { reason: REASON })).statusCode).toBe(200);
    expect((await admin(`${shopper.user.id}/suspend`, p.operator.auth, { reason: REASON })).statusCode).toBe(409);
    expect((await admin('00000000-0000-4000-8000-000000000000/suspend', p.operator.auth, { reason: REASON })).statusCode).toBe(404);
  });
});
