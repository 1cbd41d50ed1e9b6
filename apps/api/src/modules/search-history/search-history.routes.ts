import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, searchHistoryBodySchema, searchHistoryParamsSchema, searchHistoryResponseSchema } from '@campus/contract';
import type { Core } from '../../app';
import { currentUser } from '../auth/auth.plugin';
import type { SearchHistoryService } from './search-history.service';

/** §7 user/search-history calls (auth): list, record, remove one. */
export function searchHistoryRoutes(core: Core, history: SearchHistoryService): FastifyPluginAsyncZod {
  return async (app) => {
    const common = { tags: ['search-history'], security: [{ bearer: [] }] };

    app.get(
      '/user/search-history',
      {
        preHandler: core.requireAuth,
        schema: { ...common, summary: 'Recent searches, newest first', response: { 200: searchHistoryResponseSchema, 401: errorSchema } },
      },
      async (request) => history.list(currentUser(request).id),
    );

    app.post(
      '/user/search-history',
      {
        preHandler: core.requireAuth,
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
        preHandler: core.requireAuth,
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
}
