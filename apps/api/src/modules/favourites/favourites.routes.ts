import { errorSchema, favouriteParamsSchema, favouritesSchema } from '@campus/contract';
import type { AppModule } from '../../container';
import { currentUser } from '../auth/auth.plugin';
import { FavouritesRepository } from './favourites.repository';
import { FavouritesService } from './favourites.service';

/** The shopper's favourites (shopper area, issue 37 item 3): every answer is the whole list as it is now. */
export const favouritesModule: AppModule = async (app, { deps }) => {
  const favourites = new FavouritesService(new FavouritesRepository(deps.db));
  const common = { tags: ['favourites'], security: [{ bearer: [] }] };

  app.get(
    '/user/favourites',
    { schema: { ...common, summary: 'Favourite shops and products, newest first', response: { 200: favouritesSchema, 401: errorSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return favourites.list(currentUser(request).id);
    },
  );

  app.put(
    '/user/favourites/:kind/:id',
    {
      schema: {
        ...common,
        summary: 'Keep a shop or a product as a favourite (again is the same as once)',
        params: favouriteParamsSchema,
        response: { 200: favouritesSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => favourites.add(currentUser(request).id, request.params.kind, request.params.id),
  );

  app.delete(
    '/user/favourites/:kind/:id',
    {
      schema: {
        ...common,
        summary: 'Let a favourite go',
        params: favouriteParamsSchema,
        response: { 200: favouritesSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => favourites.remove(currentUser(request).id, request.params.kind, request.params.id),
  );
};
