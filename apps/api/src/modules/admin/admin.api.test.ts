import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, type AdminShop } from '@campus/contract';
import { bookRequests, categories, mailOutbox, shops } from '../../db/schema';
import { setOperator } from '../../db/operator';
import { createPersonas, headersOf, PERSONA_NAMES, type PersonaName, type Personas } from '../../test/personas';
import { createTestApp, createTestUser, testDatabaseKind, type TestApp } from '../../test/test-app';

let t: TestApp;
let people: Personas;
let categoryId: string;
let victim: Awaited<ReturnType<typeof createTestUser>>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  people = await createPersonas(t.app);
  const [category] = await t.database.db.select().from(categories).limit(1);
  categoryId = category!.id;
  victim = await createTestUser(t.app, { fullName: 'Signed Out Everywhere' });
});
afterAll(() => t?.close());

const call = (persona: PersonaName, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/admin/${url}`, headers: headersOf(people, persona), ...(payload ? { payload } : {}) });

const auditOf = async (subjectType: string, subjectId: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/audit?subjectType=${subjectType}&subjectId=${subjectId}`,
      headers: people.operator.auth,
    })
  ).json().entries as { action: string; before: unknown; after: unknown; actor: { id: string } }[];

describe(`the operator's console API (${testDatabaseKind})`, () => {
  describe('authorization matrix: every admin call is the operator’s only', () => {
    const calls: [string, 'GET' | 'POST' | 'PATCH' | 'PUT', () => string, () => object | undefined][] = [
      ['list shops', 'GET', () => 'shops', () => undefined],
      ['create a shop', 'POST', () => 'shops', () => ({ name: `Matrix Shop ${Math.random()}`, categoryId })],
      ['edit a shop', 'PATCH', () => `shops/${people.shopB.id}`, () => ({ description: 'edited by the matrix' })],
      ['suspend a shop', 'PUT', () => `shops/${people.shopB.id}/suspension`, () => ({ suspended: false })],
      [
        'invite an owner',
        'POST',
        () => `shops/${people.shopB.id}/invitations`,
        () => ({ email: `owner-${Math.random()}@example.com`, role: 'owner' }),
      ],
      ['search orders', 'GET', () => 'orders?q=CM-', () => undefined],
      ['see an order', 'GET', () => 'orders/CM-0000000000', () => undefined],
      ['list book requests', 'GET', () => 'book-requests', () => undefined],
      ['move a book request', 'PATCH', () => `book-requests/00000000-0000-4000-8000-000000000000`, () => ({ note: 'x' })],
      ['see a book request picture', 'GET', () => `book-requests/00000000-0000-4000-8000-000000000000/image`, () => undefined],
      ['look up accounts', 'GET', () => 'users?q=0801', () => undefined],
      ['revoke sessions', 'POST', () => `users/${victim.user.id}/revoke-sessions`, () => undefined],
      ['read the audit log', 'GET', () => 'audit', () => undefined],
    ];
    const expected: Record<PersonaName, number> = { signedOut: 401, shopper: 403, staffA: 403, ownerA: 403, ownerB: 403, operator: 0 };
    for (const [label, method, url, body] of calls) {
      it(`${label}: signed out 401, shopper and shop members 403 (nothing written), operator let through`, async () => {
        for (const persona of PERSONA_NAMES.filter((name) => name !== 'operator')) {
          const before = (await auditOf('shop', people.shopB.id)).length;
          const response = await call(persona, method, url(), body());
          expect(response.statusCode, `${persona} → ${label}`).toBe(expected[persona]);
          expect((await auditOf('shop', people.shopB.id)).length).toBe(before);
        }
        const response = await call('operator', method, url(), body());
        expect(response.statusCode, `operator → ${label}`).toBeLessThan(500);
        expect([401, 403]).not.toContain(response.statusCode);
      });
    }
    it('revoke sessions from the matrix really signed the account out (its old token is refused)', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/me/roles', headers: victim.auth });
      expect(response.statusCode).toBe(401);
    });
  });

  it('creates, edits, suspends and restores a shop, each change in the audit log with before and after', async () => {
    const created = await call('operator', 'POST', 'shops', {
      name: 'Mama Put Corner',
      categoryId,
      deliveryPrice: 250.5,
      phone: '08031112222',
    });
    expect(created.statusCode).toBe(201);
    const shop = created.json<AdminShop>();
    expect(shop).toMatchObject({ slug: 'mama-put-corner', deliveryPrice: 250.5, suspended: false, phone: '08031112222' });
    const [row] = await t.database.db.select().from(shops).where(eq(shops.id, shop.id));
    expect(row?.deliveryPriceKobo).toBe(25050);

    const duplicate = await call('operator', 'POST', 'shops', { name: 'Mama Put Corner', categoryId });
    expect(duplicate.statusCode).toBe(409);
    const badFee = await call('operator', 'POST', 'shops', { name: 'Another', categoryId, deliveryPrice: 1.005 });
    expect(badFee.statusCode).toBe(400);
    const badCategory = await call('operator', 'POST', 'shops', { name: 'Another', categoryId: '00000000-0000-4000-8000-000000000000' });
    expect(badCategory.json()).toMatchObject({ code: 'invalid_input', field: 'categoryId' });

    expect((await call('operator', 'PATCH', `shops/${shop.id}`, { name: 'Mama Put' })).json()).toMatchObject({
      name: 'Mama Put',
      slug: 'mama-put-corner',
    });
    const storefront = () => t.app.inject({ method: 'GET', url: '/api/v1/shop/slug/mama-put-corner' });
    expect((await storefront()).statusCode).toBe(200);
    // Suspending takes the shop's name, typed as the console asks: without it, or with another name, nothing changes.
    for (const body of [{ suspended: true }, { suspended: true, name: '' }, { suspended: true, name: 'Mama Put Corner' }]) {
      const refused = await call('operator', 'PUT', `shops/${shop.id}/suspension`, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: ADMIN_MESSAGES.suspendShopName, field: 'name' });
    }
    expect((await storefront()).statusCode).toBe(200);
    // Spaces and capitals aside.
    expect((await call('operator', 'PUT', `shops/${shop.id}/suspension`, { suspended: true, name: '  mama PUT ' })).json()).toMatchObject({
      suspended: true,
    });
    // A suspended shop is gone from the storefront at once (the catalog heard the change).
    expect((await storefront()).statusCode).toBe(404);
    // Suspending a suspended shop changes nothing and records nothing.
    await call('operator', 'PUT', `shops/${shop.id}/suspension`, { suspended: true, name: 'Mama Put' });
    expect((await call('operator', 'PUT', `shops/${shop.id}/suspension`, { suspended: false })).json()).toMatchObject({ suspended: false });
    expect((await storefront()).statusCode).toBe(200);

    const invited = await call('operator', 'POST', `shops/${shop.id}/invitations`, { email: 'Mama.Put@Example.com', role: 'owner' });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ email: 'mama.put@example.com', role: 'owner' });
    const [invitationMail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'mama.put@example.com'));
    expect(invitationMail?.subject).toContain('Mama Put');

    const audit = await auditOf('shop', shop.id);
    expect(audit.map((entry) => entry.action)).toEqual(['shop.invite', 'shop.unsuspend', 'shop.suspend', 'shop.update', 'shop.create']);
    expect(audit[3]).toMatchObject({
      before: { name: 'Mama Put Corner' },
      after: { name: 'Mama Put' },
      actor: { id: people.operator.user.id },
    });
    expect((await call('operator', 'PATCH', `shops/00000000-0000-4000-8000-000000000000`, { name: 'Ghost' })).statusCode).toBe(404);
  });

  it('a signed-in shopper’s book request is linked to them; found mails them once, and a finished request cannot move again', async () => {
    const requester = await createTestUser(t.app, { fullName: 'Book Asker' });
    const boundary = 'x-boundary';
    const body = ['name', 'author']
      .map(
        (name) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${name === 'name' ? 'Things Fall Apart' : 'Chinua Achebe'}\r\n`,
      )
      .join('');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/book',
      headers: { ...requester.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${body}--${boundary}--\r\n`,
    });
    expect(sent.statusCode).toBe(201);
    const id: string = sent.json().id;
    const [row] = await t.database.db.select().from(bookRequests).where(eq(bookRequests.id, id));
    expect(row?.userId).toBe(requester.user.id);

    const queue = (await call('operator', 'GET', 'book-requests?status=new')).json().requests;
    expect(queue).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, requester: expect.objectContaining({ fullName: 'Book Asker' }) })]),
    );
    expect(
      (await call('operator', 'PATCH', `book-requests/${id}`, { status: 'searching', note: 'Asking the Book Shop' })).json(),
    ).toMatchObject({
      status: 'searching',
    });
    expect((await call('operator', 'PATCH', `book-requests/${id}`, { status: 'found' })).json()).toMatchObject({
      status: 'found',
      note: 'Asking the Book Shop',
    });
    const again = await call('operator', 'PATCH', `book-requests/${id}`, { status: 'not_found' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 'found' });

    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, requester.user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Campus Market found your book: Things Fall Apart');
    expect((await auditOf('book_request', id)).map((entry) => entry.action)).toEqual(['book_request.update', 'book_request.update']);
  });

  it('looks accounts up by phone or email without ever answering a password hash', async () => {
    const byPhone = await call('operator', 'GET', `users?q=${encodeURIComponent(people.ownerA.user.phone)}`);
    expect(byPhone.json().users).toEqual([
      expect.objectContaining({ id: people.ownerA.user.id, shops: [expect.objectContaining({ role: 'owner' })] }),
    ]);
    const byEmail = await call('operator', 'GET', `users?q=${encodeURIComponent(people.ownerA.user.email.toUpperCase())}`);
    expect(byEmail.json().users.map((user: { id: string }) => user.id)).toEqual([people.ownerA.user.id]);
    expect(byPhone.body).not.toMatch(/argon|password/i);
    expect((await call('operator', 'GET', 'users?q=')).statusCode).toBe(400);
  });

  it('npm run operator’s grant: an account becomes the operator and a revoked one loses its open sessions', async () => {
    const someone = await createTestUser(t.app, { fullName: 'Next Operator' });
    expect((await setOperator(t.database.db, someone.user.phone, true)).ok).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/shops', headers: someone.auth })).statusCode).toBe(200);
    expect(await setOperator(t.database.db, someone.user.phone, false)).toMatchObject({ ok: true, operator: false });
    // The command is another process: this instance hears of it from the database's notice (decision 127).
    const until = Date.now() + 1000;
    let status = 200;
    while (status === 200 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      status = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/shops', headers: someone.auth })).statusCode;
    }
    expect(status).toBe(401);
    expect(await setOperator(t.database.db, '0809 999 9999', true)).toMatchObject({ ok: false });
  });
});
