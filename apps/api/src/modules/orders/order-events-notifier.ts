import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { LIVE_EVENTS_CHANNEL, orderTopic, shopTopic, type LiveNotice } from '../../infra/events/live-events-channel';
import type { OrderEventsNotifier } from './orders.service';

/**
 * A status event wakes two topics (decision 090): its order (the shopper's stream) and the shop of its
 * part (the console's queue), each as `{ topic, id }` on the one channel, inside the writing transaction:
 * PostgreSQL and PGlite deliver a NOTIFY only when the transaction commits, so no listener hears of a
 * change that was rolled back. The order's notice carries the event as its stream sends it (decision 148:
 * no read per event; a reason is at most 200 characters, far under NOTIFY's 8,000 bytes). Every notice of
 * the change goes in one statement, in order.
 */
export const pgOrderEventsNotifier: OrderEventsNotifier = {
  async notify(events, tx: Executor) {
    const notices = events.flatMap(({ orderId, shopId, event }): LiveNotice[] => [
      { topic: orderTopic(orderId), id: Number(event.id), event },
      { topic: shopTopic(shopId), id: Number(event.id) },
    ]);
    if (notices.length === 0) return;
    const calls = notices.map((notice) => sql`pg_notify(${LIVE_EVENTS_CHANNEL}, ${JSON.stringify(notice)})`);
    await tx.execute(sql`select ${sql.join(calls, sql`, `)}`);
  },
};
