import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { OrderEventsNotifier } from '../orders/orders.service';

/** The notification channel order status events travel on (decision 030). */
export const ORDER_EVENTS_CHANNEL = 'order_events';

/** What a notification carries: which order, which event; listeners read the row itself. */
export interface OrderEventNotice {
  orderId: string;
  id: number;
}

export function parseNotice(payload: string | undefined): OrderEventNotice | null {
  if (!payload) return null;
  try {
    const value: unknown = JSON.parse(payload);
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as OrderEventNotice).orderId === 'string' &&
      Number.isSafeInteger((value as OrderEventNotice).id)
    )
      return { orderId: (value as OrderEventNotice).orderId, id: (value as OrderEventNotice).id };
  } catch {
    return null;
  }
  return null;
}

/**
 * NOTIFY inside the writing transaction: PostgreSQL (and PGlite) deliver it only when the
 * transaction commits, so no listener hears of a change that was rolled back.
 */
export const pgOrderEventsNotifier: OrderEventsNotifier = {
  async notify(events, tx: Executor) {
    for (const event of events) {
      const payload: OrderEventNotice = { orderId: event.orderId, id: event.id };
      await tx.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, ${JSON.stringify(payload)})`);
    }
  },
};
