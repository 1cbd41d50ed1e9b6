import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { LIVE_EVENTS_CHANNEL, orderTopic, shopTopic } from '../../infra/events/live-events-channel';
import type { OrderEventsNotifier } from './orders.service';

/**
 * A status event wakes two topics (decision 090): its order (the shopper's stream) and the shop of its
 * part (the console's queue), each as `{ topic, id }` on the one channel, inside the writing transaction:
 * PostgreSQL and PGlite deliver a NOTIFY only when the transaction commits, so no listener hears of a
 * change that was rolled back. The shop is read here, once, instead of by every listening instance.
 */
export const pgOrderEventsNotifier: OrderEventsNotifier = {
  async notify(events, tx: Executor) {
    for (const event of events) {
      const order = JSON.stringify({ topic: orderTopic(event.orderId), id: event.id });
      await tx.execute(sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${order})`);
      await tx.execute(
        sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, json_build_object('topic', ${shopTopic('')} || p.shop_id, 'id', e.id)::text)
              from order_events e join order_parts p on p.id = e.part_id where e.id = ${event.id}`,
      );
    }
  },
};
