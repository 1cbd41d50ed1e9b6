import { errorSchema, searchHistoryBodySchema, searchHistoryParamsSchema, searchHistoryResponseSchema } from '@campus/contract';
import type { AppModule } from '../../container';
import { currentUser } from '../auth/auth.plugin';
import { SearchHistoryRepository } from './search-history.repository';
import { SearchHistoryService } from './search-history.service';

/** §7 user/search-history calls (auth): list, record, remove one. */
export const searchHistoryModule: AppModule = async (app, { deps }) => {
  const history = new SearchHistoryService(new SearchHistoryRepository(deps.db), deps.now);
  const common = { tags: ['search-history'], security: [{ bearer: [] }] };

  app.get(
    '/user/search-history',
    {
      schema: { ...common, summary: 'Recent searches, newest first', response: { 200: searchHistoryResponseSchema, 401: errorSchema } },
    },
    async (request) => history.list(currentUser(request).id),
  );

  app.post(
    '/user/search-history',
    {
      schema: {
        ...common,
        summary: 'Record a search (moves a repeated search to the top)',
        body: searchHistoryBodySchema,
        response: { 200: searchHistoryResponseSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => history.record(currentUser(request).id, request.body.query),
  );

  app.delete(
    '/user/search-history/:query',
    {
      schema: {
        ...common,
        summary: 'Remove one search from the history',
        params: searchHistoryParamsSchema,
        response: { 200: searchHistoryResponseSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => history.remove(currentUser(request).id, request.params.query),
  );
};
