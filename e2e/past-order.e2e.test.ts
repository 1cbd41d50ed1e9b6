import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
import { formatNaira, type CartResponse, type OrderDetail } from '@campus/contract';
import { DESKTOP, PHONE, launchBrowser, openStoreAs, shopper } from './browser';
import { api, paidOrder, plainProductOf } from './paid-order';

/** A past order as the shopper meets it (issue 37): order again, the receipt to keep. Shopper 19 is this file's own. */
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

  it('the receipt: order success lists each shop’s lines and delivery share, and "Download receipt" saves a PDF of the order', async () => {
    const me = shopper(19);
    const orderId = await paidOrder(me.token, ['book-shop']);
    const order = (await (await api(`orders/${orderId}`, me.token)).json()) as OrderDetail;
    const { context, page } = await openStoreAs(browser, me.token, PHONE);
    await page.goto(`/order-success?order=${orderId}`);
    const lines = page.getByTestId('order-lines');
    await expect.poll(() => lines.textContent()).toContain(order.parts[0]!.items[0]!.title);
    expect(await lines.textContent()).toContain(`Delivery share${formatNaira(order.parts[0]!.delivery)}`);

    const [download] = await Promise.all([page.waitForEvent('download'), lines.getByRole('button', { name: 'Download receipt' }).click()]);
    expect(download.suggestedFilename()).toBe(`receipt-${orderId}.pdf`);
    const pdf = fs.readFileSync((await download.path())!);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text, text).toContain('Campus Market');
    expect(text).toContain(orderId);
    expect(text).toContain(order.reference);
    expect(text).toContain(`${order.parts[0]!.items[0]!.qty} × ${order.parts[0]!.items[0]!.title}`);
    expect(text).toContain(formatNaira(order.total));
    await context.close();
  });
});
