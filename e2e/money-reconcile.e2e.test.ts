import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatKobo, type LedgerResponse, type PayoutsResponse } from '@campus/contract';
import { seriousViolations } from './axe';
import { baseURL, launchBrowser, openStoreAs, shopper } from './browser';
import { paidOrder } from './paid-order';
import type { Browser } from 'playwright-core';

/**
 * Issue 39 items 3 and 7 in the browser: on a 360 px phone the operator sees what Pancake Palace (paid outside
 * Paystack) is owed, records a payout with its reference (a double click on "Yes, record it" records one),
 * and the owed figure goes down; the Money screens fit the phone and use a desktop's width. Shopper 51 is
 * this file's own; the shop is one no other journey buys from.
 */
const SMALL_PHONE = { width: 360, height: 740 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;
const SHOTS = process.env.ADMIN_SHOTS_DIR;
const SHOP = 'pancake-palace';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const operator = () => inject('operator');
const api = async <T>(path: string): Promise<T> => {
  const res = await fetch(`${baseURL()}${path}`, { headers: { authorization: `Bearer ${operator().token}` } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
};
const lagosToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());

async function owedTo(shopId: string): Promise<number> {
  const today = lagosToday();
  const ledger = await api<LedgerResponse>(`/api/v1/admin/ledger?from=${today}&to=${today}&shopId=${shopId}`);
  return ledger.days.reduce((sum, day) => sum + day.owedKobo, 0);
}

/** The page is no wider than the screen: nothing is cut off to the right. */
async function fitsTheScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe("the operator's money on a phone", () => {
  it(
    'records a payout to a shop paid outside Paystack once, however often it is clicked, and its owed figure goes down',
    { timeout: 120_000 },
    async () => {
      const orderId = await paidOrder(shopper(51).token, [SHOP]);
      const shops = await api<{ shops: { id: string; name: string; slug: string }[] }>('/api/v1/admin/shops');
      const shop = shops.shops.find((candidate) => candidate.slug === SHOP)!;
      await expect.poll(() => owedTo(shop.id), { timeout: 15_000 }).toBeGreaterThan(0);
      const owedBefore = await owedTo(shop.id);
      const reference = `TRF-${Date.now()}`;

      const { context, page } = await openStoreAs(browser, operator().token, SMALL_PHONE);
      try {
        await page.goto('/admin/money');
        const owed = page.getByRole('list', { name: 'Owed to shops' }).getByRole('listitem').filter({ hasText: shop.name });
        await owed.getByText(`owed ${formatKobo(owedBefore)}`).waitFor();
        // The ledger is cards on a phone, and nothing is cut at 360 px.
        await page.getByRole('list', { name: 'Ledger by shop and day' }).getByText(shop.name).first().waitFor();
        await fitsTheScreen(page);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/money-360.png`, fullPage: true });

        await owed.getByRole('button', { name: `Record payout to ${shop.name}` }).click();
        const form = page.getByRole('form', { name: 'Record payout' });
        expect(await form.getByLabel('Amount paid (₦)').inputValue()).toBe(String(owedBefore / 100).replace(/\.(\d)$/, '.$10'));
        await form.getByLabel('Amount paid (₦)').fill('300');
        await form.getByLabel('Transfer reference').fill(reference);
        await form.getByRole('button', { name: 'Record payout' }).click();
        await form.getByText(`Record ${formatKobo(30_000)} paid to ${shop.name}`, { exact: false }).waitFor();
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/money-payout-confirm-360.png`, fullPage: false });
        await form.getByRole('button', { name: 'Yes, record it' }).dblclick();
        await form
          .getByRole('status')
          .getByText(`Recorded: ${formatKobo(30_000)} to ${shop.name}`, { exact: false })
          .waitFor();
        await page.getByRole('list', { name: 'Payouts recorded' }).getByText(`ref ${reference}`, { exact: false }).waitFor();
        await owed.getByText(`owed ${formatKobo(owedBefore - 30_000)}`).waitFor();
        expect(await seriousViolations(page)).toEqual([]);

        const today = lagosToday();
        const payouts = await api<PayoutsResponse>(`/api/v1/admin/payouts?from=${today}&to=${today}&shopId=${shop.id}`);
        expect(payouts.payouts.filter((payout) => payout.reference === reference).map((payout) => payout.amountKobo)).toEqual([30_000]);
        expect(await owedTo(shop.id)).toBe(owedBefore - 30_000);

        // Recorded by mistake: reversed with a reason (never edited), it stays listed as reversed and the shop is owed it again.
        const recorded = page
          .getByRole('list', { name: 'Payouts recorded' })
          .getByRole('listitem')
          .filter({ hasText: `ref ${reference}` });
        await recorded.getByRole('button', { name: 'Reverse payout' }).click();
        const reversal = recorded.getByRole('form', { name: `Reverse the payout to ${shop.name}` });
        await reversal.getByLabel('Why is it reversed?').fill('Paid to the wrong shop');
        await fitsTheScreen(page);
        if (SHOTS) await recorded.screenshot({ path: `${SHOTS}/money-reverse-360.png` });
        await reversal.getByRole('button', { name: 'Yes, reverse it' }).click();
        await recorded.getByText(/^Reversed by .+: Paid to the wrong shop$/).waitFor();
        await owed.getByText(`owed ${formatKobo(owedBefore)}`).waitFor();
        expect(await owedTo(shop.id)).toBe(owedBefore);
        expect(await recorded.getByRole('button', { name: 'Reverse payout' }).count()).toBe(0);
        // The line under the form no longer says the payout stands.
        await form
          .getByRole('status')
          .getByText(`Reversed since: ${formatKobo(30_000)} to ${shop.name}`, { exact: false })
          .waitFor();
        if (SHOTS) await form.screenshot({ path: `${SHOTS}/money-reversed-since-360.png` });

        await page.setViewportSize(DESKTOP);
        // A desktop gets the table, its first column the shop.
        await page
          .getByRole('region', { name: 'Ledger table by shop and day' })
          .getByRole('rowheader', { name: shop.name })
          .first()
          .waitFor();
        await fitsTheScreen(page);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/money-1280.png`, fullPage: true });

        // The order's money: dates in en-NG, Lagos time, not the browser's month-first.
        await page.goto(`/admin/orders/${orderId}`);
        const money = page.getByRole('region', { name: 'Money' });
        await money
          .getByRole('region', { name: 'Ledger rows' })
          .getByText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/)
          .first()
          .waitFor();
        if (SHOTS) await money.screenshot({ path: `${SHOTS}/order-money-1280.png` });
        await page.setViewportSize(SMALL_PHONE);
        await fitsTheScreen(page);
        if (SHOTS) await money.screenshot({ path: `${SHOTS}/order-money-360.png` });
      } finally {
        await context.close();
      }
    },
  );
});

describe("a bank account that is not the shop's", () => {
  it(
    "is explained, saved only with the bank's name typed, flagged on the shop's row; Paystack's settlement then shows beside the ledger",
    { timeout: 120_000 },
    async () => {
      const { context, page } = await openStoreAs(browser, operator().token, SMALL_PHONE);
      try {
        await page.goto('/admin/shops');
        const row = page.getByRole('listitem').filter({ hasText: 'Pancake Palace' });
        await row.getByRole('button', { name: 'Bank account' }).click();
        await row.getByRole('option', { name: 'Guaranty Trust Bank' }).waitFor({ state: 'attached' });
        await row.getByLabel('Bank').selectOption({ label: 'Guaranty Trust Bank' });
        await row.getByLabel('Account number').fill('0123456789');
        await row.getByRole('button', { name: 'Check account name' }).click();
        await row.getByText(/belongs to MAMA PUT KITCHEN VENTURES, which is neither Pancake Palace nor its owner/).waitFor();
        await row.getByRole('button', { name: 'Save bank account' }).click();
        await row.getByText('Type the account name, MAMA PUT KITCHEN VENTURES, to save', { exact: false }).waitFor();
        await fitsTheScreen(page);
        if (SHOTS) await row.screenshot({ path: `${SHOTS}/bank-check-360.png` });
        await row.getByLabel('To save it anyway, type the account name as the bank gives it').fill('Mama Put Kitchen Ventures');
        await row.getByRole('button', { name: 'Save bank account' }).click();
        await row
          .getByRole('status')
          .getByText(/^Saved: paid to MAMA PUT KITCHEN VENTURES, subaccount ACCT_/)
          .waitFor();
        await row.getByText('Bank name differs', { exact: true }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        if (SHOTS) await row.screenshot({ path: `${SHOTS}/bank-flagged-360.png` });
        await page.setViewportSize(DESKTOP);
        if (SHOTS) await row.screenshot({ path: `${SHOTS}/bank-flagged-1280.png` });

        // Paid through the split from now on: the sandbox's settlement for today is pending until tomorrow morning.
        await paidOrder(shopper(51).token, [SHOP]);
        await page.goto('/admin/money');
        const card = page.getByRole('list', { name: 'Settlements by shop' }).getByRole('listitem', { name: /^Pancake Palace: / });
        await card.getByText('Matches the ledger').waitFor();
        await fitsTheScreen(page);
        if (SHOTS) {
          await page.getByRole('heading', { name: 'Paystack settlements' }).scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${SHOTS}/settlements-1280.png` });
          // For the picture only: the same answer with the settlement failed, to see a difference as the operator would.
          await page.route('**/api/v1/admin/settlements?*', async (route) => {
            const answer = await (await route.fetch()).json();
            for (const shop of answer.shops)
              for (const settlement of shop.settlements) {
                settlement.status = 'failed';
                shop.inProgressKobo = 0;
                shop.differenceKobo = -shop.expectedKobo;
              }
            await route.fulfill({ json: answer });
          });
          await page.setViewportSize(SMALL_PHONE);
          await page.reload();
          await page.getByText('differ from the ledger', { exact: false }).waitFor();
          await page.getByRole('heading', { name: 'Paystack settlements' }).scrollIntoViewIfNeeded();
          await page.getByText('1 settlement', { exact: true }).first().click();
          await page.screenshot({ path: `${SHOTS}/settlements-difference-360.png` });
        }
      } finally {
        await context.close();
      }
    },
  );
});
