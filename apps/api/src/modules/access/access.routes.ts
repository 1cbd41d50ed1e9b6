import type { FastifyRequest } from 'fastify';
import { errorSchema, myRolesSchema } from '@campus/contract';
import type { AppModule } from '../../container';
import { currentUser } from '../auth/auth.plugin';
import { assertOperator } from './shop-access';

/** GET me/roles: the shops the signed-in account runs and whether it is the operator (for the menus). */
export const accessModule: AppModule = async (app, { deps }) => {
  app.get(
    '/me/roles',
    {
      preHandler: deps.requireAuth,
      schema: {
        tags: ['access'],
        summary: 'The shops the signed-in account runs, and whether it runs the market',
        security: [{ bearer: [] }],
        response: { 200: myRolesSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return deps.shopAccess.rolesOf(currentUser(request));
    },
  );
};

/**
 * The operator's guard, run after the authentication hook: `preHandler: [deps.requireAuth,
 * requireOperator]` on every operator-only call.
 */
export async function requireOperator(request: FastifyRequest): Promise<void> {
  assertOperator(currentUser(request));
}
