import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ShopRole } from '@campus/contract';
import type { AppModule, Container } from '../../container';
import { requireLoopback, requireOperator, requireShopRole } from './access.routes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Seller area only: who on the shop may make the call. Staff means staff or owner; a call that
     * says nothing is the owner's (a forgotten line closes the door, it does not open it).
     */
    shopRole?: 'owner' | 'staff';
  }
}

/**
 * The audiences the API answers (issue 33 item 3, decision 095). Every module is registered in one
 * area (app.ts); an area with a guard registers it once, as a hook on an encapsulated scope around
 * its modules, never route by route. Who is asking is checked before what is asked (decision 028):
 * the guards of the signed-in areas run at onRequest, before the body is parsed or validated.
 *
 * - public: no guard (the storefront's reads, sign-up and sign-in, media, health, the sandbox pages).
 * - shopper: a signed-in account (401 otherwise).
 * - seller: `/seller/shops/:shopSlug/…`, signed in and a member of that shop with the route's
 *   `config.shopRole` (401; not a member 404; role too small 403).
 * - admin: `/admin/…`, the market's operator (401; anyone else 403).
 * - dev: `/dev/…` with DEV_TOOLS=1, clients on this machine only (anyone else 404).
 * - webhook: the provider's calls, signed with our secret key over the raw body (401 otherwise).
 */
export type Area = 'public' | 'shopper' | 'seller' | 'admin' | 'dev' | 'webhook';

const ROLES_FOR: Record<'owner' | 'staff', readonly ShopRole[]> = { owner: ['owner'], staff: ['owner', 'staff'] };

/** The names the route walk (areas.api.test.ts) looks for on every route's hooks. */
export const AREA_GUARD_NAMES = {
  shopper: 'shopperAreaGuard',
  seller: 'sellerAreaGuard',
  admin: 'adminAreaGuard',
  dev: 'devAreaGuard',
  webhook: 'webhookAreaGuard',
} as const satisfies Record<Exclude<Area, 'public'>, string>;

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

function shopperGuard(deps: Container): Guard {
  return async function shopperAreaGuard(request, reply) {
    await deps.requireAuth(request, reply);
  };
}

function sellerGuard(deps: Container): Guard {
  const byRole = {
    owner: requireShopRole(deps.shopAccess, ROLES_FOR.owner),
    staff: requireShopRole(deps.shopAccess, ROLES_FOR.staff),
  };
  return async function sellerAreaGuard(request, reply) {
    await deps.requireAuth(request, reply);
    await byRole[request.routeOptions.config.shopRole ?? 'owner'](request);
  };
}

function adminGuard(deps: Container): Guard {
  return async function adminAreaGuard(request, reply) {
    await deps.requireAuth(request, reply);
    await requireOperator(request);
  };
}

function devGuard(): Guard {
  return async function devAreaGuard(request) {
    await requireLoopback(request);
  };
}

/** After the raw body is read (the signature covers its exact bytes), before anything else looks at it. */
function webhookGuard(deps: Container): Guard {
  return async function webhookAreaGuard(request) {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    // The payments module checks its provider's signature (401), so access names no payments file.
    deps.payments.service.assertSignedWebhook(raw, request.headers);
  };
}

/** The module, inside its area's scope: the area's one guard, then the module's routes. */
export function inArea(area: Area, module: AppModule): AppModule {
  if (area === 'public') return module;
  return async (scope, { deps }) => {
    if (area === 'webhook') scope.addHook('preValidation', webhookGuard(deps));
    else scope.addHook('onRequest', guardOf(area, deps));
    await scope.register(module, { deps });
  };
}

function guardOf(area: Exclude<Area, 'public' | 'webhook'>, deps: Container): Guard {
  switch (area) {
    case 'shopper':
      return shopperGuard(deps);
    case 'seller':
      return sellerGuard(deps);
    case 'admin':
      return adminGuard(deps);
    case 'dev':
      return devGuard();
  }
}
