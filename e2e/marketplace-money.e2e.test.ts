import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { HALLS, formatNaira, nairaToKobo, type AdminShops, type LedgerResponse, type OrderDetail, type Shop } from '@campus/contract';
import { DESKTOP, PHONE, baseURL, launchBrowser, openStore, openStoreAs, shopper } from './browser';

/**
 * Issue 21's journey, end to end in the browser: the operator creates a shop with its bank account and
 * invites its owner; the owner joins and adds a product; a shopper buys it with another shop's item;
 * the owner rejects their part; the shopper's order shows the refund; the day's ledger balances.
 * Shopper 32 is this file's own.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const json = async <T>(path: string, token: string | null, init: RequestInit = {}): Promise<T> => {
  const res = await fetch(`${baseURL()}${path}`, {
    ...init,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
};

const SHOTS = process.env.ADMIN_SHOTS_DIR;
const sandboxFrame = (page: Page) => page.frameLocator('iframe[title="Sandbox checkout"]');

describe("the market's money, from a new shop to a refund", () => {
  it(
    'operator creates a shop with a bank account and invites the owner; the owner adds a product; a shopper buys it with another shop; the owner rejects; the refund shows; the ledger balances',
    { timeout: 240_000 },
    async () => {
      const run = Date.now();
      const shopName = `Campus Grill ${run}`;
      const ownerEmail = `grill-owner-${run}@e2e.test`;
      const operator = inject('operator');

      // The operator: the shop, its bank account (the bank's name checked and confirmed) and the owner's invitation.
      const operatorTab = await openStoreAs(browser, operator.token, DESKTOP);
      await operatorTab.page.goto('/admin/shops');
      const form = operatorTab.page.getByRole('region', { name: 'New shop' });
      await form.getByLabel('Name').fill(shopName);
      await form.getByLabel('Category').selectOption({ label: 'Food' });
      await form.getByLabel('Description').fill('Grilled wraps and chicken by the sports complex.');
      await form.getByLabel('Delivery fee (₦)').fill('250');
      await form.getByRole('button', { name: 'Create shop' }).click();
      await operatorTab.page.getByText(`Created ${shopName}.`).waitFor();
      const row = operatorTab.page.getByRole('listitem').filter({ hasText: shopName });
      await row.getByRole('button', { name: 'Bank account' }).click();
      await row.getByRole('option', { name: 'Guaranty Trust Bank' }).waitFor({ state: 'attached' });
      await row.getByLabel('Bank').selectOption({ label: 'Guaranty Trust Bank' });
      await row.getByLabel('Account number').fill('0123456789');
      await row.getByRole('button', { name: 'Check account name' }).click();
      // MAMA PUT KITCHEN VENTURES is not Campus Grill's name: it is typed to confirm it (issue 39 item 4).
      await row.getByLabel('To save it anyway, type the account name as the bank gives it').fill('MAMA PUT KITCHEN VENTURES');
      await row.getByLabel('Commission (%)').fill('10');
      await row.getByRole('button', { name: 'Save bank account' }).click();
      await row
        .getByRole('status')
        .getByText(/subaccount ACCT_/)
        .waitFor();
      await row.getByRole('button', { name: 'Invite owner' }).click();
      await row.getByLabel("Owner's email").fill(ownerEmail);
      await row.getByRole('button', { name: 'Invite owner' }).last().click();
      await row.getByRole('status').getByText(`Invitation sent to ${ownerEmail}`, { exact: false }).waitFor();
      const shops = await json<AdminShops>('/api/v1/admin/shops', operator.token);
      const created = shops.shops.find((shop) => shop.name === shopName)!;

      // The owner: the link from the mail, an account made on it, and a product.
      const mail = await json<{ messages: { text: string }[] }>(`/api/v1/dev/outbox?to=${encodeURIComponent(ownerEmail)}&limit=1`, null);
      const link = /\/seller\/invitations\/[A-Za-z0-9_-]+/.exec(mail.messages[0]!.text)![0];
      const owner = await openStore(browser, PHONE);
      await owner.page.goto(link);
      await owner.page.getByLabel('Full Name').fill('Grill Owner');
      await owner.page.getByLabel('Phone Number').fill(`0709${String(run % 10_000_000).padStart(7, '0')}`);
      await owner.page.getByLabel('Hall').selectOption({ label: HALLS[0] });
      await owner.page.getByLabel('Password', { exact: true }).fill('Grill@Owner2026');
      await owner.page.getByRole('button', { name: 'Create account and join' }).click();
      await owner.page.waitForURL(`**/seller/${created.slug}/orders`);
      await owner.page.goto(`/seller/${created.slug}/catalog/new`);
      await owner.page.getByLabel('Title').fill('Grilled Chicken Wrap');
      await owner.page.getByLabel('Price (₦)').fill('1500');
      await owner.page.getByRole('button', { name: 'Add product' }).click();
      await owner.page.waitForURL(`**/seller/${created.slug}/catalog`);

      // The shopper: the new shop's wrap and a book, paid in one payment.
      const me = shopper(32);
      await json('/api/v1/user/carts', me.token, { method: 'DELETE' });
      const grill = await json<Shop>(`/api/v1/shop/slug/${created.slug}`, null);
      const wrap = grill.products.find((product) => product.productTitle === 'Grilled Chicken Wrap')!;
      const books = await json<Shop>('/api/v1/shop/slug/book-shop', null);
      const book = books.products.find((product) => product.isAvailable !== false && product.extras.length === 0)!;
      for (const product of [wrap, book]) await json(`/api/v1/user/cart/${product._id}`, me.token, { method: 'POST', body: '{}' });
      const buyer = await openStoreAs(browser, me.token, PHONE);
      await buyer.page.goto('/checkout');
      await buyer.page.getByLabel('Room or block').fill('Block A, 12');
      await buyer.page.getByRole('button', { name: 'Pay Now' }).click();
      await sandboxFrame(buyer.page).getByRole('button', { name: 'Pay', exact: true }).click();
      await buyer.page.waitForURL('**/order-success?order=*');
      const orderId = new URL(buyer.page.url()).searchParams.get('order')!;

      // The owner rejects their part from the live queue.
      await owner.page.goto(`/seller/${created.slug}/orders`);
      // The new order takes the console over until someone has seen it (issue 36.4).
      await owner.page
        .getByRole('dialog')
        .getByRole('heading', { name: `New order ${orderId}` })
        .waitFor();
      await owner.page.getByRole('dialog').getByRole('button', { name: 'Seen' }).click();
      const card = owner.page.getByTestId('queue-card').filter({ hasText: orderId });
      await card.getByRole('button', { name: 'Reject' }).click();
      await card.getByRole('button', { name: 'Reject order' }).click();
      await card.waitFor({ state: 'detached' });

      // The shopper's order shows the refund of each part: its items and the delivery share it was charged.
      const order = await json<OrderDetail>(`/api/v1/orders/${orderId}`, me.token);
      const paidFor = (name: string) => {
        const found = order.parts.find((p) => p.shop.name === name)!;
        return found.itemsSubtotal + found.delivery;
      };
      const refund = formatNaira(paidFor(shopName));
      await buyer.page.goto(`/orders/${orderId}`);
      const part = buyer.page.getByRole('region', { name: shopName });
      await expect
        .poll(
          async () => {
            await buyer.page.reload();
            await part.waitFor();
            return part.getByText(`Refunded ${refund} to your card`, { exact: false }).count();
          },
          { timeout: 60_000, interval: 1_000 },
        )
        .toBe(1);
      // The book is still only paid: the shopper cancels it too, and it is refunded the same way.
      const bookPart = buyer.page.getByRole('region', { name: 'Book Shop' });
      await bookPart.getByRole('button', { name: 'Cancel' }).click();
      await bookPart.getByText("Cancel Book Shop's part?", { exact: false }).waitFor();
      await bookPart.getByRole('button', { name: 'Yes, cancel' }).click();
      await bookPart.getByRole('button', { name: 'Cancel' }).waitFor({ state: 'detached' });
      const bookRefund = formatNaira(paidFor('Book Shop'));
      await expect
        .poll(
          async () => {
            await buyer.page.reload();
            await bookPart.waitFor();
            return bookPart.getByText(`Refunded ${bookRefund} to your card`, { exact: false }).count();
          },
          { timeout: 60_000, interval: 1_000 },
        )
        .toBe(1);
      if (SHOTS) await buyer.page.screenshot({ path: `${SHOTS}/refunded-order-phone.png`, fullPage: true });

      // The day's ledger for the new shop: charged, all of it refunded, and the figures add up.
      // Ledger days are Lagos days (issue 39 item 7).
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
      const ledger = await json<LedgerResponse>(`/api/v1/admin/ledger?from=${today}&to=${today}&shopId=${created.id}`, operator.token);
      expect(ledger.days).toHaveLength(1);
      const day = ledger.days[0]!;
      expect(day).toMatchObject({ shopName, chargedKobo: nairaToKobo(paidFor(shopName)), refundedKobo: nairaToKobo(paidFor(shopName)) });
      expect(day.chargedKobo - day.refundedKobo - day.commissionKobo - day.settledKobo).toBe(day.owedKobo);

      await Promise.all([operatorTab.context.close(), owner.context.close(), buyer.context.close()]);
    },
  );
});
