import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@campus/contract';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createScratchDatabase } from '../db/scratch-database';
import { users } from '../db/schema';
import { openSse } from '../infra/events/sse-test-client';
import { chargeSuccessBody, countOrders, fillCart, pickProductsFromShops } from '../test/checkout-fixtures';
import { payments } from '../db/schema';
import { sandboxSecretKey } from '../secrets';
import { SIGNATURE_HEADER, signWebhook } from '../modules/payments/webhook-signature';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import { SAMPLE_IMAGES } from '../test/test-images';
import { testDatabaseKind } from '../test/test-app';
import { ensureServerBundle } from '../test/server-process';
import { PIN_HEADER, startInstance, startProxy, type Instance, type Proxy } from './two-instances';

/**
 * Two server processes (the bundle `npm start` runs) on one PostgreSQL database, one object store
 * (s3rver) and one SMTP server, behind a round-robin proxy (issue 22, decision 045). Each case is one
 * helper below, so more (a catalog edit on A seen on B, a product picture served by B) slot in the same way.
 */
interface Market {
  a: Instance;
  b: Instance;
  proxy: Proxy;
  smtp: SmtpSink;
  database: DatabaseHandle;
  /** The environment every instance starts with. */
  env: Record<string, string>;
  /** A call through the proxy; `on` pins it to one instance. */
  call(method: string, url: string, options?: { body?: unknown; headers?: Record<string, string>; on?: 'a' | 'b' }): Promise<Response>;
}

let market: Market;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
let s3: S3rver | undefined;
const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-two-s3-'));
const instances: Instance[] = [];

describe.skipIf(testDatabaseKind !== 'postgres')('two instances behind a proxy on one PostgreSQL database', () => {
  beforeAll(async () => {
    ensureServerBundle();
    scratch = await createScratchDatabase(process.env.DATABASE_URL!, `cm_two_${process.pid}`);
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: 'campus-two' }] });
    const { port: s3Port } = await s3.run();
    const smtp = await startSmtpSink();
    const env = {
      DATABASE_URL: scratch.url,
      JWT_SECRET: 'two-instances-share-this-secret-0123456789abcdef',
      PAYMENT_PROVIDER: 'sandbox',
      DEV_TOOLS: '1',
      TRUST_PROXY: '127.0.0.1',
      SMTP_URL: smtp.url,
      S3_URL: `http://127.0.0.1:${s3Port}`,
      S3_BUCKET: 'campus-two',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
    // A seeds the demo catalog; B starts on the seeded database.
    const a = await startInstance('a', { ...env, SEED: 'auto' });
    instances.push(a);
    const b = await startInstance('b', { ...env, SEED: 'never' });
    instances.push(b);
    const proxy = await startProxy(() => instances);
    const database = await openDatabase({ kind: 'postgres', url: scratch.url });
    market = {
      a,
      b,
      proxy,
      smtp,
      database,
      env: { ...env, SEED: 'never' },
      call: (method, url, options = {}) =>
        fetch(`${proxy.url}${url}`, {
          method,
          headers: {
            ...(options.body === undefined || options.body instanceof FormData ? {} : { 'content-type': 'application/json' }),
            ...(options.on ? { [PIN_HEADER]: options.on } : {}),
            ...options.headers,
          },
          ...(options.body === undefined ? {} : { body: options.body instanceof FormData ? options.body : JSON.stringify(options.body) }),
        }),
    };
  }, 300_000);

  afterAll(async () => {
    for (const instance of instances) instance.child.kill('SIGKILL');
    await Promise.all(instances.map((instance) => instance.exited));
    await market?.proxy.close();
    await market?.smtp.close();
    await market?.database.close();
    await s3?.close();
    await scratch?.drop();
    fs.rmSync(s3Dir, { recursive: true, force: true });
  });

  it('counts a sign-in limit across both instances', { timeout: 120_000 }, () => signInLimitAcrossInstances(market));
  it('holds the 60-second resend lock across both instances', { timeout: 60_000 }, () => resendLockAcrossInstances(market));
  it('serves through B a book picture uploaded through A', { timeout: 60_000 }, () => bookPictureAcrossInstances(market));
  it('streams to a shopper on B a status change made on A, and sends each queued mail exactly once', { timeout: 120_000 }, () =>
    orderEventsAndMailAcrossInstances(market),
  );
  it("a signed-out shopper's open order stream keeps receiving frames (signed out on A, streaming from B)", { timeout: 60_000 }, () =>
    signOutEndsStreamOnOtherInstance(market),
  );
  it('SIGKILL of A mid-checkout still yields exactly one order, completed by B', { timeout: 120_000 }, () =>
    killedMidCheckoutCompletedByB(market),
  );
  it('stops B on SIGTERM within 10 s with exit code 0, while A keeps serving', { timeout: 60_000 }, () => gracefulStopOfOne(market));
});

let accounts = 0;
async function signUp(m: Market): Promise<{ phone: string; email: string; password: string; auth: Record<string, string> }> {
  accounts += 1;
  const unique = `${process.pid % 10_000}${String(accounts).padStart(3, '0')}`.padStart(8, '0').slice(-8);
  const account = {
    fullName: 'Ada Obi',
    email: `two-${unique}@example.com`,
    phone_number: `080${unique}`,
    hall: 'Queen Esther',
    password: 'Quiet-Lagoon-42',
    level: '',
    address: '',
    course: '',
  };
  const created = await m.call('POST', '/api/v1/user/sign-up', { body: account });
  expect(created.status, await created.clone().text()).toBe(201);
  const signedIn = await m.call('POST', '/api/v1/user/sign-in', {
    body: { phone_number: account.phone_number, password: account.password },
  });
  expect(signedIn.status).toBe(200);
  const { token } = (await signedIn.json()) as { token: string };
  return { phone: account.phone_number, email: account.email, password: account.password, auth: { authorization: `Bearer ${token}` } };
}

async function signInLimitAcrossInstances(m: Market): Promise<void> {
  const { phone, password } = await signUp(m);
  for (let i = 0; i < 10; i++) {
    const wrong = await m.call('POST', '/api/v1/user/sign-in', {
      body: { phone_number: phone, password: `Wrong#Guess${i}` },
      on: i % 2 ? 'b' : 'a',
    });
    expect(wrong.status).toBe(401);
  }
  for (const on of ['a', 'b'] as const)
    expect((await m.call('POST', '/api/v1/user/sign-in', { body: { phone_number: phone, password }, on })).status).toBe(429);
}

async function resendLockAcrossInstances(m: Market): Promise<void> {
  const { email } = await signUp(m);
  expect((await m.call('POST', '/api/v1/user/forgot-pass', { body: { email }, on: 'a' })).status).toBe(200);
  const again = await m.call('POST', '/api/v1/user/forgot-pass', { body: { email }, on: 'b' });
  expect(again.status).toBe(429);
  expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(50);
}

async function bookPictureAcrossInstances(m: Market): Promise<void> {
  // Only its requester (and the operator) may see a book request's picture (issue 35 finding 10).
  const requester = await signUp(m);
  const form = new FormData();
  form.set('name', 'Things Fall Apart');
  form.set('author', 'Chinua Achebe');
  form.set('images', new Blob([SAMPLE_IMAGES.png], { type: 'image/png' }), 'cover.png');
  const sent = await m.call('POST', '/api/v1/book', { body: form, headers: requester.auth, on: 'a' });
  expect(sent.status, await sent.clone().text()).toBe(201);
  const { id } = (await sent.json()) as { id: string };
  const picture = await m.call('GET', `/api/v1/book/${id}/image`, { headers: requester.auth, on: 'b' });
  expect(picture.status).toBe(200);
  // Re-encoded as JPEG on the way in (decision 089).
  expect(picture.headers.get('content-type')).toBe('image/jpeg');
  expect(picture.headers.get('x-content-type-options')).toBe('nosniff');
  expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).format).toBe('jpeg');
}

/** The shopper's order, paid through the sandbox on A (which keeps the sandbox's transactions in its process). */
async function placeOrderOnA(m: Market, shopper: Awaited<ReturnType<typeof signUp>>): Promise<{ orderId: string; order: OrderDetail }> {
  const [user] = await m.database.db.select({ id: users.id }).from(users).where(eq(users.email, shopper.email));
  const userId = user?.id;
  expect(userId).toBeTruthy();
  const [pick] = await pickProductsFromShops(m.database.db, 1);
  await fillCart(m.database.db, userId!, [{ productId: pick!.productId, qty: 1 }]);
  // The sandbox keeps its transactions in its process for now: the payment's steps stay on A.
  const started = (await (await m.call('POST', '/api/v1/payment/initialize', { headers: shopper.auth, on: 'a' })).json()) as {
    accessCode: string;
    reference: string;
  };
  expect((await m.call('POST', `/sandbox/checkout/${started.accessCode}/pay`, { on: 'a' })).status).toBeLessThan(400);
  let created: Response | undefined;
  for (let i = 0; i < 100; i++) {
    created = await m.call('POST', '/api/v1/order/create-order', {
      headers: shopper.auth,
      body: { orderPrice: 0, orderItems: [], reference: started.reference },
      on: 'a',
    });
    if (created.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(created?.status).toBe(200);
  const orderId = ((await created!.json()) as { newOrder: { orderId: string } }).newOrder.orderId;
  const order = (await (await m.call('GET', `/api/v1/orders/${orderId}`, { headers: shopper.auth, on: 'a' })).json()) as OrderDetail;
  return { orderId, order };
}

async function orderEventsAndMailAcrossInstances(m: Market): Promise<void> {
  const shopper = await signUp(m);
  const { orderId, order } = await placeOrderOnA(m, shopper);

  const stream = await openSse(`${m.b.url}/api/v1/orders/${orderId}/events`, shopper.auth);
  expect(stream.status).toBe(200);
  expect(JSON.parse((await stream.nextEvent()).data!)).toMatchObject({ status: 'paid' });
  const changed = await m.call('POST', `/api/v1/dev/order-parts/${order.parts[0]!.id}/status`, { body: { status: 'accepted' }, on: 'a' });
  expect(changed.status).toBe(200);
  expect(JSON.parse((await stream.nextEvent()).data!)).toMatchObject({ status: 'accepted' });
  stream.close();

  // The confirmation and the accepted mail were enqueued on A; both instances' workers poll the queue.
  await m.smtp.delivered(shopper.email);
  const toShopper = () => m.smtp.received.filter((mail) => mail.to.includes(shopper.email));
  while (toShopper().length < 2) await new Promise((resolve) => setTimeout(resolve, 100));
  // Several poll intervals of both workers: a second send of either would arrive by now.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(toShopper()).toHaveLength(2);
}

/** Signed out on A: the order stream the shopper holds open on B ends within a second (issue 35.2, decision 090). */
async function signOutEndsStreamOnOtherInstance(m: Market): Promise<void> {
  const shopper = await signUp(m);
  const { orderId, order } = await placeOrderOnA(m, shopper);
  const stream = await openSse(`${m.b.url}/api/v1/orders/${orderId}/events`, shopper.auth);
  expect(JSON.parse((await stream.nextEvent()).data!)).toMatchObject({ status: 'paid' });

  expect((await m.call('POST', '/api/v1/user/logout', { headers: shopper.auth, on: 'a' })).status).toBe(200);
  const ended = await Promise.race([
    stream.ended.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1000)),
  ]);
  expect(ended).toBe(true);
  // The next change reaches nobody holding the revoked token, on either instance.
  const changed = await m.call('POST', `/api/v1/dev/order-parts/${order.parts[0]!.id}/status`, { body: { status: 'accepted' }, on: 'a' });
  expect(changed.status).toBe(200);
  const frames = [];
  for (let frame = await stream.next().catch(() => undefined); frame; frame = await stream.next().catch(() => undefined))
    if (frame.data !== undefined) frames.push(frame);
  expect(frames).toEqual([]);
  for (const on of ['a', 'b'] as const)
    expect((await m.call('GET', `/api/v1/orders/${orderId}/events`, { headers: shopper.auth, on })).status).toBe(401);
}

/** Paid at the provider, but the instance that started the checkout died before making the order. */
async function killedMidCheckoutCompletedByB(m: Market): Promise<void> {
  const shopper = await signUp(m);
  const [user] = await m.database.db.select({ id: users.id }).from(users).where(eq(users.email, shopper.email));
  const [pick] = await pickProductsFromShops(m.database.db, 1);
  await fillCart(m.database.db, user!.id, [{ productId: pick!.productId, qty: 2 }]);
  const started = (await (await m.call('POST', '/api/v1/payment/initialize', { headers: shopper.auth, on: 'a' })).json()) as {
    reference: string;
  };
  m.a.child.kill('SIGKILL');
  await m.a.exited;
  const [payment] = await m.database.db
    .select({ amountKobo: payments.amountKobo })
    .from(payments)
    .where(eq(payments.reference, started.reference));
  expect(payment).toBeDefined();
  // The provider delivers (and retries) its signed charge.success through the balancer: only B is left.
  const body = chargeSuccessBody(started.reference, payment!.amountKobo);
  const secret = sandboxSecretKey(m.env.JWT_SECRET!);
  for (let i = 0; i < 2; i++) {
    const delivered = await m.call('POST', '/api/v1/payment/webhook', {
      body: JSON.parse(body),
      headers: { [SIGNATURE_HEADER]: signWebhook(body, secret) },
    });
    expect(delivered.status).toBe(200);
  }
  expect(m.proxy.served.slice(-2)).toEqual(['b', 'b']);
  // The webhook answers once the event is stored; B's job then verifies the payment and makes the order (decision
  // 134). Asked before that, create-order answers 409 "not verified" (CI, a loaded machine): wait for B's order.
  await expect.poll(() => countOrders(m.database.db, started.reference), { timeout: 20_000, interval: 100 }).toBe(1);
  // The shopper's tab, back through the balancer, finds the order B made: still one.
  const created = await m.call('POST', '/api/v1/order/create-order', {
    headers: shopper.auth,
    body: { orderPrice: 0, orderItems: [], reference: started.reference },
  });
  expect(created.status).toBe(200);
  expect(await countOrders(m.database.db, started.reference)).toBe(1);

  // An orchestrator replaces A; the market is two instances again.
  const replacement = await startInstance('a', m.env);
  instances.splice(instances.indexOf(m.a), 1, replacement);
  m.a = replacement;
}

async function gracefulStopOfOne(m: Market): Promise<void> {
  const started = Date.now();
  m.b.child.kill('SIGTERM');
  const exit = await m.b.exited;
  expect(exit.code).toBe(0);
  expect(Date.now() - started).toBeLessThan(10_000);
  for (let i = 0; i < 4; i++) expect((await m.call('GET', '/api/v1/readyz')).status).toBe(200);
}
