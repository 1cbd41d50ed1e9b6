import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InitializePaymentResponse, OrderDetail } from '@campus/contract';
import { jobs, orders, refunds } from '../../db/schema';
import { fillCart, pickProductsFromShops, postSignedWebhook, type CatalogPick } from '../../test/checkout-fixtures';
import { createOperator } from '../../test/personas';
import { containerOf, createTestApp, createTestUser, testDatabaseKind, type TestApp } from '../../test/test-app';
import { REFUND_QUEUE } from '../money/market-money';
import { refundNote } from '../money/refund-match';

/**
 * Paystack's marketplace calls (issue 21) against a local fake of its API that refuses bodies whose
 * shape differs from Paystack's documentation: GET /bank, GET /bank/resolve, POST /subaccount, the
 * dynamic split on transaction/initialize, and partial POST /refund with its 4xx / 5xx / timeout.
 */
const SECRET = 'sk_test_fake_marketplace';
const fake = {
  requests: [] as { method: string; url: string; body: unknown }[],
  transactions: new Map<string, { amount: number; status: string; split: unknown }>(),
  refundMode: 'ok' as 'ok' | 'server_error' | 'refused' | 'timeout',
  refundId: 9000,
  /** Refunds the fake made (in 'ok' mode), listed by GET /refund?transaction= (decision 084's lookup). */
  refunds: [] as { id: number; amount: number; status: string; transaction: number; merchant_note: string | null }[],
};
let server: http.Server;
let t: TestApp;
let picks: CatalogPick[];
let operator: Awaited<ReturnType<typeof createOperator>>;

function reply(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

function paystack(req: http.IncomingMessage, res: http.ServerResponse, body: Record<string, unknown> | undefined) {
  const url = new URL(req.url ?? '/', 'http://fake');
  if (req.headers.authorization !== `Bearer ${SECRET}`) return reply(res, 401, { status: false, message: 'Invalid key' });
  if (req.method === 'GET' && url.pathname === '/bank') {
    if (url.searchParams.get('country') !== 'nigeria') return reply(res, 400, { status: false, message: 'country required' });
    return reply(res, 200, {
      status: true,
      message: 'Banks retrieved',
      data: [
        {
          id: 9,
          name: 'Zenith Bank',
          slug: 'zenith-bank',
          code: '057',
          longcode: '057150013',
          active: true,
          country: 'Nigeria',
          currency: 'NGN',
          type: 'nuban',
        },
        {
          id: 1,
          name: 'Access Bank',
          slug: 'access-bank',
          code: '044',
          longcode: '044150149',
          active: true,
          country: 'Nigeria',
          currency: 'NGN',
          type: 'nuban',
        },
        {
          id: 3,
          name: 'Old Bank',
          slug: 'old-bank',
          code: '999',
          longcode: '',
          active: false,
          country: 'Nigeria',
          currency: 'NGN',
          type: 'nuban',
        },
      ],
    });
  }
  if (req.method === 'GET' && url.pathname === '/bank/resolve') {
    const accountNumber = url.searchParams.get('account_number');
    const bankCode = url.searchParams.get('bank_code');
    if (!accountNumber || !bankCode) return reply(res, 400, { status: false, message: 'account_number and bank_code are required' });
    if (bankCode === '044' && accountNumber === '0690000031')
      return reply(res, 200, {
        status: true,
        message: 'Account number resolved',
        data: { account_number: accountNumber, account_name: 'ADA OKAFOR STORES', bank_id: 1 },
      });
    return reply(res, 422, { status: false, message: 'Could not resolve account name. Check parameters or try again.' });
  }
  if (req.method === 'POST' && url.pathname === '/subaccount') {
    const ok =
      typeof body?.business_name === 'string' &&
      typeof body.bank_code === 'string' &&
      typeof body.account_number === 'string' &&
      typeof body.percentage_charge === 'number';
    if (!ok) return reply(res, 400, { status: false, message: 'Invalid subaccount body' });
    return reply(res, 201, {
      status: true,
      message: 'Subaccount created',
      data: {
        subaccount_code: 'ACCT_fake0001',
        business_name: body.business_name,
        percentage_charge: body.percentage_charge,
        settlement_bank: 'Access Bank',
        id: 55,
      },
    });
  }
  if (req.method === 'POST' && url.pathname === '/transaction/initialize') {
    const amount = Number(body?.amount);
    const split = body?.split as
      { type?: unknown; bearer_type?: unknown; subaccounts?: { subaccount?: unknown; share?: unknown }[] } | undefined;
    if (split !== undefined) {
      const valid =
        split.type === 'flat' &&
        (split.bearer_type === 'account' || split.bearer_type === 'all-proportional') &&
        Array.isArray(split.subaccounts) &&
        split.subaccounts.every((entry) => typeof entry.subaccount === 'string' && isInt(entry.share) && entry.share > 0) &&
        split.subaccounts.reduce((sum, entry) => sum + Number(entry.share), 0) <= amount;
      if (!valid) return reply(res, 400, { status: false, message: 'Invalid split' });
    }
    const reference = String(body?.reference);
    fake.transactions.set(reference, { amount, status: 'success', split });
    return reply(res, 200, {
      status: true,
      message: 'Authorization URL created',
      data: { authorization_url: 'https://checkout.paystack.com/x', access_code: `ac_${reference}`, reference },
    });
  }
  const verify = /^\/transaction\/verify\/(.+)$/.exec(url.pathname);
  if (req.method === 'GET' && verify) {
    const reference = decodeURIComponent(verify[1] ?? '');
    const found = fake.transactions.get(reference);
    if (!found) return reply(res, 400, { status: false, message: 'Transaction reference not found' });
    return reply(res, 200, {
      status: true,
      message: 'Verification successful',
      data: { id: 1, status: found.status, reference, amount: found.amount, currency: 'NGN' },
    });
  }
  if (req.method === 'GET' && url.pathname === '/refund') {
    const rows = fake.refunds.filter((refund) => String(refund.transaction) === url.searchParams.get('transaction'));
    return reply(res, 200, { status: true, message: 'Refunds retrieved', data: rows, meta: { total: rows.length } });
  }
  if (req.method === 'POST' && url.pathname === '/refund') {
    if (typeof body?.transaction !== 'string' || !isInt(body.amount))
      return reply(res, 400, { status: false, message: 'transaction and an integer amount are required' });
    if (fake.refundMode === 'server_error') return reply(res, 500, { status: false, message: 'An error occurred' });
    if (fake.refundMode === 'refused')
      return reply(res, 400, { status: false, message: 'Refund amount cannot be more than the unrefunded transaction amount' });
    // Answers only long after the provider's own timeout gave up, as a Paystack that hangs.
    if (fake.refundMode === 'timeout')
      return setTimeout(() => reply(res, 200, { status: true, message: 'late', data: { id: 1, status: 'pending' } }), 10_000);
    fake.refundId++;
    fake.refunds.push({
      id: fake.refundId,
      amount: body.amount,
      status: 'pending',
      transaction: 1,
      merchant_note: typeof body.merchant_note === 'string' ? body.merchant_note : null,
    });
    return reply(res, 200, {
      status: true,
      message: 'Refund has been queued for processing',
      data: {
        transaction: { id: 1, reference: body.transaction, amount: fake.transactions.get(body.transaction)?.amount },
        amount: body.amount,
        currency: 'NGN',
        status: 'pending',
        id: fake.refundId,
      },
    });
  }
  reply(res, 404, { status: false, message: 'Not found' });
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
      fake.requests.push({ method: req.method ?? '', url: req.url ?? '', body });
      paystack(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({
    seed: true,
    config: {
      payment: { provider: 'paystack', secretKey: SECRET, publicKey: 'pk_test_fake', baseUrl, timeoutMs: 3_000 },
      jobs: { pollMs: 20, backoffBaseMs: 20 },
    },
  });
  picks = await pickProductsFromShops(t.database.db, 2);
  operator = await createOperator(t.app);
});
afterAll(async () => {
  await t?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.refundMode = 'ok';
});

async function refundJob(refundId: string) {
  const [row] = await t.database.db
    .select()
    .from(jobs)
    .where(eq(jobs.key, `${refundId}:1`));
  return row;
}

/**
 * One pass of the queue, then a pause: the loops below poll the database, and on PGlite a query never
 * leaves the event loop's microtasks, so without the pause the timers (the provider's timeout, the fake's
 * late answer, the test's own) would never run.
 */
async function drainThenWait(): Promise<void> {
  await containerOf(t.app).jobs.drain();
  await new Promise((resolve) => setTimeout(resolve, 20));
}

describe(`Paystack marketplace calls against a fake Paystack (${testDatabaseKind})`, () => {
  it('banks, account resolution and the subaccount are asked in the documented shapes', async () => {
    const banks = await t.app.inject({ method: 'GET', url: '/api/v1/admin/banks', headers: operator.auth });
    expect(banks.json()).toEqual({
      banks: [
        { code: '044', name: 'Access Bank' },
        { code: '057', name: 'Zenith Bank' },
      ],
    });

    const unresolved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/banks/resolve',
      headers: operator.auth,
      payload: { bankCode: '044', accountNumber: '1111111111' },
    });
    expect(unresolved.statusCode).toBe(400);
    expect(unresolved.json().field).toBe('accountNumber');
    const resolved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/banks/resolve',
      headers: operator.auth,
      payload: { bankCode: '044', accountNumber: '0690000031' },
    });
    expect(resolved.json()).toEqual({ bankCode: '044', accountNumber: '0690000031', accountName: 'ADA OKAFOR STORES' });
    expect(fake.requests.find((r) => r.url.startsWith('/bank/resolve'))?.url).toBe('/bank/resolve?account_number=1111111111&bank_code=044');

    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/shops/${picks[0]!.shopId}/settlement`,
      headers: operator.auth,
      payload: {
        bankCode: '044',
        accountNumber: '0690000031',
        confirmedAccountName: 'Ada Okafor Stores',
        typedAccountName: 'ADA OKAFOR STORES',
        commissionPercent: 7.5,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ subaccountCode: 'ACCT_fake0001', commissionPercent: 7.5, bankName: 'Access Bank' });
    expect(fake.requests.find((r) => r.url === '/subaccount')?.body).toEqual({
      business_name: expect.any(String),
      bank_code: '044',
      account_number: '0690000031',
      percentage_charge: 7.5,
    });
  });

  it('initialize sends the dynamic split; refunds: after a 5xx or timeout the refund is looked up (none there) and sent again, 4xx fails the refund, refund.processed settles it', async () => {
    const shopper = await createTestUser(t.app);
    await fillCart(t.database.db, shopper.user.id, [
      { productId: picks[0]!.productId, qty: 1 },
      { productId: picks[1]!.productId, qty: 2 },
    ]);
    const started = (
      await t.app.inject({ method: 'POST', url: '/api/v1/payment/initialize', headers: shopper.auth })
    ).json() as InitializePaymentResponse;
    const sent = fake.requests.find((r) => r.url === '/transaction/initialize')?.body as {
      split?: { subaccounts: { subaccount: string; share: number }[] };
    };
    expect(sent.split).toMatchObject({
      type: 'flat',
      bearer_type: 'account',
      subaccounts: [{ subaccount: 'ACCT_fake0001', share: expect.any(Number) }],
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/payment/verify',
          headers: shopper.auth,
          payload: { reference: started.reference },
        })
      ).json(),
    ).toEqual({ status: 'success' });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/create-order',
      headers: shopper.auth,
      payload: { orderPrice: 0, orderItems: [], reference: started.reference },
    });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.paymentReference, started.reference));
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/v1/orders/${order!.publicId}`, headers: shopper.auth })
    ).json() as OrderDetail;
    const part = detail.parts.find((p) => p.shop.id === picks[1]!.shopId)!;
    const partKobo = Math.round((part.itemsSubtotal + part.delivery) * 100);

    // 5xx: the job fails its attempt and the refund waits for its retry (looked up first: decision 084), never failed.
    fake.refundMode = 'server_error';
    await containerOf(t.app).workflows.parts.setPartStatus(part.id, 'rejected', 'Sold out');
    const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.partId, part.id));
    while (!(await refundJob(refund!.id))?.lastError) await drainThenWait();
    // Still to run again (waiting for its retry, or already claimed for it by the background worker), never given up.
    const retried = await refundJob(refund!.id);
    expect(retried).toMatchObject({ lastError: 'An error occurred' });
    expect(['created', 'active']).toContain(retried?.state);
    // The refund waits to be looked up (checking), unless the background worker has already claimed it for that (sending).
    expect(['checking', 'sending']).toContain((await t.database.db.select().from(refunds).where(eq(refunds.id, refund!.id)))[0]!.status);

    // No answer in time: retried again.
    fake.refundMode = 'timeout';
    while (!/could not be reached/.test((await refundJob(refund!.id))?.lastError ?? '')) await drainThenWait();
    expect((await refundJob(refund!.id))?.attempts).toBeGreaterThanOrEqual(2);

    // Paystack answers: the refund is pending with Paystack's refund id, asked with a partial integer amount.
    fake.refundMode = 'ok';
    while ((await t.database.db.select().from(refunds).where(eq(refunds.id, refund!.id)))[0]!.status !== 'pending') await drainThenWait();
    const call = fake.requests.filter((r) => r.url === '/refund').at(-1);
    expect(call?.body).toEqual({ transaction: started.reference, amount: partKobo, merchant_note: refundNote(refund!.id) });
    // Looked up before each new send: Paystack's refunds of the charge, by its id.
    expect(fake.requests.some((r) => r.method === 'GET' && r.url.startsWith('/refund?transaction=1'))).toBe(true);
    const pending = (await t.database.db.select().from(refunds).where(eq(refunds.id, refund!.id)))[0]!;
    expect(pending.providerRefundId).toBe(String(fake.refundId));

    const webhook = JSON.stringify({
      event: 'refund.processed',
      data: { id: fake.refundId, status: 'processed', transaction_reference: started.reference, amount: partKobo, currency: 'NGN' },
    });
    expect((await postSignedWebhook(t.app, webhook, SECRET)).statusCode).toBe(200);
    expect((await t.database.db.select().from(refunds).where(eq(refunds.id, refund!.id)))[0]!.status).toBe('processed');

    // 4xx: Paystack refuses; the refund fails (no retry), for the operator to see.
    const other = detail.parts.find((p) => p.shop.id === picks[0]!.shopId)!;
    fake.refundMode = 'refused';
    await containerOf(t.app).workflows.parts.setPartStatus(other.id, 'cancelled', 'Closed');
    await containerOf(t.app).jobs.settle([REFUND_QUEUE]);
    const [refused] = await t.database.db.select().from(refunds).where(eq(refunds.partId, other.id));
    expect(refused).toMatchObject({ status: 'failed', failure: 'Refund amount cannot be more than the unrefunded transaction amount' });
  });
});
