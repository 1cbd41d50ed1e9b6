import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Favourites } from '@campus/contract';
import { DESKTOP, PHONE, launchBrowser, openStore, openStoreAs, shopper } from './browser';
import { api, plainProductOf } from './paid-order';

/** Favourites (issue 37 item 3) as the shopper meets them. Shopper 21 is this file's own. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('Favourites', () => {
  it('the heart keeps a shop and a dish; Account → Favourites lists them, and a tap there lets one go', async () => {
    const me = shopper(21);
    for (const kind of ['shops', 'products'] as const) {
      const kept = ((await (await api('user/favourites', me.token)).json()) as Favourites)[kind];
      for (const item of kept) await api(`user/favourites/${kind}/${item._id}`, me.token, { method: 'DELETE' });
    }
    const { shop, product } = await plainProductOf('book-shop');
    const { context, page } = await openStoreAs(browser, me.token, PHONE);

    await page.goto(`/shop/${shop.slug}`);
    const shopHeart = page.getByRole('button', { name: `Save ${shop.name} to favourites` });
    await shopHeart.click();
    await page.getByRole('button', { name: `Remove ${shop.name} from favourites` }).waitFor();

    await page.goto(`/product-page/${product.slug}`);
    await page.getByRole('button', { name: `Save ${product.productTitle} to favourites` }).click();
    await page.getByRole('button', { name: `Remove ${product.productTitle} from favourites` }).waitFor();

    await page.goto('/account');
    await page.getByRole('link', { name: 'Favourites' }).click();
    await page.getByRole('heading', { name: 'Favourites', level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('favourite-shop').allTextContents()).toEqual([shop.name]);
    await expect.poll(() => page.getByTestId('favourite-product').first().textContent()).toContain(product.productTitle);
    if (process.env.SCREENSHOT_DIR) {
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/favourites-phone.png`, fullPage: true });
      await page.setViewportSize(DESKTOP);
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/favourites-desktop.png`, fullPage: true });
    }

    await page.getByRole('button', { name: `Remove ${shop.name} from favourites` }).click();
    await expect.poll(() => page.getByTestId('favourite-shop').count()).toBe(0);
    const kept = (await (await api('user/favourites', me.token)).json()) as Favourites;
    expect(kept.shops).toEqual([]);
    expect(kept.products.map((item) => item._id)).toEqual([product._id]);
    await context.close();
  });

  it('signed out, the heart asks to sign in and keeps nothing', async () => {
    const { shop } = await plainProductOf('book-shop');
    const { context, page } = await openStore(browser, PHONE);
    await page.goto(`/shop/${shop.slug}`);
    await page.getByRole('button', { name: `Save ${shop.name} to favourites` }).click();
    await page.getByRole('dialog').waitFor();
    expect(await page.getByRole('dialog').textContent()).toMatch(/sign in|log in/i);
    await context.close();
  });
});
