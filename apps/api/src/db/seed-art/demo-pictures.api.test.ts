import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSourcesOf, UPLOADED_IMAGE_URL } from '@campus/contract';
import { containerOf, createTestApp, type TestApp } from '../../test/test-app';
import { products, shops } from '../schema';
import { renderArt } from './art';
import { drawnPictureAddress } from './drawn-pictures';
import { upgradeDrawnPictures } from './upgrade-drawn-pictures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const shopNamed = async (slug: string) => (await t.database.db.select().from(shops).where(eq(shops.slug, slug)))[0]!;

/** Every variant the srcset of an address names, fetched: each is an image of its format, kept for good. */
async function expectServedWithSrcset(address: string): Promise<void> {
  expect(address).toMatch(UPLOADED_IMAGE_URL);
  const sources = imageSourcesOf(address)!;
  const urls = [sources.avif, sources.webp, sources.jpeg].flatMap((set) => set.split(', ').map((entry) => entry.split(' ')[0]!));
  expect(urls).toHaveLength(6);
  for (const url of urls) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type'], url).toMatch(/^image\/(avif|webp|jpeg)$/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  }
}

describe('the demo catalog pictures (decision 122)', () => {
  it("are stored as uploads are: the shop front, signed with the shop's name as it spells it, at 320 and 640 in three formats", async () => {
    const shop = await shopNamed('mama-titis-kitchen');
    expect(shop.images).toHaveLength(3);
    for (const address of shop.images) await expectServedWithSrcset(address);
    // The front is the drawing of the name with its apostrophe, not the slug's words.
    expect(shop.images[0]).toBe(drawnPictureAddress(renderArt('food', 'shop--mama-titis-kitchen', "Mama Titi's Kitchen")));
    expect(shop.images[0]).not.toBe(drawnPictureAddress(renderArt('food', 'shop--mama-titis-kitchen')));
  });

  it("a product's two pictures are stored pictures, and the same dish sits on another table in another shop", async () => {
    const rows = await t.database.db.select({ slug: products.slug, images: products.images }).from(products);
    for (const address of rows[0]!.images) await expectServedWithSrcset(address);
    expect(rows.every((row) => row.images.length === 2 && row.images.every((address) => UPLOADED_IMAGE_URL.test(address)))).toBe(true);
    expect(new Set(rows.map((row) => row.images[0])).size).toBeGreaterThan(100);
  });

  it('are no longer drawn by the API: the old drawing route answers 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/art/food/shop--mama-titis-kitchen.svg' });
    expect(res.statusCode).toBe(404);
  });

  it('an older database that holds /media/art/… addresses shows the same drawings, stored, after the upgrade; a second run changes nothing', async () => {
    const { db } = t.database;
    const shop = await shopNamed('mama-titis-kitchen');
    const [product] = await db.select().from(products).where(eq(products.shopId, shop.id)).limit(1);
    const kept = shop.images[1]!;
    await db
      .update(shops)
      .set({ images: ['/media/art/food/shop--mama-titis-kitchen.svg', kept] })
      .where(eq(shops.id, shop.id));
    await db
      .update(products)
      .set({ images: ['/media/art/food/jollof-rice--jollof-republic.svg', '/media/art/books/a-book-2--no-shop.svg'] })
      .where(eq(products.id, product!.id));

    expect(await upgradeDrawnPictures(db, containerOf(t.app).storage)).toBe(2);

    const upgradedShop = await shopNamed('mama-titis-kitchen');
    expect(upgradedShop.images).toEqual([drawnPictureAddress(renderArt('food', 'shop--mama-titis-kitchen', "Mama Titi's Kitchen")), kept]);
    const [upgraded] = await db.select().from(products).where(eq(products.id, product!.id));
    expect(upgraded!.images).toEqual([
      drawnPictureAddress(renderArt('food', 'jollof-rice--jollof-republic')),
      drawnPictureAddress(renderArt('books', 'a-book-2--no-shop')),
    ]);
    for (const address of upgraded!.images) await expectServedWithSrcset(address);
    expect(await upgradeDrawnPictures(db, containerOf(t.app).storage)).toBe(0);
  }, 120_000);
});
