import { randomUUID } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { SELLER_CATALOG_LIMITS, SELLER_CATALOG_MESSAGES } from '@campus/contract';
import { TooLargeError, UnsupportedMediaError } from '../../errors/domain-errors';
import type { FileStorage } from '../storage/file-storage';
import { type ImageFormat, type ImageVariant, type ProcessedImage, imageKey, CONTENT_TYPE_OF_FORMAT } from './image-variants';

/** Limits and sizes of uploaded pictures (decision 033). */
export interface ImagePipelineLimits {
  maxBytes: number;
  /** Width × height refused before decoding: a small file that would decode to a huge bitmap (a pixel bomb). */
  maxPixels: number;
  /** The widths made, smallest first; none is larger than the picture itself. */
  widths: readonly number[];
  /** The longer side over the shorter, refused from the header: a 1000 × 40000 strip would fail AVIF after seconds of work. */
  maxAspectRatio: number;
  /** AVIF's effort (0–9, sharp's default 4): the seed's flat drawings ask for less, since the set is encoded up front (decision 122). */
  avifEffort?: number;
}

export const IMAGE_LIMITS: ImagePipelineLimits = {
  // The browser checks the same limit and says the same before uploading (the contract's rules).
  maxBytes: SELLER_CATALOG_LIMITS.pictureBytesMax,
  maxPixels: 50_000_000,
  widths: [320, 640, 1280],
  maxAspectRatio: 10,
};

export const IMAGE_MESSAGES = {
  tooLarge: SELLER_CATALOG_MESSAGES.pictureTooLarge,
  notAnImage: 'This file is not a JPEG, PNG or WebP picture, or it is damaged',
  heic: 'HEIC photos cannot be read here yet: please send the picture as JPEG, PNG or WebP',
  tooManyPixels: 'This picture has too many pixels (at most 50 megapixels)',
  tooThin: 'This picture is too long and thin: its longer side may be at most 10 times its shorter side',
} as const;

// One libvips thread per picture: with the queue's one picture at a time (decision 088), an upload takes one core, not all.
sharp.concurrency(1);

/** The input formats accepted, as sharp names them. */
const ACCEPTED_INPUT: ReadonlySet<Metadata['format']> = new Set<Metadata['format']>(['jpeg', 'png', 'webp']);
/** Book request pictures also come as GIF (decision 005); its first frame is kept. */
export const BOOK_PICTURE_INPUT: ReadonlySet<Metadata['format']> = new Set<Metadata['format']>(['jpeg', 'png', 'webp', 'gif']);
const OUTPUT_FORMATS: readonly ImageFormat[] = ['avif', 'webp', 'jpeg'];

/** Reads the header only: what the bytes claim to be and how big they would decode. */
async function inspect(bytes: Buffer, limits: ImagePipelineLimits, accepted = ACCEPTED_INPUT): Promise<Metadata> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnsupportedMediaError(IMAGE_MESSAGES.notAnImage);
  }
  // libvips reads a HEIC header but the prebuilt library carries no HEVC decoder (decision 033).
  if (metadata.format === 'heif' && metadata.compression === 'hevc') throw new UnsupportedMediaError(IMAGE_MESSAGES.heic);
  if (!accepted.has(metadata.format)) throw new UnsupportedMediaError(IMAGE_MESSAGES.notAnImage);
  const { width = 0, height = 0 } = metadata;
  if (width < 1 || height < 1) throw new UnsupportedMediaError(IMAGE_MESSAGES.notAnImage);
  if (width * height > limits.maxPixels) throw new UnsupportedMediaError(IMAGE_MESSAGES.tooManyPixels);
  if (Math.max(width, height) > limits.maxAspectRatio * Math.min(width, height)) throw new UnsupportedMediaError(IMAGE_MESSAGES.tooThin);
  return metadata;
}

/** Decodes the whole picture once (upright, sRGB, at most the largest width) into raw pixels; any damage refuses it. */
async function decode(bytes: Buffer, limits: ImagePipelineLimits) {
  const largest = Math.max(...limits.widths);
  try {
    // failOn 'warning' (sharp's strictest): a truncated or corrupt scan is an error, not a grey half-picture.
    return await sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: 'warning', autoOrient: true })
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new UnsupportedMediaError(IMAGE_MESSAGES.notAnImage);
  }
}

/** The widths to make for a picture `width` wide: the configured ones it can fill, plus its own width when it is narrower. */
export function widthsFor(width: number, widths: readonly number[]): number[] {
  const fitting = widths.filter((target) => target <= width);
  const narrower = widths.some((target) => target > width);
  return narrower && !fitting.includes(width) ? [...fitting, width] : fitting;
}

/** One encoding from the decoded pixels; nothing of the original file (EXIF, GPS, ICC, trailing bytes) is carried over. */
function encode(
  pixels: Buffer,
  info: OutputInfo,
  width: number,
  format: ImageFormat,
  avifEffort = 4,
): Promise<{ data: Buffer; info: OutputInfo }> {
  const image = sharp(pixels, { raw: { width: info.width, height: info.height, channels: info.channels } }).resize({ width });
  switch (format) {
    case 'avif':
      return image.avif({ quality: 50, effort: avifEffort }).toBuffer({ resolveWithObject: true });
    case 'webp':
      return image.webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
    case 'jpeg':
      // JPEG has no transparency: a PNG's clear areas become white rather than black.
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer({ resolveWithObject: true });
  }
}

/**
 * Product and shop pictures (issue 20 item 4, decision 033): the upload is checked, decoded and re-encoded at
 * three widths in AVIF, WebP and JPEG, then stored. A refused picture stores nothing.
 */
export class ImagePipeline {
  constructor(
    private readonly storage: FileStorage,
    private readonly limits: ImagePipelineLimits = IMAGE_LIMITS,
  ) {}

  /** `id` names the stored picture: a fresh one for an upload; the seed's drawings name theirs by their content (decision 122). */
  async process(bytes: Buffer, id: string = randomUUID()): Promise<ProcessedImage> {
    if (bytes.length > this.limits.maxBytes) throw new TooLargeError(IMAGE_MESSAGES.tooLarge);
    await inspect(bytes, this.limits);
    const decoded = await decode(bytes, this.limits);

    // Every variant is encoded before the first is stored, so a failure stores nothing.
    const encoded: { variant: ImageVariant; data: Buffer }[] = [];
    for (const width of widthsFor(decoded.info.width, this.limits.widths)) {
      for (const format of OUTPUT_FORMATS) {
        const { data, info } = await encode(decoded.data, decoded.info, width, format, this.limits.avifEffort);
        const variant = { key: imageKey(id, info.width, format), format, width: info.width, height: info.height, bytes: data.length };
        encoded.push({ variant, data });
      }
    }
    const stored: string[] = [];
    try {
      for (const { variant, data } of encoded) {
        await this.storage.put(variant.key, data, CONTENT_TYPE_OF_FORMAT[variant.format]);
        stored.push(variant.key);
      }
    } catch (error) {
      await Promise.allSettled(stored.map((key) => this.storage.delete(key)));
      throw error;
    }
    return { id, width: decoded.info.width, height: decoded.info.height, variants: encoded.map(({ variant }) => variant) };
  }

  /**
   * One JPEG at most `width` wide from the decoded pixels (book request pictures, decision 089): the same
   * checks and strict decode as `process`, nothing of the original file kept, nothing stored.
   */
  async reencodeJpeg(
    bytes: Buffer,
    accepted: ReadonlySet<Metadata['format']>,
    width = 1280,
  ): Promise<{ data: Buffer; width: number; height: number }> {
    if (bytes.length > this.limits.maxBytes) throw new TooLargeError(IMAGE_MESSAGES.tooLarge);
    await inspect(bytes, this.limits, accepted);
    const decoded = await decode(bytes, { ...this.limits, widths: [width] });
    const { data, info } = await encode(decoded.data, decoded.info, decoded.info.width, 'jpeg');
    return { data, width: info.width, height: info.height };
  }

  /** Removes every stored variant of a picture (when its product or shop lets it go). */
  async remove(image: ProcessedImage): Promise<void> {
    await Promise.all(image.variants.map((variant) => this.storage.delete(variant.key)));
  }
}
