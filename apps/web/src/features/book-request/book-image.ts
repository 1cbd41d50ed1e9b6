import { BOOK_IMAGE_TYPES, LIMITS, MESSAGES } from '@campus/contract';

type BookImageType = (typeof BOOK_IMAGE_TYPES)[number];

/** §5 the book picture must be an image: checked here by type and size before upload; the server checks its bytes. */
export function bookImageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(BOOK_IMAGE_TYPES as readonly string[]).includes(file.type)) return MESSAGES.bookImageType;
  if (file.size === 0) return MESSAGES.bookImageType;
  if (file.size > LIMITS.bookImageMaxBytes) return MESSAGES.bookImageTooLarge;
  return null;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image type a file's first bytes (its magic number) prove, or null: a file's name and declared type prove nothing. */
export function imageTypeOfBytes(bytes: Uint8Array): BookImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/**
 * Everything the browser can tell about a chosen picture before it is shown or sent (issue 23: a text
 * file renamed `.png` showed a broken preview and was refused only after Submit): type, size, then its
 * first bytes. The server still checks the whole file.
 */
export async function chosenImageProblem(file: File): Promise<string | null> {
  const problem = bookImageProblem(file);
  if (problem) return problem;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return imageTypeOfBytes(head) ? null : MESSAGES.bookImageType;
}
