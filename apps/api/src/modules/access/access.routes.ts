import type { FastifyRequest } from 'fastify';
import { ACCESS_MESSAGES, MESSAGES, errorSchema, myRolesSchema, sellerShopParamSchema, type ShopRole } from '@campus/contract';
import type { AppModule } from '../../container';
import { NotFoundError } from '../../errors/domain-errors';
import { isLoopback } from '../../security/loopback';
import { currentUser } from '../auth/auth.plugin';
import type { MembershipRow } from './access.repository';
import { assertOperator, type ShopAccess } from './shop-access';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the shop-role hook: the caller's role on the shop the path names, with the shop. */
    shopMembership?: MembershipRow;
  }
}

/** GET me/roles: the shops the signed-in account runs and whether it is the operator (for the menus). */
export const accessModule: AppModule = async (app, { deps }) => {
  app.get(
    '/me/roles',
    {
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

/*
 * Who is asking is checked before what is asked: the guards below run at `onRequest`, after the
 * authentication hook and before Fastify parses the body or validates anything, so a caller who
 * may not make a call learns nothing from its validation messages (401 or 403/404 first).
 */

/**
 * The operator's guard, after the authentication hook: `onRequest: [deps.requireAuth,
 * requireOperator]` (or both as the module's `onRequest` hooks) on every operator-only call.
 */
export async function requireOperator(request: FastifyRequest): Promise<void> {
  assertOperator(currentUser(request));
}

/** A path parameter as the router found it: not yet validated at `onRequest`. */
function rawPathParam(request: FastifyRequest, name: string): unknown {
  const params: unknown = request.params;
  return typeof params === 'object' && params !== null && name in params ? (params as Record<string, unknown>)[name] : undefined;
}

/**
 * The shop console's guard (issue 20), after the authentication hook: the caller's role on the shop
 * `:shopSlug` names, kept on the request for the handler (`currentMembership`). No member: 404;
 * role too small: 403. A slug the contract would refuse names no shop, so it is "not found" too
 * (and never reaches the database unchecked).
 */
export function requireShopRole(shopAccess: ShopAccess, roles: readonly ShopRole[]) {
  return async function shopRole(request: FastifyRequest): Promise<void> {
    const slug = sellerShopParamSchema.shape.shopSlug.safeParse(rawPathParam(request, 'shopSlug'));
    if (!slug.success) throw new NotFoundError(ACCESS_MESSAGES.shopNotFound);
    request.shopMembership = await shopAccess.bySlug(currentUser(request), slug.data, roles);
  };
}

/** The membership the shop-role hook found for this request. */
export function currentMembership(request: FastifyRequest): MembershipRow {
  if (!request.shopMembership) throw new Error('the route has no shop-role hook (requireShopRole)');
  return request.shopMembership;
}

/** The dev tools' guard (DEV_TOOLS=1, issue 18): a client on another machine gets 404, as if the call did not exist. */
export async function requireLoopback(request: FastifyRequest): Promise<void> {
  if (!isLoopback(request.ip)) throw new NotFoundError(MESSAGES.notFound);
}
