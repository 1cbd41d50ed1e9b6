import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, shopMembers } from '../../db/schema';
import { seedDemoOwners } from '../../db/seed';
import { demoOwnerPhone, DEMO_OWNER } from '../../db/seed-data';
import { createPersonas, headersOf, type Personas } from '../../test/personas';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app';

describe(`shop roles, the operator and the audit log (${testDatabaseKind})`, () => {
  let t: TestApp;
  let people: Personas;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    people = await createPersonas(t.app);
  });
  afterAll(() => t.close());

  it('GET me/roles names the shops an account runs, with its role, and whether it is the operator', async () => {
    const roles = async (name: 'shopper' | 'staffA' | 'ownerA' | 'operator') =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/me/roles', headers: headersOf(people, name) })).json();
    expect(await roles('shopper')).toEqual({ operator: false, shops: [] });
    expect(await roles('staffA')).toEqual({
      operator: false,
      shops: [{ shopId: people.shopA.id, slug: people.shopA.slug, name: people.shopA.name, role: 'staff' }],
    });
    expect((await roles('ownerA')).shops).toEqual([expect.objectContaining({ slug: people.shopA.slug, role: 'owner' })]);
    expect(await roles('operator')).toEqual({ operator: true, shops: [] });
  });

  it('GET me/roles signed out is 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/me/roles' });
    expect(response.statusCode).toBe(401);
  });

  it('a member of shop A is "not found" on shop B, and staff are refused owner-only work on A', async () => {
    const { shopAccess } = t.container;
    await expect(shopAccess.bySlug(people.ownerA.user, people.shopB.slug, ['owner', 'staff'])).rejects.toMatchObject({ kind: 'not_found' });
    await expect(shopAccess.bySlug(people.staffA.user, people.shopA.slug, ['owner'])).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(shopAccess.byId(people.staffA.user, people.shopA.id, ['owner', 'staff'])).resolves.toMatchObject({ role: 'staff' });
  });

  it('audit log tampering: the database refuses to update or delete an audit row', async () => {
    await t.container.audit.record({
      actorId: people.operator.user.id,
      action: 'shop.suspend',
      subjectType: 'shop',
      subjectId: people.shopA.id,
      before: { suspended: false },
      after: { suspended: true },
    });
    const [row] = await t.container.audit.list({ limit: 1 });
    expect(row).toMatchObject({ action: 'shop.suspend', after: { suspended: true } });
    await expect(t.container.db.update(auditLog).set({ action: 'nothing' }).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    await expect(t.container.db.delete(auditLog).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    const [still] = await t.container.audit.list({ limit: 1 });
    expect(still).toEqual(row);
  });

  it('demo owners: every demo shop gets one owner once, who can sign in with the README password', async () => {
    const fresh = await createTestApp({ seed: true });
    try {
      const made = await seedDemoOwners(fresh.container.db);
      expect(made).toBeGreaterThan(10);
      expect(await seedDemoOwners(fresh.container.db)).toBe(0);
      const [owners] = await fresh.container.db
        .select({ n: sql<number>`count(distinct ${shopMembers.shopId})::int` })
        .from(shopMembers)
        .where(eq(shopMembers.role, 'owner'));
      expect(owners?.n).toBe(made);
      const signIn = await fresh.app.inject({
        method: 'POST',
        url: '/api/v1/user/sign-in',
        payload: { phone_number: demoOwnerPhone(1), password: DEMO_OWNER.password },
      });
      expect(signIn.statusCode).toBe(200);
      const roles = await fresh.app.inject({
        method: 'GET',
        url: '/api/v1/me/roles',
        headers: { authorization: `Bearer ${signIn.json().token}` },
      });
      expect(roles.json().shops).toEqual([expect.objectContaining({ role: 'owner' })]);
    } finally {
      await fresh.close();
    }
  });
});
