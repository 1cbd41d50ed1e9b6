import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../test/test-app';
import { accountsWithDemoPasswords, demoPasswordRefusal, LOCK_DEMO_COMMAND, lockDemoAccounts } from './demo-accounts';
import { seedDemoOwners, seedDemoShopper } from './seed';
import { DEMO_OWNER, DEMO_SHOPPER, demoOwnerPhone } from './seed-data';

/**
 * The README publishes the demo logins (issue 34): a production start refuses while an account still has one
 * (server.ts), and `npm run seed -- --lock-demo` takes them away (decision 078).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  await seedDemoShopper(t.database.db);
  await seedDemoOwners(t.database.db);
});
afterAll(() => t?.close());

const signIn = (phone: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/sign-in', payload: { phone_number: phone, password } });

describe('accounts with a published demo password', () => {
  it('finds the demo shopper and every demo owner, and names the command in one line', async () => {
    const phones = await accountsWithDemoPasswords(t.database.db);
    expect(phones).toContain(DEMO_SHOPPER.phone);
    expect(phones).toContain(demoOwnerPhone(1));
    const refusal = demoPasswordRefusal(phones);
    expect(refusal).not.toContain('\n');
    expect(refusal).toContain(LOCK_DEMO_COMMAND);
    expect(refusal).toContain(`and ${phones.length - 3} more`);
  });

  it('leaves out a demo phone whose owner chose another password, and accounts that are not demo ones', async () => {
    const { user } = await createTestUser(t.app, { phone: '08030009999', password: 'Another-Choice-77' });
    const phones = await accountsWithDemoPasswords(t.database.db);
    expect(phones).not.toContain(user.phone);
  });

  it("the README's published owner login no longer signs in to a live shop console once locked", async () => {
    const signedIn = await signIn(demoOwnerPhone(1), DEMO_OWNER.password);
    expect(signedIn.statusCode).toBe(200);
    const token = (signedIn.json() as { token: string }).token;

    const locked = await lockDemoAccounts(t.database.db);
    expect(locked).toContain(demoOwnerPhone(1));
    expect(locked).toContain(DEMO_SHOPPER.phone);
    expect(await accountsWithDemoPasswords(t.database.db)).toEqual([]);
    expect((await signIn(demoOwnerPhone(1), DEMO_OWNER.password)).statusCode).toBe(401);
    expect((await signIn(DEMO_SHOPPER.phone, DEMO_SHOPPER.password)).statusCode).toBe(401);
    // A session opened with the published password ends with it.
    const session = await t.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: { authorization: `Bearer ${token}` } });
    expect(session.statusCode).toBe(401);
    expect(await lockDemoAccounts(t.database.db)).toEqual([]);
  });
});
