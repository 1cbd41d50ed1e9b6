import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_MESSAGES } from '@campus/contract';
import { categories, shops } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { fillShopNameKeys } from '../../db/shop-name-keys';
import { createOperator, createShopMember } from '../../test/personas';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app';
import { SHOP_NAME_INDEX } from './shop-name-rule';

/** Issue 35 finding 5: the owner's rename skipped the shop-name rule the operator's applies. */
let t: TestApp;
let owned: { id: string; slug: string; name: string };
let other: { id: string; name: string };
let owner: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const rows = await t.database.db.select().from(shops).orderBy(asc(shops.position), asc(shops.slug)).limit(2);
  owned = rows[0]!;
  other = rows[1]!;
  owner = (await createShopMember(t.app, owned.id, 'owner')).auth;
});
afterAll(() => t?.close());

async function renameAsOwner(name: string) {
  const base = `/api/v1/seller/shops/${owned.slug}/profile`;
  const { slug: _s, timezone: _t, closedLabel: _c, ...profile } = (await t.app.inject({ method: 'GET', url: base, headers: owner })).json();
  return t.app.inject({ method: 'PUT', url: base, headers: owner, payload: { ...profile, name } });
}
const storedName = async (id: string) => (await t.database.db.select().from(shops).where(eq(shops.id, id)))[0]?.name;

describe(`one shop-name rule for every writer (issue 35 finding 5, ${testDatabaseKind})`, () => {
  it("the owner's rename to another shop's exact name (or the same read another way) is refused with 409, as the operator's is", async () => {
    for (const taken of [other.name, other.name.toUpperCase(), `  ${other.name.toLowerCase()}  `]) {
      const response = await renameAsOwner(taken);
      expect(response.statusCode, taken).toBe(409);
      expect(response.json()).toMatchObject({ error: ADMIN_MESSAGES.slugTaken });
    }
    expect(await storedName(owned.id)).toBe(owned.name);
  });

  it('the owner\'s rename to "!!! ???" or "🍕🍕🍕" is refused with 400 and the rule\'s message', async () => {
    for (const name of ['!!! ???', '🍕🍕🍕', 'x']) {
      const response = await renameAsOwner(name);
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toMatchObject({ field: 'name' });
    }
    expect((await renameAsOwner('🍕🍕🍕')).json().error).toBe(ADMIN_MESSAGES.shopNameNoLetters);
    expect(await storedName(owned.id)).toBe(owned.name);
  });

  it('the owner may rename to a free name; the operator then cannot take it', async () => {
    const response = await renameAsOwner('Mama Titi’s Kitchen Annex');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().name).toBe('Mama Titi’s Kitchen Annex');
    const operator = (await createOperator(t.app)).auth;
    const clash = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/shops/${other.id}`,
      headers: operator,
      payload: { name: 'MAMA TITIS KITCHEN ANNEX' },
    });
    expect(clash.statusCode).toBe(409);
  });

  it('two owners renaming two shops to one free name at once: exactly one succeeds (the database index decides)', async () => {
    const otherOwner = (await createShopMember(t.app, other.id, 'owner')).auth;
    const otherSlug = (await t.database.db.select().from(shops).where(eq(shops.id, other.id)))[0]!.slug;
    const put = async (slug: string, headers: Record<string, string>) => {
      const base = `/api/v1/seller/shops/${slug}/profile`;
      const { slug: _s, timezone: _t, closedLabel: _c, ...profile } = (await t.app.inject({ method: 'GET', url: base, headers })).json();
      return t.app.inject({ method: 'PUT', url: base, headers, payload: { ...profile, name: 'Race Day Grill' } });
    };
    const codes = (await Promise.all([put(owned.slug, owner), put(otherSlug, otherOwner)])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
  });

  it('the unique index holds the name in the database even for a writer that skips the rule', async () => {
    const [category] = await t.database.db.select().from(categories).limit(1);
    const stored = (await t.database.db.select().from(shops).where(eq(shops.id, other.id)))[0]!;
    const write = t.database.db
      .insert(shops)
      .values({ slug: `clash-${Date.now()}`, name: stored.name, nameKey: stored.nameKey, categoryId: category!.id });
    const error = await write.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(error, SHOP_NAME_INDEX)).toBe(true);
  });

  it('shops written before the index are keyed at start, a later clash renamed predictably with " (2)", " (3)"', async () => {
    const [category] = await t.database.db.select().from(categories).orderBy(asc(categories.position)).limit(1);
    const legacy = (slug: string, name: string, position: number) => ({ slug, name, categoryId: category!.id, position: 5000 + position });
    await t.database.db
      .insert(shops)
      .values([
        legacy('legacy-a', 'Legacy Suya Spot', 1),
        legacy('legacy-b', 'LEGACY SUYA SPOT', 2),
        legacy('legacy-c', 'legacy suya spot!', 3),
        legacy('legacy-d', '🍕🍕🍕', 4),
      ]);
    const said = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(await fillShopNameKeys(t.database.db)).toBe(4);
      // The start says which shops it renamed, one line each; the first keeps its name and is not mentioned.
      const renamed = said.mock.calls.map(([line]) => /^Shop renamed: "(.*)" is now "(.*)" \(/.exec(String(line))?.slice(1));
      expect(renamed).toEqual([
        ['LEGACY SUYA SPOT', 'LEGACY SUYA SPOT (2)'],
        ['legacy suya spot!', 'legacy suya spot! (3)'],
        ['🍕🍕🍕', 'Shop'],
      ]);
    } finally {
      said.mockRestore();
    }
    const names = (await t.database.db.select().from(shops).where(eq(shops.categoryId, category!.id)).orderBy(asc(shops.position)))
      .filter((row) => row.slug.startsWith('legacy-'))
      .map((row) => [row.slug, row.name, row.nameKey]);
    expect(names).toEqual([
      ['legacy-a', 'Legacy Suya Spot', 'legacy suya spot'],
      ['legacy-b', 'LEGACY SUYA SPOT (2)', 'legacy suya spot 2'],
      ['legacy-c', 'legacy suya spot! (3)', 'legacy suya spot 3'],
      ['legacy-d', 'Shop', 'shop'],
    ]);
    expect(await fillShopNameKeys(t.database.db)).toBe(0);
  });
});
