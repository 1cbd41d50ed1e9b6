import { BOOK_IMAGE_TYPES, LIMITS, MESSAGES } from '@campus/contract';

/** §5 the book picture must be an image: checked here by type and size before upload; the server checks its bytes. */
export function bookImageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(BOOK_IMAGE_TYPES as readonly string[]).includes(file.type)) return MESSAGES.bookImageType;
  if (file.size === 0) return MESSAGES.bookImageType;
  if (file.size > LIMITS.bookImageMaxBytes) return MESSAGES.bookImageTooLarge;
  return null;
}
