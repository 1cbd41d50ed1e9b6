import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyRoles, SellerQueue } from '@campus/contract';
import { PHONE, launchBrowser, openStoreAs } from './browser';
import { api, paidOrder, signIn } from './paid-order';
import { seriousViolations } from './axe';
import { seeEveryNewOrder } from './seen-orders';

/**
 * Issue 36.4, the console takes the order: with "Start taking orders" tapped, a paid order takes the owner's
 * console over (ringing) until "Seen"; several wait in line; "Seen" on one device closes the takeover on the
 * shop's other device; the order then sits at the top of New with the shopper's phone to call, and a reload
 * does not take over again. The owner is the README's demo owner of the fourth shop; the shopper is this file's.
 */
const CONSOLE_DESKTOP = { width: 1280, height: 800 } as const;
const OWNER_PHONE = '08030000004';
const OWNER_PASSWORD = 'Owner@2024';
const SHOTS = path.resolve(import.meta.dirname, 'artifacts');
let browser: Browser;
let ownerToken: string;
let shopperToken: string;
let shopperPhone: string;
let shopSlug: string;

/** The shopper pays on the sandbox for one plain product of the shop, with a note; the order's number. */
const payForOne = (note: string) => paidOrder(shopperToken, [shopSlug], 'Block C, 7', note);

beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
  ownerToken = await signIn(OWNER_PHONE, OWNER_PASSWORD);
  shopSlug = ((await (await api('me/roles', ownerToken)).json()) as MyRoles).shops[0]!.slug;
  const unique = String(Date.now()).slice(-8);
  shopperPhone = `0817${unique.slice(-7)}`;
  const signUp = await api('user/sign-up', null, {
    method: 'POST',
    body: JSON.stringify({
      fullName: 'Takeover Journey Shopper',
      email: `takeover-shopper-${unique}@e2e.test`,
      phone_number: shopperPhone,
      hall: 'Queen Esther',
      password: 'Journey!Shopper2026',
    }),
  });
  expect(signUp.status, await signUp.clone().text()).toBe(201);
  shopperToken = await signIn(shopperPhone, 'Journey!Shopper2026');
});
afterAll(() => browser?.close());

describe('issue 36.4: the console takes the order', () => {
  it(
    'a paid order takes the console over until "Seen", on every device of the shop; then it tops New with the phone to call',
    { timeout: 120_000 },
    async () => {
      await seeEveryNewOrder(shopSlug, ownerToken);
      const phone = await openStoreAs(browser, ownerToken, PHONE);
      const desk = await openStoreAs(browser, ownerToken, CONSOLE_DESKTOP);
      for (const device of [phone, desk]) {
        await device.page.goto(`/seller/${shopSlug}/orders`);
        await device.page.getByText('Live: new orders appear at once').waitFor();
      }
      // One tap starts taking orders: the sound and the screen kept on (checked by state: headless plays nothing).
      const start = phone.page.getByRole('button', { name: 'Start taking orders' });
      expect(await start.getAttribute('aria-pressed')).toBe('false');
      await start.click();
      await expect.poll(() => start.getAttribute('aria-pressed')).toBe('true');
      const control = phone.page.getByTestId('taking-orders');
      await expect.poll(() => control.getAttribute('data-sound')).toBe('on');
      await expect.poll(() => control.getAttribute('data-wake-lock')).not.toBe('off');

      const first = await payForOne('Please call me when you are downstairs');
      const second = await payForOne('');

      for (const device of [phone, desk]) {
        const dialog = device.page.getByRole('dialog');
        await dialog.getByRole('heading', { name: `New order ${first}` }).waitFor();
        await dialog.getByText('1 of 2 new orders').waitFor();
      }
      const takeover = phone.page.getByTestId('order-takeover');
      expect(await takeover.getAttribute('data-ringing')).toBe('true');
      expect(await takeover.textContent()).toContain('Please call me when you are downstairs');
      expect(await takeover.textContent()).toContain('Queen Esther, Block C, 7');
      expect(await takeover.getByTestId('takeover-total').textContent()).toMatch(/^Total ₦[\d,]+\.\d\d/);
      // Focus is in the dialog; Escape does not lose the order.
      await expect.poll(() => phone.page.evaluate(() => document.activeElement?.textContent)).toBe('Seen');
      await phone.page.keyboard.press('Escape');
      await phone.page.getByRole('heading', { name: `New order ${first}` }).waitFor();
      expect(await seriousViolations(phone.page)).toEqual([]);
      await phone.page.screenshot({ path: path.join(SHOTS, 'console-takeover-phone.png') });
      await desk.page.screenshot({ path: path.join(SHOTS, 'console-takeover-desktop.png') });

      // "Seen" on the phone: the next order follows there, and the desk's takeover moves on too, live.
      await phone.page.getByRole('dialog').getByRole('button', { name: 'Seen' }).click();
      await phone.page
        .getByRole('dialog')
        .getByRole('heading', { name: `New order ${second}` })
        .waitFor();
      await desk.page
        .getByRole('dialog')
        .getByRole('heading', { name: `New order ${second}` })
        .waitFor();
      await desk.page.getByRole('dialog').getByRole('button', { name: 'Seen' }).click();
      for (const device of [phone, desk]) await device.page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await takeover.count()).toBe(0);

      // Both sit in New, newest first, with the shopper's phone to call or WhatsApp.
      const cards = phone.page.getByRole('region', { name: /^New/ }).getByTestId('queue-card');
      await expect
        .poll(async () => (await cards.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).slice(0, 2))
        .toEqual([`Order ${second}`, `Order ${first}`]);
      const top = phone.page.getByRole('article', { name: `Order ${second}` });
      expect(await top.getByRole('link', { name: `Call ${shopperPhone}` }).getAttribute('href')).toBe(`tel:${shopperPhone}`);
      expect(await top.getByRole('link', { name: /^WhatsApp / }).getAttribute('href')).toBe(`https://wa.me/234${shopperPhone.slice(1)}`);
      await phone.page.screenshot({ path: path.join(SHOTS, 'console-queue-phone.png'), fullPage: true });
      await desk.page.screenshot({ path: path.join(SHOTS, 'console-queue-desktop.png'), fullPage: true });

      // Seen is stored: a reload does not take over again.
      await desk.page.reload();
      await desk.page.getByRole('article', { name: `Order ${first}` }).waitFor();
      expect(await desk.page.getByRole('dialog').count()).toBe(0);
      const queue = (await (await api(`seller/shops/${shopSlug}/orders`, ownerToken)).json()) as SellerQueue;
      expect(queue.parts.filter((part) => [first, second].includes(part.orderId)).every((part) => part.seenAt !== null)).toBe(true);
      await phone.context.close();
      await desk.context.close();
    },
  );
});
