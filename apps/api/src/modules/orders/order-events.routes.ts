import { z } from 'zod';
import { errorSchema, orderEventSchema, orderIdParamSchema, type OrderChangedFrame } from '@campus/contract';
import type { AppModule } from '../../container';
import { isEstimateNotice, isRefundNotice, orderTopic } from '../../infra/events/live-events-channel';
import { openLiveStream, resumeAfter } from '../../infra/events/sse-stream';
import { currentSession, currentUser } from '../auth/auth.plugin';

/**
 * GET orders/{id}/events (decisions 030, 090): the order's status changes as Server-Sent Events, for
 * its owner only (404 for anyone else). Authenticated by the bearer header (the web app streams
 * with fetch, since EventSource sends no headers); every event after Last-Event-ID first, then
 * each change as its notification arrives; a `changed` frame without an id when a refund of the order
 * changes status (decision 092); heartbeats in between; ended when the token is revoked.
 */
export const orderEventsModule: AppModule = async (app, { deps }) => {
  const orders = deps.orders.service;
  // How often a comment line keeps idle connections (and proxies) open; tests shorten it.
  const heartbeatMs = deps.config.sseHeartbeatMs ?? 15_000;
  app.get(
    '/orders/:id/events',
    {
      schema: {
        tags: ['orders'],
        summary: "The order's status changes as Server-Sent Events (text/event-stream; Last-Event-ID resumes)",
        security: [{ bearer: [] }],
        params: orderIdParamSchema,
        querystring: z.object({ lastEventId: z.coerce.number().int().min(0).optional() }),
        response: { 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { tokenVersion } = currentSession(request);
      const order = await orders.ownOrder(user, request.params.id);
      openLiveStream(request, reply, deps.liveEvents, {
        kind: 'order',
        topic: orderTopic(order.id),
        accountId: user.id,
        stillAllowed: async () => (await deps.users.findLive(user.id, tokenVersion)) !== undefined,
        cursor: resumeAfter(request) ?? 0,
        eventName: 'status',
        read: (afterId) => orders.eventsAfter(order, afterId),
        // The status event its notice carries (decision 148), if it is this order's: sent without reading it back.
        carried: (notice) => {
          const carried = orderEventSchema.safeParse(notice.event);
          return carried.success && carried.data.orderId === order.publicId && carried.data.id === String(notice.id)
            ? carried.data
            : undefined;
        },
        heartbeatMs,
        // A refund of the order changed status (decision 092), or notices may have been missed: the page reloads.
        changedFrame: (notice): OrderChangedFrame | undefined =>
          notice === undefined
            ? { changed: 'unknown' }
            : isRefundNotice(notice)
              ? { changed: 'refund' }
              : isEstimateNotice(notice)
                ? { changed: 'estimate' }
                : undefined,
      });
    },
  );
};
