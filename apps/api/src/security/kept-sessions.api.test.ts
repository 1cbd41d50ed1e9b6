import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createOperator } from '../test/personas';
import { createTestApp, createTestUser, type TestApp } from '../test/test-app';

/**
 * Kept sessions (issue 40 item 2, decision 127): the revocation check answers from memory only while the
 * database's notices reach this instance. Each attack is a change written by someone else (another
 * instance, `npm run operator`, a person at psql): the account's kept session must not outlive it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

const get = (url: string, auth: { authorization: string }) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: auth });

/** The status the call answers once it stops answering `before`, asked for up to a second. */
async function statusWithinASecond(url: string, auth: { authorization: string }, before: number): Promise<number> {
  const until = Date.now() + 1000;
  for (;;) {
    const { statusCode } = await get(url, auth);
    if (statusCode !== before || Date.now() > until) return statusCode;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('kept sessions end with the change that ends them', () => {
  it('a token revoked by another instance keeps working from the kept session', async () => {
    const shopper = await createTestUser(t.app);
    // Checked twice: the second answer comes from the kept session.
    expect((await get('/user/profile', shopper.auth)).statusCode).toBe(200);
    expect((await get('/user/profile', shopper.auth)).statusCode).toBe(200);
    await t.database.db
      .update(users)
      .set({ tokenVersion: shopper.user.tokenVersion + 1 })
      .where(eq(users.id, shopper.user.id));
    expect(await statusWithinASecond('/user/profile', shopper.auth, 200)).toBe(401);
  });

  it('an account suspended at the database keeps its session', async () => {
    const shopper = await createTestUser(t.app);
    expect((await get('/user/cart', shopper.auth)).statusCode).toBe(200);
    await t.database.db.update(users).set({ suspendedAt: new Date(), suspensionReason: 'test' }).where(eq(users.id, shopper.user.id));
    expect(await statusWithinASecond('/user/cart', shopper.auth, 200)).toBe(401);
  });

  it("the operator's role taken away by npm run operator --revoke keeps the admin console open", async () => {
    const operator = await createOperator(t.app);
    expect((await get('/admin/users?q=0801', operator.auth)).statusCode).toBe(200);
    expect((await get('/admin/users?q=0801', operator.auth)).statusCode).toBe(200);
    await t.database.db.update(users).set({ isOperator: false }).where(eq(users.id, operator.user.id));
    expect(await statusWithinASecond('/admin/users?q=0801', operator.auth, 200)).not.toBe(200);
  });

  it('a hall changed elsewhere is what the next calls see, not the kept one', async () => {
    const shopper = await createTestUser(t.app, { hall: 'Bethel' });
    expect((await get('/user/profile', shopper.auth)).json()).toMatchObject({ hall: 'Bethel' });
    await t.database.db.update(users).set({ hall: 'Queen Esther' }).where(eq(users.id, shopper.user.id));
    const until = Date.now() + 1000;
    let hall: unknown;
    for (;;) {
      hall = (await get('/user/profile', shopper.auth)).json<{ hall: unknown }>().hall;
      if (hall === 'Queen Esther' || Date.now() > until) break;
      // A call answered from memory does no I/O: let the notice's socket be read.
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(hall).toBe('Queen Esther');
  });

  it('a sign-out on this instance ends the kept session before its answer', async () => {
    const shopper = await createTestUser(t.app);
    expect((await get('/user/profile', shopper.auth)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/user/logout', headers: shopper.auth });
    expect(out.statusCode).toBe(200);
    // No waiting: the writer told this instance's kept sessions itself.
    expect((await get('/user/profile', shopper.auth)).statusCode).toBe(401);
  });
});
