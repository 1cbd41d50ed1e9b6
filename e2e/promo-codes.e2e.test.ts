import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatKobo, nairaToKobo, type PromoCode } from '@campus/contract';
import { DESKTOP, PHONE, launchBrowser, openStoreAs, shopper } from './browser';
import { api, plainProductOf } from './paid-order';

/**
 * A promo code applied at checkout (issue 38 item 3): the operator makes a market-funded ₦300 off; a shopper
 * types it at checkout, sees the discount under the shop's name and the total less it, and pays that on the
 * sandbox. Shoppers 39–43 belong to the promo and stock journeys (39 here).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const sandboxFrame = (page: Page) => page.frameLocator('iframe[title="Sandbox checkout"]');

describe('promo codes at checkout', () => {
  it("the operator's code typed at checkout: shown line by line, the total less it, and that total paid", async () => {
    const operator = inject('operator');
    const codeText = `E2E-${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
    // Made on the operator's Promo codes screen, as the operator makes one.
    const operatorTab = await openStoreAs(browser, operator.token, PHONE);
    await operatorTab.page.goto('/admin/promo-codes');
    const form = operatorTab.page.getByRole('form', { name: 'New promo code' });
    await form.getByLabel('Code', { exact: true }).fill(codeText.toLowerCase());
    await form.getByLabel('Naira off').fill('300');
    await form.getByLabel('Uses per account').fill('1');
    if (process.env.SCREENSHOT_DIR) await operatorTab.page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/promo-new-360.png` });
    await form.getByRole('button', { name: 'Create code' }).click();
    const row = operatorTab.page.getByRole('list', { name: 'Promo codes' }).getByTestId('promo-code-row').filter({ hasText: codeText });
    await row.waitFor();
    if (process.env.SCREENSHOT_DIR) {
      await operatorTab.page.setViewportSize(DESKTOP);
      await operatorTab.page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/promo-codes-1280.png`, fullPage: true });
    }
    await operatorTab.context.close();
    const made = (await (await api('admin/promo-codes', operator.token)).json()) as { codes: PromoCode[] };
    const code = made.codes.find((row) => row.code === codeText)!;
    expect(code).toMatchObject({ kind: 'fixed', value: 30_000, usesPerAccount: 1, usesCount: 0 });

    const me = shopper(39);
    await api('user/carts', me.token, { method: 'DELETE' });
    const { shop, product } = await plainProductOf('book-shop');
    expect((await api(`user/cart/${product._id}`, me.token, { method: 'POST', body: '{}' })).ok).toBe(true);
    const total = nairaToKobo(product.price) + nairaToKobo(shop.deliveryPrice);
    const discount = Math.min(30_000, nairaToKobo(product.price));

    const { context, page } = await openStoreAs(browser, me.token, PHONE);
    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'Complete Your Order' }).waitFor();
    expect(await page.getByTestId('checkout-total').textContent()).toBe(formatKobo(total));
    await page.getByLabel('Promo code').fill(code.code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    const line = page.getByTestId('promo-line');
    await line.waitFor();
    expect(await line.textContent()).toBe(`${code.code} · ${shop.name}−${formatKobo(discount)}`);
    await expect.poll(() => page.getByTestId('checkout-total').textContent()).toBe(formatKobo(total - discount));

    await page.getByRole('button', { name: 'Pay Now' }).click();
    const frame = sandboxFrame(page);
    await frame.getByTestId('sandbox-amount').waitFor();
    expect(await frame.getByTestId('sandbox-amount').textContent()).toBe(formatKobo(total - discount));
    await frame.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL('**/order-success**');
    expect(await page.getByTestId('receipt').textContent()).toContain(formatKobo(total - discount));

    // The use is counted, and the code is spent for this account: a second quote says so.
    const list = (await (await api('admin/promo-codes', operator.token)).json()) as { codes: PromoCode[] };
    expect(list.codes.find((row) => row.id === code.id)?.usesCount).toBe(1);
    expect((await api(`user/cart/${product._id}`, me.token, { method: 'POST', body: '{}' })).ok).toBe(true);
    const again = await api('user/promo/quote', me.token, { method: 'POST', body: JSON.stringify({ code: code.code }) });
    expect(((await again.json()) as { error: string }).error).toBe('You have already used this code as many times as it allows.');
    await context.close();
  });
});
