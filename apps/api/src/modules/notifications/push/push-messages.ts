import { ORDER_STATUS_LABELS, formatKobo, isOrderPartStatus, type PushPayload } from '@campus/contract';
import type { PushEventView, PushRefundView } from './push-facts';

/** Where a tap on a shop's notification goes: the console's order queue, naming the order. */
export const consoleOrderUrl = (shopSlug: string, orderPublicId: string): string =>
  `/seller/${encodeURIComponent(shopSlug)}/orders?order=${encodeURIComponent(orderPublicId)}`;

/** Where a tap on a shopper's notification goes: their order page. */
export const shopperOrderUrl = (orderPublicId: string): string => `/orders/${encodeURIComponent(orderPublicId)}`;

const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/** A paid order, to every device of the shop's members. */
export function newOrderPush(event: PushEventView): PushPayload {
  return {
    title: `New order ${event.orderPublicId} · ${formatKobo(event.partTotalKobo)}`,
    body: `${event.shopName}: ${items(event.itemCount)} to ${event.hall}. Tap to open it.`,
    url: consoleOrderUrl(event.shopSlug, event.orderPublicId),
    tag: `shop-order-${event.orderPublicId}`,
  };
}

/** What the shopper reads for each status of their part. */
function statusSentence(event: PushEventView): string {
  switch (event.status) {
    case 'accepted':
      return event.readyInMinutes
        ? `${event.shopName} accepted your order. Ready in about ${event.readyInMinutes} minutes.`
        : `${event.shopName} accepted your order.`;
    case 'preparing':
      return `${event.shopName} is preparing your order.`;
    case 'ready':
      return `${event.shopName} has your order ready.`;
    case 'out_for_delivery':
      return `${event.shopName} is bringing your order to ${event.hall}.`;
    case 'delivered':
      return `${event.shopName} delivered your order. Enjoy!`;
    case 'rejected':
      return `${event.shopName} could not take your order${event.reason ? `: ${event.reason}` : ''}. Your money is being refunded.`;
    case 'cancelled':
      return `${event.shopName}’s part was cancelled${event.reason ? `: ${event.reason}` : ''}. Your money is being refunded.`;
    default:
      return `${event.shopName} updated your order.`;
  }
}

/** A change of the shopper's order (not its payment, which they made themselves). */
export function statusChangePush(event: PushEventView): PushPayload {
  const label = isOrderPartStatus(event.status) ? ORDER_STATUS_LABELS[event.status] : event.status;
  return {
    title: `Order ${event.orderPublicId}: ${label}`,
    body: statusSentence(event),
    url: shopperOrderUrl(event.orderPublicId),
    tag: `order-${event.orderPublicId}`,
  };
}

/** The statuses of a refund the shopper hears about: the money went back, or it did not. */
export const PUSHED_REFUND_STATUSES: readonly string[] = ['processed', 'failed'];

export function refundPush(refund: PushRefundView): PushPayload {
  const amount = formatKobo(refund.amountKobo);
  return {
    title: refund.status === 'processed' ? `Refund of ${amount} sent` : `Refund of ${amount} delayed`,
    body:
      refund.status === 'processed'
        ? `Your refund for order ${refund.orderPublicId} is on its way back to your card.`
        : `Your refund for order ${refund.orderPublicId} did not go through yet. We are on it.`,
    url: shopperOrderUrl(refund.orderPublicId),
    tag: `order-${refund.orderPublicId}-refund`,
  };
}
