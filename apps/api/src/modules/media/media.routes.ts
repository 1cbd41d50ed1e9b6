import { z } from 'zod';
import { uuidSchema } from '@campus/contract';
import type { AppModule } from '../../container';
import { clientHas, etagOf } from '../../http/cached-reply';
import { NotFoundError } from '../../errors/domain-errors';
import { IMAGES_PREFIX } from '../images/image-variants';
import { sendStoredFile } from '../storage/stored-file-reply';
import { renderArt } from './art';
import { frontShopSlug } from './art-kinds';

const artParams = z.object({
  theme: z.enum(['food', 'books', 'fashion', 'electronics', 'accessories', 'shop']),
  file: z.string().regex(/^[a-z0-9-]{1,120}\.svg$/, 'Unknown picture'),
});

// What the image pipeline stores: images/<uuid>/<width>.<avif|webp|jpg> (decision 033).
const imageParams = z.object({
  // Stored keys are lower-case (storage-key.ts): an upper-case id names no picture.
  id: uuidSchema.refine((id) => id === id.toLowerCase(), 'Unknown picture'),
  file: z.string().regex(/^[1-9][0-9]{0,3}\.(avif|webp|jpg)$/, 'Unknown picture'),
});

/**
 * A demo picture is drawn from code and from its shop's name, so the same address can show a new drawing
 * after a deploy or a renamed shop: browsers keep it a day and then ask again, and its ETag (a hash of the
 * drawing) makes asking cheap. It was once `immutable`, and a shopper kept last release's drawing for a year.
 */
const ART_CACHE_CONTROL = 'public, max-age=86400';

/** Pictures: the demo catalog's, drawn on request, and uploaded ones, streamed from the file storage. */
export const mediaModule: AppModule = async (app, { deps }) => {
  const { storage, catalog } = deps;
  app.get('/media/art/:theme/:file', { schema: { hide: true, params: artParams } }, async (request, reply) => {
    const slug = request.params.file.replace(/\.svg$/, '');
    // A shop front's sign says the shop's name as the shop spells it ("Mama Titi's Kitchen"), not its slug's words.
    const frontOf = frontShopSlug(slug);
    const shop = frontOf === undefined ? undefined : await catalog.shopBySlug(frontOf);
    const svg = renderArt(request.params.theme, slug, shop?.name);
    const etag = etagOf(svg);
    reply
      .header('cache-control', ART_CACHE_CONTROL)
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (clientHas(request, etag)) return reply.code(304).send();
    return reply.type('image/svg+xml').send(svg);
  });

  app.get('/media/images/:id/:file', { schema: { hide: true, params: imageParams } }, async (request, reply) => {
    const file = await storage.get(`${IMAGES_PREFIX}/${request.params.id}/${request.params.file}`);
    if (!file) throw new NotFoundError('Image not found');
    // A variant's bytes never change under its key (a new upload gets a new id), so browsers and CDNs keep it for good.
    return sendStoredFile(reply, file, { cacheControl: 'public, max-age=31536000, immutable' });
  });
};
