import { BOOK_IMAGE_FIELD, MESSAGES } from '@campus/contract';
import { TooLargeError, UnsupportedMediaError } from '../../errors/domain-errors';

/** One part of a multipart form as the parser hands it over (structurally @fastify/multipart's `Multipart`). */
export type FormPart =
  { type: 'file'; fieldname: string; filename: string; toBuffer(): Promise<Buffer> } | { type: 'field'; fieldname: string; value: unknown };

/** The text fields as they arrived; absent ones are undefined. */
export interface BookRequestInput {
  name?: string;
  author?: string;
}

/** What a book request form carried: its text fields and at most one picture. */
export interface BookForm {
  fields: BookRequestInput;
  image: Buffer | null;
}

export const MULTIPART_REQUIRED = 'Send the book request as multipart/form-data';

/** The multipart parser's own limit errors, told in words a shopper understands. */
function formError(error: unknown): unknown {
  const code = error && typeof error === 'object' && 'code' in error ? error.code : undefined;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new TooLargeError(MESSAGES.bookImageTooLarge);
    case 'FST_FILES_LIMIT':
      return new TooLargeError('Send at most one image');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new TooLargeError('Too many form fields');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new UnsupportedMediaError(MULTIPART_REQUIRED);
    default:
      return error;
  }
}

/** Reads the form's parts: `name` and `author` (first of each), the picture in BOOK_IMAGE_FIELD; others are ignored. */
export async function readBookForm(parts: AsyncIterable<FormPart>): Promise<BookForm> {
  const fields: BookRequestInput = {};
  let image: Buffer | null = null;
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // A form with no file chosen sends an empty part without a name: that is "no image", not an empty image.
        if (part.fieldname !== BOOK_IMAGE_FIELD || (bytes.length === 0 && part.filename === '')) continue;
        image = bytes;
      } else if (
        (part.fieldname === 'name' || part.fieldname === 'author') &&
        fields[part.fieldname] === undefined &&
        typeof part.value === 'string'
      ) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw formError(error);
  }
  return { fields, image };
}
