/** How a processed picture is stored and named, and the `srcset` built from it (decision 033). */
export type ImageFormat = 'avif' | 'webp' | 'jpeg';

export const CONTENT_TYPE_OF_FORMAT: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };
const EXTENSION_OF_FORMAT: Record<ImageFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

export interface ImageVariant {
  /** The storage key, e.g. images/<uuid>/640.webp. */
  key: string;
  format: ImageFormat;
  width: number;
  height: number;
  bytes: number;
}

/** A stored picture: its id, the size of its largest variant and every variant made. */
export interface ProcessedImage {
  id: string;
  width: number;
  height: number;
  variants: ImageVariant[];
}

export const IMAGES_PREFIX = 'images';

/**
 * A drawing the seed stored (decision 122) is named by a version-8 UUID made from its content; an upload's is a random
 * version 4. That is how a shop borrowing another shop's drawing is told so (decision 088's own message).
 */
export const DRAWN_ID_VERSION = '8';
const DRAWN_PICTURE = /^\/media\/images\/[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-/;

/** Whether an address names one of the seed's stored drawings. */
export function isDrawnPicture(address: string): boolean {
  return DRAWN_PICTURE.test(address);
}

/** The storage key of one variant. */
export function imageKey(id: string, width: number, format: ImageFormat): string {
  return `${IMAGES_PREFIX}/${id}/${width}.${EXTENSION_OF_FORMAT[format]}`;
}

/** The public address the media routes serve a variant at (`GET /media/images/:id/:file`). */
export function imageUrl(key: string): string {
  return `/media/${key}`;
}

/** `srcset` for one format, narrowest first: "/media/images/<id>/320.webp 320w, …" for a <source> or <img>. */
export function srcsetOf(image: ProcessedImage, format: ImageFormat, urlOf: (key: string) => string = imageUrl): string {
  return image.variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${urlOf(variant.key)} ${variant.width}w`)
    .join(', ');
}
