import { z } from 'zod';
import { uuidSchema } from '@campus/contract';
import type { AppModule } from '../../container';
import { NotFoundError } from '../../errors/domain-errors';
import { IMAGES_PREFIX } from '../images/image-variants';
import { sendStoredFile } from '../storage/stored-file-reply';

// What the image pipeline stores: images/<uuid>/<width>.<avif|webp|jpg> (decision 033).
const imageParams = z.object({
  // Stored keys are lower-case (storage-key.ts): an upper-case id names no picture.
  id: uuidSchema.refine((id) => id === id.toLowerCase(), 'Unknown picture'),
  file: z.string().regex(/^[1-9][0-9]{0,3}\.(avif|webp|jpg)$/, 'Unknown picture'),
});

/** Pictures the image pipeline stored (uploads and the seed's drawings, decision 122), streamed from the file storage. */
export const mediaModule: AppModule = async (app, { deps }) => {
  const { storage } = deps;
  app.get('/media/images/:id/:file', { schema: { hide: true, params: imageParams } }, async (request, reply) => {
    const file = await storage.get(`${IMAGES_PREFIX}/${request.params.id}/${request.params.file}`);
    if (!file) throw new NotFoundError('Image not found');
    // A variant's bytes never change under its key (a new upload gets a new id), so browsers and CDNs keep it for good.
    return sendStoredFile(reply, file, { cacheControl: 'public, max-age=31536000, immutable' });
  });
};
