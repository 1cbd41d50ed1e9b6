import { randomBytes } from 'node:crypto';
import {
  DELIVERY_MINUTES_DEFAULT,
  discountOf,
  isOrderPartStatus,
  koboToNaira,
  transition,
  type CreateOrderResponse,
  type OrderDetail,
  type OrderEvent,
  type PaymentSplit,
  type OrderPartStatus,
  type OrdersPage,
  type OrdersQuery,
} from '@campus/contract';
import type { Database, Executor } from '../../db/client';
import type { CartSnapshotLine, DeliveryDetails, ShopDeliveryShare, StoredCondiment } from '../../db/schema';
import { ConflictError, InvalidError, NotFoundError } from '../../errors/domain-errors';
import type { UserRow } from '../users/user-row';
import { deliveryOf, orderFromSnapshot, scheduledParts } from './order-from-payment';
import { detailView, eventView, shopperRefundStatus, summaryView } from './order-views';
import type { NewOrderItemRow, OrderPartRow, OrderRow, OrdersRepository } from './orders.repository';
import { isUniqueViolation } from '../../db/unique-violation';
import { estimateNoticeId, notifyLive, orderTopic } from '../../infra/events/live-events-channel';

export type NewOrder = CreateOrderResponse['newOrder'];

/** A line of a past order as it was paid for (its unit price includes its extras then). */
export interface PastOrderLine {
  productId: string;
  title: string;
  unitPriceKobo: number;
  qty: number;
  condiments: StoredCondiment[];
}

export const ORDER_MESSAGES = {
  created: 'Created Order successfully.',
  paymentNotFound: 'Payment not found',
  noVerifiedPayment: 'No verified payment was found for this order. Please pay first.',
  notVerified: 'This payment has not been verified yet. Please complete the payment first.',
  otherUser: 'An order can only be placed for the signed-in shopper.',
  orderNotFound: 'Order not found',
  partNotFound: 'Order part not found',
  cancelledByShopper: 'Cancelled by the shopper',
  notCancellable: 'This part can no longer be cancelled: the shop has already accepted it.',
  estimateOnlyWhileMaking: 'The ready-in estimate can change only after accepting and before the order is ready.',
} as const;

const TRANSITION_MESSAGES = {
  terminal: 'This part of the order has already ended; its status can no longer change.',
  not_allowed: 'This part of the order cannot move to that status from where it is.',
  reason_required: 'Please give a reason.',
  reason_too_long: 'The reason must be at most 200 characters.',
} as const;

/** A public order number shoppers can quote: CM- and 10 hex digits. */
function newPublicId(): string {
  return `CM-${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** True when the error is PostgreSQL's unique violation on the one-order-per-payment constraint. */
export function isDuplicateOrderForPayment(error: unknown): boolean {
  return isUniqueViolation(error, 'orders_payment_reference_unique');
}

/** A status event as the live streams hear of it: its order (the shopper's stream), its part's shop (the console's) and the event. */
export interface NotifiedEvent {
  orderId: string;
  shopId: string;
  event: OrderEvent;
}

/** Told about status events after they are written (inside the transaction, so they go out on commit). */
export interface OrderEventsNotifier {
  notify(events: readonly NotifiedEvent[], tx: Executor): Promise<void>;
}

/** Mail about orders, written in the order's transaction and sent after it commits (decision 029). */
export interface OrderMailer {
  orderPlaced(order: OrderRow, items: readonly NewOrderItemRow[], email: string, tx: Executor): Promise<void>;
  statusChanged(order: OrderRow, shopId: string, status: OrderPartStatus, reason: string | null, tx: Executor): Promise<void>;
  committed(): void;
}

/** Who changes a part and what comes with the change (the shop console). */
export interface PartChangeOptions {
  /** The shop acting: a part of another shop is "not found". */
  shopId?: string;
  /** Accept's ready-in estimate, in minutes. */
  readyInMinutes?: number;
  /** The shopper's cancel: the part must be this order's, and still in this status (checked under its lock). */
  orderId?: string;
  onlyFrom?: OrderPartStatus;
}

/** What an order is made from: the paid payment's snapshot (the payments module's row has these and more). */
export interface OrderPayment {
  reference: string;
  amountKobo: number;
  cartSnapshot: CartSnapshotLine[];
  shopDeliveries: ShopDeliveryShare[] | null;
  delivery: DeliveryDetails | null;
  split: PaymentSplit | null;
  promoCode: string | null;
}

/** An order just made from a payment: its row and parts (the ledger's), and its view (the answer). */
export interface PlacedOrder {
  order: OrderRow;
  parts: OrderPartRow[];
  view: NewOrder;
}

/** A part moved on (`changePart`): the order, the part as it now stands, and its event as the API shows it. */
export interface PartChange {
  order: OrderRow;
  part: OrderPartRow;
  reason: string | null;
  /** Rejected or cancelled: its money goes back to the shopper. */
  ended: boolean;
  event: OrderEvent;
}

/** One part's status change as a caller asks for it (workflows/change-part.ts runs it; the callers take this). */
export type SetPartStatus = (partId: string, status: string, reason?: string | null, options?: PartChangeOptions) => Promise<OrderEvent>;

/** The part statuses whose money goes back to the shopper. */
const REFUNDED_STATUSES: readonly OrderPartStatus[] = ['rejected', 'cancelled'];

/**
 * Orders (DESIGN §6, §11): built from what was paid for (the payment's snapshot; workflows/place-order.ts makes
 * exactly one per payment reference), then the shopper's history and each part's status.
 */
export class OrdersService {
  constructor(
    private readonly db: Database,
    private readonly orders: OrdersRepository,
    private readonly notifier: OrderEventsNotifier,
    private readonly mailer: OrderMailer,
    private readonly now: () => Date,
  ) {}

  /** GET orders: the shopper's orders, newest first. */
  async list(user: UserRow, query: OrdersQuery): Promise<OrdersPage> {
    const { rows, total } = await this.orders.pageForUser(user.id, query.limit, (query.page - 1) * query.limit);
    const ids = rows.map((row) => row.id);
    const [parts, counts] = await Promise.all([this.orders.partsOf(ids), this.orders.itemCounts(ids)]);
    return {
      orders: rows.map((row) =>
        summaryView(
          row,
          parts.filter((part) => part.orderId === row.id),
          counts.get(row.id) ?? 0,
        ),
      ),
      page: query.page,
      limit: query.limit,
      total,
    };
  }

  /** The order if it is the user's; anyone else's is "not found", never "forbidden" (no probing). */
  async ownOrder(user: Pick<UserRow, 'id'>, publicId: string): Promise<OrderRow> {
    const order = await this.orders.findByPublicId(publicId);
    if (!order || order.userId !== user.id) throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
    return order;
  }

  /** The lines of the user's own order as they were paid for (404 for anyone else's), for ordering again. */
  async pastLines(user: Pick<UserRow, 'id'>, publicId: string): Promise<PastOrderLine[]> {
    const order = await this.ownOrder(user, publicId);
    return (await this.orders.items(order.id)).map((item) => ({
      productId: item.productId,
      title: item.title,
      unitPriceKobo: item.unitPriceKobo,
      qty: item.qty,
      condiments: item.condiments,
    }));
  }

  /** GET orders/{id}. */
  async detail(user: UserRow, publicId: string): Promise<OrderDetail> {
    const order = await this.ownOrder(user, publicId);
    const [parts, items, events, refunds, deliveryMinutes] = await Promise.all([
      this.orders.parts(order.id),
      this.orders.items(order.id),
      this.orders.events(order.id),
      this.orders.refunds(order.id),
      this.orders.deliveryMinutesTo(order.hall),
    ]);
    const view = detailView(order, parts, items, events);
    const shown = (refund: (typeof refunds)[number]) => ({
      amount: koboToNaira(refund.amountKobo),
      status: shopperRefundStatus(refund.status),
      at: (refund.processedAt ?? refund.createdAt).toISOString(),
    });
    const duplicates = refunds.filter((refund) => refund.kind === 'duplicate');
    return {
      ...view,
      deliveryMinutes: deliveryMinutes ?? DELIVERY_MINUTES_DEFAULT,
      parts: view.parts.map((part) => {
        const refund = refunds.find((r) => r.partId === part.id);
        return refund ? { ...part, refund: shown(refund) } : part;
      }),
      ...(duplicates.length
        ? { duplicateRefunds: duplicates.map((refund) => ({ ...shown(refund), reference: refund.paymentReference })) }
        : {}),
    };
  }

  /** The order's events after `afterId`, oldest first (SSE catch-up and resume). */
  async eventsAfter(order: OrderRow, afterId: number): Promise<OrderEvent[]> {
    return (await this.orders.events(order.id, afterId)).map((event) => eventView(order, event));
  }

  /** One event as the API shows it, if it belongs to the order. */
  async eventOf(order: OrderRow, eventId: number): Promise<OrderEvent | null> {
    const event = await this.orders.event(eventId);
    return event && event.orderId === order.id ? eventView(order, event) : null;
  }

  /**
   * Moves one part along the state machine (contract order-status.ts) and records the change, in the caller's
   * transaction (workflows/change-part.ts runs the money and stock steps after it). Refusals say why. With
   * `shopId` (the console) the part must be that shop's, else it is "not found"; `readyInMinutes` is the
   * estimate Accept gives. The part's row lock makes concurrent changes queue: of 20 parallel Accept/Reject,
   * one wins and the others see the status it left (409 with `status`).
   */
  async changePart(
    partId: string,
    status: string,
    reason: string | null | undefined,
    options: PartChangeOptions,
    tx: Executor,
  ): Promise<PartChange> {
    if (!isOrderPartStatus(status)) throw new InvalidError(TRANSITION_MESSAGES.not_allowed, 'status');
    // The part and its order in one statement (decision 148), under the part's lock.
    const locked = await this.orders.lockPartWithOrder(partId, tx);
    if (
      !locked ||
      (options.shopId !== undefined && locked.part.shopId !== options.shopId) ||
      (options.orderId !== undefined && locked.part.orderId !== options.orderId)
    )
      throw new NotFoundError(ORDER_MESSAGES.partNotFound);
    const { part, order } = locked;
    // Checked under the part's lock: a shop accepting at the same moment wins or loses cleanly.
    if (options.onlyFrom !== undefined && part.status !== options.onlyFrom)
      throw new ConflictError(ORDER_MESSAGES.notCancellable, { status: part.status });
    const result = transition(part.status as OrderPartStatus, status, reason);
    if (!result.ok) {
      if (result.problem === 'reason_required' || result.problem === 'reason_too_long')
        throw new InvalidError(TRANSITION_MESSAGES[result.problem], 'reason');
      throw new ConflictError(TRANSITION_MESSAGES[result.problem], { status: part.status });
    }
    const event = await this.recordChange(order, part, result.status, result.reason, tx, options.readyInMinutes);
    return {
      order,
      part: { ...part, status: result.status },
      reason: result.reason,
      ended: REFUNDED_STATUSES.includes(result.status),
      event,
    };
  }

  /**
   * The shop's new ready-in estimate for a part it accepted (issue 36 item 6): the part's "ready by" moves
   * and the shopper's open order page reads the order again (a notice on its stream, like a refund's).
   */
  async updateReadyEstimate(shopId: string, partId: string, minutes: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const part = await this.orders.lockPart(partId, tx);
      if (!part || part.shopId !== shopId) throw new NotFoundError(ORDER_MESSAGES.partNotFound);
      const updated = await this.orders.setReadyEstimate(partId, shopId, minutes, this.now(), tx);
      if (!updated) throw new ConflictError(ORDER_MESSAGES.estimateOnlyWhileMaking, { status: part.status });
      await notifyLive(tx, { topic: orderTopic(part.orderId), id: estimateNoticeId(part.id) });
    });
  }

  /**
   * The operator refunded a part (admin refund, decision 041) that has not left its shop: it ends
   * `cancelled` with the refund's reason in the refund's own transaction, so the shop's queue drops it and
   * nobody makes or delivers what was paid back. A part on its way or ended keeps its status (a refund
   * after delivery answers a complaint). The caller holds the part's lock, asks for the refund itself
   * (not `partEnded`: one refund, the operator's) and calls `committed()` after its transaction
   * (workflows/change-part.ts, `refundPart`).
   */
  async cancelRefundedPart(order: OrderRow, part: OrderPartRow, reason: string, tx: Executor): Promise<OrderPartStatus> {
    const result = transition(part.status as OrderPartStatus, 'cancelled', reason);
    if (!result.ok) return part.status as OrderPartStatus;
    await this.recordChange(order, part, result.status, result.reason, tx);
    return result.status;
  }

  /** After the transaction of `changePart`, `cancelRefundedPart` or `placeFromPayment` committed: its mail goes out. */
  committed(): void {
    this.mailer.committed();
  }

  /** Writes a part's new status and its event, and tells the live streams and the shopper's mail (sent on commit). */
  private async recordChange(
    order: OrderRow,
    part: OrderPartRow,
    status: OrderPartStatus,
    reason: string | null,
    tx: Executor,
    readyInMinutes?: number,
  ): Promise<OrderEvent> {
    const event = eventView(order, await this.orders.setPartStatus(part, status, reason, this.now(), tx, readyInMinutes));
    await this.notifier.notify([{ orderId: order.id, shopId: part.shopId, event }], tx);
    await this.mailer.statusChanged(order, part.shopId, status, reason, tx);
    return event;
  }

  /** The order a payment already made, as order/create-order answers it; null when it has none. */
  async ofPayment(reference: string, tx?: Executor): Promise<NewOrder | null> {
    const existing = await this.orders.findByPaymentReference(reference, tx);
    return existing ? this.newOrderView(existing) : null;
  }

  /**
   * A paid payment's order (workflows/place-order.ts, in its transaction): made from the payment's snapshot, so a
   * cart changed meanwhile (another tab, another phone) cannot refuse an order that was paid for; only what was
   * paid for leaves the cart; the live streams are told and the confirmation mail is written (sent on commit).
   */
  async placeFromPayment(payment: OrderPayment, user: UserRow, tx: Executor): Promise<PlacedOrder> {
    const discounts = new Map((payment.split?.shares ?? []).map((share) => [share.shopId, discountOf(share)]));
    const built = orderFromSnapshot(payment.cartSnapshot, payment.shopDeliveries, payment.amountKobo, discounts);
    const delivery = deliveryOf(payment.delivery, user.hall);
    const { order, events } = await this.orders.insert(
      {
        publicId: newPublicId(),
        userId: user.id,
        paymentReference: payment.reference,
        itemsSubtotalKobo: built.subtotalKobo,
        deliveryKobo: built.deliveryKobo,
        discountKobo: built.discountKobo,
        promoCode: payment.promoCode,
        totalKobo: payment.amountKobo,
        fullName: user.fullName,
        hall: delivery.hall,
        room: delivery.room,
        deliveryNote: delivery.note,
        status: 'paid',
      },
      scheduledParts(built.parts, delivery.slot),
      built.items,
      tx,
    );
    // Only what was paid for leaves the cart (§4 step 4): units and lines added meanwhile stay.
    for (const item of built.items) await this.orders.takeFromCart(user.id, item.productId, item.qty, tx);
    const parts = await this.orders.parts(order.id, tx);
    const shopOf = new Map(parts.map((part) => [part.id, part.shopId]));
    await this.notifier.notify(
      events.map((event) => ({ orderId: order.id, shopId: shopOf.get(event.partId) ?? '', event: eventView(order, event) })),
      tx,
    );
    await this.mailer.orderPlaced(order, built.items, user.email, tx);
    return { order, parts, view: this.newOrderView(order) };
  }

  /** An order as order/create-order answers it (a duplicate charge's answer is its twin's order). */
  viewOf(order: OrderRow): NewOrder {
    return this.newOrderView(order);
  }

  private newOrderView(order: OrderRow): NewOrder {
    return {
      orderId: order.publicId,
      orderPrice: koboToNaira(order.itemsSubtotalKobo),
      totalPaid: koboToNaira(order.totalKobo),
      reference: order.paymentReference,
      user: { fullName: order.fullName, hall: order.hall },
    };
  }
}
