/**
 * Decides what an uploaded file is from its bytes alone (never its name or Content-Type) and checks
 * that its structure is whole, so a renamed script, an SVG, an empty file or a truncated image is refused.
 */
export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif';

export interface InspectedImage {
  kind: ImageKind;
  mime: `image/${ImageKind}`;
  extension: 'jpg' | 'png' | 'webp' | 'gif';
  width: number;
  height: number;
}

/** Refuse pixel bombs: a small file that would decode to a huge bitmap. */
export const MAX_IMAGE_SIDE = 12_000;
export const MAX_IMAGE_PIXELS = 50_000_000;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_IEND = Buffer.from([0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

const ascii = (bytes: Buffer, start: number, length: number) => bytes.subarray(start, start + length).toString('latin1');

function result(kind: ImageKind, width: number, height: number): InspectedImage | null {
  if (width < 1 || height < 1 || width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) return null;
  const extension = kind === 'jpeg' ? 'jpg' : kind;
  return { kind, mime: `image/${kind}`, extension, width, height };
}

/** PNG: signature, IHDR first (13 bytes), IEND last. */
function inspectPng(bytes: Buffer): InspectedImage | null {
  if (bytes.length < 8 + 25 + 12 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (bytes.readUInt32BE(8) !== 13 || ascii(bytes, 12, 4) !== 'IHDR') return null;
  if (!bytes.subarray(bytes.length - 12).equals(PNG_IEND)) return null;
  return result('png', bytes.readUInt32BE(16), bytes.readUInt32BE(20));
}

/** JPEG: SOI, well-formed segments up to the scan with a frame header (SOFn) giving the size, EOI at the end. */
function inspectJpeg(bytes: Buffer): InspectedImage | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
  // Some encoders pad after EOI with zero bytes; the image itself must still end with FF D9.
  let end = bytes.length;
  while (end > 2 && bytes[end - 1] === 0x00) end--;
  if (bytes[end - 2] !== 0xff || bytes[end - 1] !== 0xd9) return null;
  let offset = 2;
  let size: { width: number; height: number } | null = null;
  while (offset + 4 <= end) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0xd9 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) return null;
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > end) return null;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (length < 8) return null;
      size = { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    if (marker === 0xda) {
      // Start of scan: entropy-coded data follows up to EOI, which was checked above.
      return size && offset + 2 + length < end - 2 ? result('jpeg', size.width, size.height) : null;
    }
    offset += 2 + length;
  }
  return null;
}

/** GIF: GIF87a/GIF89a header with the logical screen size, at least one image descriptor, trailer 0x3B. */
function inspectGif(bytes: Buffer): InspectedImage | null {
  const header = ascii(bytes, 0, 6);
  if (bytes.length < 14 || (header !== 'GIF87a' && header !== 'GIF89a')) return null;
  if (bytes[bytes.length - 1] !== 0x3b || !bytes.subarray(13).includes(0x2c)) return null;
  return result('gif', bytes.readUInt16LE(6), bytes.readUInt16LE(8));
}

/** WebP: RIFF container whose declared size matches the file, WEBP form, a VP8/VP8L/VP8X first chunk. */
function inspectWebp(bytes: Buffer): InspectedImage | null {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') return null;
  const riffSize = bytes.readUInt32LE(4);
  if (riffSize + 8 !== bytes.length && riffSize + 9 !== bytes.length) return null;
  const chunk = ascii(bytes, 12, 4);
  const chunkSize = bytes.readUInt32LE(16);
  if (20 + chunkSize > bytes.length) return null;
  const data = 20;
  if (chunk === 'VP8 ') {
    // Key frame start code 9D 01 2A, then 14-bit width and height.
    if (bytes[data + 3] !== 0x9d || bytes[data + 4] !== 0x01 || bytes[data + 5] !== 0x2a) return null;
    return result('webp', bytes.readUInt16LE(data + 6) & 0x3fff, bytes.readUInt16LE(data + 8) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    if (bytes[data] !== 0x2f) return null;
    const bits = bytes.readUInt32LE(data + 1);
    return result('webp', (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') {
    const width = 1 + bytes.readUIntLE(data + 4, 3);
    const height = 1 + bytes.readUIntLE(data + 7, 3);
    return result('webp', width, height);
  }
  return null;
}

/** The image the bytes hold (JPEG, PNG, WebP or GIF), or null when they hold anything else or a damaged image. */
export function inspectImage(bytes: Buffer): InspectedImage | null {
  if (bytes.length === 0) return null;
  try {
    return inspectPng(bytes) ?? inspectJpeg(bytes) ?? inspectGif(bytes) ?? inspectWebp(bytes);
  } catch (error) {
    // A read past the end of a short buffer means the image is cut off.
    if (error instanceof RangeError) return null;
    throw error;
  }
}
