import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, errorSchema, orderEventSchema, setPartStatusBodySchema } from '@campus/contract';
import { NotFoundError } from '../../errors/domain-errors';
import type { OrdersService } from './orders.service';

/**
 * POST dev/order-parts/{id}/status: moves a part along the state machine until the shop console
 * exists, for /test-panel and browser tests; absent in production like the other dev routes.
 */
export function devOrderRoutes(orders: OrdersService, production: boolean): FastifyPluginAsyncZod {
  return async (app) => {
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
      async (request) => {
        if (production) throw new NotFoundError(MESSAGES.notFound);
        return orders.setPartStatus(request.params.id, request.body.status, request.body.reason);
      },
    );
  };
}
