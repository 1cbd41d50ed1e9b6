import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminShop } from '@campus/contract';
import { bookRequests, categories } from '../../db/schema';
import { createOperator } from '../../test/personas';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app';

let t: TestApp;
let auth: Record<string, string>;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  auth = (await createOperator(t.app)).auth;
  const [category] = await t.database.db.select().from(categories).limit(1);
  categoryId = category!.id;
});
afterAll(() => t?.close());

const call = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url: `/api/v1/admin/${url}`, headers: auth, payload });
const actionsOf = async (subjectType: string, subjectId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/admin/audit?subjectType=${subjectType}&subjectId=${subjectId}`, headers: auth }))
    .json<{ entries: { action: string }[] }>()
    .entries.map((entry) => entry.action);

describe(`a change that changes nothing records nothing (decision 065, ${testDatabaseKind})`, () => {
  it('saving the shop form unedited answers the shop and writes no shop.update', async () => {
    const shop = (
      await call('POST', 'shops', { name: 'Unedited Stall', categoryId, deliveryPrice: 250.5, phone: '08031112222' })
    ).json<AdminShop>();
    const same = { name: shop.name, categoryId, description: shop.description, deliveryPrice: 250.5, phone: shop.phone };
    const saved = await call('PATCH', `shops/${shop.id}`, same);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Unedited Stall', deliveryPrice: 250.5 });
    // The form trims what it sends; the amount may come as 250.50.
    expect((await call('PATCH', `shops/${shop.id}`, { ...same, name: '  Unedited Stall ', deliveryPrice: 250.5 })).statusCode).toBe(200);
    expect(await actionsOf('shop', shop.id)).toEqual(['shop.create']);

    expect((await call('PATCH', `shops/${shop.id}`, { ...same, description: 'Now with a description' })).statusCode).toBe(200);
    expect(await actionsOf('shop', shop.id)).toEqual(['shop.update', 'shop.create']);
  });

  it('marking a found request found again, or saving its note unchanged, writes no book_request.update', async () => {
    const [request] = await t.database.db.insert(bookRequests).values({ name: 'Arrow of God', author: 'Chinua Achebe' }).returning();
    const id = request!.id;
    expect((await call('PATCH', `book-requests/${id}`, { status: 'found', note: 'On the shelf' })).statusCode).toBe(200);
    const [found] = await t.database.db.select().from(bookRequests).where(eq(bookRequests.id, id));

    const again = await call('PATCH', `book-requests/${id}`, { status: 'found', note: 'On the shelf' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'found', note: 'On the shelf' });
    expect((await call('PATCH', `book-requests/${id}`, { status: 'found' })).statusCode).toBe(200);
    expect((await call('PATCH', `book-requests/${id}`, { note: 'On the shelf' })).statusCode).toBe(200);
    expect(await actionsOf('book_request', id)).toEqual(['book_request.update']);
    const [after] = await t.database.db.select().from(bookRequests).where(eq(bookRequests.id, id));
    expect(after?.updatedAt).toEqual(found?.updatedAt);

    expect((await call('PATCH', `book-requests/${id}`, { note: 'Collected' })).statusCode).toBe(200);
    expect(await actionsOf('book_request', id)).toEqual(['book_request.update', 'book_request.update']);
  });
});
