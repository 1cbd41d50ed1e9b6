import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotDateLabel, type MyRoles, type OrderDetail, type OrdersPage, type SellerQueue } from '@campus/contract';
import { PHONE, launchBrowser, openStoreAs, shopper } from './browser';
import { api, plainProductOf, signIn } from './paid-order';

/**
 * Orders for later (issue 38 item 4): a shopper picks a slot at checkout, pays on the sandbox and sees the slot
 * on the order page; the shop's owner (the README's demo owner of the fifth shop) finds the order under Later
 * with its countdown, not in New. With the console's clock moved on to the part's preparation time before the
 * slot, the order takes the screen over and moves into New, and its card, kitchen ticket and history line say
 * the slot. Shopper 56 is this file's own (57 is spare). With SHOTS_DIR set, the picker and the Later list are
 * photographed at 360×740 and 1280×800, the console's slot lines at 390×844 and 1280×800.
 */
const OWNER_PHONE = '08030000005';
const shots = process.env.SHOTS_DIR;
const SIZES = [
  ['phone', { width: 360, height: 740 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const sandboxFrame = (page: Page) => page.frameLocator('iframe[title="Sandbox checkout"]');

/** The sizes the console's slot lines (card, takeover, ticket, history) are looked at in. */
const SHOT_SIZES = [
  ['phone', PHONE],
  ['desktop', { width: 1280, height: 800 }],
] as const;

async function photograph(page: Page, name: string, subject: Locator, sizes: typeof SIZES | typeof SHOT_SIZES = SIZES) {
  if (!shots) return;
  for (const [label, viewport] of sizes) {
    await page.setViewportSize(viewport);
    await subject.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: path.join(shots, `${name}-${label}.png`), fullPage: label === 'desktop' });
  }
  await page.setViewportSize(PHONE);
}

describe('orders for later', () => {
  it('a slot picked at checkout is on the order page; the owner sees it under Later, then in New at its time, the slot on its card, ticket and history', async () => {
    const ownerToken = await signIn(OWNER_PHONE, 'Owner@2024');
    const shopSlug = ((await (await api('me/roles', ownerToken)).json()) as MyRoles).shops[0]!.slug;
    const me = shopper(56);
    await api('user/carts', me.token, { method: 'DELETE' });
    const { product } = await plainProductOf(shopSlug);
    expect((await api(`user/cart/${product._id}`, me.token, { method: 'POST', body: '{}' })).ok).toBe(true);

    const { context, page } = await openStoreAs(browser, me.token, PHONE);
    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'Complete Your Order' }).waitFor();
    expect(await page.getByRole('radio', { name: 'As soon as possible' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'Later today or tomorrow' }).check();
    const select = page.getByLabel('Delivery time');
    // The last slot offered: furthest ahead, so the part is certainly still under Later when the owner looks.
    const values = await select.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(values.length).toBeGreaterThan(0);
    const slot = values.at(-1)!;
    await select.selectOption(slot);
    await photograph(page, 'checkout-slot-picker', select);

    await page.getByRole('button', { name: 'Pay Now' }).click();
    await sandboxFrame(page).getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL('**/order-success**');
    const orders = (await (await api('orders', me.token)).json()) as OrdersPage;
    const orderId = orders.orders[0]!.id;
    const order = (await (await api(`orders/${orderId}`, me.token)).json()) as OrderDetail;
    expect(order.parts[0]!.slotAt).toBe(new Date(slot).toISOString());

    await page.goto(`/orders/${orderId}`);
    await expect.poll(() => page.getByTestId('order-slot').textContent()).toBe(`For later: ${slotDateLabel(new Date(slot))}`);
    await context.close();

    const owner = await openStoreAs(browser, ownerToken, PHONE);
    // The console's own clock, so the test can move it to the part's time instead of waiting hours for it.
    await owner.page.clock.install();
    await owner.page.goto(`/seller/${shopSlug}/orders`);
    const later = owner.page.getByTestId('queue-later');
    await later.getByText(orderId).first().waitFor();
    expect(await later.getByRole('heading').first().textContent()).toMatch(/^Later \(\d+\)$/);
    expect(await later.getByRole('timer').first().textContent()).toMatch(/moves into New in /);
    // Not in New, and no takeover for it.
    expect(await owner.page.locator('section[aria-labelledby="queue-new"]').getByText(orderId).count()).toBe(0);
    await photograph(owner.page, 'console-later', later.getByRole('heading').first());

    // At its preparation time before the slot the part moves into New: it takes the screen over, saying the slot,
    // and its card in New keeps saying it.
    const partId = order.parts[0]!.id;
    const queued = (await (await api(`seller/shops/${shopSlug}/orders`, ownerToken)).json()) as SellerQueue;
    const newAt = Date.parse(queued.parts.find((part) => part.id === partId)!.newAt!);
    await owner.page.clock.fastForward(newAt - Date.now() + 60_000);
    const forLater = `For later: ${slotDateLabel(new Date(slot))}`;
    const takeover = owner.page.getByTestId('order-takeover');
    // Any order of another file that entered New first is seen and passed, oldest first, until this one shows.
    await expect
      .poll(
        async () => {
          const showing = await takeover.getAttribute('data-part', { timeout: 2_000 }).catch(() => null);
          if (showing && showing !== partId) await takeover.getByRole('button', { name: 'Seen' }).click();
          return showing;
        },
        { timeout: 20_000 },
      )
      .toBe(partId);
    expect(await takeover.getByTestId('takeover-slot').textContent()).toBe(forLater);
    await photograph(owner.page, 'console-later-takeover', takeover.getByTestId('takeover-slot'), SHOT_SIZES);
    await takeover.getByRole('button', { name: 'Seen' }).click();
    const fresh = owner.page.locator('section[aria-labelledby="queue-new"]').getByRole('article', { name: `Order ${orderId}` });
    await fresh.waitFor();
    expect(await fresh.getByTestId('card-slot').textContent()).toBe(forLater);
    expect(await owner.page.getByTestId('queue-later').getByText(orderId).count()).toBe(0);
    await photograph(owner.page, 'console-later-in-new', fresh, SHOT_SIZES);

    // The kitchen ticket it prints and the console's history say the slot too.
    await owner.page.goto(`/seller/${shopSlug}/orders/${partId}/ticket`);
    await expect.poll(() => owner.page.getByTestId('ticket-preview').getByTestId('ticket-slot').textContent()).toBe(forLater);
    await photograph(owner.page, 'ticket-for-later', owner.page.getByTestId('ticket-preview'), SHOT_SIZES);
    await owner.page.goto(`/seller/${shopSlug}/history`);
    const line = owner.page.getByTestId('history-list').getByRole('listitem').filter({ hasText: orderId });
    await expect.poll(() => line.getByTestId('history-slot').textContent()).toBe(forLater);
    await photograph(owner.page, 'history-for-later', line, SHOT_SIZES);
    await owner.context.close();
  });
});
