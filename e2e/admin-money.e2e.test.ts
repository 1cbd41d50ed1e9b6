import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatKobo, nairaToKobo, type OrderDetail, type Shop } from '@campus/contract';
import { baseURL, launchBrowser, openStoreAs } from './browser';
import { seriousViolations } from './axe';

/**
 * The operator's money screens (issue 21): a shop's bank account checked with the bank before it is
 * saved, an order's payments and split with a refund per part, stuck payments, and the Money table.
 * The operator pays the order themself: an account of this file's own, so no other file's cart moves.
 */
const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;
const SHOTS = process.env.ADMIN_SHOTS_DIR;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const operator = () => inject('operator');
const api = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
  const res = await fetch(`${baseURL()}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${operator().token}`, ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
};

async function plainProductOf(slug: string) {
  const shop = await api<Shop>(`/api/v1/shop/slug/${slug}`);
  const product = shop.products.find((p) => p.isAvailable !== false && p.extras.length === 0);
  if (!product) throw new Error(`no plain product in ${slug}`);
  return { shop, product };
}

/** A paid order of one item from each shop, through the API and the sandbox, as the checkout does it. */
async function paidOrder(slugs: string[]): Promise<OrderDetail> {
  await api('/api/v1/user/carts', { method: 'DELETE' });
  for (const slug of slugs) await api(`/api/v1/user/cart/${(await plainProductOf(slug)).product._id}`, { method: 'POST', body: '{}' });
  const started = await api<{ reference: string; accessCode: string }>('/api/v1/payment/initialize', { method: 'POST', body: '{}' });
  await api(`/sandbox/checkout/${started.accessCode}/pay`, { method: 'POST' });
  await api('/api/v1/payment/verify', { method: 'POST', body: JSON.stringify({ reference: started.reference }) });
  const created = await api<{ newOrder: { orderId: string } }>('/api/v1/order/create-order', {
    method: 'POST',
    body: JSON.stringify({ orderPrice: 0, orderItems: [], reference: started.reference }),
  });
  return api<OrderDetail>(`/api/v1/orders/${created.newOrder.orderId}`);
}

async function shot(target: Page | Locator, name: string) {
  if (SHOTS) await target.screenshot({ path: `${SHOTS}/${name}.png`, ...('goto' in target ? { fullPage: true } : {}) });
}

describe("the operator's money screens", () => {
  it('sets a shop’s bank account: the bank’s name is checked and confirmed, then the subaccount shows', async () => {
    const { context, page } = await openStoreAs(browser, operator().token, DESKTOP);
    try {
      await page.goto('/admin/shops');
      const row = page.getByRole('listitem').filter({ hasText: 'Suya Spot' });
      await row.getByRole('button', { name: 'Bank account' }).click();
      await row.getByText('No bank account yet: Suya Spot can sell').waitFor();
      await row.getByRole('option', { name: 'Zenith Bank' }).waitFor({ state: 'attached' });
      await row.getByLabel('Bank').selectOption({ label: 'Zenith Bank' });
      await row.getByLabel('Account number').fill('1234567890');
      await row.getByRole('button', { name: 'Save bank account' }).click();
      await row.getByText('Check the account name and confirm it first').waitFor();
      await row.getByRole('button', { name: 'Check account name' }).click();
      // ADAEZE OKAFOR is neither Suya Spot nor its owner: no one-click checkbox, the name is typed (issue 39 item 4).
      await row.getByText(/belongs to ADAEZE OKAFOR, which is neither Suya Spot nor its owner/).waitFor();
      expect(await row.getByRole('checkbox').count()).toBe(0);
      await row.getByLabel('To save it anyway, type the account name as the bank gives it').fill('Adaeze Okafor');
      await row.getByLabel('Commission (%)').fill('7.5');
      await row.getByRole('button', { name: 'Save bank account' }).click();
      await row
        .getByRole('status')
        .getByText(/^Saved: paid to ADAEZE OKAFOR, subaccount ACCT_/)
        .waitFor();
      await row.getByText(/ADAEZE OKAFOR · Zenith Bank · 1234567890/).waitFor();
      await row.getByText('Bank name differs: "ADAEZE OKAFOR" is neither Suya Spot nor its owner.').waitFor();
      await row.getByText('Bank name differs', { exact: true }).waitFor();
      await row.getByText('7.5 %').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(row, 'bank-account-desktop');
      await page.setViewportSize(PHONE);
      await shot(row, 'bank-account-phone');
    } finally {
      await context.close();
    }
  });

  it("shows an order's split and refunds one part once; the stuck payments and the Money table are there on a phone", async () => {
    const order = await paidOrder(['suya-spot', 'page-turners']);
    const refunded = order.parts.find((part) => part.shop.slug === 'page-turners');
    if (!refunded) throw new Error('the order has no Page Turners part');
    const refundKobo = nairaToKobo(refunded.itemsSubtotal) + nairaToKobo(refunded.delivery);

    const { context, page } = await openStoreAs(browser, operator().token, PHONE);
    try {
      await page.goto('/admin/orders');
      await page.getByRole('heading', { name: 'Stuck payments' }).waitFor();
      await page.getByLabel('Order number, payment reference, phone or shop').fill(order.id);
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('link', { name: order.id }).click();
      const money = page.getByRole('region', { name: 'Money' });
      await money.getByText(order.reference).first().waitFor();
      // The split that was sent: Suya Spot now has a subaccount (the test above), Page Turners is owed.
      await money.getByText(/Suya Spot: .* to ACCT_/).waitFor();
      await money.getByText(/Page Turners: .*\(owed: no subaccount\)/).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'order-money-phone');

      const part = money.getByRole('listitem').filter({ hasText: /^Page Turners/ });
      await part.getByRole('button', { name: 'Refund part' }).click();
      // The part has not left its shop: its refund cancels it (decision 041).
      await part.getByText(`Refund ${formatKobo(refundKobo)} to the shopper's card and cancel this part?`).waitFor();
      await part.getByRole('button', { name: 'Yes, refund Page Turners' }).dblclick();
      await part.getByText(/· refund (requested|being sent|pending at Paystack|refunded)$/).waitFor();
      await part.getByText(/^Page Turners · cancelled · /).waitFor();
      await expect.poll(async () => part.getByRole('button', { name: 'Refund part' }).count()).toBe(0);
      const refunds = (await api<{ refunds: { partId: string | null; amountKobo: number }[] }>(`/api/v1/admin/orders/${order.id}/money`))
        .refunds;
      expect(refunds.filter((refund) => refund.partId === refunded.id).map((refund) => refund.amountKobo)).toEqual([refundKobo]);

      await page.getByRole('link', { name: 'Money' }).click();
      // A card per shop and day on a phone (issue 39 item 7), the table on a desktop.
      const cards = page.getByRole('list', { name: 'Ledger by shop and day' });
      await cards.getByText('Page Turners').first().waitFor();
      await cards.getByText('Total', { exact: true }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'money-phone');
      await page.setViewportSize(DESKTOP);
      const table = page.getByRole('region', { name: 'Ledger table by shop and day' });
      await table.getByRole('rowheader', { name: 'Page Turners' }).first().waitFor();
      await table.getByRole('rowheader', { name: 'Total' }).waitFor();
      await shot(page, 'money-desktop');
    } finally {
      await context.close();
    }
  });
});
