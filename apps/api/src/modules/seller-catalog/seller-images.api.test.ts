import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSourcesOf } from '@campus/contract';
import { IMAGE_MESSAGES } from '../images/image-pipeline';
import { LOCAL_STORAGE_SUBDIR } from '../storage/create-file-storage';
import { createPersonas, type Personas } from '../../test/personas';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app';
import { phoneJpeg, pngBomb } from '../../test/test-images';

describe(`picture uploads through the shop console (${testDatabaseKind})`, { timeout: 180_000 }, () => {
  let t: TestApp;
  let people: Personas;
  const storedFiles = () => {
    const root = path.join(t.config.dataDir, LOCAL_STORAGE_SUBDIR);
    return fs.existsSync(root)
      ? fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => fs.statSync(path.join(root, f)).isFile())
      : [];
  };
  const upload = (bytes: Buffer, contentType = 'image/jpeg') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/seller/shops/${people.shopA.slug}/images`,
      headers: { ...people.ownerA.auth, 'content-type': contentType },
      payload: bytes,
    });

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    people = await createPersonas(t.app);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  it('a phone JPEG with GPS EXIF: stored at 320/640/1280 in AVIF, WebP and JPEG, no EXIF in any output, srcset from its address', async () => {
    const photo = await phoneJpeg(1600, 1200);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await upload(photo);
    expect(response.statusCode).toBe(201);
    const image = response.json<{ url: string; srcset: { avif: string; webp: string; jpeg: string } }>();
    expect(image.url).toMatch(/^\/media\/images\/[0-9a-f-]{36}\/1280\.jpg$/);
    // The storefront rebuilds the same srcset from the one address a product keeps.
    const sources = imageSourcesOf(image.url)!;
    expect({ avif: sources.avif, webp: sources.webp, jpeg: sources.jpeg }).toEqual(image.srcset);

    const addresses = [sources.avif, sources.webp, sources.jpeg].flatMap((set) => set.split(', ').map((entry) => entry.split(' ')[0]!));
    expect(addresses).toHaveLength(9);
    for (const address of addresses) {
      const served = await t.app.inject({ method: 'GET', url: address });
      expect(served.statusCode).toBe(200);
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('PhonyPhone'))).toBe(false);
    }
  });

  it('a PNG and a WebP are accepted, whatever type the upload claims', async () => {
    const png = await sharp({ create: { width: 500, height: 300, channels: 4, background: '#ff880080' } })
      .png()
      .toBuffer();
    const pngAnswer = await upload(png, 'application/octet-stream');
    expect(pngAnswer.statusCode).toBe(201);
    // Narrower than 640: 320 and its own width, never upscaled.
    expect(pngAnswer.json().url).toMatch(/\/500\.jpg$/);
    expect(imageSourcesOf(pngAnswer.json().url)!.webp).toMatch(/320\.webp 320w, .*500\.webp 500w$/);
    const webp = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
      .webp()
      .toBuffer();
    expect((await upload(webp, 'image/webp')).statusCode).toBe(201);
  });

  const attacks: [string, () => Promise<Buffer> | Buffer, string][] = [
    ['decoding bomb: a 10,000 × 10,000 PNG of a few kB', () => pngBomb(10_000), IMAGE_MESSAGES.tooManyPixels],
    [
      'non-image: an HTML page sent as image/jpeg',
      () => Buffer.from('<!doctype html><script>alert(1)</script>'),
      IMAGE_MESSAGES.notAnImage,
    ],
    [
      'truncated: half of a JPEG',
      async () => {
        const noisy = await sharp({
          create: { width: 400, height: 300, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
        })
          .jpeg()
          .toBuffer();
        return noisy.subarray(0, Math.floor(noisy.length / 2));
      },
      IMAGE_MESSAGES.notAnImage,
    ],
    [
      'polyglot: a JPEG header followed by an HTML page',
      async () => Buffer.concat([(await phoneJpeg(64, 64)).subarray(0, 200), Buffer.from('<html><script>alert(1)</script></html>')]),
      IMAGE_MESSAGES.notAnImage,
    ],
    [
      'an SVG with a script',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      IMAGE_MESSAGES.notAnImage,
    ],
  ];

  it.each(attacks)('415 for %s, with a clear message, and nothing stored', async (_name, make, message) => {
    const before = storedFiles();
    const response = await upload(await make());
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: message, code: 'unsupported_media_type' });
    expect(storedFiles()).toEqual(before);
  });

  it('a JSON body is no picture: 415, nothing stored', async () => {
    const before = storedFiles();
    const response = await upload(Buffer.from('{"a":1}'), 'application/json');
    expect(response.statusCode).toBe(415);
    expect(storedFiles()).toEqual(before);
  });

  it('a file over 10 MB is 413 before any decoding, nothing stored', async () => {
    const before = storedFiles();
    const response = await upload(Buffer.alloc(10 * 1024 * 1024 + 1, 0xff));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'The picture must be 10 MB or smaller', code: 'payload_too_large' });
    expect(storedFiles()).toEqual(before);
  });
});
