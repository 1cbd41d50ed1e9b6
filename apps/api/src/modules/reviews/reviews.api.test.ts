import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, type ManagedReviewsPage, type MyPartReview, type MyReview, type ReviewsPage, type Shop } from '@campus/contract';
import { orderParts, reviews } from '../../db/schema';
import { addProduct, buyAndPay } from '../../test/money-fixtures';
import { createPersonas, type Personas } from '../../test/personas';
import { createTestApp, createTestUser, testDatabaseKind, type TestApp } from '../../test/test-app';
import { REVIEW_WRITES_PER_HOUR } from './reviews.routes';
import sharp from 'sharp';
import { phoneJpeg } from '../../test/test-images';

type Shopper = Awaited<ReturnType<typeof createTestUser>>;

/** Ratings and reviews (issue 37 item 1): who may review what, once, for how long, and what the storefront shows. */
let t: TestApp;
let people: Personas;
let productA: string;
let clock = new Date('2026-11-20T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ seed: true, now: () => clock });
  people = await createPersonas(t.app);
  productA = await addProduct(t.database.db, people.shopA.id, 150_000);
}, 120_000);
afterAll(() => t?.close());

const db = () => t.database.db;

/** A shopper with a paid part of shop A containing productA, moved to `status`. */
async function boughtPart(status = 'delivered', shopper?: Shopper): Promise<{ shopper: Shopper; partId: string }> {
  const buyer = shopper ?? (await createTestUser(t.app, { fullName: 'Ada Obi' }));
  const { order } = await buyAndPay(t.app, buyer, [{ productId: productA, qty: 1 }]);
  const partId = order.parts[0]!.id;
  await db().update(orderParts).set({ status }).where(eq(orderParts.id, partId));
  return { shopper: buyer, partId };
}

const post = (auth: Record<string, string>, partId: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/user/reviews/parts/${partId}`, headers: auth, payload });
const edit = (auth: Record<string, string>, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/user/reviews/${id}`, headers: auth, payload });
const shopPage = async (page = 1) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/shop/${people.shopA.slug}/reviews?page=${page}` })).json<ReviewsPage>();
const shopAnswer = async () => (await t.app.inject({ method: 'GET', url: `/api/v1/shop/slug/${people.shopA.slug}` })).json<Shop>();

describe(`ratings and reviews (${testDatabaseKind})`, () => {
  it('the shopper of a delivered part rates it; the shop, its product and the category card show the rating at once', async () => {
    const { shopper, partId } = await boughtPart();
    const before = await shopAnswer();
    const answer = await post(shopper.auth, partId, { stars: 4, text: '  Hot and quick.\r\nWill order again.  ' });
    expect(answer.statusCode).toBe(201);
    const review = answer.json<MyReview>();
    expect(review).toMatchObject({ stars: 4, text: 'Hot and quick.\nWill order again.', author: 'Ada O.', canEdit: true, hidden: null });
    const mine = (
      await t.app.inject({ method: 'GET', url: `/api/v1/user/reviews/parts/${partId}`, headers: shopper.auth })
    ).json<MyPartReview>();
    expect(mine.review?.id).toBe(review.id);

    const after = await shopAnswer();
    expect(after.rating?.count).toBe((before.rating?.count ?? 0) + 1);
    expect((await shopPage()).reviews[0]).toMatchObject({ id: review.id, text: 'Hot and quick.\nWill order again.', reply: null });
    const categories = (await t.app.inject({ method: 'GET', url: '/api/v1/categories' })).json<{ data: { shops: Shop[] }[] }>();
    const card = categories.data.flatMap((category) => category.shops).find((shop) => shop._id === people.shopA.id);
    expect(card?.rating).toEqual(after.rating);
    const product = after.products.find((item) => item._id === productA);
    expect(product?.rating?.count).toBeGreaterThanOrEqual(1);
    const productReviews = (await t.app.inject({ method: 'GET', url: `/api/v1/product/${product!.slug}/reviews` })).json<ReviewsPage>();
    expect(productReviews.reviews.map((item) => item.id)).toContain(review.id);
  });

  it('another shopper reviews a part that is not theirs: 404, nothing written', async () => {
    const { partId } = await boughtPart();
    const intruder = await createTestUser(t.app);
    const answer = await post(intruder.auth, partId, { stars: 1, text: 'Awful' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ error: REVIEW_MESSAGES.partNotFound });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/user/reviews/parts/${partId}`, headers: intruder.auth })).statusCode).toBe(
      404,
    );
    expect(await db().select().from(reviews).where(eq(reviews.partId, partId))).toEqual([]);
  });

  it('a review before delivery: 403 with a clear text, for every status before delivered', async () => {
    const { shopper, partId } = await boughtPart('paid');
    for (const status of ['paid', 'accepted', 'preparing', 'out_for_delivery', 'rejected', 'cancelled']) {
      await db().update(orderParts).set({ status }).where(eq(orderParts.id, partId));
      const answer = await post(shopper.auth, partId, { stars: 5 });
      expect(answer.statusCode, status).toBe(403);
      expect(answer.json()).toMatchObject({ error: REVIEW_MESSAGES.notDelivered });
    }
  });

  it('a second review of the same part: 409; parallel posts write exactly one', async () => {
    const { shopper, partId } = await boughtPart();
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => post(shopper.auth, partId, { stars: i + 1 })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({ error: REVIEW_MESSAGES.alreadyReviewed });
    expect(await db().select().from(reviews).where(eq(reviews.partId, partId))).toHaveLength(1);
    expect((await post(shopper.auth, partId, { stars: 3 })).statusCode).toBe(409);
  });

  it('the author edits for 7 days, then no longer (fake clock); another shopper cannot edit it', async () => {
    const { shopper, partId } = await boughtPart();
    const written = (await post(shopper.auth, partId, { stars: 2, text: 'Cold' })).json<MyReview>();
    expect((await edit((await createTestUser(t.app)).auth, written.id, { stars: 1 })).statusCode).toBe(404);
    const start = clock;
    try {
      clock = new Date(start.getTime() + 6 * 24 * 3600_000);
      const edited = await edit(shopper.auth, written.id, { stars: 4, text: 'They called and made it right' });
      expect(edited.statusCode).toBe(200);
      expect(edited.json<MyReview>()).toMatchObject({ stars: 4, text: 'They called and made it right', edited: true, canEdit: true });
      clock = new Date(start.getTime() + 7 * 24 * 3600_000 + 1000);
      // A week on, the shopper signs in again (the first token has expired).
      const auth = { authorization: `Bearer ${await t.container.tokens.sign(shopper.user)}` };
      const late = await edit(auth, written.id, { stars: 1 });
      expect(late.statusCode).toBe(403);
      expect(late.json()).toMatchObject({ error: REVIEW_MESSAGES.editWindowClosed });
      const mine = (await t.app.inject({ method: 'GET', url: `/api/v1/user/reviews/parts/${partId}`, headers: auth })).json<MyPartReview>();
      expect(mine.review).toMatchObject({ stars: 4, canEdit: false });
    } finally {
      clock = start;
    }
  });

  it('text rules: over 500 characters or a control character is 400; stars outside 1–5 are 400', async () => {
    const { shopper, partId } = await boughtPart();
    for (const payload of [
      { stars: 5, text: 'a'.repeat(501) },
      { stars: 5, text: 'bell\u0007' },
      { stars: 5, text: 'escape \u001b[31m red' },
      { stars: 5, text: 'nul \u0000' },
      { stars: 0 },
      { stars: 6 },
      { stars: 4.5 },
      { text: 'no stars' },
    ]) {
      const answer = await post(shopper.auth, partId, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
    }
    // 500 characters after trimming are fine; markup is kept as text, never rendered.
    const ok = await post(shopper.auth, partId, { stars: 5, text: ` ${'<b>'.repeat(166)}xy ` });
    expect(ok.statusCode).toBe(201);
    expect(ok.json<MyReview>().text).toBe(`${'<b>'.repeat(166)}xy`);
  });

  it('the owner replies once, publicly; a staff member replies: 403; another shop’s owner: 404', async () => {
    const { shopper, partId } = await boughtPart();
    const written = (await post(shopper.auth, partId, { stars: 3, text: 'Fine' })).json<MyReview>();
    const reply = (auth: Record<string, string>, slug: string, text: string) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/seller/shops/${slug}/reviews/${written.id}/reply`, headers: auth, payload: { text } });
    expect((await reply(people.staffA.auth, people.shopA.slug, 'Staff answer')).statusCode).toBe(403);
    expect((await reply(people.ownerB.auth, people.shopB.slug, 'Wrong shop')).statusCode).toBe(404);
    expect((await reply(people.ownerB.auth, people.shopA.slug, 'Not a member')).statusCode).toBe(404);
    expect((await reply(people.ownerA.auth, people.shopA.slug, '')).statusCode).toBe(400);
    expect((await reply(people.ownerA.auth, people.shopA.slug, 'Thank you, see you soon')).statusCode).toBe(200);
    const again = await reply(people.ownerA.auth, people.shopA.slug, 'Changed my mind');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: REVIEW_MESSAGES.alreadyReplied });
    const shown = (await shopPage()).reviews.find((item) => item.id === written.id);
    expect(shown?.reply).toMatchObject({ text: 'Thank you, see you soon' });
    // Staff read the console's list.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/seller/shops/${people.shopA.slug}/reviews`,
      headers: people.staffA.auth,
    });
    expect(list.json<ManagedReviewsPage>().reviews.some((item) => item.id === written.id)).toBe(true);
  });

  it('the operator hides a review with a reason (audit log): gone from the storefront and the average, the author sees why', async () => {
    const { shopper, partId } = await boughtPart();
    const written = (await post(shopper.auth, partId, { stars: 1, text: 'Call 0801 for cheaper food' })).json<MyReview>();
    const countBefore = (await shopAnswer()).rating!.count;
    const hide = (auth: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/api/v1/admin/reviews/${written.id}/hide`, headers: auth, payload: { reason: 'Advertising' } });
    expect((await hide(people.ownerA.auth)).statusCode).toBe(403);
    expect((await hide(shopper.auth)).statusCode).toBe(403);
    expect((await hide(people.operator.auth)).statusCode).toBe(200);
    expect((await hide(people.operator.auth)).statusCode).toBe(409);
    expect((await shopAnswer()).rating!.count).toBe(countBefore - 1);
    expect((await shopPage()).reviews.map((item) => item.id)).not.toContain(written.id);
    const mine = (
      await t.app.inject({ method: 'GET', url: `/api/v1/user/reviews/parts/${partId}`, headers: shopper.auth })
    ).json<MyPartReview>();
    expect(mine.review).toMatchObject({ hidden: { reason: 'Advertising' }, canEdit: false });
    expect((await edit(shopper.auth, written.id, { stars: 5 })).statusCode).toBe(403);
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/audit?subjectType=review&subjectId=${written.id}`,
      headers: people.operator.auth,
    });
    expect(audit.json<{ entries: { action: string; actor: { id: string } }[] }>().entries).toEqual([
      expect.objectContaining({ action: 'review.hide', actor: expect.objectContaining({ id: people.operator.user.id }) }),
    ]);
  });

  it('the aggregate is right under parallel reviews (average to one decimal, count)', async () => {
    const [shopB] = [people.shopB];
    const productB = await addProduct(db(), shopB.id, 90_000);
    const parts = await Promise.all(
      [5, 4, 4, 2, 5, 3].map(async (stars) => {
        const buyer = await createTestUser(t.app);
        const { order } = await buyAndPay(t.app, buyer, [{ productId: productB, qty: 2 }]);
        await db().update(orderParts).set({ status: 'delivered' }).where(eq(orderParts.id, order.parts[0]!.id));
        return { buyer, partId: order.parts[0]!.id, stars };
      }),
    );
    const before = (await t.app.inject({ method: 'GET', url: `/api/v1/shop/slug/${shopB.slug}` })).json<Shop>().rating;
    expect(before).toBeUndefined();
    const answers = await Promise.all(parts.map(({ buyer, partId, stars }) => post(buyer.auth, partId, { stars })));
    expect(answers.every((answer) => answer.statusCode === 201)).toBe(true);
    const shop = (await t.app.inject({ method: 'GET', url: `/api/v1/shop/slug/${shopB.slug}` })).json<Shop>();
    expect(shop.rating).toEqual({ average: 3.8, count: 6 });
    // Two lines of one product in a part count once.
    expect(shop.products.find((product) => product._id === productB)?.rating).toEqual({ average: 3.8, count: 6 });
    const page = (await t.app.inject({ method: 'GET', url: `/api/v1/shop/${shopB.slug}/reviews` })).json<ReviewsPage>();
    expect(page).toMatchObject({ rating: { average: 3.8, count: 6 }, page: 1, pages: 1 });
  }, 60_000);

  it('pages the shop’s reviews ten at a time; an unknown shop is 404', async () => {
    const first = await shopPage(1);
    expect(first.reviews.length).toBeLessThanOrEqual(10);
    expect(first.pages).toBe(Math.max(1, Math.ceil(first.rating.count / 10)) || 1);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/shop/no-such-shop/reviews' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/shop/${people.shopA.slug}/reviews?page=0` })).statusCode).toBe(400);
  });

  it('a photo goes through the image pipeline: re-encoded JPEG without the phone’s EXIF and GPS, shown while the review is', async () => {
    const { shopper, partId } = await boughtPart();
    const written = (await post(shopper.auth, partId, { stars: 5, text: 'Look at this' })).json<MyReview>();
    const upload = (auth: Record<string, string>, body: Buffer, type = 'image/jpeg') =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/user/reviews/${written.id}/photo`,
        headers: { ...auth, 'content-type': type },
        payload: body,
      });
    const photo = await phoneJpeg(1600, 1200);
    expect((await upload((await createTestUser(t.app)).auth, photo)).statusCode).toBe(404);
    expect((await upload(shopper.auth, Buffer.from('<svg onload="alert(1)"/>'), 'image/svg+xml')).statusCode).toBe(415);
    const answer = await upload(shopper.auth, photo);
    expect(answer.statusCode).toBe(200);
    const url = answer.json<MyReview>().photo!;
    expect(url).toMatch(new RegExp(`^/api/v1/reviews/${written.id}/photo\\?v=`));
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(['jpeg', 1024, undefined]);
    expect((await shopPage()).reviews.find((item) => item.id === written.id)?.photo).toBe(url);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/reviews/${written.id}/hide`,
      headers: people.operator.auth,
      payload: { reason: 'Not the food' },
    });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await upload(shopper.auth, photo)).statusCode).toBe(403);
  });

  it('a script posting reviews is stopped per account (429 after the hourly limit)', async () => {
    const shopper = await createTestUser(t.app);
    const missing = '00000000-0000-4000-8000-000000000000';
    for (let i = 0; i < REVIEW_WRITES_PER_HOUR; i++) expect((await post(shopper.auth, missing, { stars: 5 })).statusCode).toBe(404);
    const limited = await post(shopper.auth, missing, { stars: 5 });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: REVIEW_MESSAGES.tooMany });
  });
});
