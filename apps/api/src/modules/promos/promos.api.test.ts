import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commissionOf, marketDay, type InitializePaymentResponse, type PaymentSplit, type PromoCode } from '@campus/contract';
import { orders, payments, products, sandboxSubaccounts, shopSettlements } from '../../db/schema';
import { fillCart, paymentStatus, pickProductsFromShops, type CatalogPick } from '../../test/checkout-fixtures';
import { addProduct, ledgerSums, partsOf, refundRows, settleMoney } from '../../test/money-fixtures';
import { createOperator, createShopMember } from '../../test/personas';
import { containerOf, createTestApp, createTestUser, type TestApp } from '../../test/test-app';

/** Promo codes (issue 38 item 3, decision 114), on PGlite and on PostgreSQL (TEST_DATABASE=postgres). */
let t: TestApp;
let shopA: CatalogPick;
let shopB: CatalogPick;
let operator: Awaited<ReturnType<typeof createOperator>>;
let ownerA: Awaited<ReturnType<typeof createShopMember>>;
let productA: string;
let productB: string;
let offsetMs = 0;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: true, now: () => new Date(Date.now() + offsetMs) });
  [shopA, shopB] = (await pickProductsFromShops(t.database.db, 2)) as [CatalogPick, CatalogPick];
  operator = await createOperator(t.app);
  ownerA = await createShopMember(t.app, shopA.shopId, 'owner');
  // ₦1,500.00 items; shop A is paid through a subaccount at 5 %, shop B's share is owed.
  productA = await addProduct(t.database.db, shopA.shopId, 150_000);
  productB = await addProduct(t.database.db, shopB.shopId, 100_000);
  await t.database.db
    .insert(sandboxSubaccounts)
    .values({ code: 'ACCT_promoA', businessName: 'A', bankCode: '058', accountNumber: '0123456789', percentageCharge: '5' });
  await t.database.db.insert(shopSettlements).values({
    shopId: shopA.shopId,
    bankCode: '058',
    bankName: 'Test Bank',
    accountNumber: '0123456789',
    accountName: 'Shop A',
    subaccountCode: 'ACCT_promoA',
    commissionBps: 500,
  });
});
afterAll(async () => {
  await t?.close();
  if (t) fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

const uniqueCode = (prefix: string) => `${prefix}-${++serial}${Date.now().toString(36).slice(-4).toUpperCase()}`;

async function operatorCode(body: Record<string, unknown>): Promise<PromoCode> {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/admin/promo-codes', headers: operator.auth, payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PromoCode;
}

async function shopperWith(lines: { productId: string; qty: number }[]) {
  const shopper = await createTestUser(t.app);
  await fillCart(t.database.db, shopper.user.id, lines);
  return shopper;
}

function pay(shopper: { auth: Record<string, string> }, promoCode?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payment/initialize',
    headers: shopper.auth,
    payload: promoCode ? { promoCode } : {},
  });
}

async function splitOf(reference: string): Promise<PaymentSplit> {
  const [row] = await t.database.db.select({ split: payments.split }).from(payments).where(eq(payments.reference, reference));
  return row!.split!;
}

describe('promo codes', () => {
  it("the operator's ₦500 off a first order: quoted line by line, charged less, paid for by the market out of commission and then as an expense", async () => {
    const code = await operatorCode({ code: uniqueCode('launch'), kind: 'fixed', value: 50_000, firstOrderOnly: true, usesPerAccount: 1 });
    expect(code).toMatchObject({ funder: 'market', shopId: null, shopIds: null, usesCount: 0 });
    const shopper = await shopperWith([{ productId: productA, qty: 1 }]);
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/promo/quote',
      headers: shopper.auth,
      payload: { code: code.code.toLowerCase() },
    });
    expect(quote.statusCode).toBe(200);
    const delivery = shopA.deliveryKobo;
    expect(quote.json()).toMatchObject({
      code: code.code,
      funder: 'market',
      discountKobo: 50_000,
      shops: [{ shopId: shopA.shopId, discountKobo: 50_000 }],
      subtotalKobo: 150_000,
      deliveryKobo: delivery,
      totalKobo: 150_000 + delivery - 50_000,
    });

    const started = (await pay(shopper, code.code)).json() as InitializePaymentResponse;
    expect(started.amount).toBe(150_000 + delivery - 50_000);
    const split = await splitOf(started.reference);
    const commission = commissionOf(150_000 + delivery, 500);
    const expense = Math.max(0, 50_000 - commission);
    // The shop is paid as if there were no code; what the commission cannot cover is the market's expense.
    expect(split.shares[0]).toMatchObject({ shopDiscountKobo: 0, marketDiscountKobo: 50_000, marketExpenseKobo: expense });
    expect(split.shares[0]!.shareKobo + expense).toBe(150_000 + delivery - commission);
    expect(split.shares[0]!.shareKobo + split.marketKobo).toBe(started.amount);

    await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${started.accessCode}/pay` });
    await settleMoney(t.app);
    const sums = await ledgerSums(t.database.db, started.reference);
    expect(sums).toMatchObject({ charge: started.amount, sale: 150_000 + delivery, commission, discount_market: 50_000 });
    if (expense > 0) expect(sums.market_expense).toBe(expense);
    // Charged = sales − discounts, and the shop is owed what the split did not pay it: the expense.
    expect(sums.charge).toBe(sums.sale! - (sums.discount_shop ?? 0) - sums.discount_market!);

    // The order shows the discount; a second order with the code is refused (first order only, once per account).
    const [part] = await partsOf(t.database.db, started.reference);
    expect(part!.discountKobo).toBe(50_000);
    const [order] = await t.database.db
      .select({ publicId: orders.publicId })
      .from(orders)
      .where(eq(orders.paymentReference, started.reference));
    const detail = (await t.app.inject({ method: 'GET', url: `/api/v1/orders/${order!.publicId}`, headers: shopper.auth })).json();
    expect(detail).toMatchObject({ discount: 500, promoCode: code.code, total: started.amount / 100, parts: [{ discount: 500 }] });
    await fillCart(t.database.db, shopper.user.id, [{ productId: productB, qty: 1 }]);
    const again = await pay(shopper, code.code);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('You have already used this code as many times as it allows.');
  });

  it("an owner's 10 % code applies to their shop only, comes off their share, and a refund of the discounted part gives back what was paid for it", async () => {
    const create = await t.app.inject({
      method: 'POST',
      url: `/api/v1/seller/shops/${await slugOf(shopA.shopId)}/promo-codes`,
      headers: ownerA.auth,
      payload: { code: uniqueCode('shopa'), kind: 'percent', value: 1_000, maxDiscountKobo: 100_000 },
    });
    expect(create.statusCode, create.body).toBe(200);
    const code = create.json() as PromoCode;
    expect(code).toMatchObject({ funder: 'shop', shopId: shopA.shopId, shopIds: [shopA.shopId] });

    const shopper = await shopperWith([
      { productId: productA, qty: 2 },
      { productId: productB, qty: 1 },
    ]);
    const started = (await pay(shopper, code.code)).json() as InitializePaymentResponse;
    const split = await splitOf(started.reference);
    const shareA = split.shares.find((share) => share.shopId === shopA.shopId)!;
    const shareB = split.shares.find((share) => share.shopId === shopB.shopId)!;
    expect(shareA.shopDiscountKobo).toBe(30_000);
    expect(shareA.commissionKobo).toBe(commissionOf(shareA.grossKobo - 30_000, 500));
    expect(shareA.shareKobo).toBe(shareA.grossKobo - 30_000 - shareA.commissionKobo);
    expect(shareB.shopDiscountKobo).toBeUndefined();
    expect(started.amount).toBe(shareA.grossKobo + shareB.grossKobo - 30_000);

    await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${started.accessCode}/pay` });
    await settleMoney(t.app);
    const parts = await partsOf(t.database.db, started.reference);
    const partA = parts.find((part) => part.shopId === shopA.shopId)!;
    await containerOf(t.app).workflows.parts.setPartStatus(partA.id, 'cancelled', 'Out of pies');
    await settleMoney(t.app);
    const [refund] = await refundRows(t.database.db, started.reference);
    // What was paid for the part: its items and delivery less its discount, never the undiscounted price.
    expect(refund!.amountKobo).toBe(shareA.grossKobo - 30_000);
    expect(refund!.status).toBe('processed');
  });

  it("a refund of a part bought with the market's code: what was paid goes back, the market's discount comes back to it, and the shop's books end as with no code", async () => {
    const code = await operatorCode({ code: uniqueCode('back'), kind: 'fixed', value: 50_000 });
    const today = marketDay(new Date());
    const owedToA = async () => {
      const ledger = await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/ledger?from=${today}&to=${today}&shopId=${shopA.shopId}`,
        headers: operator.auth,
      });
      expect(ledger.statusCode, ledger.body).toBe(200);
      return (ledger.json().days as { shopId: string; owedKobo: number }[]).find((day) => day.shopId === shopA.shopId)?.owedKobo ?? 0;
    };
    const before = await owedToA();
    const shopper = await shopperWith([{ productId: productA, qty: 1 }]);
    const started = (await pay(shopper, code.code)).json() as InitializePaymentResponse;
    const share = (await splitOf(started.reference)).shares[0]!;
    expect(share.marketDiscountKobo).toBe(50_000);
    await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${started.accessCode}/pay` });
    await settleMoney(t.app);
    // Paid: what the commission could not cover is owed to the shop outside the split.
    expect((await owedToA()) - before).toBe(share.marketExpenseKobo ?? 0);

    const [part] = await partsOf(t.database.db, started.reference);
    await containerOf(t.app).workflows.parts.setPartStatus(part!.id, 'cancelled', 'Out of pies');
    await settleMoney(t.app);
    const [refund] = await refundRows(t.database.db, started.reference);
    // The shopper gets back what they paid, never the price before the code.
    expect(refund).toMatchObject({ amountKobo: started.amount, status: 'processed' });
    const sums = await ledgerSums(t.database.db, started.reference);
    expect(sums).toMatchObject({
      charge: started.amount,
      refund: started.amount,
      discount_market: 50_000,
      discount_market_reversal: 50_000,
      commission_reversal: share.commissionKobo,
    });
    // The shop keeps nothing of the part and is owed none of the discount: it owes back what the split paid it,
    // as it would for a part bought without a code.
    expect((await owedToA()) - before).toBe(-share.shareKobo);
  });

  it("an owner's code shows in their takings as Your codes, and the net is what the split paid the shop", async () => {
    const slug = await slugOf(shopA.shopId);
    const takings = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/seller/shops/${slug}/takings?period=day`, headers: ownerA.auth })).json() as {
        total: { discountsKobo: number; netKobo: number };
      };
    const before = (await takings()).total;
    const create = await t.app.inject({
      method: 'POST',
      url: `/api/v1/seller/shops/${slug}/promo-codes`,
      headers: ownerA.auth,
      payload: { code: uniqueCode('ours'), kind: 'fixed', value: 20_000 },
    });
    expect(create.statusCode, create.body).toBe(200);
    const shopper = await shopperWith([{ productId: productA, qty: 1 }]);
    const started = (await pay(shopper, (create.json() as PromoCode).code)).json() as InitializePaymentResponse;
    const share = (await splitOf(started.reference)).shares[0]!;
    expect(share.shopDiscountKobo).toBe(20_000);
    await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${started.accessCode}/pay` });
    await settleMoney(t.app);
    const [part] = await partsOf(t.database.db, started.reference);
    await containerOf(t.app).workflows.parts.setPartStatus(part!.id, 'accepted');
    const after = (await takings()).total;
    expect(after.discountsKobo - before.discountsKobo).toBe(20_000);
    // The fee is the market's by default: what the takings say the shop made is what Paystack paid its subaccount.
    expect(after.netKobo - before.netKobo).toBe(share.shareKobo);
  });

  it("parallel checkouts cannot pass a code's uses (uses race), and an abandoned payment gives its use back", async () => {
    const code = await operatorCode({ code: uniqueCode('race'), kind: 'fixed', value: 10_000, totalUses: 5 });
    const shoppers = await Promise.all(Array.from({ length: 30 }, () => shopperWith([{ productId: productB, qty: 1 }])));
    const answers = await Promise.all(shoppers.map((shopper) => pay(shopper, code.code)));
    const ok = answers.filter((answer) => answer.statusCode === 200);
    expect(ok).toHaveLength(5);
    expect(
      answers.filter((answer) => answer.statusCode === 409).every((answer) => answer.json().error === 'This code has been used up.'),
    ).toBe(true);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/admin/promo-codes', headers: operator.auth });
    expect((list.json().codes as PromoCode[]).find((row) => row.id === code.id)?.usesCount).toBe(5);

    // Nobody pays; after 10 minutes reconciliation abandons them and their uses come back.
    offsetMs = 11 * 60_000;
    try {
      await containerOf(t.app).workflows.reconcilePending();
    } finally {
      offsetMs = 0;
    }
    expect(await paymentStatus(t.database.db, (ok[0]!.json() as InitializePaymentResponse).reference)).toBe('abandoned');
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/admin/promo-codes', headers: operator.auth });
    expect((after.json().codes as PromoCode[]).find((row) => row.id === code.id)?.usesCount).toBe(0);
    expect((await pay(shoppers[29]!, code.code)).statusCode).toBe(200);
  });

  it('a checkout refused for stock after its code was held gives the use back (the workflow compensates)', async () => {
    const code = await operatorCode({ code: uniqueCode('comp'), kind: 'fixed', value: 10_000, totalUses: 1 });
    const counted = await addProduct(t.database.db, shopB.shopId, 100_000);
    await t.database.db.update(products).set({ stockCount: 1 }).where(eq(products.id, counted));
    const shopper = await shopperWith([{ productId: counted, qty: 2 }]);
    const refused = await pay(shopper, code.code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('Only 1 of Money test item left. Lower the quantity in your cart to continue.');
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/admin/promo-codes', headers: operator.auth });
    expect((list.json().codes as PromoCode[]).find((row) => row.id === code.id)?.usesCount).toBe(0);
    // The one use is still there for someone whose cart fits.
    expect((await pay(await shopperWith([{ productId: counted, qty: 1 }]), code.code)).statusCode).toBe(200);
  });

  it('refuses what does not apply with the reason, and bad input with 400', async () => {
    const shopper = await shopperWith([{ productId: productB, qty: 1 }]);
    const quote = (code: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/user/promo/quote', headers: shopper.auth, payload: { code } });
    expect((await quote('NO-SUCH-CODE')).json()).toMatchObject({ error: 'This code does not exist.' });
    const expired = await operatorCode({ code: uniqueCode('old'), kind: 'fixed', value: 100, validUntil: '2020-01-01T00:00:00Z' });
    expect((await quote(expired.code)).json().error).toBe('This code has expired.');
    const elsewhere = await operatorCode({ code: uniqueCode('only-a'), kind: 'fixed', value: 100, shopIds: [shopA.shopId] });
    expect((await quote(elsewhere.code)).json().error).toBe('This code does not apply to the shops in your cart.');
    const big = await operatorCode({ code: uniqueCode('big'), kind: 'percent', value: 500, minOrderKobo: 1_000_000 });
    expect((await quote(big.code)).json().error).toBe('This code needs an order of at least ₦10,000.00 from the shops it applies to.');
    const off = await operatorCode({ code: uniqueCode('off'), kind: 'fixed', value: 100 });
    await t.app.inject({ method: 'POST', url: `/api/v1/admin/promo-codes/${off.id}/disable`, headers: operator.auth });
    expect((await quote(off.code)).json().error).toBe('This code has been turned off.');
    // Paying with a code that does not apply starts nothing and holds nothing.
    const refused = await pay(shopper, elsewhere.code);
    expect(refused.statusCode).toBe(409);

    for (const body of [
      { code: 'x', kind: 'fixed', value: 100 },
      { code: 'GOOD-CODE', kind: 'percent', value: 10_001 },
      { code: 'GOOD-CODE', kind: 'fixed', value: 0 },
      { code: 'GOOD-CODE', kind: 'fixed', value: 1.5 },
      { code: 'GOOD-CODE', kind: 'bogus', value: 100 },
      { code: 'GOOD-CODE', kind: 'fixed', value: 100, totalUses: 0 },
      { code: 'GOOD-CODE', kind: 'fixed', value: 100, validFrom: '2030-01-02T00:00:00Z', validUntil: '2030-01-01T00:00:00Z' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/admin/promo-codes', headers: operator.auth, payload: body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/promo-codes',
      headers: operator.auth,
      payload: { code: off.code, kind: 'fixed', value: 100 },
    });
    expect(taken.statusCode).toBe(409);
    // An owner's code is for their own shop; a shopper is not the operator; another shop's owner sees nothing.
    const widen = await t.app.inject({
      method: 'POST',
      url: `/api/v1/seller/shops/${await slugOf(shopA.shopId)}/promo-codes`,
      headers: ownerA.auth,
      payload: { code: uniqueCode('wide'), kind: 'fixed', value: 100, shopIds: [shopB.shopId] },
    });
    expect(widen.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/promo-codes', headers: shopper.auth })).statusCode).toBe(403);
    const ownerB = await createShopMember(t.app, shopB.shopId, 'owner');
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/v1/seller/shops/${await slugOf(shopA.shopId)}/promo-codes`,
      headers: ownerB.auth,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

async function slugOf(shopId: string): Promise<string> {
  const shop = await containerOf(t.app).db.query.shops.findFirst({ where: (shops, { eq: equals }) => equals(shops.id, shopId) });
  return shop!.slug;
}
