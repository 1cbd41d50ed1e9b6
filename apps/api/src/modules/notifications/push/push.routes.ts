import {
  errorSchema,
  pushDevicesSchema,
  pushKeySchema,
  pushSubscribeBodySchema,
  pushUnsubscribeBodySchema,
  sellerShopParamSchema,
} from '@campus/contract';
import type { AppModule } from '../../../container';
import { currentMembership } from '../../access/access.routes';
import { currentUser } from '../../auth/auth.plugin';
import type { PushAudience } from './push.repository';

const SHOPPER: PushAudience = { kind: 'shopper' };
const shopErrors = { 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** An account's devices are its own business: no cache keeps them. */
const noStore = async (_request: unknown, reply: { header(name: string, value: string): unknown }) => {
  reply.header('cache-control', 'private, no-store');
};

/** GET push/key (public): the VAPID public key a browser subscribes with. */
export const pushKeyModule: AppModule = async (app, { deps }) => {
  app.get(
    '/push/key',
    { schema: { tags: ['push'], summary: 'The server’s VAPID public key for PushManager.subscribe', response: { 200: pushKeySchema } } },
    async () => ({ publicKey: deps.push.publicKey }),
  );
};

/** The signed-in shopper's devices that hear of their orders' changes ("Tell me when it moves"). */
export const pushShopperModule: AppModule = async (app, { deps }) => {
  app.addHook('onSend', noStore);
  const tags = ['push'];
  const security = [{ bearer: [] }];
  app.get(
    '/push/subscriptions',
    {
      schema: {
        tags,
        security,
        summary: 'This account’s devices that get news of its orders',
        response: { 200: pushDevicesSchema, 401: errorSchema },
      },
    },
    async (request) => deps.push.service.devices(currentUser(request).id, SHOPPER),
  );
  app.put(
    '/push/subscriptions',
    {
      schema: {
        tags,
        security,
        summary: 'This device gets news of this account’s orders',
        body: pushSubscribeBodySchema,
        response: { 200: pushDevicesSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => deps.push.service.subscribe(currentUser(request).id, SHOPPER, request.body, request.headers['user-agent']),
  );
  app.delete(
    '/push/subscriptions',
    {
      schema: {
        tags,
        security,
        summary: 'This device stops getting news of this account’s orders',
        body: pushUnsubscribeBodySchema,
        response: { 200: pushDevicesSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => deps.push.service.unsubscribe(currentUser(request).id, SHOPPER, request.body.endpoint),
  );
};

/** A member's devices that hear of the shop's paid orders ("Notify this phone"): owner and staff. */
export const pushSellerModule: AppModule = async (app, { deps }) => {
  app.addHook('onSend', noStore);
  const tags = ['push', 'seller'];
  const security = [{ bearer: [] }];
  const audienceOf = (request: Parameters<typeof currentMembership>[0]): PushAudience => ({
    kind: 'shop',
    shopId: currentMembership(request).shop.id,
  });
  app.get(
    '/seller/shops/:shopSlug/push/subscriptions',
    {
      config: { shopRole: 'staff' },
      schema: {
        tags,
        security,
        summary: 'The member’s devices that get this shop’s new orders',
        params: sellerShopParamSchema,
        response: { 200: pushDevicesSchema, ...shopErrors },
      },
    },
    async (request) => deps.push.service.devices(currentUser(request).id, audienceOf(request)),
  );
  app.put(
    '/seller/shops/:shopSlug/push/subscriptions',
    {
      config: { shopRole: 'staff' },
      schema: {
        tags,
        security,
        summary: 'This device gets this shop’s new orders',
        params: sellerShopParamSchema,
        body: pushSubscribeBodySchema,
        response: { 200: pushDevicesSchema, 400: errorSchema, ...shopErrors },
      },
    },
    async (request) =>
      deps.push.service.subscribe(currentUser(request).id, audienceOf(request), request.body, request.headers['user-agent']),
  );
  app.delete(
    '/seller/shops/:shopSlug/push/subscriptions',
    {
      config: { shopRole: 'staff' },
      schema: {
        tags,
        security,
        summary: 'This device stops getting this shop’s new orders',
        params: sellerShopParamSchema,
        body: pushUnsubscribeBodySchema,
        response: { 200: pushDevicesSchema, 400: errorSchema, ...shopErrors },
      },
    },
    async (request) => deps.push.service.unsubscribe(currentUser(request).id, audienceOf(request), request.body.endpoint),
  );
};
