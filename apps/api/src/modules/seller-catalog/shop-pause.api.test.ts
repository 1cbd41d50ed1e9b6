import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopStatusLabelAt, type ShopHours } from '@campus/contract';
import { eq } from 'drizzle-orm';
import { orderEvents, orderParts } from '../../db/schema';
import { fillCart } from '../../test/checkout-fixtures';
import { createPersonas, headersOf, type PersonaName, type Personas } from '../../test/personas';
import { createTestApp, createTestUser, testDatabaseKind, type TestApp } from '../../test/test-app';
import { payForOrder, productOf } from '../../test/paid-orders';

/** Issue 36 items 5 and 6: a shop pauses new orders for a while and reopens by itself; times to plan on. */
describe(`pausing a shop and the times shoppers plan on (${testDatabaseKind})`, { timeout: 180_000 }, () => {
  let t: TestApp;
  let people: Personas;
  // 10:00 in Lagos on a Wednesday; the tests move it on.
  let clock = new Date('2026-11-25T09:00:00.000Z');
  const base = () => `/api/v1/seller/shops/${people.shopA.slug}`;
  const call = (persona: PersonaName, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: headersOf(people, persona), ...(payload ? { payload } : {}) });
  const later = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * 60_000);
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: () => clock });
    people = await createPersonas(t.app);
  });
  afterAll(() => t.close());

  /** The label shoppers see, read from an answer's hours at the test's clock (the storefront does the same at its own). */
  const labelOf = (hours: ShopHours | undefined) => (hours ? shopStatusLabelAt(hours, clock) : null);

  it('the owner pauses for 30 minutes with a reason: every storefront answer flags it, the cart and checkout refuse it, and it reopens by itself', async () => {
    const paused = await call('ownerA', 'PUT', `${base()}/pause`, { minutes: 30, reason: 'Out of gas, back soon' });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ pauseReason: 'Out of gas, back soon', statusLabel: 'Paused · back at 10:30' });

    const shop = (await t.app.inject({ method: 'GET', url: `/api/v1/shop/slug/${people.shopA.slug}` })).json();
    expect(labelOf(shop.hours)).toBe('Paused · back at 10:30');
    expect(shop.hours.pauseReason).toBe('Out of gas, back soon');
    const product = shop.products[0];
    const page = (await t.app.inject({ method: 'GET', url: `/api/v1/product/slug/${product.slug}` })).json();
    expect(labelOf(page.shop.hours)).toBe('Paused · back at 10:30');
    const categories = (await t.app.inject({ method: 'GET', url: '/api/v1/categories' })).json();
    const card = categories.data
      .flatMap((c: { shops: { slug: string; hours?: ShopHours }[] }) => c.shops)
      .find((s: { slug: string }) => s.slug === people.shopA.slug);
    expect(labelOf(card.hours)).toBe('Paused · back at 10:30');
    const found = (
      await t.app.inject({ method: 'GET', url: `/api/v1/product/search-products?name=${encodeURIComponent(product.productTitle)}` })
    ).json();
    const hit = found.products.find((p: { _id: string }) => p._id === product._id);
    expect(labelOf(hit.shop.hours)).toBe('Paused · back at 10:30');
    // Another shop's card carries no pause.
    const other = categories.data
      .flatMap((c: { shops: { slug: string; hours?: ShopHours }[] }) => c.shops)
      .find((s: { slug: string }) => s.slug === people.shopB.slug);
    expect(labelOf(other.hours)).toBeNull();

    const shopper = await createTestUser(t.app, { email: 'pause-shopper@example.com' });
    const add = await t.app.inject({ method: 'POST', url: `/api/v1/user/cart/${product._id}`, headers: shopper.auth, payload: {} });
    expect(add.statusCode).toBe(409);
    expect(add.json().error).toBe(
      `${people.shopA.name} has paused new orders (back at 10:30: Out of gas, back soon): its products cannot be added to the cart.`,
    );

    // A line added before the pause: the cart flags its shop, and Pay Now refuses with the reason.
    await fillCart(t.database.db, shopper.user.id, [{ productId: await productOf(t, people.shopA.id), qty: 1 }]);
    const cart = (await t.app.inject({ method: 'GET', url: '/api/v1/user/cart', headers: shopper.auth })).json();
    expect(labelOf(cart.shopBreakdown[0].hours)).toBe('Paused · back at 10:30');
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/initialize',
      headers: shopper.auth,
      payload: { hall: shopper.user.hall, room: '', note: '' },
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().error).toBe(
      `${people.shopA.name} has paused new orders (back at 10:30: Out of gas, back soon). Remove its items from your cart to continue.`,
    );

    // 30 minutes later the shop takes orders again: nothing ran, the time passed.
    later(30);
    const reopened = await call('ownerA', 'GET', `${base()}/profile`);
    expect(reopened.json()).toMatchObject({ pausedUntil: null, pauseReason: '', statusLabel: null });
    const again = (await t.app.inject({ method: 'GET', url: `/api/v1/shop/slug/${people.shopA.slug}` })).json();
    expect(labelOf(again.hours)).toBeNull();
    const pays = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/initialize',
      headers: shopper.auth,
      payload: { hall: shopper.user.hall, room: '', note: '' },
    });
    expect(pays.statusCode, pays.body).toBe(200);
  });

  it('a pause until reopened lasts until the owner reopens; the suggestions flag it too', async () => {
    const paused = await call('ownerA', 'PUT', `${base()}/pause`, { minutes: null, reason: '' });
    expect(paused.json().statusLabel).toBe('Paused');
    later(24 * 60);
    const shop = (await t.app.inject({ method: 'GET', url: `/api/v1/shop/slug/${people.shopA.slug}` })).json();
    expect(labelOf(shop.hours)).toBe('Paused');
    const title = shop.products[0].productTitle as string;
    const suggestions = (await t.app.inject({ method: 'GET', url: `/api/v1/product/suggestions?q=${encodeURIComponent(title)}` })).json();
    const row = (suggestions.suggestions as { shop: string; hours?: ShopHours }[]).find((s) => s.shop === people.shopA.name);
    if (row) expect(labelOf(row.hours)).toBe('Paused');
    const reopened = await call('ownerA', 'DELETE', `${base()}/pause`);
    expect(reopened.json()).toMatchObject({ pausedUntil: null, statusLabel: null });
    const after = (await t.app.inject({ method: 'GET', url: `/api/v1/shop/slug/${people.shopA.slug}` })).json();
    expect(labelOf(after.hours)).toBeNull();
  });

  it('a staff member may pause and reopen (decision 104); another shop, a shopper and the operator may not', async () => {
    const staff = await call('staffA', 'PUT', `${base()}/pause`, { minutes: 15, reason: 'Rush hour' });
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json().pauseReason).toBe('Rush hour');
    // Staff read the pause alone (they have no profile screen); another shop's owner does not see it.
    const state = await call('staffA', 'GET', `${base()}/pause`);
    expect(state.json()).toEqual({
      pausedUntil: expect.any(String),
      pauseReason: 'Rush hour',
      statusLabel: expect.stringMatching(/^Paused · back at \d\d:\d\d$/),
    });
    expect((await call('ownerB', 'GET', `${base()}/pause`)).statusCode).toBe(404);
    for (const persona of ['ownerB', 'shopper', 'operator'] as const)
      expect((await call(persona, 'PUT', `${base()}/pause`, { minutes: 15, reason: 'x' })).statusCode).toBe(404);
    expect((await call('signedOut', 'PUT', `${base()}/pause`, { minutes: 15, reason: 'x' })).statusCode).toBe(401);
    expect((await call('staffA', 'DELETE', `${base()}/pause`)).json().statusLabel).toBeNull();
  });

  it.each([
    ['a pause of 45 minutes', { minutes: 45, reason: '' }],
    ['a reason of 121 characters', { minutes: 15, reason: 'x'.repeat(121) }],
    ['a reason with a line break', { minutes: 15, reason: 'Back soon\nsorry' }],
    ['a reason with a control character', { minutes: 15, reason: 'Back\u0007soon' }],
    ['a reason with NUL', { minutes: 15, reason: 'Back\u0000soon' }],
    ['no minutes at all', { reason: 'x' }],
  ])('bad pause input is refused with 400: %s', async (_name, body) => {
    const response = await call('ownerA', 'PUT', `${base()}/pause`, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toBeTruthy();
  });

  it("the typical time is the owner's setting below 5 ready parts and the median of the latest parts from 5", async () => {
    const saved = (await call('ownerA', 'GET', `${base()}/profile`)).json();
    const { slug: _s, timezone: _t, closedLabel: _c, pausedUntil: _p, pauseReason: _r, statusLabel: _l, ...profile } = saved;
    expect((await call('ownerA', 'PUT', `${base()}/profile`, { ...profile, prepMinutes: 25 })).statusCode).toBe(200);
    const shopper = await createTestUser(t.app, { email: 'median-shopper@example.com' });
    const minutes = [10, 12, 30, 14, 18];
    for (const [index, taken] of minutes.entries()) {
      const order = await payForOrder(t, shopper, [people.shopA.id], {}, 1);
      const [part] = await t.database.db
        .select()
        .from(orderParts)
        .where(eq(orderParts.id, order.parts[0]?.id ?? ''));
      if (!part) throw new Error('no part');
      const accepted = new Date(clock.getTime() + index * 3_600_000);
      await t.database.db.insert(orderEvents).values([
        { orderId: part.orderId, partId: part.id, status: 'accepted', createdAt: accepted },
        { orderId: part.orderId, partId: part.id, status: 'ready', createdAt: new Date(accepted.getTime() + taken * 60_000) },
      ]);
      t.container.catalog.invalidate();
      const shop = (await t.app.inject({ method: 'GET', url: `/api/v1/shop/slug/${people.shopA.slug}` })).json();
      // Four parts: the owner's 25; the fifth makes the median of 10, 12, 14, 18, 30.
      expect(shop.plan.prepMinutes).toBe(index < 4 ? 25 : 14);
    }
    const product = (await t.app.inject({ method: 'GET', url: `/api/v1/shop/slug/${people.shopA.slug}` })).json().products[0];
    const page = (await t.app.inject({ method: 'GET', url: `/api/v1/product/slug/${product.slug}` })).json();
    expect(page.shop.plan.prepMinutes).toBe(14);
  });

  it('the operator sets delivery times per hall and for every hall, audited; the shop page carries them', async () => {
    const every = await call('operator', 'PUT', '/api/v1/admin/delivery-times', { hall: '', minutes: 12 });
    expect(every.statusCode, every.body).toBe(200);
    const hall = await call('operator', 'PUT', '/api/v1/admin/delivery-times', { hall: 'Queen Esther', minutes: 20 });
    expect(hall.json().times).toEqual([
      { hall: '', minutes: 12 },
      { hall: 'Queen Esther', minutes: 20 },
    ]);
    const shop = (await t.app.inject({ method: 'GET', url: `/api/v1/shop/slug/${people.shopA.slug}` })).json();
    expect(shop.plan.deliveryMinutes).toEqual({ '': 12, 'Queen Esther': 20 });
    const audit = (await call('operator', 'GET', '/api/v1/admin/audit?subjectType=delivery_time&subjectId=Queen%20Esther')).json();
    expect(audit.entries[0]).toMatchObject({ action: 'delivery_time.set', before: { minutes: null }, after: { minutes: 20 } });
    // Removing a time: the hall falls back to every hall's.
    expect((await call('operator', 'PUT', '/api/v1/admin/delivery-times', { hall: 'Queen Esther', minutes: null })).json().times).toEqual([
      { hall: '', minutes: 12 },
    ]);
    for (const body of [
      { hall: 'Nowhere', minutes: 10 },
      { hall: '', minutes: 0 },
      { hall: '', minutes: 12.5 },
      { hall: '', minutes: 241 },
    ])
      expect((await call('operator', 'PUT', '/api/v1/admin/delivery-times', body)).statusCode).toBe(400);
  });

  it('attack: a shop owner sets the delivery times is refused with 403', async () => {
    for (const persona of ['ownerA', 'staffA', 'shopper'] as const) {
      expect((await call(persona, 'PUT', '/api/v1/admin/delivery-times', { hall: '', minutes: 1 })).statusCode).toBe(403);
      expect((await call(persona, 'GET', '/api/v1/admin/delivery-times')).statusCode).toBe(403);
    }
    expect((await call('signedOut', 'PUT', '/api/v1/admin/delivery-times', { hall: '', minutes: 1 })).statusCode).toBe(401);
    expect((await call('operator', 'GET', '/api/v1/admin/delivery-times')).json().times).toEqual([{ hall: '', minutes: 12 }]);
  });
});
