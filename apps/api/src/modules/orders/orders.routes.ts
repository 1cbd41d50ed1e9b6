import { createOrderBodySchema, createOrderResponseSchema, errorSchema } from '@campus/contract';
import type { AppModule } from '../../container';
import { currentUser } from '../auth/auth.plugin';
import { ORDER_MESSAGES } from './orders.service';

/** §7 order/create-order: needs a verified payment of the shopper; the same order on retry. */
export const ordersModule: AppModule = async (app, { deps }) => {
  const { orders } = deps.payments;
  app.post(
    '/order/create-order',
    {
      preHandler: deps.requireAuth,
      schema: {
        tags: ['orders'],
        summary: 'Create the order for a verified payment',
        security: [{ bearer: [] }],
        body: createOrderBodySchema,
        response: {
          200: createOrderResponseSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => ({ message: ORDER_MESSAGES.created, newOrder: await orders.createFromCart(currentUser(request), request.body) }),
  );
};
