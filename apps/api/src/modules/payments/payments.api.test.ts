import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateOrderBody, InitializePaymentResponse } from '@campus/contract';
import { createTestApp, createTestUser, type TestApp } from '../../test/test-app';
import {
  cartLineCount,
  chargeSuccessBody,
  countOrderItemsFor,
  countOrders,
  expectedTotalKobo,
  fillCart,
  paymentStatus,
  pickProductsFromShops,
  postSignedWebhook,
  postWebhook,
  type CatalogPick,
} from '../../test/checkout-fixtures';
import { signWebhook } from './webhook-signature';

let t: TestApp;
let picks: CatalogPick[];
let secret: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  picks = await pickProductsFromShops(t.database.db, 2);
  secret = t.config.payment.secretKey;
});
afterAll(async () => {
  await t?.close();
  if (t) fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

type Shopper = Awaited<ReturnType<typeof createTestUser>>;

/** A shopper with one line from each of the two picked shops (qty 2 and 1). */
async function shopperWithCart(fullName = 'Ada Obi'): Promise<Shopper & { lines: { pick: CatalogPick; qty: number }[] }> {
  const shopper = await createTestUser(t.app, { fullName, hall: 'Bethel' });
  const lines = [
    { pick: picks[0]!, qty: 2 },
    { pick: picks[1]!, qty: 1 },
  ];
  await fillCart(
    t.database.db,
    shopper.user.id,
    lines.map((line) => ({ productId: line.pick.productId, qty: line.qty })),
  );
  return { ...shopper, lines };
}

async function initialize(shopper: Shopper): Promise<InitializePaymentResponse> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/payment/initialize', headers: shopper.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const sandboxAct = (accessCode: string, action: 'pay' | 'decline' | 'cancel') =>
  t.app.inject({ method: 'POST', url: `/sandbox/checkout/${accessCode}/${action}` });

const verify = (shopper: Shopper, reference: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/payment/verify', headers: shopper.auth, payload: { reference } });

function orderBody(
  shopper: Shopper & { lines: { pick: CatalogPick; qty: number }[] },
  reference: string,
  overrides: Partial<CreateOrderBody> = {},
): CreateOrderBody {
  return {
    user: shopper.user.id,
    orderPrice: expectedTotalKobo(shopper.lines).subtotal / 100,
    orderItems: shopper.lines.map((line) => ({ product: line.pick.productId, qty: line.qty, condiments: [] })),
    reference,
    ...overrides,
  };
}

const createOrder = (shopper: Shopper, body: CreateOrderBody) =>
  t.app.inject({ method: 'POST', url: '/api/v1/order/create-order', headers: shopper.auth, payload: body });

describe('POST payment/initialize', () => {
  it('refuses a visitor', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/payment/initialize' });
    expect(res.statusCode).toBe(401);
  });

  it("answers 400 'Cart seems to be empty' for an empty cart and writes nothing", async () => {
    const shopper = await createTestUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/payment/initialize', headers: shopper.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Cart seems to be empty', code: 'invalid_input' });
  });

  it('prices the cart on the server: kobo amount with full then half delivery, §9 reference, sandbox checkout page', async () => {
    const shopper = await shopperWithCart('Ada  Obi');
    const started = await initialize(shopper);
    expect(started.amount).toBe(expectedTotalKobo(shopper.lines).total);
    expect(started.reference).toMatch(/^AdaObi\d{13}-[0-9a-f]{6}$/);
    expect(started).toMatchObject({ currency: 'NGN', email: shopper.user.email, publicKey: 'pk_test_sandbox', provider: 'sandbox' });
    expect(started.authorizationUrl).toBe(`${t.config.publicUrl}/sandbox/checkout/${started.accessCode}`);
    expect(await paymentStatus(t.database.db, started.reference)).toBe('pending');

    const page = await t.app.inject({ method: 'GET', url: `/sandbox/checkout/${started.accessCode}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    for (const text of [started.reference, shopper.user.email, '>Pay<', '>Decline<', '>Cancel<']) expect(page.body).toContain(text);
    const missing = await t.app.inject({ method: 'GET', url: '/sandbox/checkout/sbx_unknown' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('pay, verify, create-order', () => {
  it('happy path: one order for the paid total, the cart emptied, the same order on retry and after the webhook', async () => {
    const shopper = await shopperWithCart();
    const started = await initialize(shopper);
    const paid = await sandboxAct(started.accessCode, 'pay');
    expect(paid.json()).toEqual({ status: 'success', reference: started.reference });

    const verified = await verify(shopper, started.reference);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ status: 'success' });

    const totals = expectedTotalKobo(shopper.lines);
    const created = await createOrder(shopper, orderBody(shopper, started.reference));
    expect(created.statusCode, created.body).toBe(200);
    const { newOrder } = created.json();
    expect(created.json().message).toBe('Created Order successfully.');
    expect(newOrder).toMatchObject({
      orderPrice: totals.subtotal / 100,
      totalPaid: totals.total / 100,
      reference: started.reference,
      user: { fullName: 'Ada Obi', hall: 'Bethel' },
    });
    expect(newOrder.orderId).toMatch(/^CM-[0-9A-F]{10}$/);
    expect(await cartLineCount(t.database.db, shopper.user.id)).toBe(0);

    const again = await createOrder(shopper, orderBody(shopper, started.reference));
    expect(again.statusCode).toBe(200);
    expect(again.json().newOrder).toEqual(newOrder);

    await t.container.payments.sandbox?.flush();
    expect(await countOrders(t.database.db, started.reference)).toBe(1);
  });

  it('uses the latest verified, unconsumed payment when the client sends no reference', async () => {
    const shopper = await shopperWithCart();
    const started = await initialize(shopper);
    await sandboxAct(started.accessCode, 'pay');
    await verify(shopper, started.reference);
    const { reference: _omitted, ...body } = orderBody(shopper, started.reference);
    const created = await createOrder(shopper, body);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().newOrder.reference).toBe(started.reference);
    const nothingLeft = await createOrder(shopper, body);
    expect(nothingLeft.statusCode).toBe(409);
  });

  it('an abandoned (unpaid) transaction verifies as pending and gives no order', async () => {
    const shopper = await shopperWithCart();
    const started = await initialize(shopper);
    expect((await verify(shopper, started.reference)).json()).toEqual({ status: 'pending', message: 'Payment verification failed' });
    await sandboxAct(started.accessCode, 'cancel');
    expect((await verify(shopper, started.reference)).json().status).toBe('pending');
    const created = await createOrder(shopper, orderBody(shopper, started.reference));
    expect(created.statusCode).toBe(409);
    expect(created.json().error).toBe('This payment has not been verified yet. Please complete the payment first.');
    expect(await countOrders(t.database.db, started.reference)).toBe(0);
    expect(await cartLineCount(t.database.db, shopper.user.id)).toBe(2);
  });

  it('a declined card verifies as failed and gives no order', async () => {
    const shopper = await shopperWithCart();
    const started = await initialize(shopper);
    await sandboxAct(started.accessCode, 'decline');
    expect((await verify(shopper, started.reference)).json().status).toBe('failed');
    expect(await paymentStatus(t.database.db, started.reference)).toBe('failed');
    expect((await createOrder(shopper, orderBody(shopper, started.reference))).statusCode).toBe(409);
    await t.container.payments.sandbox?.flush();
    expect(await countOrders(t.database.db, started.reference)).toBe(0);
  });

  it("another shopper's reference is not found, for verify and for create-order", async () => {
    const owner = await shopperWithCart();
    const started = await initialize(owner);
    await sandboxAct(started.accessCode, 'pay');
    const stranger = await shopperWithCart('Eve Stranger');
    const res = await verify(stranger, started.reference);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Payment not found', code: 'not_found' });
    const created = await createOrder(stranger, orderBody(stranger, started.reference));
    expect(created.statusCode).toBe(404);
    expect(await countOrders(t.database.db, started.reference)).toBe(0);
    expect(await paymentStatus(t.database.db, started.reference)).toBe('pending');
  });

  it('a tampered orderPrice changes nothing: the order is made from what was paid for', async () => {
    const shopper = await shopperWithCart();
    const started = await initialize(shopper);
    await sandboxAct(started.accessCode, 'pay');
    await verify(shopper, started.reference);
    const tampered = await createOrder(shopper, orderBody(shopper, started.reference, { orderPrice: 1 }));
    expect(tampered.statusCode, tampered.body).toBe(200);
    const totals = expectedTotalKobo(shopper.lines);
    expect(tampered.json().newOrder).toMatchObject({ orderPrice: totals.subtotal / 100, totalPaid: totals.total / 100 });
    expect(await countOrders(t.database.db, started.reference)).toBe(1);
  });

  it('refuses an order for another user id; items the client lists differently change nothing', async () => {
    const shopper = await shopperWithCart();
    const started = await initialize(shopper);
    await sandboxAct(started.accessCode, 'pay');
    await verify(shopper, started.reference);
    const other = await createOrder(shopper, orderBody(shopper, started.reference, { user: '00000000-0000-0000-0000-000000000000' }));
    expect(other.statusCode).toBe(403);
    expect(await countOrders(t.database.db, started.reference)).toBe(0);
    const body = orderBody(shopper, started.reference);
    const fewer = await createOrder(shopper, { ...body, orderItems: body.orderItems.slice(0, 1) });
    expect(fewer.statusCode).toBe(200);
    expect(await countOrderItemsFor(t.database.db, started.reference)).toBe(2);
  });

  it('validates the create-order body', async () => {
    const shopper = await createTestUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/create-order',
      headers: shopper.auth,
      payload: { orderPrice: 'ten', orderItems: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Order price must be a number (naira)', code: 'invalid_input', field: 'orderPrice' });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/order/create-order', payload: { orderPrice: 1, orderItems: [] } })).statusCode,
    ).toBe(401);
  });
});

describe('POST payment/webhook', () => {
  async function paidAtProvider() {
    const shopper = await shopperWithCart();
    const started = await initialize(shopper);
    // Paid at the provider; the sandbox's own webhook is held back so the test sends its own.
    await t.container.payments.sandbox?.ledger.settle(started.accessCode, 'success');
    return { shopper, started, body: chargeSuccessBody(started.reference, started.amount) };
  }

  it('answers 401 and writes nothing for a missing, wrong or stale signature, or one byte changed', async () => {
    const { shopper, started, body } = await paidAtProvider();
    const good = signWebhook(body, secret);
    const changedByte = body.replace(`"amount":${started.amount}`, `"amount":${started.amount + 1}`);
    const attempts = [
      postWebhook(t.app, body, undefined),
      postWebhook(t.app, body, ''),
      postWebhook(t.app, body, 'not-hex'),
      postWebhook(t.app, body, signWebhook(body, 'sk_test_someone_else')),
      postWebhook(t.app, changedByte, good),
      postWebhook(t.app, `${body} `, good),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Invalid webhook signature', code: 'unauthenticated' });
    }
    expect(await countOrders(t.database.db, started.reference)).toBe(0);
    expect(await paymentStatus(t.database.db, started.reference)).toBe('pending');
    expect(await cartLineCount(t.database.db, shopper.user.id)).toBe(2);
  });

  it('creates the order from the paid cart when the shopper never came back, and empties the cart', async () => {
    const { shopper, started, body } = await paidAtProvider();
    const res = await postSignedWebhook(t.app, body, secret);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await countOrders(t.database.db, started.reference)).toBe(1);
    expect(await paymentStatus(t.database.db, started.reference)).toBe('success');
    expect(await cartLineCount(t.database.db, shopper.user.id)).toBe(0);
    // The shopper's browser comes back later: verify and create-order give that same order.
    expect((await verify(shopper, started.reference)).json().status).toBe('success');
    const created = await createOrder(shopper, orderBody(shopper, started.reference));
    expect(created.statusCode).toBe(200);
    expect(created.json().newOrder.totalPaid).toBe(started.amount / 100);
    expect(await countOrders(t.database.db, started.reference)).toBe(1);
  });

  it('ignores a signed charge.success whose amount or currency differs from the payment', async () => {
    const { started } = await paidAtProvider();
    for (const body of [
      chargeSuccessBody(started.reference, started.amount - 1),
      chargeSuccessBody(started.reference, started.amount, 'USD'),
    ]) {
      expect((await postSignedWebhook(t.app, body, secret)).statusCode).toBe(200);
    }
    expect(await countOrders(t.database.db, started.reference)).toBe(0);
    expect(await paymentStatus(t.database.db, started.reference)).toBe('pending');
  });

  it('acknowledges other events and unknown references without writing', async () => {
    const other = JSON.stringify({ event: 'transfer.success', data: { reference: 'x', status: 'success', amount: 1, currency: 'NGN' } });
    expect((await postSignedWebhook(t.app, other, secret)).statusCode).toBe(200);
    expect((await postSignedWebhook(t.app, chargeSuccessBody('Nobody1700000000000-000000', 100), secret)).statusCode).toBe(200);
    expect((await postSignedWebhook(t.app, '{"event":', secret)).statusCode).toBe(400);
    // Counted per reference: an earlier test's late sandbox webhook may legitimately add its own order meanwhile.
    expect(await countOrders(t.database.db, 'x')).toBe(0);
    expect(await countOrders(t.database.db, 'Nobody1700000000000-000000')).toBe(0);
    expect(await paymentStatus(t.database.db, 'x')).toBeUndefined();
  });

  it('the same webhook 20 times at once gives one order', async () => {
    const { started, body } = await paidAtProvider();
    const answers = await Promise.all(Array.from({ length: 20 }, () => postSignedWebhook(t.app, body, secret)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    expect(await countOrders(t.database.db, started.reference)).toBe(1);
  });

  it('verify, webhook and create-order raced many times: exactly one order each time', async () => {
    for (let round = 0; round < 6; round++) {
      const { shopper, started, body } = await paidAtProvider();
      const calls = [
        () => verify(shopper, started.reference),
        () => postSignedWebhook(t.app, body, secret),
        () => createOrder(shopper, orderBody(shopper, started.reference)),
        () => postSignedWebhook(t.app, body, secret),
        () => verify(shopper, started.reference).then(() => createOrder(shopper, orderBody(shopper, started.reference))),
      ];
      // A different interleaving each round.
      const order = calls.map((call, index) => ({ call, key: (index * 7 + round * 3) % calls.length }));
      await Promise.all(order.sort((a, b) => a.key - b.key).map(({ call }) => call()));
      expect(await countOrders(t.database.db, started.reference)).toBe(1);
      expect(await countOrderItemsFor(t.database.db, started.reference)).toBe(2);
      const retry = await createOrder(shopper, orderBody(shopper, started.reference));
      expect(retry.statusCode).toBe(200);
      expect(retry.json().newOrder.reference).toBe(started.reference);
    }
  });
});
