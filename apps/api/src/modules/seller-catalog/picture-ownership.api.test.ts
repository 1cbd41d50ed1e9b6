import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SellerProductInput } from '@campus/contract';
import { imageUploads, jobs, products } from '../../db/schema';
import { IMAGE_MESSAGES } from '../images/image-pipeline';
import { IMAGE_SWEEP_QUEUE } from '../images/image-sweep-job';
import { UPLOAD_MESSAGES, UPLOAD_RULES } from '../images/image-uploads';
import { isDrawnPicture } from '../images/image-variants';
import { LOCAL_STORAGE_SUBDIR } from '../storage/create-file-storage';
import { createPersonas, type Personas } from '../../test/personas';
import { containerOf, createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app';
import { SAMPLE_IMAGES } from '../../test/test-images';

const PRODUCT: SellerProductInput = { title: 'Zobo Drink', description: '', priceKobo: 50_000, images: [], isAvailable: true, extras: [] };
const HOUR = 60 * 60_000;

/** A PNG `width` × `height` of one colour: a few kB whatever its size. */
async function flatPng(width: number, height: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width, height, channels: 3, background: '#888888' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

describe(`pictures belong to their shop (issue 35 findings 8 and 9, ${testDatabaseKind})`, { timeout: 180_000 }, () => {
  let t: TestApp;
  let people: Personas;
  let clock = Date.now();
  const base = (slug = people.shopA.slug) => `/api/v1/seller/shops/${slug}`;
  const upload = async (as: 'ownerA' | 'ownerB' = 'ownerA', bytes: Buffer = SAMPLE_IMAGES.jpeg) => {
    const slug = as === 'ownerA' ? people.shopA.slug : people.shopB.slug;
    return t.app.inject({
      method: 'POST',
      url: `${base(slug)}/images`,
      headers: { ...people[as].auth, 'content-type': 'image/jpeg' },
      payload: bytes,
    });
  };
  const uploadedUrl = async (as: 'ownerA' | 'ownerB' = 'ownerA') => {
    const response = await upload(as);
    expect(response.statusCode).toBe(201);
    return response.json<{ url: string }>().url;
  };
  const createProduct = (images: string[]) =>
    t.app.inject({ method: 'POST', url: `${base()}/products`, headers: people.ownerA.auth, payload: { ...PRODUCT, images } });
  const putProfile = async (images: string[]) => {
    const profile = (await t.app.inject({ method: 'GET', url: `${base()}/profile`, headers: people.ownerA.auth })).json<
      Record<string, unknown>
    >();
    const { name, description, deliveryPriceKobo, phone, isOpen, openingHours } = profile;
    return t.app.inject({
      method: 'PUT',
      url: `${base()}/profile`,
      headers: people.ownerA.auth,
      payload: { name, description, deliveryPriceKobo, phone, isOpen, openingHours, images },
    });
  };
  const storedFiles = () => {
    const root = path.join(t.config.dataDir, LOCAL_STORAGE_SUBDIR);
    return fs.existsSync(root)
      ? fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => fs.statSync(path.join(root, file)).isFile())
      : [];
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: () => new Date(clock) });
    people = await createPersonas(t.app);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  it('a product that names a non-existent upload id is refused with 400', async () => {
    const response = await createProduct(['/media/images/00000000-0000-4000-8000-000000000000/1280.jpg']);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: UPLOAD_MESSAGES.notThisShops, field: 'images' });
  });

  it('a product or the shop that borrows another shop’s upload is refused with 400', async () => {
    const theirs = await uploadedUrl('ownerB');
    const product = await createProduct([theirs]);
    expect(product.statusCode).toBe(400);
    expect(product.json()).toMatchObject({ error: UPLOAD_MESSAGES.notThisShops });
    const shop = await putProfile([theirs]);
    expect(shop.statusCode).toBe(400);
    expect(shop.json()).toMatchObject({ error: UPLOAD_MESSAGES.notThisShops });
  });

  it('a product or the shop that borrows another shop’s drawn picture is refused with 400', async () => {
    const [theirProduct] = await t.database.db.select().from(products).where(eq(products.shopId, people.shopB.id)).limit(1);
    const drawn = theirProduct!.images[0]!;
    expect(isDrawnPicture(drawn)).toBe(true);
    const product = await createProduct([drawn]);
    expect(product.statusCode).toBe(400);
    expect(product.json()).toMatchObject({ error: UPLOAD_MESSAGES.drawnElsewhere });
    const shopB = (await t.app.inject({ method: 'GET', url: `/api/v1/shop/slug/${people.shopB.slug}` })).json<{ shop_image: string[] }>();
    const shop = await putProfile([shopB.shop_image[0]!]);
    expect(shop.statusCode).toBe(400);
    expect(shop.json()).toMatchObject({ error: UPLOAD_MESSAGES.drawnElsewhere });
  });

  it('the shop’s own uploads and the pictures it already holds are accepted', async () => {
    const mine = await uploadedUrl();
    const created = await createProduct([mine]);
    expect(created.statusCode).toBe(201);
    // A second product may show the same picture, and the shop keeps its own drawings when it saves its profile.
    expect((await createProduct([mine])).statusCode).toBe(201);
    const [ownProduct] = await t.database.db.select().from(products).where(eq(products.shopId, people.shopA.id)).limit(1);
    const profile = (await t.app.inject({ method: 'GET', url: `${base()}/profile`, headers: people.ownerA.auth })).json<{
      images: string[];
    }>();
    expect((await putProfile([...profile.images.slice(0, 2), ownProduct!.images[0]!])).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(imageUploads)
      .where(eq(imageUploads.id, mine.split('/')[3]!));
    expect(row?.usedAt).not.toBeNull();
  });

  it('unused uploads are deleted after a day, files and rows, by one job across instances; used ones stay', async () => {
    const used = await uploadedUrl();
    const unused = await uploadedUrl();
    expect((await createProduct([used])).statusCode).toBe(201);
    const idOf = (url: string) => url.split('/')[3]!;
    expect(storedFiles().some((file) => file.includes(idOf(unused)))).toBe(true);

    clock += 25 * HOUR;
    const { jobs: queue } = containerOf(t.app);
    // Every instance enqueues the hour's sweep under the same key: one job exists, so one instance runs it.
    const slot = new Date(Math.floor(clock / HOUR) * HOUR).toISOString();
    const first = await queue.enqueue(IMAGE_SWEEP_QUEUE, slot, {});
    const second = await queue.enqueue(IMAGE_SWEEP_QUEUE, slot, {});
    expect([first, second]).toEqual([true, false]);
    expect(await t.database.db.select().from(jobs).where(eq(jobs.key, slot))).toHaveLength(1);
    await queue.settle([IMAGE_SWEEP_QUEUE]);
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.key, slot));
    expect(job).toMatchObject({ state: 'completed', lastError: null });

    const left = await t.database.db.select().from(imageUploads);
    expect(left.some((row) => row.id === idOf(unused))).toBe(false);
    expect(left.some((row) => row.id === idOf(used))).toBe(true);
    expect(storedFiles().some((file) => file.includes(idOf(unused)))).toBe(false);
    expect(storedFiles().filter((file) => file.includes(idOf(used)))).not.toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: unused })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: used })).statusCode).toBe(200);
    // A picture swept away cannot be used afterwards.
    expect((await createProduct([unused])).statusCode).toBe(400);
  });

  it(`a shop may keep at most ${UPLOAD_RULES.unusedMax} unused uploads a day: one more is 429 with Retry-After`, async () => {
    const { count } = await import('drizzle-orm');
    const [unused] = await t.database.db.select({ n: count() }).from(imageUploads).where(eq(imageUploads.shopId, people.shopB.id));
    for (let i = unused?.n ?? 0; i < UPLOAD_RULES.unusedMax; i += 1) expect((await upload('ownerB')).statusCode).toBe(201);
    const refused = await upload('ownerB');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: UPLOAD_MESSAGES.tooManyUnused, code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  for (const [width, height] of [
    [1000, 40_000],
    [1200, 20_000],
    [40_000, 1000],
  ] as const) {
    it(`a very thin ${width} × ${height} PNG is refused with 415 and the pipeline's words, from its header`, async () => {
      const strip = await flatPng(width, height);
      const started = performance.now();
      const response = await upload('ownerA', strip);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ error: IMAGE_MESSAGES.tooThin, code: 'unsupported_media_type' });
      // Refused before decoding: not the 10–16 s of CPU the attack took.
      expect(performance.now() - started).toBeLessThan(5000);
    });
  }
});
