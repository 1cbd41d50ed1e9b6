import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_KINDS, formatKobo, type AuditKind, type AuditPage, type OrderDetail } from '@campus/contract';
import { bookRequests, reviews } from '../../db/schema';
import { setOperator } from '../../db/operator';
import { pickProductsFromShops, type CatalogPick } from '../../test/checkout-fixtures';
import { buyAndPay, refundPart, settleMoney } from '../../test/money-fixtures';
import { containerOf, createTestApp, createTestUser, testDatabaseKind, type TestApp } from '../../test/test-app';
import type { AuditEntry } from '../access/audit-log';

/** Issue 39 item 5: the audit log as sentences, filtered, with bank numbers masked, on both databases. */
let t: TestApp;
let picks: CatalogPick[];
let ada: Awaited<ReturnType<typeof createTestUser>>;
let femi: Awaited<ReturnType<typeof createTestUser>>;
let shopper: Awaited<ReturnType<typeof createTestUser>>;
let order: OrderDetail;

const UUID_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const API_SRC = path.resolve(import.meta.dirname, '../..');

const audit = async (query = '', auth = ada.auth) => {
  const answer = await t.app.inject({ method: 'GET', url: `/api/v1/admin/audit${query ? `?${query}` : ''}`, headers: auth });
  return { status: answer.statusCode, body: answer.json() as AuditPage, raw: answer.body };
};

/** Every `action: '…'` the server's code passes to the audit log (a ternary's kinds too). */
function kindsTheCodeWrites(): Set<string> {
  const kinds = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
        const source = fs.readFileSync(full, 'utf8');
        if (!/audit\.record\(/.test(source)) continue;
        for (const [, expression] of source.matchAll(/\baction:\s*([^\n]+)/g))
          for (const [, kind] of expression!.matchAll(/'([a-z_]+(?:\.[a-z_]+)+)'/g)) kinds.add(kind!);
      }
    }
  };
  walk(API_SRC);
  return kinds;
}

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { jobs: { pollMs: 20, backoffBaseMs: 20 } } });
  picks = await pickProductsFromShops(t.database.db, 2);
  ada = await createTestUser(t.app, { fullName: 'Ada Okafor' });
  femi = await createTestUser(t.app, { fullName: 'Femi Bello' });
  for (const operator of [ada, femi]) expect((await setOperator(t.database.db, operator.user.phone, true)).ok).toBe(true);
  shopper = await createTestUser(t.app, { fullName: 'Chidi Shopper' });
  const [a, b] = picks;
  order = (
    await buyAndPay(t.app, shopper, [
      { productId: a!.productId, qty: 2 },
      { productId: b!.productId, qty: 1 },
    ])
  ).order;
}, 60_000);
afterAll(() => t?.close());

describe(`the audit log as sentences (${testDatabaseKind})`, () => {
  it('every kind of action the code audits has a sentence (a new kind without one fails here)', () => {
    const written = kindsTheCodeWrites();
    expect(written).toContain('order_part.refund');
    expect(written).toContain('shop.unsuspend');
    expect([...written].filter((kind) => !(AUDIT_KINDS as string[]).includes(kind))).toEqual([]);
    // And no sentence for a kind nothing writes any more.
    expect(AUDIT_KINDS.filter((kind) => !written.has(kind))).toEqual([]);
  });

  it('a refund reads "Ada Okafor refunded ₦… on CM-…: shop closed" and links to the order', async () => {
    const part = order.parts.find((p) => p.shop.id === picks[0]!.shopId)!;
    const refunded = await refundPart(t.app, ada.auth, part.id, 'shop closed');
    expect(refunded.statusCode).toBe(200);
    await settleMoney(t.app);
    const amount = formatKobo(Math.round((part.itemsSubtotal + part.delivery) * 100));
    const [newest] = (await audit()).body.entries;
    expect(newest).toMatchObject({
      action: 'order_part.refund',
      sentence: `Ada Okafor refunded ${amount} on ${order.id}: shop closed`,
      link: `orders/${order.id}`,
      actor: { fullName: 'Ada Okafor' },
    });
  });

  it('every kind, as recorded, reads as a sentence with its actor and no raw id or JSON', async () => {
    const { db, audit: log } = containerOf(t.app);
    const [a, b] = picks;
    const partB = order.parts.find((p) => p.shop.id === b!.shopId)!;
    const [book] = await db.insert(bookRequests).values({ name: 'Things Fall Apart', author: 'Chinua Achebe' }).returning();
    const [review] = await db
      .insert(reviews)
      .values({ partId: partB.id, shopId: b!.shopId, userId: shopper.user.id, stars: 2, text: 'Cold' })
      .returning();
    const refund = (await audit('kind=order_part.refund')).body.entries[0]!.after as { id: string };
    const shop = { name: 'Suya Spot', slug: 'suya-spot', deliveryPriceKobo: 20_000, phone: '', description: '', categoryId: 'c' };
    const recorded: Record<AuditKind, Omit<AuditEntry, 'actorId' | 'action'>> = {
      'order_part.refund': { subjectType: 'order_part', subjectId: partB.id, after: { amountKobo: 460_000, reason: 'shop closed' } },
      'refund.check': { subjectType: 'refund', subjectId: refund.id, before: { status: 'needs_check' } },
      'shop.create': { subjectType: 'shop', subjectId: a!.shopId, after: shop },
      'shop.update': { subjectType: 'shop', subjectId: a!.shopId, before: shop, after: { ...shop, deliveryPriceKobo: 30_000 } },
      'shop.suspend': { subjectType: 'shop', subjectId: a!.shopId, after: shop },
      'shop.unsuspend': { subjectType: 'shop', subjectId: a!.shopId, after: shop },
      'shop.invite': { subjectType: 'shop', subjectId: a!.shopId, after: { email: 'new.owner@example.com', role: 'owner' } },
      'shop.settlement.set': {
        subjectType: 'shop',
        subjectId: a!.shopId,
        before: { accountNumber: '1111222233', accountName: 'OLD NAME', bankName: 'Zenith Bank' },
        after: {
          accountNumber: '0123456789',
          accountName: 'MAMA PUT KITCHEN VENTURES',
          bankName: 'Guaranty Trust Bank',
          commissionPercent: 10,
        },
      },
      'shop.payout.record': {
        subjectType: 'shop',
        subjectId: a!.shopId,
        after: { payoutId: '5b0f6a53-8a43-4d0c-9a39-1c1f4b1f0e12', amountKobo: 3_657_500, paidOn: '2026-11-27', reference: 'GTB-TRF-0042' },
      },
      'shop.payout.reverse': {
        subjectType: 'shop',
        subjectId: a!.shopId,
        before: {
          payoutId: '5b0f6a53-8a43-4d0c-9a39-1c1f4b1f0e12',
          amountKobo: 3_657_500,
          paidOn: '2026-11-27',
          reference: 'GTB-TRF-0042',
        },
        after: { payoutId: '5b0f6a53-8a43-4d0c-9a39-1c1f4b1f0e12', reversed: true, reason: 'Typed ₦36,575 for ₦35,575' },
      },
      'promo_code.create': {
        subjectType: 'promo_code',
        subjectId: '5b0f6a53-8a43-4d0c-9a39-1c1f4b1f0e13',
        before: null,
        after: { code: 'LAUNCH500', kind: 'fixed', value: 50_000, funder: 'market' },
      },
      'promo_code.disable': {
        subjectType: 'promo_code',
        subjectId: '5b0f6a53-8a43-4d0c-9a39-1c1f4b1f0e13',
        before: null,
        after: { code: 'LAUNCH500', disabled: true },
      },
      'shop.acceptance_minutes': {
        subjectType: 'shop',
        subjectId: a!.shopId,
        before: { acceptanceMinutes: null },
        after: { acceptanceMinutes: 8 },
      },
      'market.settings': {
        subjectType: 'market',
        subjectId: 'settings',
        before: { acceptanceMinutes: 10, smsAfterMinutes: 5 },
        after: { acceptanceMinutes: 12, smsAfterMinutes: 6 },
      },
      'delivery_time.set': { subjectType: 'delivery_time', subjectId: 'Queen Esther', before: { minutes: null }, after: { minutes: 25 } },
      'book_request.update': {
        subjectType: 'book_request',
        subjectId: book!.id,
        before: { status: 'new', note: '' },
        after: { status: 'found', note: '', statusLabel: 'Found' },
      },
      'job.retry': {
        subjectType: 'job',
        subjectId: '5b0f6a53-8a43-4d0c-9a39-1c1f4b1f0e11',
        before: { state: 'failed', queue: 'mail', key: 'welcome:1', lastError: 'x' },
        after: { state: 'created' },
      },
      'review.hide': { subjectType: 'review', subjectId: review!.id, before: { hiddenAt: null }, after: { reason: 'Abusive words' } },
      'user.revoke_sessions': { subjectType: 'user', subjectId: shopper.user.id, before: { tokenVersion: 0 }, after: { tokenVersion: 1 } },
      'user.suspend': {
        subjectType: 'user',
        subjectId: shopper.user.id,
        before: { suspended: false },
        after: { suspended: true, reason: 'Abuse' },
      },
      'user.reinstate': { subjectType: 'user', subjectId: shopper.user.id, before: { suspended: true }, after: { suspended: false } },
    };
    for (const kind of AUDIT_KINDS) await log.record({ actorId: femi.user.id, action: kind, ...recorded[kind] });

    const { body, raw } = await audit(`actorId=${femi.user.id}&limit=100`);
    expect(body.entries.map((entry) => entry.action).sort()).toEqual([...AUDIT_KINDS].sort());
    for (const entry of body.entries) {
      expect(entry.sentence, entry.action).toMatch(/^Femi Bello [a-z]/);
      expect(entry.sentence, entry.action).not.toMatch(UUID_TEXT);
      expect(entry.sentence, entry.action).not.toMatch(/[{}]|undefined|null|did /);
    }
    const said = Object.fromEntries(body.entries.map((entry) => [entry.action, entry.sentence]));
    expect(said['order_part.refund']).toBe(`Femi Bello refunded ₦4,600.00 on ${order.id}: shop closed`);
    const shopA = order.parts.find((p) => p.shop.id === a!.shopId)!.shop.name;
    expect(said['shop.update']).toBe(`Femi Bello changed ${shopA}: delivery fee ₦200.00 → ₦300.00`);
    expect(said['shop.suspend']).toBe(`Femi Bello suspended the shop ${shopA}`);
    expect(said['promo_code.create']).toBe('Femi Bello created the promo code LAUNCH500 (₦500.00 off, the market pays)');
    expect(said['promo_code.disable']).toBe('Femi Bello turned off the promo code LAUNCH500');
    expect(said['shop.payout.record']).toBe(
      `Femi Bello recorded a payout of ₦36,575.00 to ${shopA}, paid on 27 Nov 2026, reference GTB-TRF-0042`,
    );
    expect(said['shop.payout.reverse']).toBe(
      `Femi Bello reversed the payout of ₦36,575.00 to ${shopA}, reference GTB-TRF-0042: Typed ₦36,575 for ₦35,575`,
    );
    expect(said['user.suspend']).toBe("Femi Bello suspended Chidi Shopper's account: Abuse");
    expect(said['review.hide']).toContain('hid a 2-star review of');
    expect(said['book_request.update']).toBe('Femi Bello marked the request for “Things Fall Apart” found');

    // The bank number is masked everywhere on this page: in the sentence and in what was recorded.
    expect(said['shop.settlement.set']).toContain('Guaranty Trust Bank ••••6789');
    expect(raw).not.toContain('0123456789');
    expect(raw).not.toContain('1111222233');
    const settlement = body.entries.find((entry) => entry.action === 'shop.settlement.set')!;
    expect(settlement.after).toMatchObject({ accountNumber: '••••6789' });
    expect(settlement.before).toMatchObject({ accountNumber: '••••2233' });
  });

  it('filters by actor, shop, kind and Lagos day', async () => {
    const [a, b] = picks;
    const byAda = (await audit(`actorId=${ada.user.id}`)).body.entries;
    expect(byAda.map((entry) => entry.action)).toEqual(['order_part.refund']);

    const kinds = (await audit('kind=shop.suspend')).body.entries;
    expect(kinds.length).toBe(1);
    expect(kinds.every((entry) => entry.action === 'shop.suspend')).toBe(true);

    // Shop A: its own entries and its part's refund by Ada; shop B: its part's refund and its review.
    const aboutA = (await audit(`shopId=${a!.shopId}&limit=100`)).body.entries;
    expect(aboutA.some((entry) => entry.actor.fullName === 'Ada Okafor' && entry.action === 'order_part.refund')).toBe(true);
    expect(aboutA.some((entry) => entry.action === 'shop.settlement.set')).toBe(true);
    expect(aboutA.some((entry) => entry.action === 'review.hide')).toBe(false);
    const aboutB = (await audit(`shopId=${b!.shopId}&limit=100`)).body.entries;
    expect(aboutB.map((entry) => entry.action).sort()).toEqual(['order_part.refund', 'review.hide']);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
    expect((await audit(`from=${today}&to=${today}&actorId=${ada.user.id}`)).body.entries).toHaveLength(1);
    expect((await audit(`to=2020-01-01`)).body.entries).toEqual([]);

    // The actors the filter offers: everyone who has acted.
    expect((await audit()).body.actors.map((actor) => actor.fullName)).toEqual(['Ada Okafor', 'Femi Bello']);
  });

  it('pages with the same filters: two at a time, then the next two', async () => {
    const first = (await audit(`actorId=${femi.user.id}&limit=2`)).body;
    expect(first.entries).toHaveLength(2);
    const second = (await audit(`actorId=${femi.user.id}&limit=2&before=${first.nextBefore}`)).body;
    expect(second.entries).toHaveLength(2);
    expect(second.entries[0]!.id).toBeLessThan(first.entries[1]!.id);
  });

  it('bad filters answer a clear 400; a shopper is refused', async () => {
    for (const query of ['kind=shop.explode', 'actorId=ada', 'shopId=1', 'from=2026-02-30', 'from=2026-03-02&to=2026-03-01', 'limit=0']) {
      expect((await audit(query)).status, query).toBe(400);
    }
    expect((await audit('', shopper.auth)).status).toBe(403);
  });
});
