import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openStoreAs, shopper } from './browser';
import { seriousViolations } from './axe';
import { api, paidOrder } from './paid-order';

/**
 * The operator's day (issue 39 items 2, 5 and 7): Today updates live when an order is paid elsewhere, a
 * refund shows on the part card at once, the orders list finds a shopper by name, the audit log reads as
 * sentences, and every tab of the console is reachable on a 360 px phone. Shoppers 47–50 are this file's.
 */
const PHONE = { width: 360, height: 740 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;
const SHOTS = process.env.ADMIN_SHOTS_DIR;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser?.close());

const operator = () => inject('operator');

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The number a Today figure shows. */
async function figure(page: Page, label: string): Promise<number> {
  const text = (await page.getByRole('group', { name: label }).locator('dd').first().textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

describe("the operator's day", () => {
  it('Today is live: an order paid in another browser appears, and the count goes up, without a reload', async () => {
    const { context, page } = await openStoreAs(browser, operator().token, DESKTOP);
    try {
      await page.goto('/admin');
      await expect
        .poll(() => page.getByTestId('today-updated').textContent(), { timeout: 15_000 })
        .toContain('Live: changes show at once.');
      const before = await figure(page, 'Orders today');
      // Proof of no reload: a mark on this window survives.
      await page.evaluate(() => Object.assign(window, { notReloaded: true }));

      const orderId = await paidOrder(shopper(47).token, ['suya-spot']);
      // Well within the half-minute refresh: it is the stream that brought it.
      await page.getByRole('region', { name: "Today's newest orders" }).getByRole('link', { name: orderId }).waitFor({ timeout: 10_000 });
      expect(await figure(page, 'Orders today')).toBeGreaterThan(before);
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'today-desktop');
      await page.setViewportSize(PHONE);
      // On a phone the figures fit and only the orders table scrolls sideways, inside its own region.
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await shot(page, 'today-phone');
    } finally {
      await context.close();
    }
  });

  it('after "Refund part" the part card says Cancelled at once, as the money section does, and the orders list agrees', async () => {
    const me = shopper(48);
    const orderId = await paidOrder(me.token, ['suya-spot', 'page-turners']);
    const { context, page } = await openStoreAs(browser, operator().token, DESKTOP);
    try {
      await page.goto(`/admin/orders/${orderId}`);
      const card = page.getByRole('region', { name: 'Suya Spot' });
      await card.getByRole('heading', { name: 'Suya Spot · Paid' }).waitFor();
      await page.evaluate(() => Object.assign(window, { notReloaded: true }));

      const money = page.getByRole('region', { name: 'Money' });
      const part = money.getByRole('listitem').filter({ hasText: /^Suya Spot/ });
      await part.getByRole('button', { name: 'Refund part' }).click();
      await part.getByLabel('Reason').fill('shop closed');
      await part.getByRole('button', { name: 'Yes, refund Suya Spot' }).click();
      await part.getByText(/^Suya Spot · cancelled · /).waitFor();
      await card.getByRole('heading', { name: 'Suya Spot · Cancelled' }).waitFor({ timeout: 5_000 });
      expect(await card.getByRole('heading', { name: 'Suya Spot · Paid' }).count()).toBe(0);
      await card.getByText('Reason: shop closed').waitFor();
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'order-refunded-desktop');
      await page.setViewportSize(PHONE);
      await shot(page, 'order-refunded-phone');

      // The orders list, found by the shopper's name, shows the part cancelled.
      await page.goto(`/admin/orders?q=${encodeURIComponent(me.fullName)}`);
      const row = page.getByRole('region', { name: 'Orders' }).getByRole('row').filter({ hasText: orderId });
      await row.getByText('Suya Spot: Cancelled').waitFor();
      await row.getByText('Page Turners: Paid').waitFor();
      const orders = (await (await api(`admin/orders?q=${encodeURIComponent(me.fullName)}`, operator().token)).json()) as {
        orders: { id: string }[];
      };
      expect(orders.orders.map((order) => order.id)).toContain(orderId);

      // The audit log says it in a sentence, linked to the order.
      await page.goto('/admin/audit?kind=order_part.refund');
      const sentence = page
        .getByRole('list', { name: 'Audit entries' })
        .getByRole('link', { name: new RegExp(`^Ola Operator refunded ₦[\\d,]+\\.\\d\\d on ${orderId}: shop closed$`) });
      await sentence.waitFor();
      await sentence.click();
      await page.getByRole('heading', { name: `Order ${orderId}`, level: 1 }).waitFor();
    } finally {
      await context.close();
    }
  });

  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`every tab of the console is reachable and the orders and audit screens fit (${label})`, async () => {
      const me = shopper(label === 'phone' ? 49 : 50);
      const orderId = await paidOrder(me.token, ['page-turners']);
      const { context, page } = await openStoreAs(browser, operator().token, viewport);
      try {
        await page.goto('/admin/orders');
        const nav = page.getByRole('navigation', { name: 'Operator console' });
        const links = nav.getByRole('link');
        await links.first().waitFor();
        expect(await links.count()).toBeGreaterThanOrEqual(12);
        for (const link of await links.all()) {
          const box = (await link.boundingBox())!;
          expect(box.x, (await link.textContent()) ?? '').toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, (await link.textContent()) ?? '').toBeLessThanOrEqual(viewport.width);
        }
        // The page itself never scrolls sideways: only a table's own region does.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

        await page.getByLabel('Order number, payment reference, phone or shop').fill(me.phone);
        await page.getByRole('button', { name: 'Search' }).click();
        await page.getByRole('region', { name: 'Orders' }).getByRole('link', { name: orderId }).waitFor();
        expect(new URL(page.url()).searchParams.get('q')).toBe(me.phone);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, `orders-${label}`);

        await nav.getByRole('link', { name: 'Audit log' }).click();
        await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
        await page.getByRole('list', { name: 'Audit entries' }).or(page.getByText('Nothing recorded matches.')).first().waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, `audit-${label}`);

        await nav.getByRole('link', { name: 'Users' }).click();
        await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
        await shot(page, `users-${label}`);
        await page.goto(`/admin/orders/${orderId}`);
        await page.getByRole('region', { name: 'Page Turners' }).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await shot(page, `order-${label}`);
      } finally {
        await context.close();
      }
    });

    it(`the console opens on Today, and every one of its screens fits (${label}; a screenshot of each)`, async () => {
      const { context, page } = await openStoreAs(browser, operator().token, viewport);
      try {
        await page.goto('/admin');
        await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
        const nav = page.getByRole('navigation', { name: 'Operator console' });
        const names = await nav.getByRole('link').allTextContents();
        expect(names[0]).toBe('Today');
        for (const name of names) {
          const link = nav.getByRole('link', { name, exact: true });
          await link.click();
          await expect.poll(() => link.getAttribute('aria-current')).toBe('page');
          await page.getByRole('heading', { level: 1 }).waitFor();
          // Loaded: the screen's own "Loading…" is gone.
          await page.waitForFunction(() => !document.querySelector('main')?.textContent?.includes('Loading…'));
          // The page never scrolls sideways: a table scrolls inside its own region, or turns into cards.
          expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(viewport.width);
          await shot(page, `screen-${name.toLowerCase().replace(/\W+/g, '-')}-${label}`);
        }
      } finally {
        await context.close();
      }
    });
  }
});
