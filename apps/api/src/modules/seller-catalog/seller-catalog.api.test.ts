import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedLabel, emptyOpeningHours, localTime, shopOpenState, WEEKDAYS, type SellerProductInput } from '@campus/contract';
import { products, shops } from '../../db/schema';
import { notifyCatalogChange } from '../../infra/events/live-events-channel';
import { createPersonas, headersOf, PERSONA_NAMES, type PersonaName, type Personas } from '../../test/personas';
import { createTestApp, createTestUser, testDatabaseKind, type TestApp } from '../../test/test-app';
import { SAMPLE_IMAGES } from '../../test/test-images';

const NEW_PRODUCT: SellerProductInput = {
  title: 'Zobo Drink',
  description: 'Chilled hibiscus',
  priceKobo: 50_050,
  images: [],
  isAvailable: true,
  extras: [{ title: 'Size', options: [{ name: 'Large', priceKobo: 20_000 }] }],
};

describe(`the shop console's catalog (${testDatabaseKind})`, { timeout: 120_000 }, () => {
  let t: TestApp;
  let people: Personas;
  const base = () => `/api/v1/seller/shops/${people.shopA.slug}`;

  const call = (persona: PersonaName, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: headersOf(people, persona), ...(payload === undefined ? {} : { payload: payload as object }) });

  /** A product of shop A made as its owner would. */
  const createProduct = async (input: SellerProductInput = NEW_PRODUCT) => {
    const response = await call('ownerA', 'POST', `${base()}/products`, input);
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string; slug: string; position: number }>();
  };

  const storefrontShop = async () => (await t.app.inject({ method: 'GET', url: `/api/v1/shop/slug/${people.shopA.slug}` })).json();

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    people = await createPersonas(t.app);
  });
  afterAll(() => t.close());

  describe('authorization matrix: every seller endpoint × signed out, shopper, staffA, ownerA, ownerB, operator', () => {
    type Endpoint = {
      name: string;
      method: 'GET' | 'POST' | 'PUT' | 'DELETE';
      path: (productId: string) => string;
      body?: unknown;
      staff: boolean;
      ok: number;
      raw?: Buffer;
    };
    const endpoints: Endpoint[] = [
      { name: 'list products', method: 'GET', path: () => '/products', staff: true, ok: 200 },
      { name: 'create product', method: 'POST', path: () => '/products', body: NEW_PRODUCT, staff: false, ok: 201 },
      { name: 'read product', method: 'GET', path: (id) => `/products/${id}`, staff: false, ok: 200 },
      { name: 'edit product', method: 'PUT', path: (id) => `/products/${id}`, body: NEW_PRODUCT, staff: false, ok: 200 },
      { name: 'delete product', method: 'DELETE', path: (id) => `/products/${id}`, staff: false, ok: 200 },
      {
        name: 'toggle availability',
        method: 'PUT',
        path: (id) => `/products/${id}/availability`,
        body: { isAvailable: false },
        staff: true,
        ok: 200,
      },
      { name: 'reorder', method: 'POST', path: (id) => `/products/${id}/move`, body: { direction: 'down' }, staff: false, ok: 200 },
      { name: 'read profile', method: 'GET', path: () => '/profile', staff: false, ok: 200 },
      { name: 'open switch', method: 'PUT', path: () => '/open', body: { isOpen: true }, staff: false, ok: 200 },
      { name: 'upload picture', method: 'POST', path: () => '/images', raw: SAMPLE_IMAGES.jpeg, staff: false, ok: 201 },
    ];
    const expected = (persona: PersonaName, endpoint: Endpoint): number => {
      if (persona === 'signedOut') return 401;
      if (persona === 'ownerA') return endpoint.ok;
      if (persona === 'staffA') return endpoint.staff ? endpoint.ok : 403;
      return 404; // shopper, ownerB and the operator are no members of shop A: it does not exist for them
    };

    it.each(endpoints)('$name', async (endpoint) => {
      // ownerA last: a delete by anyone before must not have happened.
      const order = [...PERSONA_NAMES.filter((p) => p !== 'ownerA'), 'ownerA' as const];
      const product = await createProduct();
      const seen: Record<string, number> = {};
      for (const persona of order) {
        const url = `${base()}${endpoint.path(product.id)}`;
        const response = endpoint.raw
          ? await t.app.inject({
              method: endpoint.method,
              url,
              headers: { ...headersOf(people, persona), 'content-type': 'image/jpeg' },
              payload: endpoint.raw,
            })
          : await call(persona, endpoint.method, url, endpoint.body);
        seen[persona] = response.statusCode;
      }
      expect(seen).toEqual(Object.fromEntries(order.map((persona) => [persona, expected(persona, endpoint)])));
    });

    it('edit profile (owner only; the others as the matrix says)', async () => {
      const profile = (await call('ownerA', 'GET', `${base()}/profile`)).json();
      const body = { ...profile, closedLabel: undefined, slug: undefined, timezone: undefined };
      const seen = Object.fromEntries(
        await Promise.all(PERSONA_NAMES.map(async (p) => [p, (await call(p, 'PUT', `${base()}/profile`, body)).statusCode] as const)),
      );
      expect(seen).toEqual({ signedOut: 401, shopper: 404, staffA: 403, ownerA: 200, ownerB: 404, operator: 404 });
    });

    it("a member of shop A is 'not found' for a product of shop B, even naming it by id", async () => {
      const [productOfB] = await t.container.db.select().from(products).where(eq(products.shopId, people.shopB.id)).limit(1);
      const response = await call('ownerA', 'PUT', `${base()}/products/${productOfB!.id}/availability`, { isAvailable: false });
      expect(response.statusCode).toBe(404);
      const [still] = await t.container.db.select().from(products).where(eq(products.id, productOfB!.id));
      expect(still!.isAvailable).not.toBe(false);
    });
  });

  it('a product made in the console is on the storefront at once, priced in naira with its kobo', async () => {
    const before = await t.app.inject({ method: 'GET', url: `/api/v1/shop/slug/${people.shopA.slug}` });
    const made = await createProduct({ ...NEW_PRODUCT, title: 'Fresh Tigernut Milk' });
    const after = await t.app.inject({ method: 'GET', url: `/api/v1/shop/slug/${people.shopA.slug}` });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const onStorefront = after.json().products.find((p: { _id: string }) => p._id === made.id);
    expect(onStorefront).toMatchObject({
      productTitle: 'Fresh Tigernut Milk',
      price: 500.5,
      extras: [{ title: 'Size', options: [{ name: 'Large', price: '200' }] }],
    });
  });

  it('staff turn a product unavailable: the storefront shows it out of stock and the cart refuses it', async () => {
    const made = await createProduct();
    const toggled = await call('staffA', 'PUT', `${base()}/products/${made.id}/availability`, { isAvailable: false });
    expect(toggled.json()).toMatchObject({ isAvailable: false });
    const product = (await t.app.inject({ method: 'GET', url: `/api/v1/product/slug/${made.slug}` })).json();
    expect(product.isAvailable).toBe(false);
    const shopper = await createTestUser(t.app);
    const add = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/cart/${made.id}`,
      headers: shopper.auth,
      payload: { condiments: [{ name: 'Large' }] },
    });
    expect(add.statusCode).toBe(409);
  });

  it('search finds by title or description; reorder moves one place with the arrows, on the storefront too', async () => {
    const found = (await call('staffA', 'GET', `${base()}/products?search=hibiscus`)).json().products;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p: { description: string }) => p.description.includes('hibiscus'))).toBe(true);

    const list = (await call('ownerA', 'GET', `${base()}/products`)).json().products as { id: string }[];
    const [first, second] = list;
    const moved = (await call('ownerA', 'POST', `${base()}/products/${second!.id}/move`, { direction: 'up' })).json().products as {
      id: string;
    }[];
    expect(moved.slice(0, 2).map((p) => p.id)).toEqual([second!.id, first!.id]);
    const storefront = (await storefrontShop()).products as { _id: string }[];
    expect(storefront.slice(0, 2).map((p) => p._id)).toEqual([second!.id, first!.id]);
    // The top one cannot go higher: the list stays as it is.
    const again = (await call('ownerA', 'POST', `${base()}/products/${second!.id}/move`, { direction: 'up' })).json().products as {
      id: string;
    }[];
    expect(again.map((p) => p.id)).toEqual(moved.map((p) => p.id));
  });

  it('delete is soft: gone from the storefront and the console, the row kept, and a cart holding it drops it with a message', async () => {
    const made = await createProduct({ ...NEW_PRODUCT, title: 'Moi Moi Special', extras: [] });
    const shopper = await createTestUser(t.app);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/user/cart/${made.id}`, headers: shopper.auth })).statusCode).toBe(200);

    const deleted = await call('ownerA', 'DELETE', `${base()}/products/${made.id}`);
    expect(deleted.json().message).toContain('Moi Moi Special');
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/product/slug/${made.slug}` })).statusCode).toBe(404);
    expect((await call('ownerA', 'GET', `${base()}/products/${made.id}`)).statusCode).toBe(404);
    const [row] = await t.container.db.select().from(products).where(eq(products.id, made.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);

    const cart = (await t.app.inject({ method: 'GET', url: '/api/v1/user/cart', headers: shopper.auth })).json();
    expect(cart.cart).toEqual([]);
    expect(cart.notices).toEqual(['“Moi Moi Special” is no longer sold and was removed from your cart.']);
    // Told once: the line is gone for good.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/cart', headers: shopper.auth })).json().notices).toBeUndefined();
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/user/cart/${made.id}`, headers: shopper.auth })).statusCode).toBe(404);
  });

  it('a picture that is no upload of this market is refused (400), so a product cannot point anywhere', async () => {
    const response = await call('ownerA', 'POST', `${base()}/products`, { ...NEW_PRODUCT, images: ['https://evil.example/x.jpg'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('uploaded here');
  });

  describe('shop profile, the open switch and opening hours', () => {
    const profileBody = async () => {
      const { slug: _s, timezone: _t, closedLabel: _c, ...body } = (await call('ownerA', 'GET', `${base()}/profile`)).json();
      return body;
    };

    it('name, description, delivery fee and phone reach the storefront; the phone is for the "call the shop" link', async () => {
      const body = { ...(await profileBody()), name: 'Mama Put Deluxe', phone: '+2348031234567', deliveryPriceKobo: 25_050 };
      const saved = await call('ownerA', 'PUT', `${base()}/profile`, body);
      expect(saved.statusCode).toBe(200);
      const shop = await storefrontShop();
      expect(shop).toMatchObject({ name: 'Mama Put Deluxe', phone: '+2348031234567', deliveryPrice: 250.5 });
    });

    it('bad hours and a bad phone are 400 with a message the owner can act on', async () => {
      const body = await profileBody();
      const overlap = {
        ...emptyOpeningHours(),
        mon: [
          { open: '08:00', close: '12:00' },
          { open: '11:00', close: '14:00' },
        ],
      };
      const hours = await call('ownerA', 'PUT', `${base()}/profile`, { ...body, openingHours: overlap });
      expect(hours.statusCode).toBe(400);
      expect(hours.json().error).toContain('must not overlap');
      const backwards = { ...emptyOpeningHours(), tue: [{ open: '18:00', close: '08:00' }] };
      expect((await call('ownerA', 'PUT', `${base()}/profile`, { ...body, openingHours: backwards })).json().error).toContain(
        'must close after it opens',
      );
      const phone = await call('ownerA', 'PUT', `${base()}/profile`, { ...body, phone: 'call me maybe' });
      expect(phone.statusCode).toBe(400);
    });

    it('a shop closed by its hours: the storefront carries them, the cart refuses its products, checkout names the shop', async () => {
      const made = await createProduct({ ...NEW_PRODUCT, title: 'Akara', extras: [] });
      const shopper = await createTestUser(t.app);
      expect((await t.app.inject({ method: 'POST', url: `/api/v1/user/cart/${made.id}`, headers: shopper.auth })).statusCode).toBe(200);

      // Open only on a day other than today (in Lagos), so the shop is closed now whatever the time.
      const today = localTime(new Date(), 'Africa/Lagos').day;
      const otherDay = WEEKDAYS[(WEEKDAYS.indexOf(today) + 3) % 7]!;
      const hours = { ...emptyOpeningHours(), [otherDay]: [{ open: '08:00', close: '17:00' }] };
      const saved = await call('ownerA', 'PUT', `${base()}/profile`, { ...(await profileBody()), openingHours: hours, isOpen: true });
      expect(saved.statusCode).toBe(200);
      const label = closedLabel(shopOpenState({ isOpen: true, openingHours: hours, timezone: 'Africa/Lagos' }, new Date()));
      expect(saved.json().closedLabel).toBe(label);
      expect(label).toMatch(/^Closed · opens (Mon|Tue|Wed|Thu|Fri|Sat|Sun) 08:00$/);

      const shop = await storefrontShop();
      expect(shop.hours).toEqual({ isOpen: true, openingHours: hours, timezone: 'Africa/Lagos' });
      const add = await t.app.inject({ method: 'POST', url: `/api/v1/user/cart/${made.id}`, headers: shopper.auth });
      expect(add.statusCode).toBe(409);
      expect(add.json().error).toBe(
        `${shop.name} is closed now (${label!.replace('Closed · ', '')}): its products cannot be added to the cart.`,
      );

      const pay = await t.app.inject({
        method: 'POST',
        url: '/api/v1/payment/initialize',
        headers: shopper.auth,
        payload: { hall: 'Queen Esther', room: 'A1' },
      });
      expect(pay.statusCode).toBe(409);
      expect(pay.json().error).toBe(
        `${shop.name} is closed now (${label!.replace('Closed · ', '')}). Remove its items from your cart to continue.`,
      );

      // The switch off outranks everything; back on with no hours, the shop sells again.
      const off = await call('ownerA', 'PUT', `${base()}/open`, { isOpen: false });
      expect(off.json().closedLabel).toBe('Closed');
      await call('ownerA', 'PUT', `${base()}/profile`, { ...(await profileBody()), openingHours: null, isOpen: true });
      expect((await storefrontShop()).hours).toBeUndefined();
      expect((await t.app.inject({ method: 'POST', url: `/api/v1/user/cart/${made.id}`, headers: shopper.auth })).statusCode).toBe(200);
    });
  });

  it('a suspended shop disappears from the storefront, and carts drop its lines with a message naming it', async () => {
    const made = await createProduct({ ...NEW_PRODUCT, title: 'Suya Wrap', extras: [] });
    const shopper = await createTestUser(t.app);
    await t.app.inject({ method: 'POST', url: `/api/v1/user/cart/${made.id}`, headers: shopper.auth });
    const shopName = (await storefrontShop()).name;
    // What the operator console does: set suspended_at and tell every instance.
    await t.container.db.transaction(async (tx) => {
      await tx.update(shops).set({ suspendedAt: new Date() }).where(eq(shops.id, people.shopA.id));
      await notifyCatalogChange(tx, people.shopA.id);
    });
    t.container.catalog.invalidate();
    try {
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/shop/slug/${people.shopA.slug}` })).statusCode).toBe(404);
      const categories = (await t.app.inject({ method: 'GET', url: '/api/v1/categories' })).json().data as { shops: { slug: string }[] }[];
      expect(categories.flatMap((c) => c.shops).some((s) => s.slug === people.shopA.slug)).toBe(false);
      const cart = (await t.app.inject({ method: 'GET', url: '/api/v1/user/cart', headers: shopper.auth })).json();
      expect(cart.notices).toEqual([`${shopName} is no longer on the market: “Suya Wrap” was removed from your cart.`]);
    } finally {
      await t.container.db.update(shops).set({ suspendedAt: null }).where(eq(shops.id, people.shopA.id));
      t.container.catalog.invalidate();
    }
  });
});
