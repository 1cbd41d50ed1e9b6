import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { TooLargeError, UnsupportedMediaError } from '../../errors/domain-errors';
import type { FileStorage } from '../storage/file-storage';
import { LocalFileStorage } from '../storage/local-file-storage';
import { IMAGE_LIMITS, IMAGE_MESSAGES, ImagePipeline } from './image-pipeline';
import { widthsFor } from './image-render';
import { srcsetOf, type ProcessedImage } from './image-variants';
import { phoneJpeg, pngBomb } from '../../test/test-images';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-images-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const storage = new LocalFileStorage(root);
const pipeline = new ImagePipeline(storage);

/** Every file stored so far, relative to the storage root. */
const storedFiles = () =>
  fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((entry) => fs.statSync(path.join(root, entry)).isFile());
const bytesOf = (key: string) => fs.readFileSync(path.join(root, key));

async function refusal(bytes: Buffer): Promise<unknown> {
  return pipeline.process(bytes).then(
    () => new Error('accepted'),
    (error: unknown) => error,
  );
}

// Encoding AVIF is slow on a busy shared machine: a generous per-test limit, never an assertion on time.
describe('ImagePipeline: accepted pictures', { timeout: 120_000 }, () => {
  let phone: ProcessedImage;

  it('a phone JPEG with GPS EXIF: three widths × AVIF, WebP and JPEG stored, and no EXIF in any of them', async () => {
    const input = await phoneJpeg(1600, 1200);
    const inputExif = exifReader((await sharp(input).metadata()).exif ?? Buffer.alloc(0));
    expect(inputExif.GPSInfo?.GPSLatitude).toEqual([6, 27, 0]); // the test photo really carries a position

    phone = await pipeline.process(input);
    expect(phone.width).toBe(1280);
    expect(phone.height).toBe(960);
    expect(phone.variants.map((v) => `${v.width}x${v.height}.${v.format}`).sort()).toEqual(
      ['320x240', '640x480', '1280x960'].flatMap((size) => ['avif', 'jpeg', 'webp'].map((format) => `${size}.${format}`)).sort(),
    );
    for (const variant of phone.variants) {
      const stored = bytesOf(variant.key);
      expect(variant.key).toMatch(new RegExp(`^images/${phone.id}/${variant.width}\\.(avif|webp|jpg)$`));
      expect(stored.length).toBe(variant.bytes);
      const metadata = await sharp(stored).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
        format: variant.format === 'avif' ? 'heif' : variant.format,
        width: variant.width,
        height: variant.height,
      });
      expect(metadata.exif).toBeUndefined();
      expect(stored.includes('PhonyPhone')).toBe(false);
    }
  });

  it('the variants make a srcset per format, narrowest first', () => {
    expect(srcsetOf(phone, 'webp')).toBe(
      `/media/images/${phone.id}/320.webp 320w, /media/images/${phone.id}/640.webp 640w, /media/images/${phone.id}/1280.webp 1280w`,
    );
    expect(srcsetOf(phone, 'jpeg')).toContain(`/media/images/${phone.id}/1280.jpg 1280w`);
  });

  it('an orientation-6 photo comes out upright', async () => {
    // Stored sideways: left half red, right half blue; orientation 6 means "turn 90° clockwise to show".
    const left = await sharp({ create: { width: 200, height: 200, channels: 3, background: { r: 255, g: 0, b: 0 } } })
      .png()
      .toBuffer();
    const flat = await sharp({ create: { width: 400, height: 200, channels: 3, background: { r: 0, g: 0, b: 255 } } })
      .composite([{ input: left, left: 0, top: 0 }])
      .png()
      .toBuffer();
    const sideways = await sharp(flat).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const result = await pipeline.process(sideways);
    const jpeg = result.variants.find((v) => v.format === 'jpeg' && v.width === 200);
    expect(jpeg).toMatchObject({ width: 200, height: 400 });
    const { data, info } = await sharp(bytesOf(jpeg?.key ?? ''))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) =>
      Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    const [topRed = 0, , topBlue = 0] = pixel(100, 50);
    const [bottomRed = 0, , bottomBlue = 0] = pixel(100, 350);
    expect(topRed).toBeGreaterThan(200); // the red half is now on top
    expect(topBlue).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);
    expect((await sharp(bytesOf(jpeg?.key ?? '')).metadata()).orientation).toBeUndefined();
  });

  it('never upscales: a picture narrower than 640 gives 320 and its own width', async () => {
    const result = await pipeline.process(
      await sharp({ create: { width: 500, height: 250, channels: 4, background: '#00000000' } })
        .png()
        .toBuffer(),
    );
    expect([...new Set(result.variants.map((v) => v.width))]).toEqual([320, 500]);
    expect(widthsFor(200, IMAGE_LIMITS.widths)).toEqual([200]);
    expect(widthsFor(640, IMAGE_LIMITS.widths)).toEqual([320, 640]);
    expect(widthsFor(1280, IMAGE_LIMITS.widths)).toEqual([320, 640, 1280]);
  });

  it('remove deletes every variant of a picture', async () => {
    const before = storedFiles();
    const image = await pipeline.process(
      await sharp({ create: { width: 330, height: 100, channels: 3, background: '#654321' } })
        .png()
        .toBuffer(),
    );
    expect(storedFiles()).toHaveLength(before.length + 6);
    await pipeline.remove(image);
    expect(storedFiles()).toEqual(before);
  });

  it('a WebP is accepted too', async () => {
    const webp = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
      .webp()
      .toBuffer();
    expect((await pipeline.process(webp)).variants).toHaveLength(3);
  });

  it('polyglot: a real JPEG carrying an HTML page and a ZIP after its end is re-encoded without them', async () => {
    const trailer = Buffer.from('<html><script>alert(1)</script></html>PK\u0003\u0004payload');
    const result = await pipeline.process(Buffer.concat([await phoneJpeg(320, 200), trailer]));
    for (const variant of result.variants) {
      const stored = bytesOf(variant.key);
      expect(stored.includes('<script>')).toBe(false);
      expect(stored.includes('PK\u0003\u0004')).toBe(false);
    }
  });
});

describe('ImagePipeline: refused uploads store nothing', { timeout: 120_000 }, () => {
  const refusals: [string, () => Promise<Buffer>, string][] = [
    ['a pixel bomb (a 10,000 × 10,000 PNG of 12 kB)', async () => pngBomb(10_000), IMAGE_MESSAGES.tooManyPixels],
    [
      'a truncated JPEG',
      async () => {
        // Noise, so the scan is long and the cut falls inside it.
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
      'a truncated PNG',
      async () => {
        const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#ff8800' } })
          .png({ compressionLevel: 0 })
          .toBuffer();
        return png.subarray(0, png.length / 2);
      },
      IMAGE_MESSAGES.notAnImage,
    ],
    [
      'polyglot: a JPEG header followed by an HTML page',
      async () => Buffer.concat([(await phoneJpeg(64, 64)).subarray(0, 200), Buffer.from('<html><script>alert(1)</script></html>')]),
      IMAGE_MESSAGES.notAnImage,
    ],
    [
      'an HTML page named cover.png',
      async () => Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
      IMAGE_MESSAGES.notAnImage,
    ],
    [
      'an SVG with a script',
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      IMAGE_MESSAGES.notAnImage,
    ],
    [
      'a GIF (not one of the accepted formats)',
      async () => Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
      IMAGE_MESSAGES.notAnImage,
    ],
    ['an empty file', async () => Buffer.alloc(0), IMAGE_MESSAGES.notAnImage],
  ];

  it.each(refusals)('415 for %s', async (_label, make, message) => {
    const before = storedFiles();
    const error = await refusal(await make());
    expect(error).toBeInstanceOf(UnsupportedMediaError);
    expect((error as UnsupportedMediaError).message).toBe(message);
    expect(storedFiles()).toEqual(before);
  });

  it('a store that fails midway: the variants already stored are deleted and the error reaches the caller', async () => {
    const before = storedFiles();
    let puts = 0;
    const failing: FileStorage = {
      get: (key) => storage.get(key),
      exists: (key) => storage.exists(key),
      ping: () => storage.ping(),
      put: async (key, bytes, contentType) => {
        if (++puts === 5) throw new Error('disk full');
        await storage.put(key, bytes, contentType);
      },
      delete: (key) => storage.delete(key),
    };
    const photo = await sharp({ create: { width: 700, height: 400, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    await expect(new ImagePipeline(failing).process(photo)).rejects.toThrow('disk full');
    expect(puts).toBe(5);
    expect(storedFiles()).toEqual(before);
  });

  it('413 for a file over 10 MB, before any decoding', async () => {
    const before = storedFiles();
    const big = Buffer.concat([await phoneJpeg(64, 64), Buffer.alloc(IMAGE_LIMITS.maxBytes)]);
    const error = await refusal(big);
    expect(error).toBeInstanceOf(TooLargeError);
    expect((error as TooLargeError).message).toBe(IMAGE_MESSAGES.tooLarge);
    expect(storedFiles()).toEqual(before);
  });
});
