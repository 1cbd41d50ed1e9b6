import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrivalLabel } from '@campus/contract';
import { createPersonas, headersOf, type Personas } from '../../test/personas';
import { createTestApp, createTestUser, testDatabaseKind, type TestApp } from '../../test/test-app';
import { payForOrder } from '../../test/paid-orders';

/** Issue 36 item 6: after acceptance the shopper's order carries when it will be ready, moved by the shop's new estimates. */
describe(`ready-by times on the shopper's order (${testDatabaseKind})`, { timeout: 120_000 }, () => {
  let t: TestApp;
  let people: Personas;
  let clock = new Date('2026-11-25T12:00:00.000Z'); // 13:00 in Lagos

  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: () => clock });
    people = await createPersonas(t.app);
  });
  afterAll(() => t.close());

  it('accepting sets the ready time, a new estimate moves it, and the delivery time is the hall’s', async () => {
    const shopper = await createTestUser(t.app, { email: 'ready-by@example.com', hall: 'Queen Esther' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/delivery-times',
      headers: headersOf(people, 'operator'),
      payload: { hall: 'Queen Esther', minutes: 15 },
    });
    const order = await payForOrder(t, shopper, [people.shopA.id], {}, 1);
    const partId = order.parts[0]!.id;
    const seller = `/api/v1/seller/shops/${people.shopA.slug}/parts/${partId}`;
    const read = async () => (await t.app.inject({ method: 'GET', url: `/api/v1/orders/${order.id}`, headers: shopper.auth })).json();

    // Before acceptance the estimate cannot move.
    const early = await t.app.inject({
      method: 'PUT',
      url: `${seller}/ready-in`,
      headers: headersOf(people, 'staffA'),
      payload: { readyInMinutes: 10 },
    });
    expect(early.statusCode).toBe(409);
    expect((await read()).parts[0].readyBy).toBeUndefined();

    const accepted = await t.app.inject({
      method: 'POST',
      url: `${seller}/status`,
      headers: headersOf(people, 'ownerA'),
      payload: { status: 'accepted', readyInMinutes: 40 },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const first = await read();
    expect(first.deliveryMinutes).toBe(15);
    expect(first.parts[0].readyBy).toBe('2026-11-25T12:40:00.000Z');
    expect(arrivalLabel(new Date(first.parts[0].readyBy), first.deliveryMinutes, first.hall, 'Africa/Lagos')).toBe(
      'Ready about 13:40, at Queen Esther by 13:55',
    );

    clock = new Date(clock.getTime() + 10 * 60_000);
    const moved = await t.app.inject({
      method: 'PUT',
      url: `${seller}/ready-in`,
      headers: headersOf(people, 'staffA'),
      payload: { readyInMinutes: 20 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await read()).parts[0].readyBy).toBe('2026-11-25T12:30:00.000Z');

    // Another shop cannot move it; bad estimates are refused with 400.
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/v1/seller/shops/${people.shopB.slug}/parts/${partId}/ready-in`,
          headers: headersOf(people, 'ownerB'),
          payload: { readyInMinutes: 5 },
        })
      ).statusCode,
    ).toBe(404);
    for (const readyInMinutes of [0, 241, 2.5, '10'])
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: `${seller}/ready-in`,
            headers: headersOf(people, 'ownerA'),
            payload: { readyInMinutes },
          })
        ).statusCode,
      ).toBe(400);
  });
});
