import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema, formatNaira, productSchema, type Product } from '@campus/contract';
import { DESKTOP, PHONE, launchBrowser, openStoreAs, shopper } from './browser';
import { apiJson, signIn } from './paid-order';

/** Issue 38 item 1: the demo's shawarma asks "Beef or Chicken?" and its tee has sizes (apps/api/src/db/seed-choice-groups.ts). */
const SHAWARMA = 'loaded-shawarma-shawarma-hub';
const TEE = 'campus-crest-tee-campus-threads';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const product = async (slug: string): Promise<Product> => productSchema.parse(await apiJson(`product/slug/${slug}`));
const priceOf = (p: Product, name: string) =>
  Number(p.extras.flatMap((group) => group.options).find((option) => option.name === name)?.price);

/** The option's input within its group (the group is named by its legend: title, then the rule's hint). */
const choice = (page: Page, group: string, name: string) =>
  page.getByRole('group', { name: new RegExp(`^${group.replace(/[?]/g, '\\?')}`) }).locator(`input[value="${name}"]`);

describe('a real menu on the product page (issue 38)', () => {
  it('a phone shopper picks Beef or Chicken with radios, a size, three with the stepper, and adds from the sticky bar', async () => {
    const me = shopper(35);
    await apiJson('user/carts', { method: 'DELETE', token: me.token });
    const shawarma = await product(SHAWARMA);
    const { context, page } = await openStoreAs(browser, me.token, PHONE);

    // The shop card says where the choice is made, and takes the shopper there.
    await page.goto('/shop/shawarma-hub');
    const card = page.getByTestId('product-card').filter({ hasText: shawarma.productTitle });
    await card.getByText('Choose options').click();
    await page.waitForURL(`**/product-page/${SHAWARMA}`);

    // A pick-one group is radios; Size starts on its default; the add waits for the choice, saying which.
    const beef = choice(page, 'Beef or Chicken?', 'Beef');
    await beef.waitFor();
    expect(await beef.getAttribute('type')).toBe('radio');
    expect(await choice(page, 'Size', 'Regular').isChecked()).toBe(true);
    expect(await choice(page, 'Add-ons', 'Sausage').getAttribute('type')).toBe('checkbox');
    const waiting = page.getByRole('button', { name: 'Extras required' });
    expect(await waiting.isDisabled()).toBe(true);
    await page.getByText('Choose one option for “Beef or Chicken?”').waitFor();

    // The add button stays on screen above the tabs, even at the top of a long page.
    const bar = page.getByTestId('buy-bar');
    const box = await bar.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
    expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('sticky');

    await choice(page, 'Beef or Chicken?', 'Chicken').check();
    await choice(page, 'Beef or Chicken?', 'Beef').check();
    expect(await choice(page, 'Beef or Chicken?', 'Chicken').isChecked()).toBe(false);
    await choice(page, 'Size', 'Jumbo').check();
    await page.getByRole('button', { name: 'One more' }).click();
    await page.getByRole('button', { name: 'One more' }).click();
    const unit = shawarma.price + priceOf(shawarma, 'Beef') + priceOf(shawarma, 'Jumbo');
    await expect.poll(() => page.getByTestId('line-total').textContent()).toBe(`${formatNaira(unit * 3)} for 3`);
    await expect.poll(() => page.getByTestId('product-total').textContent()).toBe(formatNaira(unit));

    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('button', { name: 'Added to cart' }).waitFor();
    const cart = cartResponseSchema.parse(await apiJson('user/cart', { token: me.token }));
    expect(cart.cart).toHaveLength(1);
    expect(cart.cart[0]).toMatchObject({ qty: 3, unitPrice: unit, totalPrice: unit * 3 });
    expect(cart.cart[0]!.condiments.map((c) => c.name).sort()).toEqual(['Beef', 'Jumbo']);
    await context.close();
  });

  it('the shawarma’s owner makes its second picture the cover on a phone, and the storefront shows it first', async () => {
    // Shawarma Hub is the sixth shop in storefront order, so its demo owner is the sixth (README).
    const token = await signIn('08030000006', 'Owner@2024');
    const before = await product(SHAWARMA);
    const { context, page } = await openStoreAs(browser, token, PHONE);
    await page.goto('/seller/shawarma-hub/catalog');
    await page
      .getByRole('link', { name: /Loaded Shawarma/ })
      .first()
      .click();
    const pictures = page.getByRole('list', { name: 'Pictures' });
    await pictures.waitFor();
    expect(await page.getByRole('button', { name: 'Move picture 1 earlier' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Make picture 2 the cover' }).click();
    await page.getByText('Picture 2 is now the cover').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL('**/seller/shawarma-hub/catalog');
    const after = await product(SHAWARMA);
    expect(after.images).toEqual([before.images[1], before.images[0]]);
    await context.close();
  });

  it('a desktop shopper buys a tee in a size: the default size lets the add go at once, another size prices it', async () => {
    const me = shopper(36);
    await apiJson('user/carts', { method: 'DELETE', token: me.token });
    const tee = await product(TEE);
    const { context, page } = await openStoreAs(browser, me.token, DESKTOP);
    await page.goto(`/product-page/${TEE}`);
    const medium = choice(page, 'Size', 'M');
    await medium.waitFor();
    expect(await medium.isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: 'Add to cart' }).isEnabled()).toBe(true);
    // On a desktop the bar sits in the page.
    expect(await page.getByTestId('buy-bar').evaluate((element) => getComputedStyle(element).position)).toBe('static');

    await choice(page, 'Size', 'XL').check();
    expect(await medium.isChecked()).toBe(false);
    const unit = tee.price + priceOf(tee, 'XL');
    // The radio changes at once; the total follows once the page has rendered the choice (at hydration, if it came first).
    await expect.poll(() => page.getByTestId('product-total').textContent()).toBe(formatNaira(unit));
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('button', { name: 'Added to cart' }).waitFor();
    const cart = cartResponseSchema.parse(await apiJson('user/cart', { token: me.token }));
    expect(cart.cart[0]).toMatchObject({ qty: 1, unitPrice: unit, condiments: [{ name: 'XL', price: priceOf(tee, 'XL') }] });
    await context.close();
  });
});
