import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES, ERROR_CODES, MESSAGES } from '@campus/contract';
import { auditLog, shopMembers } from '../../db/schema';
import { seedDemoOwners } from '../../db/seed';
import { demoOwnerPhone, DEMO_OWNER } from '../../db/seed-data';
import { createPersonas, headersOf, type PersonaName, type Personas } from '../../test/personas';
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
  /*
   * Who is asking is checked before what is asked: a caller who may not make a call gets its
   * refusal, never the validation message its input would earn the rightful caller (which would
   * tell a prober the call's fields). Every request below is invalid; the rightful caller gets 400
   * for it, which shows the input really is invalid and that validation still runs after the guard.
   */
  describe('refused before validation', () => {
    type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    type Probe = { method: Method; url: string; payload?: unknown };
    const send = (probe: Probe, headers: Record<string, string>) =>
      t.app.inject({
        method: probe.method,
        url: `/api/v1${probe.url}`,
        headers,
        ...(probe.payload === undefined ? {} : { payload: probe.payload as InjectOptions['payload'] }),
      });
    const refusal = (status: number, error: string, code: string) => ({ status, body: { error, code } });
    const seen = async (probe: Probe, headers: Record<string, string>) => {
      const response = await send(probe, headers);
      return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
    };

    it('probing any signed-in call without a token, or with a forged one, gets 401 before any validation message', async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
        paths: Record<string, Record<string, { security?: unknown[] }>>;
      }>();
      const probes: Probe[] = Object.entries(doc.paths).flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([, operation]) => (operation.security ?? []).length > 0)
          .map(([method, _operation]) => ({
            method: method.toUpperCase() as Method,
            // Every path parameter malformed, no query, and a body no schema accepts.
            url: path.replace(/^\/api\/v1/, '').replace(/\{[^}]+\}/g, 'not-valid!'),
            ...(method === 'get' ? {} : { payload: { unexpected: ['field'] } }),
          })),
      );
      // The sweep reaches every area behind the token, so it cannot pass by finding nothing.
      for (const area of [
        '/admin/ledger',
        '/admin/shops',
        '/seller/shops/not-valid!/products',
        '/user/cart',
        '/orders',
        '/payment/verify',
      ]) {
        expect(probes.map((probe) => probe.url)).toContain(area);
      }
      const forged = { authorization: 'Bearer not.a.token' };
      for (const probe of probes) {
        const at = `${probe.method} ${probe.url}`;
        expect({ at, ...(await seen(probe, {})) }).toEqual({ at, ...refusal(401, MESSAGES.unauthorized, ERROR_CODES.unauthenticated) });
        expect({ at, ...(await seen(probe, forged)) }).toEqual({
          at,
          ...refusal(401, MESSAGES.sessionExpired, ERROR_CODES.sessionExpired),
        });
      }
    });

    /** Operator calls with input the operator is told is wrong (400). */
    const operatorProbes: Probe[] = [
      { method: 'GET', url: '/admin/ledger' },
      { method: 'POST', url: '/admin/banks/resolve', payload: {} },
      { method: 'GET', url: '/admin/shops/not-a-uuid/settlement' },
      { method: 'PUT', url: '/admin/shops/not-a-uuid/settlement', payload: {} },
      // NUL: text PostgreSQL cannot store, refused by the contract (longer than 100 characters, the router refuses any path).
      { method: 'GET', url: '/admin/orders/CM-%00/money' },
      { method: 'POST', url: '/admin/order-parts/not-a-uuid/refund', payload: { reason: 5 } },
      { method: 'POST', url: '/admin/shops', payload: {} },
      { method: 'PATCH', url: '/admin/shops/not-a-uuid', payload: { name: 5 } },
      { method: 'PUT', url: '/admin/shops/not-a-uuid/suspension', payload: { suspended: 'maybe' } },
      { method: 'POST', url: '/admin/shops/not-a-uuid/invitations', payload: { email: 'nobody', role: 'king' } },
      { method: 'GET', url: '/admin/orders?status=lost' },
      { method: 'GET', url: '/admin/book-requests?status=lost' },
      { method: 'PATCH', url: '/admin/book-requests/not-a-uuid', payload: { status: 'lost' } },
      { method: 'GET', url: '/admin/book-requests/not-a-uuid/image' },
      { method: 'GET', url: '/admin/users' },
      { method: 'POST', url: '/admin/users/not-a-uuid/revoke-sessions' },
      { method: 'GET', url: '/admin/audit?before=-1' },
      { method: 'GET', url: '/admin/audit?kind=shop.explode' },
    ];

    it('probing an operator call as a shopper or a shop member gets 403 before any validation message', async () => {
      const operatorOnly = refusal(403, ACCESS_MESSAGES.operatorOnly, ERROR_CODES.forbidden);
      const expected: Record<PersonaName, (at: string) => { at: string; status: number }> = {
        signedOut: (at) => ({ at, ...refusal(401, MESSAGES.unauthorized, ERROR_CODES.unauthenticated) }),
        shopper: (at) => ({ at, ...operatorOnly }),
        staffA: (at) => ({ at, ...operatorOnly }),
        ownerA: (at) => ({ at, ...operatorOnly }),
        ownerB: (at) => ({ at, ...operatorOnly }),
        operator: (at) => ({ at, status: 400, body: expect.objectContaining({ code: ERROR_CODES.invalidInput }) }),
      };
      for (const probe of operatorProbes) {
        const at = `${probe.method} ${probe.url}`;
        for (const persona of Object.keys(expected) as PersonaName[]) {
          expect({ at, persona, ...(await seen(probe, headersOf(people, persona))) }).toEqual({ persona, ...expected[persona](at) });
        }
      }
    });

    /** Shop console calls with input the shop's own owner is told is wrong (400), and who else may make them. */
    const shopProbes: (Omit<Probe, 'url'> & { path: string; staff: boolean })[] = [
      { method: 'GET', path: 'orders/history?from=yesterday', staff: true },
      { method: 'GET', path: 'orders/events?lastEventId=-1', staff: true },
      { method: 'POST', path: 'parts/not-a-uuid/status', payload: { status: 'teleported' }, staff: true },
      { method: 'DELETE', path: 'members/not-a-uuid', staff: false },
      { method: 'DELETE', path: 'invitations/not-a-uuid', staff: false },
      { method: 'POST', path: 'invitations', payload: { email: 'nobody', role: 'king' }, staff: false },
      { method: 'GET', path: `products?search=${'x'.repeat(1000)}`, staff: true },
      { method: 'POST', path: 'products', payload: {}, staff: false },
      { method: 'GET', path: 'products/not-a-uuid', staff: false },
      { method: 'PUT', path: 'products/not-a-uuid', payload: {}, staff: false },
      { method: 'DELETE', path: 'products/not-a-uuid', staff: false },
      { method: 'PUT', path: 'products/not-a-uuid/availability', payload: { isAvailable: 'yes' }, staff: true },
      { method: 'POST', path: 'products/not-a-uuid/move', payload: { direction: 'sideways' }, staff: false },
      { method: 'PUT', path: 'profile', payload: {}, staff: false },
      { method: 'PUT', path: 'open', payload: { isOpen: 'maybe' }, staff: false },
    ];

    it("probing shop B's console as the owner of shop A gets 404, and staff on owner-only calls 403, before any validation message", async () => {
      const notFound = refusal(404, ACCESS_MESSAGES.shopNotFound, ERROR_CODES.notFound);
      const invalid = { status: 400, body: expect.objectContaining({ code: ERROR_CODES.invalidInput }) };
      for (const { path, staff, ...probe } of shopProbes) {
        const onB = { ...probe, url: `/seller/shops/${people.shopB.slug}/${path}` };
        const onA = { ...probe, url: `/seller/shops/${people.shopA.slug}/${path}` };
        const at = `${probe.method} …/${path}`;
        const answers = async (target: Probe, personas: PersonaName[]) =>
          Object.fromEntries(await Promise.all(personas.map(async (persona) => [persona, await seen(target, headersOf(people, persona))])));
        // Shop B: nobody but its owner learns it exists; its owner is told the input is wrong.
        expect({ at, ...(await answers(onB, ['signedOut', 'shopper', 'staffA', 'ownerA', 'operator', 'ownerB'])) }).toEqual({
          at,
          signedOut: refusal(401, MESSAGES.unauthorized, ERROR_CODES.unauthenticated),
          shopper: notFound,
          staffA: notFound,
          ownerA: notFound,
          operator: notFound,
          ownerB: invalid,
        });
        // Shop A: its staff are refused owner-only work as they are with valid input.
        expect({ at, ...(await answers(onA, ['staffA', 'ownerA'])) }).toEqual({
          at,
          staffA: staff ? invalid : refusal(403, ACCESS_MESSAGES.ownerOnly, ERROR_CODES.forbidden),
          ownerA: invalid,
        });
      }
    });

    it('a shop slug no shop can have (NUL) is "not found" to a signed-in caller, never a validation message or a database error', async () => {
      const response = await seen({ method: 'GET', url: '/seller/shops/shop%00/orders' }, headersOf(people, 'ownerA'));
      expect(response).toEqual(refusal(404, ACCESS_MESSAGES.shopNotFound, ERROR_CODES.notFound));
    });
  });
});
