import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ImagePipeline, IMAGE_LIMITS, type ImagePipelineLimits } from '../../modules/images/image-pipeline';
import { CONTENT_TYPE_OF_FORMAT, DRAWN_ID_VERSION, imageKey, imageUrl } from '../../modules/images/image-variants';
import type { FileStorage } from '../../modules/storage/file-storage';

/**
 * A drawing is rasterised this wide (1.6× its 400 × 300 viewBox) and goes through the upload pipeline, which
 * makes it 320 and 640 wide in AVIF, WebP and JPEG (decision 122). AVIF at effort 1: a flat drawing loses
 * little, and the whole set encodes in a minute rather than seven.
 */
export const DRAWN_WIDTH = 640;
const DRAWN_LIMITS: ImagePipelineLimits = { ...IMAGE_LIMITS, avifEffort: 1 };
/** Changes whenever the bytes made from the same SVG would change: a new version is a new picture id and cache. */
const ENCODING_VERSION = `v1/${DRAWN_WIDTH}/${JSON.stringify(DRAWN_LIMITS)}`;

/** One stored variant of a drawing: its key and type, and its bytes in the cache folder (`file`) or, when that cannot be written, in memory. */
export interface EncodedVariant {
  key: string;
  contentType: string;
  file?: string;
  data?: Buffer;
}

/** The picture id of a drawing: a UUID made from a hash of its SVG and of how it is encoded, so one drawing is one picture. */
export function drawnPictureId(svg: string): string {
  const hex = createHash('sha256').update(ENCODING_VERSION).update('\0').update(svg).digest('hex');
  // Shaped as a version-8 UUID (the media route's pattern; uploads are version 4, image-variants.ts); 122 bits of the hash are kept.
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${DRAWN_ID_VERSION}${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The address the catalog keeps for a drawing: its largest JPEG, as for an upload (the web derives the srcset from it). */
export function drawnPictureAddress(svg: string): string {
  return imageUrl(imageKey(drawnPictureId(svg), DRAWN_WIDTH, 'jpeg'));
}

/**
 * Where encoded drawings are kept between processes, under their storage keys: the seed runs in every API test and
 * e2e run, and encoding the demo set takes about a minute; the local store then links these files. Never in
 * DATA_DIR: it is a cache of code's output, rebuilt when missing.
 */
export const DRAWN_PICTURES_CACHE = process.env.DRAWN_PICTURES_CACHE || path.join(os.tmpdir(), 'campus-market-drawn-pictures');

const VARIANTS = [320, DRAWN_WIDTH].flatMap((width) => (['avif', 'webp', 'jpeg'] as const).map((format) => ({ width, format })));
const fileOf = (key: string) => path.join(DRAWN_PICTURES_CACHE, key);

/** A drawing's variants when every one is in the cache folder (each is written whole, by a rename). */
async function readCached(id: string): Promise<EncodedVariant[] | null> {
  const variants = VARIANTS.map(({ width, format }) => {
    const key = imageKey(id, width, format);
    return { key, contentType: CONTENT_TYPE_OF_FORMAT[format], file: fileOf(key) };
  });
  const found = await Promise.all(
    variants.map((variant) =>
      fs.stat(variant.file).then(
        (stats) => stats.isFile() && stats.size > 0,
        () => false,
      ),
    ),
  );
  return found.every(Boolean) ? variants : null;
}

/** Writes the variants into the cache folder; returns them named by their files, or as they are when the folder cannot be written. */
async function writeCached(variants: EncodedVariant[]): Promise<EncodedVariant[]> {
  try {
    return await Promise.all(
      variants.map(async ({ key, contentType, data }) => {
        const file = fileOf(key);
        await fs.mkdir(path.dirname(file), { recursive: true });
        // Written beside its place and renamed: two processes encoding the same drawing never leave half a file. Never
        // changed in place afterwards: the local store links these files (0o640, as it writes its own).
        const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
        await fs.writeFile(temporary, data as Buffer, { mode: 0o640 });
        await fs.rename(temporary, file);
        return { key, contentType, file };
      }),
    );
  } catch {
    // A read-only or full cache folder only costs the next process the encoding.
    return variants;
  }
}

/** Encodes one drawing through the upload pipeline, into memory. */
async function encode(svg: string, id: string): Promise<EncodedVariant[]> {
  const png = await sharp(Buffer.from(svg), { density: (72 * DRAWN_WIDTH) / 400 })
    .png()
    .toBuffer();
  const kept = new Map<string, Buffer>();
  const memory: FileStorage = {
    put: async (key, bytes) => void kept.set(key, bytes),
    get: async () => null,
    delete: async (key) => void kept.delete(key),
    exists: async (key) => kept.has(key),
    ping: async () => undefined,
  };
  const image = await new ImagePipeline(memory, DRAWN_LIMITS).process(png, id);
  return image.variants.map((variant) => ({
    key: variant.key,
    contentType: CONTENT_TYPE_OF_FORMAT[variant.format],
    data: kept.get(variant.key) as Buffer,
  }));
}

/** Encoded drawings of this process, by id: seeded many times, each drawing is read or encoded once. */
const encoded = new Map<string, Promise<EncodedVariant[]>>();

/** One drawing's variants: known to this process, else found in the cache folder, else encoded now (and cached). */
export function encodedDrawing(svg: string): Promise<EncodedVariant[]> {
  const id = drawnPictureId(svg);
  let variants = encoded.get(id);
  if (!variants) {
    variants = (async () => {
      const cached = await readCached(id);
      if (cached) return cached;
      return writeCached(await encode(svg, id));
    })();
    variants.catch(() => encoded.delete(id));
    encoded.set(id, variants);
  }
  return variants;
}
