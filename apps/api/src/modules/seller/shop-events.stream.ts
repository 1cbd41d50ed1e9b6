import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SellerOrderEvent } from '@campus/contract';
import type { ShopRow } from '../access/access.repository';
import type { SellerOrdersService } from './seller-orders.service';
import type { ShopEventsHub } from './shop-events-hub';

/** One SSE frame: the id is order_events.id, so a reconnect's Last-Event-ID resumes after it. */
export function shopSseFrame(event: SellerOrderEvent): string {
  return `id: ${event.id}\nevent: order\ndata: ${JSON.stringify(event)}\n\n`;
}

function resumeAfter(header: string | string[] | undefined, query: number | undefined): number | undefined {
  const raw = Array.isArray(header) ? header[0] : header;
  return raw !== undefined && /^\d{1,15}$/.test(raw) ? Number(raw) : query;
}

interface StreamInput {
  request: FastifyRequest<{ Querystring: { lastEventId?: number } }>;
  reply: FastifyReply;
  shop: ShopRow;
  service: SellerOrdersService;
  hub: ShopEventsHub;
  heartbeatMs: number;
}

/**
 * GET seller/shops/{shopSlug}/orders/events (decision 055), the shop's side of decision 030: every
 * change of the shop's parts after Last-Event-ID (or, without one, after the newest: the page has
 * just loaded the queue), then each change as its notification arrives, one read at a time so
 * frames go out in order and once; a comment line every `heartbeatMs`; ended when the server closes.
 */
export async function streamShopEvents({ request, reply, shop, service, hub, heartbeatMs }: StreamInput): Promise<void> {
  await hub.start();
  let cursor = resumeAfter(request.headers['last-event-id'], request.query.lastEventId) ?? (await service.lastEventId(shop));
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
  let queue = Promise.resolve();
  const pump = () => {
    queue = queue
      .then(async () => {
        // A long gap (a reconnect after hours) is read a page at a time until it is caught up.
        for (let more = true; open && more;) {
          const events = await service.eventsAfter(shop, cursor);
          for (const event of events) {
            raw.write(shopSseFrame(event));
            cursor = Number(event.id);
          }
          more = events.length >= 200;
        }
      })
      .catch((error: unknown) => request.log.warn({ err: error }, 'shop order events could not be read'));
  };
  const unsubscribe = hub.subscribe(shop.id, pump);
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
  const untrack = hub.track(close);
  request.raw.on('close', close);
}
