/**
 * What push needs to know about orders and refunds, read by the orders module (orders/order-notices.repository.ts)
 * and handed to push by the container: notifications never read another module's tables (issue 33 item 1).
 */
/** An order event with what its notification says. */
export interface PushEventView {
  eventId: number;
  status: string;
  reason: string | null;
  readyInMinutes: number | null;
  orderPublicId: string;
  shopperId: string;
  shopId: string;
  shopSlug: string;
  shopName: string;
  partTotalKobo: number;
  itemCount: number;
  hall: string;
  /** An order for later's part (issue 38 item 4): when it enters New; null for a part that did so at payment. */
  newAt: Date | null;
}

export interface PushRefundView {
  status: string;
  amountKobo: number;
  orderPublicId: string;
  shopperId: string;
}

export interface OrderFacts {
  /** The event with what its notification says; undefined when there is none. */
  event(eventId: number): Promise<PushEventView | undefined>;
  /** Order events after `afterId` (catching up after the listening connection came back), oldest first. */
  eventIdsAfter(afterId: number, limit: number): Promise<number[]>;
  /** The newest order event's id (0 when none). */
  lastEventId(): Promise<number>;
  refund(refundId: string): Promise<PushRefundView | undefined>;
  /** The `paid` event of a part: what its shop's "new order" push is made from (decision 128). */
  paidEventOf(partId: string): Promise<number | undefined>;
}
