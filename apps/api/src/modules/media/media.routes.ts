import { z } from 'zod';
import type { AppModule } from '../../container';
import { renderArt } from './art';

const artParams = z.object({
  theme: z.enum(['food', 'books', 'fashion', 'electronics', 'accessories', 'shop']),
  file: z.string().regex(/^[a-z0-9-]{1,120}\.svg$/, 'Unknown picture'),
});

/** Pictures of the demo catalog, drawn on request (no files, no external addresses). */
export const mediaModule: AppModule = async (app) => {
  app.get('/media/art/:theme/:file', { schema: { hide: true, params: artParams } }, async (request, reply) => {
    const slug = request.params.file.replace(/\.svg$/, '');
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(renderArt(request.params.theme, slug));
  });
};
