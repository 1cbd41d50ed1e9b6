import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_MANIFEST_FILE, productSchema, shopSchema, type RouteManifest, type SellerProductInput } from '@campus/contract';
import { UPLOAD_MESSAGES } from '../images/image-uploads';
import { coverVersion } from '@campus/contract';
import { createPersonas, type Personas } from '../../test/personas';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app';
import { SAMPLE_IMAGES } from '../../test/test-images';

const PRODUCT: SellerProductInput = {
  title: 'Ankara Tote',
  description: '',
  priceKobo: 500_000,
  images: [],
  isAvailable: true,
  extras: [],
};

/** A web build's two catalog pages, so the page shell writes their link previews (decision 034). */
const MANIFEST: RouteManifest = {
  routes: [
    { path: 'shop/:slug', chunks: [], calls: ['/api/v1/shop/slug/:slug'], subject: { kind: 'shop', param: 'slug' } },
    { path: 'product-page/:slug', chunks: [], calls: ['/api/v1/product/slug/:slug'], subject: { kind: 'product', param: 'slug' } },
  ],
};

/** Issue 38 item 5: an owner arranges a product's pictures; the first is the cover the cards and link previews use. */
describe(`pictures an owner can arrange (${testDatabaseKind})`, { timeout: 180_000 }, () => {
  let t: TestApp;
  let people: Personas;
  const base = (slug = people.shopA.slug) => `/api/v1/seller/shops/${slug}`;
  const upload = async (as: 'ownerA' | 'ownerB' = 'ownerA') => {
    const slug = as === 'ownerA' ? people.shopA.slug : people.shopB.slug;
    const response = await t.app.inject({
      method: 'POST',
      url: `${base(slug)}/images`,
      headers: { ...people[as].auth, 'content-type': 'image/jpeg' },
      payload: SAMPLE_IMAGES.jpeg,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ url: string }>().url;
  };
  const ogImage = async (url: string) =>
    /<meta property="og:image" content="([^"]+)"/.exec(
      (await t.app.inject({ method: 'GET', url, headers: { host: 'store.test' } })).body,
    )?.[1];

  let dist = '';

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-market-covers-'));
    fs.writeFileSync(path.join(dist, ROUTE_MANIFEST_FILE), JSON.stringify(MANIFEST));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Campus Market</title></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp({ seed: true, config: { webDist: dist } });
    people = await createPersonas(t.app);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('a new order of a product’s pictures is its cover on cards and in the link preview, which gets a new address', async () => {
    const [first, second, third] = [await upload(), await upload(), await upload()];
    const made = await t.app.inject({
      method: 'POST',
      url: `${base()}/products`,
      headers: people.ownerA.auth,
      payload: { ...PRODUCT, images: [first, second, third] },
    });
    expect(made.statusCode).toBe(201);
    const { id, slug } = made.json<{ id: string; slug: string }>();
    const before = await ogImage(`/product-page/${slug}`);
    expect(before).toContain(`?v=${coverVersion(first!)}`);

    const moved = await t.app.inject({
      method: 'PUT',
      url: `${base()}/products/${id}`,
      headers: people.ownerA.auth,
      payload: { ...PRODUCT, images: [third, first, second] },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().images).toEqual([third, first, second]);
    const product = productSchema.parse((await t.app.inject({ method: 'GET', url: `/api/v1/product/slug/${slug}` })).json());
    expect(product.images).toEqual([third, first, second]);
    const shop = shopSchema.parse((await t.app.inject({ method: 'GET', url: `/api/v1/shop/slug/${people.shopA.slug}` })).json());
    expect(shop.products.find((p) => p.slug === slug)?.images[0]).toBe(third);
    const after = await ogImage(`/product-page/${slug}`);
    expect(after).toContain(`?v=${coverVersion(third!)}`);
    expect(after).not.toBe(before);
    const preview = await t.app.inject({ method: 'GET', url: new URL(after!).pathname + new URL(after!).search });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
  });

  it('a shop’s new cover is its card picture and its preview', async () => {
    const [front, inside] = [await upload(), await upload()];
    const profile = (await t.app.inject({ method: 'GET', url: `${base()}/profile`, headers: people.ownerA.auth })).json<
      Record<string, unknown>
    >();
    const { name, description, deliveryPriceKobo, phone, isOpen, openingHours } = profile;
    const put = (images: string[]) =>
      t.app.inject({
        method: 'PUT',
        url: `${base()}/profile`,
        headers: people.ownerA.auth,
        payload: { name, description, deliveryPriceKobo, phone, isOpen, openingHours, images },
      });
    expect((await put([front!, inside!])).statusCode).toBe(200);
    expect((await put([inside!, front!])).statusCode).toBe(200);
    const shop = shopSchema.parse((await t.app.inject({ method: 'GET', url: `/api/v1/shop/slug/${people.shopA.slug}` })).json());
    expect(shop.shop_image[0]).toBe(inside);
    expect(await ogImage(`/shop/${people.shopA.slug}`)).toContain(`?v=${coverVersion(inside!)}`);
  });

  it('moving another shop’s picture in as the cover is refused (decision 088), and the order stays', async () => {
    const mine = await upload();
    const theirs = await upload('ownerB');
    const made = await t.app.inject({
      method: 'POST',
      url: `${base()}/products`,
      headers: people.ownerA.auth,
      payload: { ...PRODUCT, images: [mine] },
    });
    const { id } = made.json<{ id: string }>();
    const refused = await t.app.inject({
      method: 'PUT',
      url: `${base()}/products/${id}`,
      headers: people.ownerA.auth,
      payload: { ...PRODUCT, images: [theirs, mine] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: UPLOAD_MESSAGES.notThisShops, field: 'images' });
    const kept = (await t.app.inject({ method: 'GET', url: `${base()}/products/${id}`, headers: people.ownerA.auth })).json();
    expect(kept.images).toEqual([mine]);
  });
});
