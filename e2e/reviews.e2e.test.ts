import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { MyPartReview, MyRoles, OrderDetail, ReviewsPage, Shop } from '@campus/contract';
import { DESKTOP, PHONE, baseURL, launchBrowser, openStoreAs, shopper } from './browser';
import { api, paidOrder } from './paid-order';
import sharp from 'sharp';

/**
 * Ratings and reviews (issue 37 item 1) as people meet them. Shoppers 22–24 are this file's own; the shop is
 * Study Smart (no other journey orders from it), run by the README's demo owner of the 16th shop.
 */
const SHOP = 'study-smart';
const OWNER_PHONE = '08030000016';
const SHOTS = process.env.SCREENSHOT_DIR;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A paid order of Study Smart, its part moved to delivered with the dev endpoint; answers the order and the part. */
async function deliveredPart(token: string): Promise<{ orderId: string; partId: string }> {
  const orderId = await paidOrder(token, [SHOP]);
  const detail = (await (await api(`orders/${orderId}`, token)).json()) as OrderDetail;
  const partId = detail.parts[0]!.id;
  for (const status of ['accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered']) {
    const moved = await fetch(`${baseURL()}/api/v1/dev/order-parts/${partId}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status }),
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
  }
  return { orderId, partId };
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize(PHONE);
}

describe('Ratings and reviews', () => {
  let firstReview = '';

  it('after delivery the shopper rates the order on its page, then sees the review with Edit', async () => {
    const me = shopper(22);
    const { orderId, partId } = await deliveredPart(me.token);
    const { context, page } = await openStoreAs(browser, me.token, PHONE);
    await page.goto(`/orders/${orderId}`);
    const form = page.getByTestId('rate-form');
    await form.getByText('Rate this order').waitFor();
    await form.getByLabel('4 stars – very good').check({ force: true });
    await form.getByLabel('What was it like? (optional)').fill('Clear revision cards, <b>delivered</b> fast.');
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 80, b: 40 } } })
      .png()
      .toBuffer();
    await form.getByLabel('Add a photo (optional)').setInputFiles({ name: 'cards.png', mimeType: 'image/png', buffer: png });
    await shot(page, 'rating-form');
    await form.getByRole('button', { name: 'Submit review' }).click();
    const mine = page.getByTestId('my-review');
    await mine.getByText('Your review').waitFor();
    // Text, never HTML: the brackets are shown as typed.
    await mine.getByText('Clear revision cards, <b>delivered</b> fast.').waitFor();
    await mine.getByRole('button', { name: 'Edit' }).waitFor();
    // The photo went through the pipeline and is shown back.
    await expect.poll(() => mine.getByTestId('my-review-photo').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await shot(page, 'rating-done');
    const saved = (await (await api(`user/reviews/parts/${partId}`, me.token)).json()) as MyPartReview;
    expect(saved.review).toMatchObject({ stars: 4, canEdit: true });
    firstReview = saved.review!.id;
    await context.close();
  }, 120_000);

  it('with three reviews the shop page, its no-JavaScript HTML (with AggregateRating) and the category card show the stars', async () => {
    for (const [n, stars, text] of [
      [23, 5, 'Everything I needed for exams.'],
      [24, 3, 'Good, but one card was missing.'],
    ] as const) {
      const { partId } = await deliveredPart(shopper(n).token);
      const posted = await api(`user/reviews/parts/${partId}`, shopper(n).token, { method: 'POST', body: JSON.stringify({ stars, text }) });
      expect(posted.status, await posted.clone().text()).toBe(201);
    }
    const shop = (await (await api(`shop/slug/${SHOP}`, null)).json()) as Shop;
    expect(shop.rating?.count).toBeGreaterThanOrEqual(3);
    const average = shop.rating!.average.toFixed(1);

    const { context, page } = await openStoreAs(browser, shopper(22).token, PHONE);
    await page.goto(`/shop/${SHOP}`);
    await page.getByTestId('shop-rating').getByText(average).waitFor();
    await expect.poll(() => page.getByTestId('review').count()).toBe(3);
    await page.getByText('Everything I needed for exams.').waitFor();
    await shot(page, 'shop-reviews');

    await page.goto('/Books');
    const card = page.getByTestId('shop-card').filter({ hasText: shop.name });
    await card.getByLabel(`Rated ${average} out of 5 from ${shop.rating!.count} reviews`).waitFor();
    await context.close();

    const noScript = await browser.newContext({ baseURL: baseURL(), viewport: PHONE, javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(`/shop/${SHOP}`);
    expect(await plain.getByTestId('shop-rating').textContent()).toContain(average);
    expect(await plain.getByTestId('review').count()).toBeGreaterThanOrEqual(3);
    const ld = JSON.parse((await plain.locator('script[type="application/ld+json"]').textContent())!) as {
      aggregateRating?: { ratingValue: string; reviewCount: number };
    };
    expect(ld.aggregateRating).toMatchObject({ ratingValue: average, reviewCount: shop.rating!.count });
    expect(await plain.locator('meta[property="og:description"]').getAttribute('content')).toContain(`★ ${average}`);
    await noScript.close();
  }, 180_000);

  it('the owner replies once in the shop console; the operator hides a review with a reason the author sees', async () => {
    const signIn = await api('user/sign-in', null, {
      method: 'POST',
      body: JSON.stringify({ phone_number: OWNER_PHONE, password: 'Owner@2024' }),
    });
    expect(signIn.status).toBe(200);
    const ownerToken = ((await signIn.json()) as { token: string }).token;
    const roles = (await (await api('me/roles', ownerToken)).json()) as MyRoles;
    expect(roles.shops.map((shop) => shop.slug)).toContain(SHOP);

    const owner = await openStoreAs(browser, ownerToken, DESKTOP);
    await owner.page.goto(`/seller/${SHOP}/reviews`);
    const item = owner.page.getByTestId('managed-review').filter({ hasText: 'Clear revision cards' });
    await item.getByLabel('Your reply (shown publicly, once)').fill('Thank you! See you before the next exam.');
    await shot(owner.page, 'owner-reply-form');
    await item.getByRole('button', { name: 'Reply' }).click();
    await item.getByTestId('review-reply').getByText('Thank you! See you before the next exam.').waitFor();
    expect(await item.getByRole('button', { name: 'Reply' }).count()).toBe(0);
    await shot(owner.page, 'owner-reply');
    await owner.context.close();
    const shown = (await (await api(`shop/${SHOP}/reviews`, null)).json()) as ReviewsPage;
    expect(shown.reviews.find((review) => review.id === firstReview)?.reply?.text).toBe('Thank you! See you before the next exam.');

    const operator = await openStoreAs(browser, inject('operator').token, DESKTOP);
    await operator.page.goto('/admin/reviews');
    const target = operator.page.getByTestId('managed-review').filter({ hasText: 'Good, but one card was missing.' }).first();
    await target.getByRole('button', { name: 'Hide…' }).click();
    await target.getByLabel('Why hide it? (the author sees this)').fill('Names a member of staff');
    await shot(operator.page, 'operator-hide');
    await target.getByRole('button', { name: 'Hide review' }).click();
    await target.getByText('Hidden by the market: Names a member of staff').waitFor();
    await operator.context.close();

    const after = (await (await api(`shop/${SHOP}/reviews`, null)).json()) as ReviewsPage;
    expect(after.reviews.map((review) => review.text)).not.toContain('Good, but one card was missing.');
    const author = await openStoreAs(browser, shopper(24).token, PHONE);
    const orders = (await (await api('orders', shopper(24).token)).json()) as { orders: { id: string }[] };
    await author.page.goto(`/orders/${orders.orders[0]!.id}`);
    await author.page.getByText('This review was hidden by the market: Names a member of staff').waitFor();
    await author.context.close();
  }, 180_000);
});
