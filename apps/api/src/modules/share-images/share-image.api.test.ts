import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containerOf, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('GET /media/share/{kind}/{slug}.jpg (link previews, decision 051)', () => {
  it("a product's and a shop's preview are 1200×630 JPEGs drawn from their first picture", async () => {
    const catalog = containerOf(t.app).catalog;
    const shop = (await catalog.categories())[0]!.shops[0]!;
    const product = (await catalog.shopBySlug(shop.slug))!.products[0]!;
    for (const url of [`/media/share/product/${product.slug}.jpg`, `/media/share/shop/${shop.slug}.jpg`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      const { format, width, height } = await sharp(res.rawPayload).metadata();
      expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    }
  });

  it('404 for an unknown slug and for a name that is not a slug (no path games)', async () => {
    for (const url of ['/media/share/product/no-such-thing.jpg', '/media/share/shop/..%2F..%2Fetc.jpg', '/media/share/order/x.jpg']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['content-type']).not.toBe('image/jpeg');
    }
  });
});
