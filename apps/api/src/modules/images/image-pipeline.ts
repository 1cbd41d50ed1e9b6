import { randomUUID } from 'node:crypto';
import { SELLER_CATALOG_LIMITS, SELLER_CATALOG_MESSAGES } from '@campus/contract';
import { TooLargeError, UnsupportedMediaError } from '../../errors/domain-errors';
import type { FileStorage } from '../storage/file-storage';
import { type ImageRenderLimits, type RenderedImage, RenderRefusal, renderJpeg, renderVariants } from './image-render';
import { type ProcessedImage, CONTENT_TYPE_OF_FORMAT } from './image-variants';

/** Limits and sizes of uploaded pictures (decision 033): the bytes, checked here, and the pixels, checked by the renderer. */
export interface ImagePipelineLimits extends ImageRenderLimits {
  maxBytes: number;
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
  /** The picture process stopped (crashed, killed, out of memory) while it worked on this picture (decision 145). */
  processStopped: 'The picture could not be processed this time: please try again, or send a smaller JPEG, PNG or WebP',
} as const;

/** Book request pictures also come as GIF (decision 005); its first frame is kept. */
export const BOOK_PICTURE_INPUT: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif']);

/**
 * Where pictures are decoded and encoded: `IN_THIS_PROCESS` (the seed, tests), or the server's picture process
 * (`ImageProcess`, decision 145), where the scheduler puts the work behind requests.
 */
export interface ImageRenderer {
  variants(bytes: Buffer, id: string, limits: ImageRenderLimits): Promise<RenderedImage>;
  jpeg(
    bytes: Buffer,
    accepted: readonly string[],
    width: number,
    limits: ImageRenderLimits,
  ): Promise<{ data: Buffer; width: number; height: number }>;
}

export const IN_THIS_PROCESS: ImageRenderer = { variants: renderVariants, jpeg: renderJpeg };

/** The renderer's answer, its refusal turned into the domain's 415 with the message of its reason. */
async function checked<T>(rendering: Promise<T>): Promise<T> {
  try {
    return await rendering;
  } catch (error) {
    throw error instanceof RenderRefusal ? new UnsupportedMediaError(IMAGE_MESSAGES[error.reason]) : error;
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
    private readonly renderer: ImageRenderer = IN_THIS_PROCESS,
  ) {}

  /** `id` names the stored picture: a fresh one for an upload; the seed's drawings name theirs by their content (decision 122). */
  async process(bytes: Buffer, id: string = randomUUID()): Promise<ProcessedImage> {
    if (bytes.length > this.limits.maxBytes) throw new TooLargeError(IMAGE_MESSAGES.tooLarge);
    // Every variant is encoded before the first is stored, so a failure stores nothing.
    const rendered = await checked(this.renderer.variants(bytes, id, this.limits));
    const stored: string[] = [];
    try {
      for (const { variant, data } of rendered.encoded) {
        await this.storage.put(variant.key, data, CONTENT_TYPE_OF_FORMAT[variant.format]);
        stored.push(variant.key);
      }
    } catch (error) {
      await Promise.allSettled(stored.map((key) => this.storage.delete(key)));
      throw error;
    }
    return { id, width: rendered.width, height: rendered.height, variants: rendered.encoded.map(({ variant }) => variant) };
  }

  /**
   * One JPEG at most `width` wide from the decoded pixels (book request pictures, decision 089): the same
   * checks and strict decode as `process`, nothing of the original file kept, nothing stored.
   */
  async reencodeJpeg(bytes: Buffer, accepted: ReadonlySet<string>, width = 1280): Promise<{ data: Buffer; width: number; height: number }> {
    if (bytes.length > this.limits.maxBytes) throw new TooLargeError(IMAGE_MESSAGES.tooLarge);
    return checked(this.renderer.jpeg(bytes, [...accepted], width, this.limits));
  }

  /** Removes every stored variant of a picture (when its product or shop lets it go). */
  async remove(image: ProcessedImage): Promise<void> {
    await Promise.all(image.variants.map((variant) => this.storage.delete(variant.key)));
  }
}
