import fastifyMultipart from '@fastify/multipart';
import { LIMITS, MESSAGES, bookRequestResponseSchema, errorSchema } from '@campus/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppModule, Container } from '../../container';
import { UnauthenticatedError, UnsupportedMediaError } from '../../errors/domain-errors';
import { MULTIPART_REQUIRED } from './book-form';
import { BooksRepository } from './books.repository';
import { BooksService } from './books.service';

/** Book requests a client address may send per window (spec §7 `POST book` is open to visitors). */
const DEFAULT_RATE_LIMIT = { max: 20, timeWindowMs: 15 * 60_000 };

/**
 * The signed-in shopper who sends a book request, so the operator can mail them the outcome (issue
 * 21). The form is open to visitors: no token, or one that no longer works, sends it unlinked.
 */
async function requesterOf(request: FastifyRequest, reply: FastifyReply, deps: Container): Promise<string | null> {
  if (!request.headers.authorization) return null;
  try {
    await deps.requireAuth(request, reply);
    return request.user?.id ?? null;
  } catch (error) {
    if (error instanceof UnauthenticatedError) return null;
    throw error;
  }
}

/** §7 `POST book` (multipart {name, author, images?}, sent without the token); the shopper's side is my-book-requests.routes.ts. */
export const booksModule: AppModule = async (app, { deps }) => {
  const books = new BooksService(new BooksRepository(deps.db), deps.storage, deps.images);
  const rateLimit = deps.config.bookRequestLimit ?? DEFAULT_RATE_LIMIT;

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
      config: { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.timeWindowMs } },
      schema: {
        tags: ['books'],
        summary: 'Request a book that the book shop does not list',
        description:
          'multipart/form-data: name, author, and optionally one image (JPEG, PNG, WebP or GIF, at most 5 MB) in the field `images`, re-encoded as JPEG without its metadata.',
        consumes: ['multipart/form-data'],
        response: { 201: bookRequestResponseSchema, 400: errorSchema, 413: errorSchema, 415: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new UnsupportedMediaError(MULTIPART_REQUIRED);
      const requester = await requesterOf(request, reply, deps);
      const { id } = await books.submitForm(request.parts(), requester, requester ?? `address:${request.ip}`);
      return reply.code(201).send({ message: MESSAGES.bookSubmitted, id });
    },
  );
};
