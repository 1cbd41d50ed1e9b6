import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_DEVICES_PER_ACCOUNT, PUSH_MESSAGES } from '@campus/contract';
import { pushSubscriptions } from '../../../db/schema';
import { createPersonas, createShopMember, type Personas } from '../../../test/personas';
import { buildTestApp, containerOf, createTestApp, createTestUser, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { FakePushService, type FakeDevice } from '../../../test/fake-push-service';
import { settleMoney } from '../../../test/money-fixtures';
import { payForOrder } from '../../../test/paid-orders';

let t: TestApp;
let p: Personas;
let fake: FakePushService;
let vapidKey: string;

beforeAll(async () => {
  fake = new FakePushService();
  await fake.start();
  t = await createTestApp({
    seed: true,
    config: {
      jobs: { pollMs: 50, backoffBaseMs: 50 },
      push: { subject: 'mailto:ops@campusmarket.test', serviceHosts: ['127.0.0.1'], extraCa: fake.certificate.cert },
    },
  });
  p = await createPersonas(t.app);
  vapidKey = (await t.app.inject({ method: 'GET', url: '/api/v1/push/key' })).json().publicKey;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
  if (t) fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

const SHOPPER_URL = '/api/v1/push/subscriptions';
const shopUrl = (slug: string) => `/api/v1/seller/shops/${slug}/push/subscriptions`;

async function subscribe(url: string, headers: Record<string, string>, device: FakeDevice): Promise<void> {
  const res = await t.app.inject({ method: 'PUT', url, headers, payload: device.subscription });
  expect(res.statusCode, res.body).toBe(200);
}

/** Waits until the queues are idle and `done` holds (the NOTIFY → hub → job → push service path is asynchronous). */
async function until(done: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    await t.container.push.settle();
    if (done()) return;
    if (Date.now() > end) throw new Error('timed out waiting for pushes');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Lets notices already sent reach the hub and their jobs run: for checks that something did NOT arrive. */
async function quiet(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 200));
  await t.container.push.settle();
}

const rowsOf = (userId: string) => t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe(`Web Push (${testDatabaseKind})`, () => {
  it('gives the VAPID public key to anyone', () => {
    expect(vapidKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it('pushes a paid order to every device of every member of its shop, and to nobody else', async () => {
    const owner = fake.device();
    const ownerTablet = fake.device();
    const staff = fake.device();
    const otherShop = fake.device();
    const shopperPhone = fake.device();
    const removed = fake.device();
    await subscribe(shopUrl(p.shopA.slug), p.ownerA.auth, owner);
    await subscribe(shopUrl(p.shopA.slug), p.ownerA.auth, ownerTablet);
    await subscribe(shopUrl(p.shopA.slug), p.staffA.auth, staff);
    await subscribe(shopUrl(p.shopB.slug), p.ownerB.auth, otherShop);
    await subscribe(SHOPPER_URL, p.shopper.auth, shopperPhone);
    // A member who is taken off the shop hears nothing more of it, and their device is forgotten.
    const leaver = await createShopMember(t.app, p.shopA.id, 'staff');
    await subscribe(shopUrl(p.shopA.slug), leaver.auth, removed);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/seller/shops/${p.shopA.slug}/members/${leaver.user.id}`,
      headers: p.ownerA.auth,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await rowsOf(leaver.user.id)).toEqual([]);

    const buyer = await createTestUser(t.app, { fullName: 'Ada Obi', hall: 'Queen Esther' });
    const order = await payForOrder(t, buyer, [p.shopA.id]);
    await until(() => fake.to(owner.id).length === 1 && fake.to(ownerTablet.id).length === 1 && fake.to(staff.id).length === 1);
    await quiet();

    const part = order.parts[0]!;
    const pushed = fake.to(staff.id)[0]!;
    expect(pushed.payload.title).toBe(
      `New order ${order.id} · ₦${(part.itemsSubtotal + part.delivery).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`,
    );
    expect(pushed.payload.body).toContain('Queen Esther');
    expect(pushed.payload.url).toBe(`/seller/${p.shopA.slug}/orders?order=${encodeURIComponent(order.id)}`);
    expect(pushed).toMatchObject({ vapidKey, urgency: 'high', ttl: '3600' });
    for (const device of [otherShop, shopperPhone, removed]) expect(fake.to(device.id)).toEqual([]);
    expect(fake.to(owner.id)).toHaveLength(1);
  });

  it('tells a shopper who opted in of each change of their order and of the refund, and one who did not of nothing', async () => {
    const buyer = await createTestUser(t.app, { fullName: 'Bola Ade' });
    const phone = fake.device();
    await subscribe(SHOPPER_URL, buyer.auth, phone);
    const quietBuyer = await createTestUser(t.app);
    const order = await payForOrder(t, buyer, [p.shopA.id, p.shopB.id]);
    const other = await payForOrder(t, quietBuyer, [p.shopA.id]);
    const partA = order.parts.find((part) => part.shop.id === p.shopA.id)!;
    const partB = order.parts.find((part) => part.shop.id === p.shopB.id)!;
    const set = (slug: string, partId: string, body: object, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/api/v1/seller/shops/${slug}/parts/${partId}/status`, headers, payload: body });

    expect((await set(p.shopA.slug, partA.id, { status: 'accepted', readyInMinutes: 15 }, p.ownerA.auth)).statusCode).toBe(200);
    await until(() => fake.to(phone.id).length === 1);
    expect(fake.to(phone.id)[0]!.payload).toMatchObject({
      title: `Order ${order.id}: Accepted`,
      url: `/orders/${encodeURIComponent(order.id)}`,
    });
    expect(fake.to(phone.id)[0]!.payload.body).toContain('Ready in about 15 minutes');

    expect((await set(p.shopB.slug, partB.id, { status: 'rejected', rejectReason: 'sold_out' }, p.ownerB.auth)).statusCode).toBe(200);
    await until(() => fake.to(phone.id).length === 2);
    expect(fake.to(phone.id)[1]!.payload.title).toBe(`Order ${order.id}: Rejected`);
    await settleMoney(t.app);
    await until(() => fake.to(phone.id).length === 3);
    expect(fake.to(phone.id)[2]!.payload).toMatchObject({ url: `/orders/${encodeURIComponent(order.id)}` });
    expect(fake.to(phone.id)[2]!.payload.title).toMatch(/^Refund of ₦[\d,.]+ sent$/);

    // The other shopper's order moved too; this phone heard only of its own account's order.
    const otherPart = other.parts[0]!;
    expect((await set(p.shopA.slug, otherPart.id, { status: 'accepted' }, p.ownerA.auth)).statusCode).toBe(200);
    await quiet();
    expect(fake.to(phone.id)).toHaveLength(3);
  });

  it('forgets a device the push service answers 410 Gone for, and keeps the others', async () => {
    const owner = await createShopMember(t.app, p.shopB.id, 'owner');
    const stale = fake.device();
    const fresh = fake.device();
    await subscribe(shopUrl(p.shopB.slug), owner.auth, stale);
    await subscribe(shopUrl(p.shopB.slug), owner.auth, fresh);
    fake.goneOnce(stale.id);
    await payForOrder(t, await createTestUser(t.app), [p.shopB.id]);
    await until(() => fake.to(fresh.id).length === 1);
    await quiet();
    expect((await rowsOf(owner.user.id)).map((row) => row.endpoint)).toEqual([fresh.endpoint]);
    const listed = await t.app.inject({ method: 'GET', url: shopUrl(p.shopB.slug), headers: owner.auth });
    expect(listed.json().devices.map((d: { endpoint: string }) => d.endpoint)).toEqual([fresh.endpoint]);
  });

  it('tries a device again later when its push service is busy (503), and delivers once', async () => {
    const owner = await createShopMember(t.app, p.shopB.id, 'staff');
    const phone = fake.device();
    await subscribe(shopUrl(p.shopB.slug), owner.auth, phone);
    fake.busyOnce(phone.id);
    const order = await payForOrder(t, await createTestUser(t.app), [p.shopB.id]);
    await until(() => fake.to(phone.id).length === 1);
    await quiet();
    expect(fake.to(phone.id).map((push) => push.payload.title)).toEqual([expect.stringContaining(`New order ${order.id}`)]);
  });

  it('notifyShopMembers (the half-time reminder’s door) reaches every member’s devices once per key', async () => {
    const owner = fake.device();
    const staff = fake.device();
    const shopper = fake.device();
    const staffMember = await createShopMember(t.app, p.shopA.id, 'staff');
    await subscribe(shopUrl(p.shopA.slug), p.ownerA.auth, owner);
    await subscribe(shopUrl(p.shopA.slug), staffMember.auth, staff);
    await subscribe(SHOPPER_URL, staffMember.auth, shopper);
    const message = { title: 'Order CM-TEST waits', body: 'Accept it within 5 minutes or it is refunded.', url: '/seller/x/orders' };
    expect(await t.container.push.notifyShopMembers(p.shopA.id, message, 'half-time:part-1')).toBe(true);
    expect(await t.container.push.notifyShopMembers(p.shopA.id, message, 'half-time:part-1')).toBe(false);
    await until(() => fake.to(owner.id).length === 1 && fake.to(staff.id).length === 1);
    await quiet();
    expect(fake.to(owner.id)[0]!.payload).toEqual(message);
    expect(fake.to(owner.id)).toHaveLength(1);
    expect(fake.to(shopper.id)).toEqual([]);
  });

  it('pushes once per device when two instances hear the paid order', async () => {
    const second = await buildTestApp({ config: t.config, database: t.database, logger: false });
    await second.ready();
    try {
      const owner = await createShopMember(t.app, p.shopB.id, 'owner');
      const phone = fake.device();
      await subscribe(shopUrl(p.shopB.slug), owner.auth, phone);
      await payForOrder(t, await createTestUser(t.app), [p.shopB.id]);
      await until(() => fake.to(phone.id).length >= 1);
      await containerOf(second).push.settle();
      await quiet();
      expect(fake.to(phone.id)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('forgets every device of an account that signs out everywhere', async () => {
    const owner = await createShopMember(t.app, p.shopA.id, 'owner');
    await subscribe(shopUrl(p.shopA.slug), owner.auth, fake.device());
    await subscribe(SHOPPER_URL, owner.auth, fake.device());
    expect(await rowsOf(owner.user.id)).toHaveLength(2);
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/user/logout', headers: owner.auth });
    expect(out.statusCode, out.body).toBe(200);
    expect(await rowsOf(owner.user.id)).toEqual([]);
  });

  it('forgets the devices of an account the operator signs out everywhere', async () => {
    const shopper = await createTestUser(t.app);
    await subscribe(SHOPPER_URL, shopper.auth, fake.device());
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${shopper.user.id}/revoke-sessions`,
      headers: p.operator.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsOf(shopper.user.id)).toEqual([]);
  });

  it('turns a device off, and keeps at most the newest devices per account', async () => {
    const shopper = await createTestUser(t.app);
    const devices = Array.from({ length: PUSH_DEVICES_PER_ACCOUNT + 2 }, () => fake.device());
    for (const device of devices) await subscribe(SHOPPER_URL, shopper.auth, device);
    const kept = (await rowsOf(shopper.user.id)).map((row) => row.endpoint).sort();
    expect(kept).toEqual(
      devices
        .slice(2)
        .map((d) => d.endpoint)
        .sort(),
    );
    const off = await t.app.inject({
      method: 'DELETE',
      url: SHOPPER_URL,
      headers: shopper.auth,
      payload: { endpoint: devices[5]!.endpoint },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().devices).toHaveLength(PUSH_DEVICES_PER_ACCOUNT - 1);
  });

  it('gives a device that changes hands to the account that registered it last', async () => {
    const first = await createTestUser(t.app);
    const second = await createTestUser(t.app);
    const shared = fake.device();
    await subscribe(SHOPPER_URL, first.auth, shared);
    await subscribe(SHOPPER_URL, second.auth, shared);
    expect(await rowsOf(first.user.id)).toEqual([]);
    expect(await rowsOf(second.user.id)).toHaveLength(1);
  });
});

describe(`Web Push: bad subscriptions and attacks (${testDatabaseKind})`, () => {
  const good = () => fake.device().subscription;
  const cases: [string, (s: ReturnType<typeof good>) => unknown, string][] = [
    ['an http endpoint', (s) => ({ ...s, endpoint: s.endpoint.replace('https:', 'http:') }), PUSH_MESSAGES.endpoint],
    ['a non-URL endpoint', (s) => ({ ...s, endpoint: 'push me' }), PUSH_MESSAGES.endpoint],
    ['an endpoint over 1024 characters', (s) => ({ ...s, endpoint: `${s.endpoint}?${'a'.repeat(1100)}` }), PUSH_MESSAGES.endpoint],
    ['a short p256dh key', (s) => ({ ...s, keys: { ...s.keys, p256dh: s.keys.p256dh.slice(0, 40) } }), PUSH_MESSAGES.p256dh],
    ['a compressed-looking p256dh key', (s) => ({ ...s, keys: { ...s.keys, p256dh: `A${s.keys.p256dh.slice(1)}` } }), PUSH_MESSAGES.p256dh],
    ['an auth secret of 12 bytes', (s) => ({ ...s, keys: { ...s.keys, auth: 'AAAAAAAAAAAAAAAA' } }), PUSH_MESSAGES.auth],
    ['an auth secret that is not base64url', (s) => ({ ...s, keys: { ...s.keys, auth: 'not/base64+at all!!!' } }), PUSH_MESSAGES.auth],
  ];

  it.each(cases)('refuses %s with 400', async (_name, spoil, message) => {
    const res = await t.app.inject({ method: 'PUT', url: SHOPPER_URL, headers: p.shopper.auth, payload: spoil(good()) as object });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toContain(message);
  });

  it('refuses a body without keys with 400', async () => {
    const res = await t.app.inject({ method: 'PUT', url: SHOPPER_URL, headers: p.shopper.auth, payload: { endpoint: good().endpoint } });
    expect(res.statusCode).toBe(400);
  });

  it('SSRF: refuses an endpoint on an address that is no push service the market sends to', async () => {
    for (const endpoint of [
      'https://169.254.169.254/latest/meta-data',
      'https://localhost:3000/api/v1/admin/users',
      'https://10.0.0.5/x',
    ]) {
      const res = await t.app.inject({ method: 'PUT', url: SHOPPER_URL, headers: p.shopper.auth, payload: { ...good(), endpoint } });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().error).toBe(PUSH_MESSAGES.endpointHost);
    }
  });

  it('attack: a shopper cannot register a device for a shop they are not a member of', async () => {
    const res = await t.app.inject({ method: 'PUT', url: shopUrl(p.shopA.slug), headers: p.shopper.auth, payload: good() });
    expect(res.statusCode).toBe(404);
    expect(await rowsOf(p.shopper.user.id)).not.toContainEqual(expect.objectContaining({ shopId: p.shopA.id }));
  });

  it('attack: the owner of another shop cannot register a device for this shop, nor list its devices', async () => {
    const put = await t.app.inject({ method: 'PUT', url: shopUrl(p.shopA.slug), headers: p.ownerB.auth, payload: good() });
    expect(put.statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: shopUrl(p.shopA.slug), headers: p.ownerB.auth });
    expect(list.statusCode).toBe(404);
  });

  it('attack: a signed-out caller registers nothing (401 before the body is read)', async () => {
    expect((await t.app.inject({ method: 'PUT', url: SHOPPER_URL, payload: good() })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: shopUrl(p.shopA.slug), payload: good() })).statusCode).toBe(401);
  });

  it('attack: turning off cannot remove another account’s device', async () => {
    const victim = await createTestUser(t.app);
    const device = fake.device();
    await subscribe(SHOPPER_URL, victim.auth, device);
    const res = await t.app.inject({ method: 'DELETE', url: SHOPPER_URL, headers: p.shopper.auth, payload: { endpoint: device.endpoint } });
    expect(res.statusCode).toBe(200);
    expect(await rowsOf(victim.user.id)).toHaveLength(1);
  });
});
