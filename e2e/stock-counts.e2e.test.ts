import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyRoles, SellerProductsResponse } from '@campus/contract';
import { DESKTOP, PHONE, launchBrowser, openStore, openStoreAs } from './browser';
import { api, signIn } from './paid-order';

/**
 * Stock counts (issue 38 item 2): an owner types the units left in the console's catalog; at 0 the storefront's
 * card says "Out of Stock". Demo owner 26 (README: 0803000nnnn / Owner@2024) belongs to this journey.
 */
const OWNER_PHONE = '08030000026';
let browser: Browser;
let token: string;
let slug: string;
let product: SellerProductsResponse['products'][number];

beforeAll(async () => {
  browser = await launchBrowser();
  token = await signIn(OWNER_PHONE, 'Owner@2024');
  slug = ((await (await api('me/roles', token)).json()) as MyRoles).shops[0]!.slug;
  const list = (await (await api(`seller/shops/${slug}/products`, token)).json()) as SellerProductsResponse;
  product = list.products.find((candidate) => candidate.isAvailable && candidate.extras.length === 0) ?? list.products[0]!;
});
afterAll(async () => {
  // The product stops being counted again, as the seed made it.
  await api(`seller/shops/${slug}/products/${product.id}/stock`, token, { method: 'PUT', body: JSON.stringify({ stockCount: null }) });
  await browser?.close();
});

describe('stock counts', () => {
  it('the owner sets 0 left in the console and shoppers see Out of Stock; 3 left and it sells again', async () => {
    const { context, page } = await openStoreAs(browser, token, DESKTOP);
    await page.goto(`/seller/${slug}/catalog`);
    const row = page.getByTestId('seller-product').filter({ hasText: product.title });
    const box = row.getByLabel('Left');
    await box.fill('0');
    await box.press('Enter');
    await row.getByText('Shoppers see Out of Stock').waitFor();

    const shopper = await openStore(browser, PHONE);
    await shopper.page.goto(`/shop/${slug}`);
    const card = shopper.page.getByTestId('product-card').filter({ hasText: product.title }).first();
    const soldOut = card.getByRole('button', { name: 'Out of Stock' });
    await soldOut.waitFor();
    expect(await soldOut.isDisabled()).toBe(true);

    await box.fill('3');
    await box.press('Enter');
    await expect.poll(() => row.getByText('Shoppers see Out of Stock').count()).toBe(0);
    await expect
      .poll(async () => {
        await shopper.page.reload();
        await card.waitFor();
        return card.getByRole('button', { name: 'Out of Stock' }).count();
      })
      .toBe(0);
    await shopper.context.close();
    await context.close();
  });
});
