import { z } from 'zod';
import { errorSchema, orderEventSchema, setPartStatusBodySchema } from '@campus/contract';
import type { AppModule } from '../../container';

/**
 * POST dev/order-parts/{id}/status: moves a part along the state machine until the shop console
 * exists, for /test-panel and browser tests; like the other dev tools, only with DEV_TOOLS=1 and only
 * to a client on this machine (issue 18).
 */
export const devOrdersModule: AppModule = async (app, { deps }) => {
  if (!deps.config.devTools) return;
  const { parts } = deps.workflows;
  {
    app.post(
      '/dev/order-parts/:id/status',
      {
        schema: {
          tags: ['dev'],
          summary: "Change an order part's status (not in production)",
          params: z.object({ id: z.uuid() }),
          body: setPartStatusBodySchema,
          response: { 200: orderEventSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
        },
      },
      async (request) => parts.setPartStatus(request.params.id, request.body.status, request.body.reason),
    );
  }
};
