import { z } from 'zod';
import { errorSchema, orderIdParamSchema, type OrderEvent } from '@campus/contract';
import type { AppModule } from '../../container';
import { currentUser } from '../auth/auth.plugin';

/** One SSE frame: the event id is order_events.id, so a reconnect's Last-Event-ID resumes after it. */
export function sseFrame(event: OrderEvent): string {
  return `id: ${event.id}\nevent: status\ndata: ${JSON.stringify(event)}\n\n`;
}

/** The reconnect delay a stream ended by shutdown tells its client (SSE `retry:`). */
export const SHUTDOWN_RETRY_MS = 500;

function lastEventId(header: string | string[] | undefined, query: number | undefined): number {
  const raw = Array.isArray(header) ? header[0] : header;
  const fromHeader = raw !== undefined && /^\d{1,15}$/.test(raw) ? Number(raw) : undefined;
  return fromHeader ?? query ?? 0;
}

/**
 * GET orders/{id}/events (decision 030): the order's status changes as Server-Sent Events, for
 * its owner only (404 for anyone else). Authenticated by the bearer header (the web app streams
 * with fetch, since EventSource sends no headers); every event after Last-Event-ID first, then
 * each change as its notification arrives; heartbeats in between.
 */
export const orderEventsModule: AppModule = async (app, { deps }) => {
  const { orders } = deps.payments;
  const hub = deps.orderEvents;
  // How often a comment line keeps idle connections (and proxies) open; tests shorten it.
  const heartbeatMs = deps.config.sseHeartbeatMs ?? 15_000;
  {
    app.get(
      '/orders/:id/events',
      {
        onRequest: deps.requireAuth,
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
        const order = await orders.ownOrder(currentUser(request), request.params.id);
        let cursor = lastEventId(request.headers['last-event-id'], request.query.lastEventId);
        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        raw.write('retry: 2000\n\n');
        let open = true;
        // One read at a time, in order: each wake-up sends every event after the last one sent.
        let queue = Promise.resolve();
        const pump = () => {
          queue = queue
            .then(async () => {
              if (!open) return;
              for (const event of await orders.eventsAfter(order, cursor)) {
                raw.write(sseFrame(event));
                cursor = Number(event.id);
              }
            })
            .catch((error: unknown) => request.log.warn({ err: error }, 'order events could not be read'));
        };
        const unsubscribe = hub.subscribe(order.id, pump);
        pump();
        const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), heartbeatMs);
        const close = () => {
          if (!open) return;
          open = false;
          clearInterval(heartbeat);
          unsubscribe();
          untrack();
          raw.end();
        };
        // The server is closing (a deploy, a scale-in): tell the client to come back soon, through the
        // balancer, to another instance; it resumes after the last id it got (Last-Event-ID).
        const untrack = hub.track(() => {
          if (open) raw.write(`retry: ${SHUTDOWN_RETRY_MS}\n\n`);
          close();
        });
        request.raw.on('close', close);
      },
    );
  }
};
