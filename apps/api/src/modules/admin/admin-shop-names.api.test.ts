import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, type AdminShop } from '@campus/contract';
import { categories, shops } from '../../db/schema';
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

const create = (name: string) => t.app.inject({ method: 'POST', url: '/api/v1/admin/shops', headers: auth, payload: { name, categoryId } });
const rename = (id: string, name: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/admin/shops/${id}`, headers: auth, payload: { name } });
const created = async (name: string) => {
  const response = await create(name);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminShop>();
};
const stored = async (id: string) => (await t.database.db.select().from(shops).where(eq(shops.id, id)))[0];

describe(`shop names and addresses (${testDatabaseKind})`, () => {
  it('refuses renaming a shop to a name another shop has, in any case, as create does', async () => {
    const shop = await created('Renamed Kiosk');
    for (const taken of ['Book Shop', 'JOLLOF REPUBLIC', '  jollof   republic ']) {
      const response = await rename(shop.id, taken);
      expect(response.statusCode, taken).toBe(409);
      expect(response.json()).toMatchObject({ error: ADMIN_MESSAGES.slugTaken });
      expect((await create(taken)).statusCode, taken).toBe(409);
    }
    expect((await stored(shop.id))?.name).toBe('Renamed Kiosk');
  });

  it('lets a shop keep its own name or change only its case, and keeps its address when renamed', async () => {
    const shop = await created('Kilishi Stand');
    expect((await rename(shop.id, 'Kilishi Stand')).statusCode).toBe(200);
    const recased = await rename(shop.id, 'KILISHI STAND');
    expect(recased.statusCode).toBe(200);
    expect(recased.json()).toMatchObject({ name: 'KILISHI STAND', slug: 'kilishi-stand' });
    const renamed = await rename(shop.id, 'Kilishi Palace');
    expect(renamed.json()).toMatchObject({ name: 'Kilishi Palace', slug: 'kilishi-stand' });
    // The old name is free again: a new shop takes it, at another address (the renamed shop keeps kilishi-stand).
    expect(await created('Kilishi Stand')).toMatchObject({ name: 'Kilishi Stand', slug: 'kilishi-stand-2' });
    // And the renamed shop's new name is taken.
    expect((await create('kilishi palace')).statusCode).toBe(409);
  });

  it('two renames to one free name: the second is refused', async () => {
    const first = await created('Corner One');
    const second = await created('Corner Two');
    const results = await Promise.all([rename(first.id, 'Corner Three'), rename(second.id, 'Corner Three')]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses a name without a letter or digit with 400 naming the field, on create and rename, never an empty address', async () => {
    for (const name of ['🍕🍕', '🍕🍕', '!!', '₦₦₦']) {
      const response = await create(name);
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toEqual({ error: ADMIN_MESSAGES.shopNameNoLetters, code: 'invalid_input', field: 'name' });
    }
    const shop = await created('Pizza Place 2');
    expect((await rename(shop.id, '🍕🍕')).json()).toMatchObject({ field: 'name', error: ADMIN_MESSAGES.shopNameNoLetters });
    expect(await t.database.db.select().from(shops).where(eq(shops.slug, ''))).toEqual([]);
  });

  it('takes names in any script: accents fold into the address, other letters get "shop", and a taken address a number', async () => {
    expect(await created('Ẹ̀kọ́ 書店')).toMatchObject({ name: 'Ẹ̀kọ́ 書店', slug: 'eko' });
    expect(await created('Ẹ̀kọ́ 食堂')).toMatchObject({ name: 'Ẹ̀kọ́ 食堂', slug: 'eko-2' });
    expect((await create('ẸKỌ 書店')).statusCode).toBe(409);
    expect(await created('書店')).toMatchObject({ slug: 'shop' });
    expect(await created('食堂')).toMatchObject({ slug: 'shop-2' });
    const storefront = await t.app.inject({ method: 'GET', url: '/api/v1/shop/slug/eko-2' });
    expect(storefront.json()).toMatchObject({ name: 'Ẹ̀kọ́ 食堂' });
  });
});
