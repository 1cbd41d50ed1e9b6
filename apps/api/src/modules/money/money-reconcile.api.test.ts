import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PAYOUT_MESSAGES,
  type LedgerResponse,
  type PayoutsResponse,
  type RecordPayoutResponse,
  type ReversePayoutResponse,
  type SettlementChecksResponse,
} from '@campus/contract';
import { auditLog, categories, ledgerEntries, payments, shopPayouts, shopSettlements, shops, users } from '../../db/schema';
import { createOperator, createShopMember } from '../../test/personas';
import { createTestApp, createTestUser, testDatabaseKind, type TestApp } from '../../test/test-app';
import { shopDate } from '../seller/shop-days';
import { MONEY_ADMIN_MESSAGES } from './money-admin';

/**
 * Issue 39 items 3 and 4 against a local fake of Paystack (GET /settlement, GET /bank, GET /bank/resolve,
 * POST /subaccount) with the documented shapes: settlement differences, payouts recorded once, the ledger's
 * CSV, and a bank name that is not the shop's needing a typed confirmation. Provider failures are 502/400.
 */
const SECRET = 'sk_test_fake_reconcile';
type Mode = 'ok' | 'down' | 'malformed' | 'refused';
const fake = {
  mode: 'ok' as Mode,
  /** Settlements per subaccount code, as Paystack lists them. */
  settlements: new Map<string, { id: number; status: string; total_amount: number; settlement_date: string }[]>(),
  requests: [] as string[],
};
let server: http.Server;
let t: TestApp;
let operator: Awaited<ReturnType<typeof createOperator>>;
let categoryId: string;

function reply(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function paystack(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://fake');
  fake.requests.push(`${req.method} ${url.pathname}${url.search}`);
  if (req.headers.authorization !== `Bearer ${SECRET}`) return reply(res, 401, { status: false, message: 'Invalid key' });
  if (fake.mode === 'down') return reply(res, 503, { status: false, message: 'Service unavailable' });
  if (req.method === 'GET' && url.pathname === '/settlement') {
    if (fake.mode === 'refused') return reply(res, 400, { status: false, message: 'Invalid subaccount' });
    const code = url.searchParams.get('subaccount') ?? '';
    if (!url.searchParams.get('from') || !url.searchParams.get('to')) return reply(res, 400, { status: false, message: 'from and to' });
    const rows = (fake.settlements.get(code) ?? []).map((row) => ({
      integration: 100032,
      settled_by: null,
      domain: 'test',
      currency: 'NGN',
      total_fees: 0,
      total_processed: row.total_amount,
      createdAt: row.settlement_date,
      updatedAt: null,
      ...row,
      total_amount: fake.mode === 'malformed' ? row.total_amount + 0.5 : row.total_amount,
      subaccount: { integration: 100032, domain: 'test', subaccount_code: code, business_name: 'A shop', id: 55 },
    }));
    return reply(res, 200, {
      status: true,
      message: 'Settlements retrieved',
      data: rows,
      meta: { total: rows.length, skipped: 0, perPage: 100, page: 1, pageCount: 1 },
    });
  }
  if (req.method === 'GET' && url.pathname === '/bank') {
    return reply(res, 200, {
      status: true,
      message: 'Banks retrieved',
      data: [
        { id: 7, name: 'Guaranty Trust Bank', slug: 'gtb', code: '058', active: true, country: 'Nigeria', currency: 'NGN', type: 'nuban' },
      ],
    });
  }
  if (req.method === 'GET' && url.pathname === '/bank/resolve') {
    if (fake.mode === 'refused')
      return reply(res, 422, { status: false, message: 'Could not resolve account name. Check parameters or try again.' });
    const names: Record<string, string> = { '0123456789': 'MAMA PUT KITCHEN VENTURES', '0690000031': 'OKAFOR ADAEZE CHIOMA' };
    const name = names[url.searchParams.get('account_number') ?? ''];
    if (!name || url.searchParams.get('bank_code') !== '058')
      return reply(res, 422, { status: false, message: 'Could not resolve account name. Check parameters or try again.' });
    return reply(res, 200, {
      status: true,
      message: 'Account number resolved',
      data: { account_number: url.searchParams.get('account_number'), account_name: name, bank_id: 7 },
    });
  }
  if (req.method === 'POST' && url.pathname === '/subaccount') {
    return reply(res, 201, {
      status: true,
      message: 'Subaccount created',
      data: { subaccount_code: `ACCT_${randomBytes(4).toString('hex')}`, id: 5 },
    });
  }
  reply(res, 404, { status: false, message: 'Not found' });
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => paystack(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({
    config: { payment: { provider: 'paystack', secretKey: SECRET, publicKey: 'pk_test_fake', baseUrl, timeoutMs: 3_000 } },
  });
  operator = await createOperator(t.app);
  const [category] = await t.database.db.insert(categories).values({ name: 'Food' }).returning({ id: categories.id });
  categoryId = category!.id;
});
afterAll(async () => {
  await t?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});
beforeEach(() => {
  fake.mode = 'ok';
  fake.requests.length = 0;
});

let shopCount = 0;
async function newShop(name: string, subaccountCode: string | null = null): Promise<string> {
  shopCount++;
  const [shop] = await t.database.db
    .insert(shops)
    .values({ slug: `reconcile-${shopCount}-${randomBytes(3).toString('hex')}`, name, categoryId, position: 100 + shopCount })
    .returning({ id: shops.id });
  if (subaccountCode)
    await t.database.db.insert(shopSettlements).values({
      shopId: shop!.id,
      bankCode: '058',
      bankName: 'Guaranty Trust Bank',
      accountNumber: '0123456789',
      accountName: name.toUpperCase(),
      subaccountCode,
      commissionBps: 500,
    });
  return shop!.id;
}

/** A paid charge whose ledger says `shopId` sold `saleKobo` at `at`, `shareKobo` of it paid to its subaccount. */
async function ledgerSale(shopId: string, at: Date, saleKobo: number, shareKobo: number) {
  const shopper = await createTestUser(t.app);
  const reference = `cm_rec_${randomBytes(6).toString('hex')}`;
  await t.database.db
    .insert(payments)
    .values({ reference, userId: shopper.user.id, amountKobo: saleKobo, status: 'success', provider: 'paystack', cartSnapshot: [] });
  const base = { paymentReference: reference, shopId, at };
  await t.database.db
    .insert(ledgerEntries)
    .values([
      { ...base, shopId: null, entryKey: `charge:${reference}`, kind: 'charge', amountKobo: saleKobo },
      { ...base, entryKey: `sale:${reference}`, kind: 'sale', amountKobo: saleKobo },
      { ...base, entryKey: `commission:${reference}`, kind: 'commission', amountKobo: saleKobo - shareKobo },
      ...(shareKobo > 0 ? [{ ...base, entryKey: `split_share:${reference}`, kind: 'split_share', amountKobo: shareKobo }] : []),
    ]);
  return reference;
}

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1/admin/${url}`, headers: operator.auth });
const postPayout = (shopId: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/shops/${shopId}/payouts`, headers: operator.auth, payload: payload as object });

describe(`settlements against the ledger (${testDatabaseKind})`, () => {
  it("shows what Paystack settled to each subaccount beside the ledger's split shares, the difference where they differ", async () => {
    const even = await newShop('Even Kitchen', 'ACCT_even0001');
    const short = await newShop('Short Grill', 'ACCT_short001');
    const day = '2026-10-05';
    await ledgerSale(even, new Date('2026-10-05T09:00:00Z'), 100_000, 95_000);
    await ledgerSale(short, new Date('2026-10-05T10:00:00Z'), 200_000, 190_000);
    await ledgerSale(short, new Date('2026-10-05T12:00:00Z'), 50_050, 47_548);
    fake.settlements.set('ACCT_even0001', [
      { id: 3001, status: 'success', total_amount: 95_000, settlement_date: '2026-10-06T00:00:00.000Z' },
    ]);
    fake.settlements.set('ACCT_short001', [
      { id: 3002, status: 'success', total_amount: 190_000, settlement_date: '2026-10-06T00:00:00.000Z' },
      { id: 3003, status: 'failed', total_amount: 47_548, settlement_date: '2026-10-06T00:00:00.000Z' },
    ]);

    const response = await get(`settlements?from=${day}&to=${day}`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as SettlementChecksResponse;
    const ofShop = (id: string) => body.shops.find((shop) => shop.shopId === id)!;
    expect(ofShop(even)).toMatchObject({ expectedKobo: 95_000, settledKobo: 95_000, inProgressKobo: 0, differenceKobo: 0 });
    // The failed settlement is listed but paid nothing: ₦475.48 short.
    expect(ofShop(short)).toMatchObject({ expectedKobo: 237_548, settledKobo: 190_000, differenceKobo: -47_548 });
    expect(ofShop(short).settlements.map((row) => row.status)).toEqual(['success', 'failed']);
    // Paystack was asked per subaccount for the Lagos day: 00:00 Lagos is 23:00 UTC the day before.
    const asked = fake.requests.find((line) => line.includes('subaccount=ACCT_short001'))!;
    expect(new URL(asked.split(' ')[1]!, 'http://x').searchParams.get('from')).toBe('2026-10-04T23:00:00.000Z');
  });

  it.each([
    ['down', 'did not answer'],
    ['malformed', 'malformed'],
    ['refused', 'Invalid subaccount'],
  ] as const)('Paystack %s: a clear 502, never a 500', async (mode, words) => {
    await newShop(`Failing ${mode}`, `ACCT_fail_${mode}`);
    fake.mode = mode;
    const response = await get('settlements?from=2026-10-05&to=2026-10-05');
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toContain(words === 'malformed' ? 'Paystack' : words);
  });

  it('a backwards or too long period is a 400', async () => {
    expect((await get('settlements?from=2026-10-05&to=2026-10-01')).statusCode).toBe(400);
    expect((await get('settlements?from=2026-01-01&to=2026-12-31')).statusCode).toBe(400);
    expect((await get('settlements?from=2026-02-30&to=2026-03-01')).statusCode).toBe(400);
  });
});

describe(`record payout (${testDatabaseKind})`, () => {
  it('twenty clicks at once record one payout and one audit entry, and the owed figure goes down by it', async () => {
    const shopId = await newShop('Hall Laundry Express');
    const day = shopDate(new Date());
    await ledgerSale(shopId, new Date(), 3_657_500, 0);
    const before = (await get(`ledger?from=${day}&to=${day}&shopId=${shopId}`)).json() as LedgerResponse;
    const owedBefore = before.days.reduce((sum, row) => sum + row.owedKobo, 0);

    const payload = { amountKobo: 3_000_000, paidOn: day, reference: 'GTB-TRF-00981' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => postPayout(shopId, payload)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const bodies = answers.map((answer) => answer.json() as RecordPayoutResponse);
    expect(bodies.filter((body) => body.recorded)).toHaveLength(1);
    expect(new Set(bodies.map((body) => body.payout.id)).size).toBe(1);
    expect(bodies[0]!.payout).toMatchObject({
      amountKobo: 3_000_000,
      paidOn: day,
      reference: 'GTB-TRF-00981',
      recordedByName: 'Test Operator',
    });

    expect(await t.database.db.select().from(shopPayouts).where(eq(shopPayouts.shopId, shopId))).toHaveLength(1);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, shopId), eq(auditLog.action, 'shop.payout.record')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: operator.user.id, subjectType: 'shop' });
    expect(audits[0]!.after).toMatchObject({ amountKobo: 3_000_000, reference: 'GTB-TRF-00981', paidOn: day });

    const after = (await get(`ledger?from=${day}&to=${day}&shopId=${shopId}`)).json() as LedgerResponse;
    expect(after.days.reduce((sum, row) => sum + row.paidOutKobo, 0)).toBe(3_000_000);
    expect(after.days.reduce((sum, row) => sum + row.owedKobo, 0)).toBe(owedBefore - 3_000_000);
    const listed = (await get(`payouts?from=${day}&to=${day}&shopId=${shopId}`)).json();
    expect(listed.payouts).toHaveLength(1);
  });

  it('the same reference with another amount is a 409; bad amounts, future dates and unknown shops are refused', async () => {
    const shopId = await newShop('Quick Prints');
    const day = shopDate(new Date());
    expect((await postPayout(shopId, { amountKobo: 50_000, paidOn: day, reference: 'REF-1' })).statusCode).toBe(200);
    const other = await postPayout(shopId, { amountKobo: 60_000, paidOn: day, reference: 'REF-1' });
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toBe(PAYOUT_MESSAGES.sameReference);
    for (const amountKobo of [0, -100, 10.5, '500', null])
      expect((await postPayout(shopId, { amountKobo, paidOn: day, reference: 'REF-2' })).statusCode).toBe(400);
    expect((await postPayout(shopId, { amountKobo: 100, paidOn: day, reference: '   ' })).statusCode).toBe(400);
    const future = await postPayout(shopId, { amountKobo: 100, paidOn: '2099-01-01', reference: 'REF-3' });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ error: PAYOUT_MESSAGES.future, field: 'paidOn' });
    const unknown = await postPayout('00000000-0000-4000-8000-000000000000', { amountKobo: 100, paidOn: day, reference: 'REF-4' });
    expect(unknown.statusCode).toBe(404);
    const notOperator = await createTestUser(t.app);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/shops/${shopId}/payouts`,
      headers: notOperator.auth,
      payload: { amountKobo: 100, paidOn: day, reference: 'REF-5' },
    });
    expect(refused.statusCode).toBe(403);
    expect(await t.database.db.select().from(shopPayouts).where(eq(shopPayouts.shopId, shopId))).toHaveLength(1);
  });
});

describe(`a payout recorded by mistake is reversed (${testDatabaseKind})`, () => {
  const reverse = (payoutId: string, payload: unknown, auth = operator.auth) =>
    t.app.inject({ method: 'POST', url: `/api/v1/admin/payouts/${payoutId}/reverse`, headers: auth, payload: payload as object });

  it('with a reason, once however many clicks: it stays listed, leaves the owed figure and the CSV, is audited once, and frees its reference for the right amount', async () => {
    const shopId = await newShop('Mama Put Kitchen');
    const day = shopDate(new Date());
    await ledgerSale(shopId, new Date(), 3_657_500, 0);
    const owed = async () => ((await get(`ledger?from=${day}&to=${day}&shopId=${shopId}`)).json() as LedgerResponse).days;
    const owedBefore = (await owed()).reduce((sum, row) => sum + row.owedKobo, 0);
    // ₦36,575 typed where ₦35,575 was paid.
    const wrong = (
      await postPayout(shopId, { amountKobo: 3_657_500, paidOn: day, reference: 'GTB-TRF-7001' })
    ).json() as RecordPayoutResponse;
    expect((await owed()).reduce((sum, row) => sum + row.owedKobo, 0)).toBe(owedBefore - 3_657_500);

    const reason = 'Typed ₦36,575 for ₦35,575';
    const answers = await Promise.all(Array.from({ length: 10 }, () => reverse(wrong.payout.id, { reason: `  ${reason} ` })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const reversed = answers.find((answer) => answer.statusCode === 200)!.json() as ReversePayoutResponse;
    expect(reversed.payout).toMatchObject({
      id: wrong.payout.id,
      amountKobo: 3_657_500,
      reversal: { byName: 'Test Operator', reason, at: expect.any(String) },
    });
    expect(answers.find((answer) => answer.statusCode === 409)!.json().error).toBe(PAYOUT_MESSAGES.alreadyReversed);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, shopId), eq(auditLog.action, 'shop.payout.reverse')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: operator.user.id,
      before: { payoutId: wrong.payout.id, amountKobo: 3_657_500, reference: 'GTB-TRF-7001' },
      after: { reversed: true, reason },
    });

    // Not paid, so owed again; still listed, saying it was reversed; not in the CSV's money.
    const afterReversal = await owed();
    expect(afterReversal.reduce((sum, row) => sum + row.paidOutKobo, 0)).toBe(0);
    expect(afterReversal.reduce((sum, row) => sum + row.owedKobo, 0)).toBe(owedBefore);
    const listed = (await get(`payouts?from=${day}&to=${day}&shopId=${shopId}`)).json() as PayoutsResponse;
    expect(listed.payouts).toHaveLength(1);
    expect(listed.payouts[0]!.reversal).toMatchObject({ reason });
    expect((await get(`ledger.csv?from=${day}&to=${day}&shopId=${shopId}`)).body).not.toContain('GTB-TRF-7001');

    // The right amount under the same bank reference.
    const right = await postPayout(shopId, { amountKobo: 3_557_500, paidOn: day, reference: 'GTB-TRF-7001' });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ recorded: true, payout: { amountKobo: 3_557_500, reversal: null } });
    expect((await owed()).reduce((sum, row) => sum + row.owedKobo, 0)).toBe(owedBefore - 3_557_500);
    // A repeat of the right one is the right one again, never the reversed one.
    const again = (
      await postPayout(shopId, { amountKobo: 3_557_500, paidOn: day, reference: 'GTB-TRF-7001' })
    ).json() as RecordPayoutResponse;
    expect(again).toMatchObject({ recorded: false, payout: { id: right.json().payout.id } });
    expect(
      (await t.database.db.select().from(shopPayouts).where(eq(shopPayouts.shopId, shopId))).map((row) => row.amountKobo).sort(),
    ).toEqual([3_557_500, 3_657_500]);
    expect((await get(`ledger.csv?from=${day}&to=${day}&shopId=${shopId}`)).body).toContain('"GTB-TRF-7001",35575.00');
  });

  it('needs a one-line reason; an unknown payout is a 404, and only the operator may', async () => {
    const shopId = await newShop('Quick Prints Two');
    const day = shopDate(new Date());
    const payout = (await postPayout(shopId, { amountKobo: 50_000, paidOn: day, reference: 'REV-1' })).json() as RecordPayoutResponse;
    for (const reason of ['', 'no', 'a'.repeat(201), 'line one\nline two']) {
      const answer = await reverse(payout.payout.id, { reason });
      expect(answer.statusCode, JSON.stringify(reason)).toBe(400);
      expect(answer.json().error).toContain(PAYOUT_MESSAGES.reversalReason);
    }
    expect((await reverse(payout.payout.id, {})).statusCode).toBe(400);
    expect((await reverse('00000000-0000-4000-8000-000000000000', { reason: 'Wrong shop' })).statusCode).toBe(404);
    expect((await reverse('not-a-payout', { reason: 'Wrong shop' })).statusCode).toBe(400);
    const owner = await createShopMember(t.app, shopId, 'owner');
    expect((await reverse(payout.payout.id, { reason: 'Wrong shop' }, owner.auth)).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(shopPayouts).where(eq(shopPayouts.id, payout.payout.id));
    expect(row).toMatchObject({ reversedAt: null, reversedBy: null, reversalReason: null });
  });
});

describe(`the ledger as CSV (${testDatabaseKind})`, () => {
  it('UTF-8 with naira as numbers, Lagos dates, payouts included and formula-like text defused', async () => {
    const shopId = await newShop('=HYPERLINK("http://evil.test","Suya ₦ Spot")');
    // 23:30 UTC on 1 Oct is 00:30 on 2 Oct in Lagos.
    const reference = await ledgerSale(shopId, new Date('2026-10-01T23:30:00Z'), 123_450, 0);
    await ledgerSale(shopId, new Date('2026-10-01T12:00:00Z'), 1_000, 0);
    await postPayout(shopId, { amountKobo: 100_005, paidOn: '2026-10-02', reference: '+2348012345678' });

    const response = await get(`ledger.csv?from=2026-10-02&to=2026-10-02&shopId=${shopId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="campus-market-ledger-2026-10-02-to-2026-10-02.csv"');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('"Date (Lagos)","Time (Lagos)","Kind","Shop","Order","Reference","Amount (NGN)"');
    const shopCell = '"\'=HYPERLINK(""http://evil.test"",""Suya ₦ Spot"")"';
    expect(lines).toContain(`2026-10-02,00:30,"Sale",${shopCell},"","${reference}",1234.50`);
    expect(lines).toContain(`2026-10-02,00:30,"Commission",${shopCell},"","${reference}",1234.50`);
    expect(lines).toContain(`2026-10-02,,"Payout recorded",${shopCell},"","'+2348012345678",1000.05`);
    // The noon sale of 1 October (Lagos) is another day's; the charge has no shop and is left out with it.
    expect(lines).toHaveLength(4);
    expect(lines.some((line) => line.includes('12:00') || line.includes('13:00'))).toBe(false);
  });

  it("is the operator's only, and a bad period is a 400", async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/ledger.csv?from=2026-10-01&to=2026-10-02' })).statusCode).toBe(401);
    expect((await get('ledger.csv?from=2026-10-03&to=2026-10-02')).statusCode).toBe(400);
  });
});

describe(`bank details checked against the shop and its owner (${testDatabaseKind})`, () => {
  const put = (shopId: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/admin/shops/${shopId}/settlement`, headers: operator.auth, payload });

  it("a stranger's name (MAMA PUT KITCHEN VENTURES for Hall Laundry Express) needs the name typed, then saves flagged and audited", async () => {
    const shopId = await newShop('Hall Laundry Express');
    const body = { bankCode: '058', accountNumber: '0123456789', confirmedAccountName: 'MAMA PUT KITCHEN VENTURES' };
    const unconfirmed = await put(shopId, body);
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json()).toMatchObject({ error: MONEY_ADMIN_MESSAGES.nameNotShops, field: 'typedAccountName' });
    expect((await put(shopId, { ...body, typedAccountName: 'Hall Laundry Express' })).statusCode).toBe(400);
    expect(await t.database.db.select().from(shopSettlements).where(eq(shopSettlements.shopId, shopId))).toHaveLength(0);

    const saved = await put(shopId, { ...body, typedAccountName: ' mama put kitchen  ventures ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ accountName: 'MAMA PUT KITCHEN VENTURES', nameMatchesShop: false });
    expect((await get(`shops/${shopId}/settlement`)).json().settlement).toMatchObject({ nameMatchesShop: false });
    // Flagged on the shop's row of the operator's shops list.
    const listed = (await get('shops')).json().shops.find((shop: { id: string }) => shop.id === shopId);
    expect(listed).toMatchObject({ bankAccountName: 'MAMA PUT KITCHEN VENTURES', bankNameMatches: false });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, shopId), eq(auditLog.action, 'shop.settlement.set')))
      .orderBy(asc(auditLog.id));
    expect(audit!.after).toMatchObject({ nameMatchesShop: false, typedAccountName: ' mama put kitchen  ventures ' });
  });

  it("the owner's own name saves with no typing and is not flagged", async () => {
    const shopId = await newShop('Hall Laundry Express');
    const owner = await createShopMember(t.app, shopId, 'owner');
    await t.database.db.update(users).set({ fullName: 'Adaeze Okafor' }).where(eq(users.id, owner.user.id));
    const saved = await put(shopId, { bankCode: '058', accountNumber: '0690000031', confirmedAccountName: 'OKAFOR ADAEZE CHIOMA' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ nameMatchesShop: true });
    const listed = (await get('shops')).json().shops.find((shop: { id: string }) => shop.id === shopId);
    expect(listed).toMatchObject({ bankAccountName: 'OKAFOR ADAEZE CHIOMA', bankNameMatches: true });
  });

  it('resolution errors are a 400 for an account the bank does not know and a 502 when Paystack is down, never a 500', async () => {
    const resolve = (accountNumber: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/banks/resolve',
        headers: operator.auth,
        payload: { bankCode: '058', accountNumber },
      });
    expect((await resolve('0123456789')).json()).toMatchObject({ accountName: 'MAMA PUT KITCHEN VENTURES' });
    const unknown = await resolve('9999999999');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(MONEY_ADMIN_MESSAGES.accountNotResolved);
    fake.mode = 'down';
    const down = await resolve('0123456789');
    expect(down.statusCode).toBe(502);
    expect(down.json().error).toBe(MONEY_ADMIN_MESSAGES.providerDown);
    expect((await resolve('12345')).statusCode).toBe(400);
  });
});
