import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '@campus/contract';
import { IMAGES_PREFIX } from '../images/image-variants';
import type { FileStorage } from '../storage/file-storage';
import { sendStoredFile } from '../storage/stored-file-reply';
import { renderArt } from './art';

const artParams = z.object({
  theme: z.enum(['food', 'books', 'fashion', 'electronics', 'accessories', 'shop']),
  file: z.string().regex(/^[a-z0-9-]{1,120}\.svg$/, 'Unknown picture'),
});

// What the image pipeline stores: images/<uuid>/<width>.<avif|webp|jpg> (decision 033).
const imageParams = z.object({
  id: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'Unknown picture'),
  file: z.string().regex(/^[1-9][0-9]{0,3}\.(avif|webp|jpg)$/, 'Unknown picture'),
});

/** Pictures: the demo catalog's, drawn on request, and uploaded ones, streamed from the file storage. */
export function mediaRoutes(storage: FileStorage): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/media/art/:theme/:file', { schema: { hide: true, params: artParams } }, async (request, reply) => {
      const slug = request.params.file.replace(/\.svg$/, '');
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(renderArt(request.params.theme, slug));
    });

    app.get('/media/images/:id/:file', { schema: { hide: true, params: imageParams } }, async (request, reply) => {
      const file = await storage.get(`${IMAGES_PREFIX}/${request.params.id}/${request.params.file}`);
      // Answered here (the edge) rather than thrown: no service sits between this route and the storage.
      if (!file) return reply.code(404).send({ error: 'Image not found', code: ERROR_CODES.notFound });
      // A variant's bytes never change under its key (a new upload gets a new id), so browsers and CDNs keep it for good.
      return sendStoredFile(reply, file, { cacheControl: 'public, max-age=31536000, immutable' });
    });
  };
}
