import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InitializePaymentResponse } from '@campus/contract';
import { createTestApp, createTestUser, type TestApp } from '../../test/test-app';
import {
  countOrders,
  expectedTotalKobo,
  fillCart,
  paymentStatus,
  pickProductsFromShops,
  type CatalogPick,
} from '../../test/checkout-fixtures';

/** A local stand-in for api.paystack.co with the real API's shapes; each test decides what verify reports. */
interface FakeTransaction {
  reference: string;
  amount: number;
  currency: string;
  status: string;
  email: string;
}
const fake = {
  transactions: new Map<string, FakeTransaction>(),
  requests: [] as { method: string; url: string; authorization: string | undefined; body: unknown }[],
  initializeFailure: null as null | { status: number; message: string },
  /** When set, verify answers this amount as is (e.g. a non-integer): a malformed answer. */
  malformedAmount: null as null | number,
};

const SECRET = 'sk_test_fake_paystack_secret';
let server: http.Server;
let t: TestApp;
let picks: CatalogPick[];

function reply(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body: unknown = raw ? JSON.parse(raw) : undefined;
      fake.requests.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, body });
      if (req.headers.authorization !== `Bearer ${SECRET}`) return reply(res, 401, { status: false, message: 'Invalid key' });
      if (req.method === 'POST' && req.url === '/transaction/initialize') {
        if (fake.initializeFailure)
          return reply(res, fake.initializeFailure.status, { status: false, message: fake.initializeFailure.message });
        const { reference, amount, email, currency } = body as { reference: string; amount: string; email: string; currency: string };
        fake.transactions.set(reference, { reference, amount: Number(amount), currency, email, status: 'abandoned' });
        const accessCode = `ac_${reference.slice(-6)}`;
        return reply(res, 200, {
          status: true,
          message: 'Authorization URL created',
          data: { authorization_url: `https://checkout.paystack.com/${accessCode}`, access_code: accessCode, reference },
        });
      }
      const verifyMatch = /^\/transaction\/verify\/(.+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && verifyMatch) {
        const found = fake.transactions.get(decodeURIComponent(verifyMatch[1] ?? ''));
        if (!found) return reply(res, 400, { status: false, message: 'Transaction reference not found' });
        return reply(res, 200, {
          status: true,
          message: 'Verification successful',
          data: {
            id: 4099260516,
            domain: 'test',
            status: found.status,
            reference: found.reference,
            amount: fake.malformedAmount ?? found.amount,
            gateway_response: 'Successful',
            paid_at: null,
            channel: 'card',
            currency: found.currency,
            customer: { email: found.email },
          },
        });
      }
      reply(res, 404, { status: false, message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({
    seed: true,
    config: { payment: { provider: 'paystack', secretKey: SECRET, publicKey: 'pk_test_fake', baseUrl } },
  });
  picks = await pickProductsFromShops(t.database.db, 2);
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => server?.close(resolve));
});
beforeEach(() => {
  fake.initializeFailure = null;
  fake.malformedAmount = null;
  fake.requests.length = 0;
});

async function startPayment() {
  const shopper = await createTestUser(t.app, { fullName: 'Bola Ade' });
  const lines = [
    { pick: picks[0]!, qty: 1 },
    { pick: picks[1]!, qty: 3 },
  ];
  await fillCart(
    t.database.db,
    shopper.user.id,
    lines.map((line) => ({ productId: line.pick.productId, qty: line.qty })),
  );
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/payment/initialize', headers: shopper.auth });
  expect(res.statusCode, res.body).toBe(200);
  const started: InitializePaymentResponse = res.json();
  const orderBody = {
    user: shopper.user.id,
    orderPrice: expectedTotalKobo(lines).subtotal / 100,
    orderItems: lines.map((line) => ({ product: line.pick.productId, qty: line.qty })),
    reference: started.reference,
  };
  return {
    shopper,
    started,
    lines,
    verify: () =>
      t.app.inject({ method: 'POST', url: '/api/v1/payment/verify', headers: shopper.auth, payload: { reference: started.reference } }),
    createOrder: () => t.app.inject({ method: 'POST', url: '/api/v1/order/create-order', headers: shopper.auth, payload: orderBody }),
  };
}

describe('paystack provider against a local fake Paystack', () => {
  it('initializes with the secret key, the kobo amount as Paystack takes it, and hands the access code to the browser', async () => {
    const { started, shopper, lines } = await startPayment();
    const call = fake.requests.find((r) => r.url === '/transaction/initialize');
    expect(call?.method).toBe('POST');
    expect(call?.authorization).toBe(`Bearer ${SECRET}`);
    expect(call?.body).toMatchObject({
      email: shopper.user.email,
      amount: String(expectedTotalKobo(lines).total),
      currency: 'NGN',
      reference: started.reference,
    });
    expect(started).toMatchObject({
      provider: 'paystack',
      publicKey: 'pk_test_fake',
      accessCode: `ac_${started.reference.slice(-6)}`,
      amount: expectedTotalKobo(lines).total,
    });
    expect(started.authorizationUrl).toMatch(/^https:\/\/checkout\.paystack\.com\//);
  });

  it('verifies success with the exact amount and currency, then creates the order', async () => {
    const flow = await startPayment();
    fake.transactions.get(flow.started.reference)!.status = 'success';
    expect((await flow.verify()).json()).toEqual({ status: 'success' });
    expect(fake.requests.some((r) => r.method === 'GET' && r.url === `/transaction/verify/${flow.started.reference}`)).toBe(true);
    expect((await flow.createOrder()).statusCode).toBe(200);
    expect(await countOrders(t.database.db, flow.started.reference)).toBe(1);
  });

  const refusals: [string, (tx: FakeTransaction) => void, string][] = [
    ['one kobo short', (tx) => Object.assign(tx, { status: 'success', amount: tx.amount - 1 }), 'failed'],
    ['in another currency', (tx) => Object.assign(tx, { status: 'success', currency: 'USD' }), 'failed'],
    ['abandoned', (tx) => Object.assign(tx, { status: 'abandoned' }), 'pending'],
    ['failed', (tx) => Object.assign(tx, { status: 'failed' }), 'failed'],
  ];
  for (const [label, change, status] of refusals) {
    it(`a transaction ${label} is not paid: verify answers ${status} and no order is created`, async () => {
      const flow = await startPayment();
      change(fake.transactions.get(flow.started.reference)!);
      const verified = await flow.verify();
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({ status, message: 'Payment verification failed' });
      expect(await paymentStatus(t.database.db, flow.started.reference)).not.toBe('success');
      expect((await flow.createOrder()).statusCode).toBe(409);
      expect(await countOrders(t.database.db, flow.started.reference)).toBe(0);
    });
  }

  it('a reference Paystack does not know verifies as failed', async () => {
    const flow = await startPayment();
    fake.transactions.delete(flow.started.reference);
    expect((await flow.verify()).json().status).toBe('failed');
  });

  it("turns Paystack's status:false on initialize into a 502 and records no payment", async () => {
    fake.initializeFailure = { status: 400, message: 'Invalid Email Address Passed' };
    const shopper = await createTestUser(t.app);
    await fillCart(t.database.db, shopper.user.id, [{ productId: picks[0]!.productId, qty: 1 }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/payment/initialize', headers: shopper.auth });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: 'The payment could not be started. Please try again.', code: 'upstream_failed' });
  });

  it('a malformed verify answer (a non-integer amount) gives 502, not 500, and no order', async () => {
    const { started, verify, createOrder } = await startPayment();
    fake.transactions.get(started.reference)!.status = 'success';
    fake.malformedAmount = 12.5;
    const res = await verify();
    expect(res.statusCode, res.body).toBe(502);
    expect(res.json().error).toBe('Failed to verify transaction');
    expect((await createOrder()).statusCode).toBe(409);
    expect(await countOrders(t.database.db, started.reference)).toBe(0);
  });

  it('serves no sandbox pages when the real provider is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sandbox/checkout/sbx_anything' });
    expect(res.statusCode).toBe(404);
  });
});
