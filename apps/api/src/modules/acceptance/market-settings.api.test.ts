import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCEPTANCE_MESSAGES, marketSettingsSchema, needsAttentionSchema } from '@campus/contract';
import { auditLog } from '../../db/schema';
import { createPersonas, headersOf, type PersonaName, type Personas } from '../../test/personas';
import { createTestApp, createTestUser, testDatabaseKind, type TestApp } from '../../test/test-app';
import { payForOrder } from '../../test/paid-orders';

let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);
let t: TestApp;
let p: Personas;

beforeAll(async () => {
  t = await createTestApp({ seed: true, now, config: { acceptanceSweepMs: 3_600_000 } });
  p = await createPersonas(t.app);
});
afterAll(async () => {
  await t?.close();
  if (t) fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

const put = (who: PersonaName, url: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/v1${url}`, headers: headersOf(p, who), payload: payload as Record<string, unknown> });

describe(`the market's acceptance settings (issue 36, ${testDatabaseKind})`, () => {
  it('start at 10 minutes to accept and 2 before the text, and every shop follows them', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/v1/admin/market-settings', headers: p.operator.auth });
    expect(answer.statusCode).toBe(200);
    const settings = marketSettingsSchema.parse(answer.json());
    expect(settings).toMatchObject({ acceptanceMinutes: 10, smsAfterMinutes: 2 });
    expect(settings.shops.find((shop) => shop.slug === p.shopA.slug)).toMatchObject({ acceptanceMinutes: null });
  });

  it('are changed by the operator, with an audit row that says from what to what', async () => {
    const saved = await put('operator', '/admin/market-settings', { acceptanceMinutes: 15, smsAfterMinutes: 3 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ acceptanceMinutes: 15, smsAfterMinutes: 3 });
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'market.settings'));
    expect(row).toMatchObject({
      actorId: p.operator.user.id,
      before: { acceptanceMinutes: 10, smsAfterMinutes: 2 },
      after: { acceptanceMinutes: 15, smsAfterMinutes: 3 },
    });

    const shop = await put('operator', `/admin/shops/${p.shopA.slug}/acceptance`, { acceptanceMinutes: 25 });
    expect(shop.json()).toMatchObject({ slug: p.shopA.slug, acceptanceMinutes: 25 });
    const [shopRow] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'shop.acceptance_minutes'), eq(auditLog.subjectId, p.shopA.id)));
    expect(shopRow).toMatchObject({ before: { acceptanceMinutes: null }, after: { acceptanceMinutes: 25 } });
    expect((await put('operator', `/admin/shops/${p.shopA.slug}/acceptance`, { acceptanceMinutes: null })).json()).toMatchObject({
      acceptanceMinutes: null,
    });
    await put('operator', '/admin/market-settings', { acceptanceMinutes: 10, smsAfterMinutes: 2 });
  });

  it.each([
    ['zero minutes to accept', { acceptanceMinutes: 0, smsAfterMinutes: 1 }],
    ['more than two hours', { acceptanceMinutes: 121, smsAfterMinutes: 2 }],
    ['part of a minute', { acceptanceMinutes: 2.5, smsAfterMinutes: 1 }],
    ['words for minutes', { acceptanceMinutes: 'ten', smsAfterMinutes: 2 }],
    ['a missing field', { acceptanceMinutes: 10 }],
    ['an unknown field', { acceptanceMinutes: 10, smsAfterMinutes: 2, refundEverything: true }],
    ['the text after the deadline', { acceptanceMinutes: 5, smsAfterMinutes: 5 }],
    ['a negative text delay', { acceptanceMinutes: 5, smsAfterMinutes: -1 }],
  ])('refuse %s with a clear 400', async (_name, body) => {
    const answer = await put('operator', '/admin/market-settings', body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toEqual(expect.any(String));
  });

  it('say why when the text would go after the deadline', async () => {
    const answer = await put('operator', '/admin/market-settings', { acceptanceMinutes: 3, smsAfterMinutes: 4 });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain(ACCEPTANCE_MESSAGES.smsAfterTooLate);
  });

  it.each([[{ acceptanceMinutes: 0 }], [{ acceptanceMinutes: 500 }], [{ acceptanceMinutes: '20' }], [{}]])(
    "refuse a shop's minutes of %j with 400",
    async (body) => {
      expect((await put('operator', `/admin/shops/${p.shopA.slug}/acceptance`, body)).statusCode).toBe(400);
    },
  );

  it('answer 404 for a shop that does not exist', async () => {
    expect((await put('operator', '/admin/shops/no-such-shop/acceptance', { acceptanceMinutes: 5 })).statusCode).toBe(404);
  });
});

describe(`only the operator changes deadlines (issue 36, ${testDatabaseKind})`, () => {
  it('a shop owner who calls the market settings endpoint to give every shop two hours is refused (403) and nothing changes', async () => {
    const answer = await put('ownerA', '/admin/market-settings', { acceptanceMinutes: 120, smsAfterMinutes: 60 });
    expect(answer.statusCode).toBe(403);
    const settings = await t.app.inject({ method: 'GET', url: '/api/v1/admin/market-settings', headers: p.operator.auth });
    expect(settings.json()).toMatchObject({ acceptanceMinutes: 10, smsAfterMinutes: 2 });
  });

  it("a shop owner who tries to lengthen their own shop's deadline is refused (403)", async () => {
    expect((await put('ownerA', `/admin/shops/${p.shopA.slug}/acceptance`, { acceptanceMinutes: 120 })).statusCode).toBe(403);
  });

  it.each<[PersonaName, number]>([
    ['signedOut', 401],
    ['shopper', 403],
    ['staffA', 403],
    ['ownerB', 403],
  ])('%s reading the settings or the Needs attention list gets %i', async (who, status) => {
    for (const url of ['/api/v1/admin/market-settings', '/api/v1/admin/needs-attention'])
      expect((await t.app.inject({ method: 'GET', url, headers: headersOf(p, who) })).statusCode).toBe(status);
  });
});

describe(`Needs attention (issue 36 item 8, ${testDatabaseKind})`, () => {
  it('lists a part past half its time to accept, and an accepted part past its due time', async () => {
    offsetMs = 0;
    const shopper = await createTestUser(t.app);
    const waiting = await payForOrder(t, shopper, [p.shopA.id]);
    const late = await payForOrder(t, await createTestUser(t.app), [p.shopB.id]);
    const accept = await t.app.inject({
      method: 'POST',
      url: `/api/v1/seller/shops/${p.shopB.slug}/parts/${late.parts[0]!.id}/status`,
      headers: p.ownerB.auth,
      payload: { status: 'accepted', readyInMinutes: 10 },
    });
    expect(accept.statusCode, accept.body).toBe(200);

    const before = needsAttentionSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/needs-attention', headers: p.operator.auth })).json(),
    );
    expect(before.waiting.map((part) => part.orderId)).not.toContain(waiting.id);
    expect(before.late.map((part) => part.orderId)).not.toContain(late.id);

    // Half of 10 minutes has gone for the first; the second's 10 minutes + 20 for delivery have gone too.
    offsetMs = 31 * 60_000;
    const after = needsAttentionSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/needs-attention', headers: p.operator.auth })).json(),
    );
    expect(after.waiting.find((part) => part.orderId === waiting.id)).toMatchObject({ shop: p.shopA.name });
    expect(after.late.find((part) => part.orderId === late.id)).toMatchObject({ shop: p.shopB.name, status: 'accepted' });
    offsetMs = 0;
  });
});
