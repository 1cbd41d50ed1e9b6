import {
  koboToNaira,
  overallStatus,
  type OrderDetail,
  type OrderEvent,
  type OrderPartStatus,
  type OrderRefund,
  type OrderSummary,
} from '@campus/contract';
import type { OrderEventRow, OrderItemRow, OrderPartRow, OrderRow, ShopRef } from './orders.repository';

/** Rows as the API shows them: money in naira, times in ISO 8601, statuses as the contract names them. */

/** A refund's status as the shopper reads it: one being looked up at the provider is still on its way (decision 084). */
export function shopperRefundStatus(status: string): OrderRefund['status'] {
  return status === 'checking' || status === 'needs_check' ? 'sending' : (status as OrderRefund['status']);
}

/** One line of an order part as the shopper and the shop see it: naira, with the extras chosen. */
export function itemView(item: OrderItemRow): OrderDetail['parts'][number]['items'][number] {
  return {
    productId: item.productId,
    title: item.title,
    unitPrice: koboToNaira(item.unitPriceKobo),
    qty: item.qty,
    condiments: item.condiments.map((condiment) => ({ name: condiment.name, price: koboToNaira(condiment.priceKobo) })),
  };
}

export function eventView(order: Pick<OrderRow, 'publicId'>, event: OrderEventRow): OrderEvent {
  return {
    id: String(event.id),
    orderId: order.publicId,
    partId: event.partId,
    status: event.status as OrderPartStatus,
    reason: event.reason,
    at: event.createdAt.toISOString(),
  };
}

export function summaryView(order: OrderRow, parts: (OrderPartRow & { shop: ShopRef })[], itemCount: number): OrderSummary {
  return {
    id: order.publicId,
    reference: order.paymentReference,
    createdAt: order.createdAt.toISOString(),
    shops: parts.map((part) => part.shop),
    total: koboToNaira(order.totalKobo),
    status: overallStatus(parts.map((part) => part.status as OrderPartStatus)),
    itemCount,
  };
}

export function detailView(
  order: OrderRow,
  parts: (OrderPartRow & { shop: ShopRef })[],
  items: OrderItemRow[],
  events: OrderEventRow[],
): OrderDetail {
  return {
    id: order.publicId,
    reference: order.paymentReference,
    createdAt: order.createdAt.toISOString(),
    fullName: order.fullName,
    hall: order.hall,
    room: order.room,
    note: order.deliveryNote,
    itemsSubtotal: koboToNaira(order.itemsSubtotalKobo),
    delivery: koboToNaira(order.deliveryKobo),
    ...(order.discountKobo > 0
      ? { discount: koboToNaira(order.discountKobo), ...(order.promoCode ? { promoCode: order.promoCode } : {}) }
      : {}),
    total: koboToNaira(order.totalKobo),
    status: overallStatus(parts.map((part) => part.status as OrderPartStatus)),
    parts: parts.map((part) => ({
      id: part.id,
      shop: part.shop,
      status: part.status as OrderPartStatus,
      reason: part.reason,
      readyInMinutes: part.readyInMinutes,
      ...(part.readyBy ? { readyBy: part.readyBy.toISOString() } : {}),
      ...(part.slotAt ? { slotAt: part.slotAt.toISOString() } : {}),
      itemsSubtotal: koboToNaira(part.itemsSubtotalKobo),
      delivery: koboToNaira(part.deliveryKobo),
      ...(part.discountKobo > 0 ? { discount: koboToNaira(part.discountKobo) } : {}),
      items: items.filter((item) => item.shopId === part.shopId).map(itemView),
      timeline: events.filter((event) => event.partId === part.id).map((event) => eventView(order, event)),
    })),
  };
}
