import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartResponse } from '@campus/contract';
import { DESKTOP, PHONE, launchBrowser, openStoreAs, shopper } from './browser';
import { api, paidOrder, plainProductOf } from './paid-order';

/** Order again (issue 37 item 2) as the shopper meets it. Shopper 19 is this file's own. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('Order again', () => {
  it('one tap on a past order puts its items back in the cart and says so; the cart shows them', async () => {
    const me = shopper(19);
    const orderId = await paidOrder(me.token, ['book-shop']);
    const { product } = await plainProductOf('book-shop');
    expect(((await (await api('user/cart', me.token)).json()) as CartResponse).cart).toEqual([]);

    const { context, page } = await openStoreAs(browser, me.token, PHONE);
    await page.goto(`/orders/${orderId}`);
    await page.getByRole('button', { name: 'Order again' }).click();
    const result = page.getByTestId('order-again-result');
    await expect.poll(() => result.textContent()).toContain(`Added to your cart: 1 × ${product.productTitle}.`);
    if (process.env.SCREENSHOT_DIR) {
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/order-again-phone.png`, fullPage: true });
      await page.setViewportSize(DESKTOP);
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/order-again-desktop.png`, fullPage: true });
    }
    await result.getByRole('link', { name: 'Go to cart' }).click();
    await page.waitForURL('**/cart');
    await page.getByText(product.productTitle).first().waitFor();
    const cart = (await (await api('user/cart', me.token)).json()) as CartResponse;
    expect(cart.cart.map((line) => [line.product._id, line.qty])).toEqual([[product._id, 1]]);
    await context.close();
  });
});
