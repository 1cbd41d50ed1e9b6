import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { type ImageFormat, type ImageVariant, imageKey } from './image-variants';

/**
 * The CPU-heavy half of the image pipeline (decision 033): bytes in, encoded variants out, nothing stored. It runs in
 * the picture process (image-worker.ts, decision 145) and, for the seed and tests, in the caller's own process. It
 * imports only sharp and the variants' names, so the picture process loads no more than it needs.
 */

/** The limits the pixels are checked against (the byte limit is the pipeline's, checked before anything is sent here). */
export interface ImageRenderLimits {
  /** Width × height refused before decoding: a small file that would decode to a huge bitmap (a pixel bomb). */
  maxPixels: number;
  /** The widths made, smallest first; none is larger than the picture itself. */
  widths: readonly number[];
  /** The longer side over the shorter, refused from the header: a 1000 × 40000 strip would fail AVIF after seconds of work. */
  maxAspectRatio: number;
  /** AVIF's effort (0–9, sharp's default 4): the seed's flat drawings ask for less, since the set is encoded up front (decision 122). */
  avifEffort?: number;
}

/** Why a picture was refused; the pipeline gives each its message (IMAGE_MESSAGES). */
export type RenderRefusalReason = 'notAnImage' | 'heic' | 'tooManyPixels' | 'tooThin';

/** A picture refused for what its bytes are (the pipeline makes it a 415). Plain data, so it crosses to the server's process. */
export class RenderRefusal extends Error {
  constructor(readonly reason: RenderRefusalReason) {
    super(`picture refused: ${reason}`);
    this.name = 'RenderRefusal';
  }
}

/** A picture's variants, encoded and not yet stored. */
export interface RenderedImage {
  width: number;
  height: number;
  encoded: { variant: ImageVariant; data: Buffer }[];
}

// One libvips thread per picture: with the queue's one picture at a time (decision 088), an upload takes one core, not all.
sharp.concurrency(1);

/** The input formats accepted for shop pictures, as sharp names them. */
export const ACCEPTED_INPUT: readonly string[] = ['jpeg', 'png', 'webp'];
const OUTPUT_FORMATS: readonly ImageFormat[] = ['avif', 'webp', 'jpeg'];

/** Reads the header only: what the bytes claim to be and how big they would decode. */
async function inspect(bytes: Buffer, limits: ImageRenderLimits, accepted: readonly string[]): Promise<Metadata> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new RenderRefusal('notAnImage');
  }
  // libvips reads a HEIC header but the prebuilt library carries no HEVC decoder (decision 033).
  if (metadata.format === 'heif' && metadata.compression === 'hevc') throw new RenderRefusal('heic');
  if (!accepted.includes(metadata.format)) throw new RenderRefusal('notAnImage');
  const { width = 0, height = 0 } = metadata;
  if (width < 1 || height < 1) throw new RenderRefusal('notAnImage');
  if (width * height > limits.maxPixels) throw new RenderRefusal('tooManyPixels');
  if (Math.max(width, height) > limits.maxAspectRatio * Math.min(width, height)) throw new RenderRefusal('tooThin');
  return metadata;
}

/** Decodes the whole picture once (upright, sRGB, at most the largest width) into raw pixels; any damage refuses it. */
async function decode(bytes: Buffer, limits: ImageRenderLimits) {
  const largest = Math.max(...limits.widths);
  try {
    // failOn 'warning' (sharp's strictest): a truncated or corrupt scan is an error, not a grey half-picture.
    return await sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: 'warning', autoOrient: true })
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new RenderRefusal('notAnImage');
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

/** Checks, decodes once and encodes every width × AVIF, WebP and JPEG of a picture named `id`. */
export async function renderVariants(bytes: Buffer, id: string, limits: ImageRenderLimits): Promise<RenderedImage> {
  await inspect(bytes, limits, ACCEPTED_INPUT);
  const decoded = await decode(bytes, limits);
  const encoded: RenderedImage['encoded'] = [];
  for (const width of widthsFor(decoded.info.width, limits.widths)) {
    for (const format of OUTPUT_FORMATS) {
      const { data, info } = await encode(decoded.data, decoded.info, width, format, limits.avifEffort);
      encoded.push({
        variant: { key: imageKey(id, info.width, format), format, width: info.width, height: info.height, bytes: data.length },
        data,
      });
    }
  }
  return { width: decoded.info.width, height: decoded.info.height, encoded };
}

/** One JPEG at most `width` wide: the same checks and strict decode as `renderVariants`, for the formats in `accepted`. */
export async function renderJpeg(
  bytes: Buffer,
  accepted: readonly string[],
  width: number,
  limits: ImageRenderLimits,
): Promise<{ data: Buffer; width: number; height: number }> {
  await inspect(bytes, limits, accepted);
  const decoded = await decode(bytes, { ...limits, widths: [width] });
  const { data, info } = await encode(decoded.data, decoded.info, decoded.info.width, 'jpeg');
  return { data, width: info.width, height: info.height };
}
