import { randomBytes } from 'node:crypto';
import { MESSAGES, formatKobo, koboToNaira, nairaToKobo, type CreateOrderBody, type CreateOrderResponse } from '@campus/contract';
import type { Database, Executor } from '../../db/client';
import type { CartSnapshotLine } from '../../db/schema';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../http/http-error';
import type { CartRepository } from '../cart/cart.repository';
import { loadPricedCart } from '../cart/priced-cart';
import type { PaymentRow, PaymentsRepository } from '../payments/payments.repository';
import type { UsersRepository, UserRow } from '../users/users.repository';
import type { NewOrderItemRow, OrderRow, OrdersRepository } from './orders.repository';

export type NewOrder = CreateOrderResponse['newOrder'];

export const ORDER_MESSAGES = {
  created: 'Created Order successfully.',
  paymentNotFound: 'Payment not found',
  noVerifiedPayment: 'No verified payment was found for this order. Please pay first.',
  notVerified: 'This payment has not been verified yet. Please complete the payment first.',
  otherUser: 'An order can only be placed for the signed-in shopper.',
  cartChanged: 'Your cart changed after checkout started. Please review your cart and try again.',
} as const;

/** A public order number shoppers can quote: CM- and 10 hex digits. */
function newPublicId(): string {
  return `CM-${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** True when the error is PostgreSQL's unique violation on the one-order-per-payment constraint. */
function isDuplicateOrderForPayment(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const pgError = current as Error & { code?: string; constraint?: string };
    if (
      pgError.code === '23505' &&
      (pgError.constraint === 'orders_payment_reference_unique' || /orders_payment_reference_unique/.test(pgError.message))
    )
      return true;
  }
  return false;
}

/**
 * Orders from verified payments (DESIGN §6): recomputed on the server, exactly one per payment
 * reference under any interleaving (row lock on the payment + unique constraint), same order on retry.
 */
export class OrdersService {
  constructor(
    private readonly db: Database,
    private readonly orders: OrdersRepository,
    private readonly payments: PaymentsRepository,
    private readonly cart: CartRepository,
    private readonly users: UsersRepository,
  ) {}

  /** §7 order/create-order: from the shopper's current cart, against a verified payment of theirs equal to its total. */
  async createFromCart(user: UserRow, body: CreateOrderBody): Promise<NewOrder> {
    if (body.user !== undefined && body.user !== '' && body.user !== user.id) throw forbidden(ORDER_MESSAGES.otherUser);
    const reference = body.reference ?? (await this.payments.latestUnconsumedSuccess(user.id))?.reference;
    if (!reference) throw conflict(ORDER_MESSAGES.noVerifiedPayment);
    return this.onePerPayment(
      reference,
      async (tx, payment) => {
        if (payment.userId !== user.id) throw notFound(ORDER_MESSAGES.paymentNotFound);
        if (payment.status !== 'success') throw conflict(ORDER_MESSAGES.notVerified);
        const priced = await loadPricedCart(this.cart, user.id, tx);
        const lines = priced.shops.flatMap((shop) => shop.lines);
        if (lines.length === 0) throw badRequest(MESSAGES.cartEmpty);
        const claimedKobo = nairaToKobo(body.orderPrice);
        if (claimedKobo !== priced.subtotalKobo) {
          throw conflict(
            `The order price ${formatKobo(claimedKobo)} does not match your cart's items subtotal of ${formatKobo(priced.subtotalKobo)}. Please review your cart and try again.`,
          );
        }
        const sameItems =
          body.orderItems.length === lines.length &&
          body.orderItems.every((item) => lines.some((line) => line.productId === item.product && line.qty === item.qty));
        if (!sameItems) throw conflict(ORDER_MESSAGES.cartChanged);
        if (priced.totalKobo !== payment.amountKobo) {
          throw conflict(
            `Your cart now costs ${formatKobo(priced.totalKobo)} but the payment was for ${formatKobo(payment.amountKobo)}. ${ORDER_MESSAGES.cartChanged}`,
          );
        }
        const items: NewOrderItemRow[] = lines.map((line) => ({
          productId: line.productId,
          shopId: line.shopId,
          title: line.title,
          unitPriceKobo: line.unitKobo,
          qty: line.qty,
          condiments: line.condiments,
        }));
        return this.insertOrder(tx, payment, user, items, priced.subtotalKobo, priced.deliveryKobo);
      },
      user,
    );
  }

  /**
   * For the webhook (the shopper closed the tab): creates the order from what was priced when the
   * payment started, if the payment is verified and has no order yet. Returns null when it is not paid.
   */
  async createFromPaidSnapshot(reference: string): Promise<NewOrder | null> {
    try {
      return await this.onePerPayment(reference, async (tx, payment) => {
        if (payment.status !== 'success') return null;
        const user = await this.users.findById(payment.userId, tx);
        if (!user) return null;
        const items = payment.cartSnapshot.map((line: CartSnapshotLine) => ({
          productId: line.productId,
          shopId: line.shopId,
          title: line.title,
          unitPriceKobo: line.unitKobo,
          qty: line.qty,
          condiments: line.condiments,
        }));
        const subtotal = items.reduce((sum, item) => sum + item.unitPriceKobo * item.qty, 0);
        return this.insertOrder(tx, payment, user, items, subtotal, payment.amountKobo - subtotal);
      });
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    }
  }

  /**
   * Runs `create` under the payment's row lock unless an order already exists for it, in which
   * case that order is the answer (idempotent retries). A lost race on the unique constraint reads the winner.
   */
  private async onePerPayment<T extends NewOrder | null>(
    reference: string,
    create: (tx: Executor, payment: PaymentRow) => Promise<T>,
    owner?: UserRow,
  ): Promise<NewOrder | T> {
    try {
      return await this.db.transaction(async (tx) => {
        const payment = await this.payments.lock(reference, tx);
        if (!payment || (owner && payment.userId !== owner.id)) throw notFound(ORDER_MESSAGES.paymentNotFound);
        const existing = await this.orders.findByPaymentReference(reference, tx);
        if (existing) return this.view(existing);
        return create(tx, payment);
      });
    } catch (error) {
      if (!isDuplicateOrderForPayment(error)) throw error;
      const existing = await this.orders.findByPaymentReference(reference);
      if (!existing) throw error;
      return this.view(existing);
    }
  }

  private async insertOrder(
    tx: Executor,
    payment: PaymentRow,
    user: UserRow,
    items: NewOrderItemRow[],
    subtotalKobo: number,
    deliveryKobo: number,
  ): Promise<NewOrder> {
    const order = await this.orders.insert(
      {
        publicId: newPublicId(),
        userId: user.id,
        paymentReference: payment.reference,
        itemsSubtotalKobo: subtotalKobo,
        deliveryKobo,
        totalKobo: payment.amountKobo,
        fullName: user.fullName,
        hall: user.hall,
        status: 'paid',
      },
      items,
      tx,
    );
    // The ordered products leave the cart (§4 step 4); lines added meanwhile stay.
    for (const item of items) await this.cart.removeLine(user.id, item.productId, tx);
    return this.view(order);
  }

  private view(order: OrderRow): NewOrder {
    return {
      orderId: order.publicId,
      orderPrice: koboToNaira(order.itemsSubtotalKobo),
      totalPaid: koboToNaira(order.totalKobo),
      reference: order.paymentReference,
      user: { fullName: order.fullName, hall: order.hall },
    };
  }
}
