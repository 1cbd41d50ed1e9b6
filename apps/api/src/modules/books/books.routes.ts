import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BOOK_IMAGE_FIELD, LIMITS, MESSAGES, bookRequestResponseSchema, errorSchema } from '@campus/contract';
import { HttpError, notFound } from '../../http/http-error';
import { sendStoredFile } from '../storage/stored-file-reply';
import type { BookRequestInput, BooksService } from './books.service';

export interface BooksRoutesOptions {
  /** Book requests a client address may send per window (spec §7 `POST book` is open to visitors). */
  rateLimit: { max: number; timeWindowMs: number };
}

const imageParamsSchema = z.object({ id: z.string().max(100) });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The multipart parser's own limit errors, told in words a shopper understands. */
function uploadError(error: unknown): unknown {
  const code = error && typeof error === 'object' && 'code' in error ? error.code : undefined;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, MESSAGES.bookImageTooLarge);
    case 'FST_FILES_LIMIT':
      return new HttpError(413, 'Send at most one image');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(413, 'Too many form fields');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, 'Send the book request as multipart/form-data');
    default:
      return error;
  }
}

/** §7 `POST book` (multipart {name, author, images?}, sent without the token) and the stored picture. */
export function booksRoutes(books: BooksService, options: BooksRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    // Registered inside this scope only: no other route accepts multipart bodies.
    await app.register(fastifyMultipart, {
      limits: {
        fileSize: LIMITS.bookImageMaxBytes,
        files: 1,
        fields: 10,
        parts: 12,
        fieldSize: 4096,
        fieldNameSize: 100,
        headerPairs: 100,
      },
    });

    app.post(
      '/book',
      {
        config: { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindowMs } },
        schema: {
          tags: ['books'],
          summary: 'Request a book that the book shop does not list',
          description:
            'multipart/form-data: name, author, and optionally one image (JPEG, PNG, WebP or GIF, at most 5 MB) in the field `images`.',
          consumes: ['multipart/form-data'],
          response: { 201: bookRequestResponseSchema, 400: errorSchema, 413: errorSchema, 415: errorSchema, 429: errorSchema },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw new HttpError(415, 'Send the book request as multipart/form-data');
        const fields: BookRequestInput = {};
        let image: Buffer | null = null;
        try {
          for await (const part of request.parts()) {
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
            // Unknown fields are ignored.
          }
        } catch (error) {
          throw uploadError(error);
        }
        const { id } = await books.submit(fields, image);
        return reply.code(201).send({ message: MESSAGES.bookSubmitted, id });
      },
    );

    app.get(
      '/book/:id/image',
      {
        schema: { tags: ['books'], summary: "A book request's picture (its proven type, never sniffed)", params: imageParamsSchema },
      },
      async (request, reply) => {
        const image = UUID.test(request.params.id) ? await books.imageOf(request.params.id) : null;
        if (!image) throw notFound('Image not found');
        return sendStoredFile(
          reply,
          { body: image.body, contentType: image.type, size: image.size },
          { cacheControl: 'private, max-age=86400' },
        );
      },
    );
  };
}
