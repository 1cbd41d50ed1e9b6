import {
  ACTIVE_PART_STATUSES,
  isTerminalStatus,
  koboToNaira,
  SELLER_MESSAGES,
  type OrderPartStatus,
  type SellerDay,
  type SellerFigures,
  type SellerHistory,
  type SellerHistoryQuery,
  type SellerOrderEvent,
  type SellerPart,
  type SellerQueue,
  type SellerSetStatusBody,
} from '@campus/contract';
import { InvalidError, NotFoundError } from '../../errors/domain-errors';
import type { ShopRow } from '../access/shop-row';
import { itemView } from '../orders/order-views';
import type { OrderItemRow } from '../orders/order-rows';
import type { OrdersService, SetPartStatus } from '../orders/orders.service';
import type { SellerRepository, ShopPartRow } from './seller.repository';
import { addDays, lastDays, SHOP_TIME_ZONE, shopDate, startOfShopDay } from './shop-days';

function partView(part: ShopPartRow, items: readonly OrderItemRow[]): SellerPart {
  const status = part.status as OrderPartStatus;
  return {
    id: part.id,
    orderId: part.publicId,
    status,
    reason: part.reason,
    readyInMinutes: part.readyInMinutes,
    paidAt: part.createdAt.toISOString(),
    updatedAt: part.updatedAt.toISOString(),
    customerName: part.fullName,
    hall: part.hall,
    room: part.room,
    note: part.deliveryNote,
    itemsSubtotal: koboToNaira(part.itemsSubtotalKobo),
    delivery: koboToNaira(part.deliveryKobo),
    items: items.filter((item) => item.orderId === part.orderId).map(itemView),
    seenAt: part.seenAt?.toISOString() ?? null,
    ...(part.slotAt ? { slotAt: part.slotAt.toISOString() } : {}),
    ...(part.newAt ? { newAt: part.newAt.toISOString() } : {}),
    // Issue 36.4: the shop may call the shopper while the part is live; once it ends the number is not sent at all.
    ...(isTerminalStatus(status) ? {} : { shopperPhone: part.shopperPhone }),
  };
}

/** The reason a rejection records: the chosen one in words, or the shop's own for "other". */
function rejectionReason(body: SellerSetStatusBody): string {
  if (!body.rejectReason) throw new InvalidError(SELLER_MESSAGES.rejectOtherNeedsText, 'rejectReason');
  if (body.rejectReason !== 'other') return SELLER_MESSAGES.rejectReasonLabel[body.rejectReason];
  const text = body.rejectText?.trim() ?? '';
  if (text === '') throw new InvalidError(SELLER_MESSAGES.rejectOtherNeedsText, 'rejectText');
  return text;
}

/**
 * The console's side of orders (issue 20): one shop's queue, history and figures, and its status
 * changes, which go through the one state machine (workflows/change-part.ts, bound by the payments module)
 * with the shop as the actor (a part of another shop is "not found"); a rejected part is refunded there.
 */
export class SellerOrdersService {
  constructor(
    private readonly seller: SellerRepository,
    private readonly orders: Pick<OrdersService, 'updateReadyEstimate'>,
    private readonly parts: { setPartStatus: SetPartStatus },
    private readonly now: () => Date,
  ) {}

  /** The active parts (paid … out_for_delivery), oldest first, and where the live stream resumes. */
  async queue(shop: ShopRow): Promise<SellerQueue> {
    // The cursor is read first: a change landing between the two reads is sent again on the stream, never lost.
    const lastEventId = await this.seller.lastEventId(shop.id);
    const parts = await this.seller.partsIn(shop.id, ACTIVE_PART_STATUSES);
    return { parts: await this.withItems(shop.id, parts), lastEventId: String(lastEventId) };
  }

  async history(shop: ShopRow, query: SellerHistoryQuery): Promise<SellerHistory> {
    if (query.from && query.to && query.from > query.to) throw new InvalidError(SELLER_MESSAGES.dateRange, 'from');
    const filter = {
      status: query.status,
      from: query.from ? this.dayStart(query.from, 'from') : undefined,
      until: query.to ? this.dayStart(addDays(query.to, 1), 'to') : undefined,
    };
    const { rows, total } = await this.seller.history(shop.id, filter, query.limit, (query.page - 1) * query.limit);
    return { parts: await this.withItems(shop.id, rows), page: query.page, limit: query.limit, total };
  }

  /** Today's and the last 7 days' orders and takings (items and delivery of parts not rejected or cancelled). */
  async figures(shop: ShopRow): Promise<SellerFigures> {
    const dates = lastDays(this.now(), 7);
    const days = new Map<string, SellerDay>(dates.map((date) => [date, { date, orders: 0, takings: 0 }]));
    const kobo = new Map<string, number>();
    for (const part of await this.seller.keptPartsSince(shop.id, startOfShopDay(dates[0]!))) {
      const date = shopDate(part.createdAt);
      const day = days.get(date);
      if (!day) continue;
      day.orders += 1;
      kobo.set(date, (kobo.get(date) ?? 0) + part.itemsSubtotalKobo + part.deliveryKobo);
    }
    const list = dates.map((date) => ({ ...days.get(date)!, takings: koboToNaira(kobo.get(date) ?? 0) }));
    const weekKobo = [...kobo.values()].reduce((sum, value) => sum + value, 0);
    return {
      today: list.at(-1)!,
      week: { orders: list.reduce((sum, day) => sum + day.orders, 0), takings: koboToNaira(weekKobo), days: list },
      timeZone: SHOP_TIME_ZONE,
    };
  }

  /** One part of the shop (another shop's is "not found"). */
  async part(shop: ShopRow, partId: string): Promise<SellerPart> {
    const part = await this.seller.part(shop.id, partId);
    if (!part) throw new NotFoundError(SELLER_MESSAGES.partNotFound);
    return (await this.withItems(shop.id, [part]))[0]!;
  }

  /** Moves the shop's part on; the answer is the part as it now stands. */
  async setStatus(shop: ShopRow, partId: string, body: SellerSetStatusBody): Promise<SellerPart> {
    if (body.readyInMinutes !== undefined && body.status !== 'accepted')
      throw new InvalidError(SELLER_MESSAGES.readyInOnlyOnAccept, 'readyInMinutes');
    const reason = body.status === 'rejected' ? rejectionReason(body) : null;
    await this.parts.setPartStatus(partId, body.status, reason, { shopId: shop.id, readyInMinutes: body.readyInMinutes });
    const part = await this.seller.part(shop.id, partId);
    if (!part) throw new NotFoundError(SELLER_MESSAGES.partNotFound);
    return (await this.withItems(shop.id, [part]))[0]!;
  }

  /**
   * A member tapped "Seen" on the part (issue 36.4): the first time is stored and told to the shop's other
   * consoles; a repeat (another device, a retried tap) changes nothing. The answer is the part as it stands.
   */
  async markSeen(shop: ShopRow, partId: string): Promise<SellerPart> {
    const mark = await this.seller.markPartSeen(shop.id, partId, this.now());
    const part = mark && (await this.seller.part(shop.id, partId));
    if (!part) throw new NotFoundError(SELLER_MESSAGES.partNotFound);
    return (await this.withItems(shop.id, [part]))[0]!;
  }

  /** A new ready-in estimate for an accepted part (issue 36 item 6); the answer is the part as it now stands. */
  async setReadyIn(shop: ShopRow, partId: string, minutes: number): Promise<SellerPart> {
    await this.orders.updateReadyEstimate(shop.id, partId, minutes);
    const part = await this.seller.part(shop.id, partId);
    if (!part) throw new NotFoundError(SELLER_MESSAGES.partNotFound);
    return (await this.withItems(shop.id, [part]))[0]!;
  }

  /** The shop's events after `afterId`, for its live stream. */
  async eventsAfter(shop: ShopRow, afterId: number): Promise<SellerOrderEvent[]> {
    return (await this.seller.eventsAfter(shop.id, afterId)).map((event) => ({
      id: String(event.id),
      orderId: event.publicId,
      partId: event.partId,
      status: event.status as OrderPartStatus,
      reason: event.reason,
      at: event.createdAt.toISOString(),
    }));
  }

  /** Where a stream without Last-Event-ID starts: after the newest event (the page loaded the queue). */
  lastEventId(shop: ShopRow): Promise<number> {
    return this.seller.lastEventId(shop.id);
  }

  private dayStart(date: string, field: string): Date {
    try {
      return startOfShopDay(date);
    } catch {
      throw new InvalidError('Dates are written YYYY-MM-DD.', field);
    }
  }

  private async withItems(shopId: string, parts: ShopPartRow[]): Promise<SellerPart[]> {
    const items = await this.seller.itemsOf(
      shopId,
      parts.map((part) => part.orderId),
    );
    return parts.map((part) => partView(part, items));
  }
}
