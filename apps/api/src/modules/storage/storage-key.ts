/**
 * Storage keys are server-made paths such as `books/<uuid>.png` or `images/<uuid>/640.webp`:
 * lower-case segments that never start with a dot (so no `..`, no hidden file) and a picture
 * extension that alone decides the type a file is served with.
 */
const KEY = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*\.(jpg|png|webp|gif|avif)$/;
const MAX_KEY_LENGTH = 200;

export const CONTENT_TYPE_BY_EXTENSION = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
} as const;

export type StoredExtension = keyof typeof CONTENT_TYPE_BY_EXTENSION;

/** A key that is not one of ours: a programming error, never something a caller can cause. */
export class InvalidStorageKeyError extends Error {
  constructor(key: string, reason: string) {
    super(`Invalid storage key ${JSON.stringify(key.slice(0, MAX_KEY_LENGTH))}: ${reason}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/** The content type the key's extension implies; throws for a key outside the allowed shape. */
export function contentTypeOfKey(key: string): string {
  const match = key.length <= MAX_KEY_LENGTH ? KEY.exec(key) : null;
  if (!match) throw new InvalidStorageKeyError(key, 'expected lower-case segments and a picture extension');
  return CONTENT_TYPE_BY_EXTENSION[match[1] as StoredExtension];
}

/** Checks a key and that the declared type is the one its extension implies (a PNG is never stored as text/html). */
export function checkKeyAndType(key: string, contentType: string): void {
  const expected = contentTypeOfKey(key);
  if (contentType !== expected) throw new InvalidStorageKeyError(key, `its extension means ${expected}, not ${contentType}`);
}
