import sharp from 'sharp';
import { SHARE_IMAGE } from '@campus/contract';
import { z } from 'zod';
import type { AppModule } from '../../container';
import { NotFoundError } from '../../errors/domain-errors';

const params = z.object({
  kind: z.enum(['product', 'shop']),
  file: z.string().regex(/^[a-z0-9][a-z0-9-]{0,159}\.jpg$/, 'Unknown picture'),
});

/** Previews kept in memory, by the source picture's address (a new picture is a new address). */
const KEPT = 200;

/**
 * GET /media/share/{product|shop}/{slug}.jpg: the thing's cover (first picture) as a 1200×630 JPEG (cover
 * crop, white under transparency), drawn with sharp from the picture the store serves (seeded SVG
 * art or an uploaded picture's largest JPEG), asked for in-process.
 */
export const shareImageModule: AppModule = async (app, { deps }) => {
  const { catalog } = deps;
  const kept = new Map<string, Promise<Buffer>>();

  const draw = async (picture: string): Promise<Buffer> => {
    const source = await app.inject({ method: 'GET', url: picture });
    if (source.statusCode !== 200) throw new NotFoundError('Picture not found');
    // SVG art is drawn at 4× its size, so the crop is sharp at 1200 px.
    return sharp(source.rawPayload, { density: 288, limitInputPixels: 40_000_000 })
      .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  };

  app.get('/media/share/:kind/:file', { schema: { hide: true, params } }, async (request, reply) => {
    const slug = request.params.file.replace(/\.jpg$/, '');
    const picture =
      request.params.kind === 'product' ? (await catalog.productBySlug(slug))?.images[0] : (await catalog.shopBySlug(slug))?.shop_image[0];
    // Only pictures the store serves itself: never fetch an address someone else controls.
    if (!picture || !picture.startsWith('/media/') || picture.startsWith('/media/share/')) throw new NotFoundError('Picture not found');
    let jpeg = kept.get(picture);
    if (!jpeg) {
      jpeg = draw(picture);
      jpeg.catch(() => kept.delete(picture));
      kept.set(picture, jpeg);
      if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
    }
    return reply
      .type(SHARE_IMAGE.type)
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(await jpeg);
  });
};
