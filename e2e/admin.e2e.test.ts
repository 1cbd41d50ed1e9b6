import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_SHOPPER } from '../apps/api/src/db/seed-data';
import { SAMPLE_IMAGES } from '../apps/api/src/test/test-images';
import { baseURL, launchBrowser, openStoreAs } from './browser';
import { seriousViolations } from './axe';

/** The viewports the console is looked at in (issue 21: desktop-first, usable on a phone). */
const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;
const SHOTS = process.env.ADMIN_SHOTS_DIR;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const operator = () => inject('operator');

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe("the operator's console", () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`the operator opens the console from the Account page, creates a shop, suspends it and finds it in the audit log (${label})`, async () => {
      const { context, page } = await openStoreAs(browser, operator().token, viewport);
      try {
        await page.goto('/account');
        await page.getByRole('link', { name: 'Operator console' }).click();
        // The console opens on the operator's day (issue 39 item 2); the shops are a tab away.
        await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/admin');
        await page.getByRole('navigation', { name: 'Operator console' }).getByRole('link', { name: 'Shops' }).click();
        await page.getByRole('heading', { name: 'Shops', level: 1 }).waitFor();
        await page.getByRole('heading', { name: 'New shop' }).waitFor();

        const name = `Console Shop ${label} ${Date.now()}`;
        const form = page.getByRole('region', { name: 'New shop' });
        await form.getByLabel('Name').fill(name);
        await form.getByLabel('Category').selectOption({ label: 'Food' });
        await form.getByLabel('Description').fill('Made in the console');
        await form.getByLabel('Delivery fee (₦)').fill('250');
        await form.getByRole('button', { name: 'Create shop' }).click();
        await page.getByText(`Created ${name}.`).waitFor();
        const row = page.getByRole('listitem').filter({ hasText: name });
        await row.getByText('delivery ₦250.00').waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, `shops-${label}`);
        // Found by part of its name, among every shop of the market: only it is listed.
        await page.getByLabel('Find a shop').fill(name.slice(-12));
        await page
          .getByRole('status')
          .filter({ hasText: /^1 of \d+ shops$/ })
          .waitFor();
        expect(await page.getByRole('list', { name: 'Shops' }).getByRole('listitem').count()).toBe(1);
        await row.scrollIntoViewIfNeeded();
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/shops-found-${label}.png` });

        // Suspending asks for the shop's name first (issue 39 item 6): the button stays off until it matches.
        await row.getByRole('button', { name: `Suspend ${name}` }).click();
        const confirm = row.getByRole('form', { name: `Suspend ${name}` });
        const go = confirm.getByRole('button', { name: 'Suspend the shop' });
        expect(await go.isDisabled()).toBe(true);
        await confirm.getByRole('textbox').fill(name);
        await go.click();
        await row.getByText('Suspended', { exact: true }).waitFor();

        await page.getByRole('navigation', { name: 'Operator console' }).getByRole('link', { name: 'Audit log' }).click();
        await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
        // Each entry is a sentence (issue 39 item 5): who did what, newest first.
        const entries = page.getByRole('list', { name: 'Audit entries' });
        await entries.getByRole('listitem').first().getByText(`Ola Operator suspended the shop ${name}`).waitFor();
        await entries.getByText(`Ola Operator created the shop ${name}`).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, `audit-${label}`);

        // The storefront no longer lists nor serves the suspended shop... is the catalog branch's work; the
        // console shows its state, and the API answers it suspended.
        const shops = await (
          await fetch(`${baseURL()}/api/v1/admin/shops`, { headers: { authorization: `Bearer ${operator().token}` } })
        ).json();
        expect(shops.shops.find((shop: { name: string }) => shop.name === name).suspendedAt).toEqual(expect.any(String));
      } finally {
        await context.close();
      }
    });
  }

  it('a signed-in shopper’s book request reaches the queue with its picture; marked found, the shopper is mailed', async () => {
    const signIn = await fetch(`${baseURL()}/api/v1/user/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone_number: DEMO_SHOPPER.phone, password: DEMO_SHOPPER.password }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const title = `Console Book ${Date.now()}`;

    // The shopper sends the spec's form, signed in.
    const shopper = await openStoreAs(browser, token, PHONE);
    await shopper.page.goto('/request-a-book');
    await shopper.page.getByLabel('Book Title').fill(title);
    await shopper.page.getByLabel('Author Name').fill('Buchi Emecheta');
    await shopper.page.getByLabel('Book image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: SAMPLE_IMAGES.png });
    await shopper.page.getByRole('button', { name: 'Submit Request' }).click();
    await shopper.page.getByText('Book request submitted successfully').waitFor();
    await shopper.context.close();

    for (const [label, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const { context, page } = await openStoreAs(browser, operator().token, viewport);
      try {
        await page.goto('/admin/book-requests');
        const request = page.getByRole('listitem').filter({ hasText: title });
        await request.getByText(`${DEMO_SHOPPER.fullName} (${DEMO_SHOPPER.email})`).waitFor();
        await request.getByAltText(`Picture sent with ${title}`).waitFor();
        expect(
          await request.getByAltText(`Picture sent with ${title}`).evaluate((img: HTMLImageElement) => img.naturalWidth),
        ).toBeGreaterThan(0);
        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, `books-${label}`);
        if (label === 'desktop') {
          await request.getByRole('button', { name: 'Mark searching' }).click();
          await page.getByRole('listitem').filter({ hasText: title }).getByText('Searching ·').waitFor();
          const again = page.getByRole('listitem').filter({ hasText: title });
          await again.getByLabel('Note').fill('At the Book Shop counter from Monday');
          await again.getByRole('button', { name: 'Mark found' }).click();
          await page.getByRole('listitem').filter({ hasText: title }).getByText('Found ·').waitFor();
        }
      } finally {
        await context.close();
      }
    }

    let mail: { subject: string; text: string } | undefined;
    for (let i = 0; i < 100 && !mail; i++) {
      const res = await fetch(`${baseURL()}/api/v1/dev/outbox?to=${encodeURIComponent(DEMO_SHOPPER.email)}&limit=5`);
      const { messages } = (await res.json()) as { messages: { subject: string; text: string }[] };
      mail = messages.find((message) => message.text.includes(title));
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(mail).toMatchObject({
      subject: expect.stringContaining('Campus Market found your book'),
      text: expect.stringContaining('At the Book Shop counter from Monday'),
    });
  });

  it('orders and users screens: look-ups answer, and no password is shown (desktop and phone screenshots)', async () => {
    for (const [label, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const { context, page } = await openStoreAs(browser, operator().token, viewport);
      try {
        await page.goto('/admin/users');
        await page.getByLabel('Phone number or email').fill(DEMO_SHOPPER.email);
        await page.getByRole('button', { name: 'Look up' }).click();
        await page.getByRole('heading', { name: DEMO_SHOPPER.fullName }).waitFor();
        expect((await page.content()).toLowerCase()).not.toContain('password_hash');
        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, `users-${label}`);
        await page.goto('/admin/orders');
        await page.getByLabel('Order number, payment reference, phone or shop').fill('CM-0000000000');
        await page.getByRole('button', { name: 'Search' }).click();
        await page.getByText('No order matches “CM-0000000000”.').waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, `orders-${label}`);
      } finally {
        await context.close();
      }
    }
  });

  it('a shopper who opens /admin is told only the operator may, and the console calls answer 403', async () => {
    const signIn = await fetch(`${baseURL()}/api/v1/user/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone_number: DEMO_SHOPPER.phone, password: DEMO_SHOPPER.password }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const { context, page } = await openStoreAs(browser, token, DESKTOP);
    try {
      await page.goto('/admin');
      await page.getByText("Only the market's operator can do this.").waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin');
      const refused = await fetch(`${baseURL()}/api/v1/admin/shops`, { headers: { authorization: `Bearer ${token}` } });
      expect(refused.status).toBe(403);
    } finally {
      await context.close();
    }
  });

  it('suspends an account after a reason and a second confirmation: its sign-in then answers the reason; reinstated, it signs in again', async () => {
    const unique = String(Date.now()).slice(-8);
    const phone = `0817${unique.slice(-7)}`;
    const password = 'Suspend!Journey2026';
    const signUp = await fetch(`${baseURL()}/api/v1/user/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: 'Suspended Journey',
        email: `suspend-${unique}@e2e.test`,
        phone_number: phone,
        hall: 'Queen Esther',
        password,
      }),
    });
    expect(signUp.status, await signUp.clone().text()).toBe(201);
    const signIn = () =>
      fetch(`${baseURL()}/api/v1/user/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone_number: phone, password }),
      });

    const { context, page } = await openStoreAs(browser, operator().token, PHONE);
    await page.goto('/admin/users');
    await page.getByLabel('Phone number or email').fill(phone);
    await page.getByRole('button', { name: 'Look up' }).click();
    await page.getByRole('button', { name: 'Suspend account' }).click();
    await page.getByLabel('Why? The account holder reads this when they try to sign in.').fill('Abusive messages to a shop');
    await page.getByRole('button', { name: 'Continue' }).click();
    // Nothing happens until the second, explicit confirmation.
    expect((await signIn()).status).toBe(200);
    await page.getByRole('group', { name: 'Confirm the suspension' }).getByRole('button', { name: 'Suspend Suspended Journey' }).click();
    await page.getByTestId('account-suspended').waitFor();
    expect(await page.getByTestId('account-suspended').textContent()).toContain('Reason: Abusive messages to a shop');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'user-suspended-phone');
    const refused = await signIn();
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toContain('Abusive messages to a shop');

    await page.getByRole('button', { name: 'Reinstate' }).click();
    await page.getByRole('button', { name: 'Yes, let Suspended Journey sign in again' }).click();
    await page.getByRole('button', { name: 'Suspend account' }).waitFor();
    expect((await signIn()).status).toBe(200);
    await context.close();
  });

  it('Needs attention is live: the screen says so once its stream is open (issue 36 item 8)', async () => {
    const { context, page } = await openStoreAs(browser, operator().token, DESKTOP);
    await page.goto('/admin/attention');
    await expect.poll(() => page.getByTestId('attention-updated').textContent()).toContain('Live: changes show at once.');
    await shot(page, 'needs-attention-live-desktop');
    await context.close();
  });
});
