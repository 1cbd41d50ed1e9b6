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

export interface EncodedVariant {
  key: string;
  contentType: string;
  data: Buffer;
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
 * Where encoded drawings are kept between processes, by picture id: the seed runs in every API test and e2e run,
 * and encoding the demo set takes about a minute, reading it back a fraction of a second. Never in DATA_DIR:
 * it is a cache of code's output, rebuilt when missing.
 */
export const DRAWN_PICTURES_CACHE = process.env.DRAWN_PICTURES_CACHE || path.join(os.tmpdir(), 'campus-market-drawn-pictures');

/** One file a drawing in the cache (a line of JSON naming its variants, then their bytes): a seed reads ~360, not ~2,200. */
const packOf = (id: string) => path.join(DRAWN_PICTURES_CACHE, `${id}.pack`);

async function readCached(id: string): Promise<EncodedVariant[] | null> {
  let pack: Buffer;
  try {
    pack = await fs.readFile(packOf(id));
  } catch {
    return null;
  }
  try {
    const newline = pack.indexOf(10);
    const index = JSON.parse(pack.subarray(0, newline).toString('utf8')) as { key: string; contentType: string; bytes: number }[];
    let at = newline + 1;
    const variants = index.map(({ key, contentType, bytes }) => ({ key, contentType, data: pack.subarray(at, (at += bytes)) }));
    // A damaged pack (a disk that filled up) is encoded again rather than stored short.
    return at === pack.length && variants.every((variant) => variant.key.startsWith(`images/${id}/`)) ? variants : null;
  } catch {
    return null;
  }
}

async function writeCached(id: string, variants: EncodedVariant[]): Promise<void> {
  const index = variants.map(({ key, contentType, data }) => ({ key, contentType, bytes: data.length }));
  const pack = Buffer.concat([Buffer.from(`${JSON.stringify(index)}\n`), ...variants.map((variant) => variant.data)]);
  // Written beside its place and renamed: two processes encoding the same drawing never leave half a file.
  const temporary = `${packOf(id)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    await fs.mkdir(DRAWN_PICTURES_CACHE, { recursive: true });
    await fs.writeFile(temporary, pack);
    await fs.rename(temporary, packOf(id));
  } catch {
    // A read-only or full cache folder only costs the next process the encoding.
    await fs.rm(temporary, { force: true }).catch(() => undefined);
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

/** One drawing's stored variants: from this process, else the cache folder, else encoded now (and cached). */
export function encodedDrawing(svg: string): Promise<EncodedVariant[]> {
  const id = drawnPictureId(svg);
  let variants = encoded.get(id);
  if (!variants) {
    variants = (async () => {
      const cached = await readCached(id);
      if (cached) return cached;
      const made = await encode(svg, id);
      await writeCached(id, made);
      return made;
    })();
    variants.catch(() => encoded.delete(id));
    encoded.set(id, variants);
  }
  return variants;
}
