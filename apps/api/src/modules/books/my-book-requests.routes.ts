import { z } from 'zod';
import { errorSchema, myBookRequestListSchema } from '@campus/contract';
import type { AppModule } from '../../container';
import { currentUser } from '../auth/auth.plugin';
import { sendStoredFile } from '../storage/stored-file-reply';
import { BooksRepository } from './books.repository';
import { BooksService } from './books.service';

const imageParamsSchema = z.object({ id: z.string().max(100) });

/**
 * The signed-in shopper's side of book requests (shopper area, issue 37 item 5): the requests they
 * sent with the operator's status and note, and a request's picture (theirs, or any for the operator).
 */
export const myBookRequestsModule: AppModule = async (app, { deps }) => {
  const books = new BooksService(new BooksRepository(deps.db), deps.storage, deps.images);

  app.get(
    '/user/book-requests',
    {
      schema: {
        tags: ['books'],
        summary: 'The book requests the signed-in shopper sent, newest first, with their status and the operator’s note',
        security: [{ bearer: [] }],
        response: { 200: myBookRequestListSchema, 401: errorSchema },
      },
    },
    async (request) => ({ requests: await books.listMine(currentUser(request).id) }),
  );

  app.get(
    '/book/:id/image',
    {
      schema: {
        tags: ['books'],
        summary: "A book request's picture, re-encoded as JPEG: for the shopper who sent the request and the operator",
        security: [{ bearer: [] }],
        params: imageParamsSchema,
        response: { 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      // Only the shopper who sent the request and the operator see its picture (issue 35 finding 10).
      const image = await books.openImageFor(request.params.id, currentUser(request));
      return sendStoredFile(
        reply,
        { body: image.body, contentType: image.type, size: image.size },
        { cacheControl: 'private, max-age=86400' },
      );
    },
  );
};
