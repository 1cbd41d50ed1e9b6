import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SellerQueueChangedFrame, ShopRole } from '@campus/contract';
import type { Container } from '../../container';
import { seenPartOf, shopTopic } from '../../infra/events/live-events-channel';
import { openLiveStream, resumeAfter } from '../../infra/events/sse-stream';
import type { ShopRow } from '../access/shop-row';
import { currentSession, currentUser } from '../auth/auth.plugin';
import type { SellerOrdersService } from './seller-orders.service';

interface StreamInput {
  request: FastifyRequest<{ Querystring: { lastEventId?: number } }>;
  reply: FastifyReply;
  shop: ShopRow;
  /** The roles that may hold the stream: asked again when the listening connection was lost meanwhile. */
  roles: readonly ShopRole[];
  service: SellerOrdersService;
  deps: Pick<Container, 'liveEvents' | 'users' | 'shopAccess'>;
  heartbeatMs: number;
}

/**
 * GET seller/shops/{shopSlug}/orders/events (decisions 055, 090), the shop's side of decision 030: every
 * change of the shop's parts after Last-Event-ID (or, without one, after the newest: the page has just
 * loaded the queue), then each change as its shop's notice arrives. Ended when the member is removed, their
 * role changes or their token is revoked, so the reconnect meets the shop's guard again.
 */
export async function streamShopEvents({ request, reply, shop, roles, service, deps, heartbeatMs }: StreamInput): Promise<void> {
  const user = currentUser(request);
  const { tokenVersion } = currentSession(request);
  const cursor = resumeAfter(request) ?? (await service.lastEventId(shop));
  openLiveStream(request, reply, deps.liveEvents, {
    kind: 'shop',
    topic: shopTopic(shop.id),
    accountId: user.id,
    stillAllowed: async () =>
      (await deps.users.findLive(user.id, tokenVersion)) !== undefined &&
      (await deps.shopAccess.byId(user, shop.id, roles).then(
        () => true,
        () => false,
      )),
    cursor,
    eventName: 'order',
    read: (afterId) => service.eventsAfter(shop, afterId),
    heartbeatMs,
    // A member saw a part on some device (issue 36.4), or notices may have been missed: the console reads its queue again.
    changedFrame: (notice): SellerQueueChangedFrame | undefined => {
      if (notice === undefined) return { changed: 'unknown' };
      const partId = seenPartOf(notice);
      return partId === undefined ? undefined : { changed: 'seen', partId };
    },
  });
}
