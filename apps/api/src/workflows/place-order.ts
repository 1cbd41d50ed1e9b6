import type { CreateOrderBody } from '@campus/contract';
import type { Database, Executor } from '../db/client';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors/domain-errors';
import type { MarketMoney } from '../modules/money/market-money';
import { ORDER_MESSAGES, isDuplicateOrderForPayment, type NewOrder, type OrdersService } from '../modules/orders/orders.service';
import type { PaymentRow } from '../modules/payments/payments.repository';
import type { PaymentsService } from '../modules/payments/payments.service';
import type { PromosService } from '../modules/promos/promos.service';
import type { StockService } from '../modules/stock/stock.service';
import type { UserRow } from '../modules/users/user-row';
import { refundDuplicateCharge, type DuplicateChargeSteps } from './refund-duplicate-charge';

/** What turning a paid payment into its order needs of the payments, users, orders, money, stock and promos modules. */
export interface PlaceOrderSteps extends DuplicateChargeSteps {
  db: Pick<Database, 'transaction'>;
  payments: Pick<PaymentsService, 'lockForOrder' | 'latestPaidWithoutOrder' | 'paidTwinOrder'>;
  users: { findById(id: string, tx: Executor): Promise<UserRow | undefined> };
  orders: Pick<OrdersService, 'ofPayment' | 'placeFromPayment' | 'viewOf' | 'committed'>;
  money: Pick<MarketMoney, 'ordered' | 'duplicateCharged' | 'committed'>;
  stock: Pick<StockService, 'consume' | 'release'>;
  promos: Pick<PromosService, 'consume' | 'release'>;
}

/**
 * §7 order/create-order: the order of the shopper's verified payment (the body's reference, else their latest
 * paid payment without one). The body's price and items are the client's view and change nothing: the order is
 * made from what was paid for. 409 while the payment is not verified; 403 for another shopper's id.
 */
export async function placeOrderForShopper(steps: PlaceOrderSteps, user: UserRow, body: CreateOrderBody): Promise<NewOrder> {
  if (body.user !== undefined && body.user !== '' && body.user !== user.id) throw new ForbiddenError(ORDER_MESSAGES.otherUser);
  const reference = body.reference ?? (await steps.payments.latestPaidWithoutOrder(user.id))?.reference;
  if (!reference) throw new ConflictError(ORDER_MESSAGES.noVerifiedPayment);
  const order = await onePerPayment(steps, reference, user.id, async (tx, payment) => {
    if (payment.status !== 'success') throw new ConflictError(ORDER_MESSAGES.notVerified);
    return placeOrder(steps, tx, payment, user);
  });
  if (!order) throw new ConflictError(ORDER_MESSAGES.notVerified);
  return order;
}

/**
 * For the webhook and reconciliation (the shopper closed the tab): the order of a verified payment if it has
 * none yet. Null when the payment is unknown or not paid.
 */
export async function placeOrderFromPayment(steps: PlaceOrderSteps, reference: string): Promise<NewOrder | null> {
  return onePerPayment(steps, reference, null, async (tx, payment) => {
    if (payment.status !== 'success') return null;
    const user = await steps.users.findById(payment.userId, tx);
    if (!user) return null;
    return placeOrder(steps, tx, payment, user);
  });
}

/**
 * Exactly one order per payment reference under any interleaving (DESIGN §6, §11), in one transaction under the
 * payment's row lock:
 * 1. payments: the payment locked (another's, or none: 404 for the shopper, nothing for the webhook);
 * 2. orders: the order it already made is the answer (a retry, a second tab, the webhook after the shopper);
 * 3. `create`: the order placed (below), or a duplicate charge refunded.
 * Then, after commit, the notices: the confirmation mail and any refund job go out now. A lost race on the
 * unique constraint reads the winner's order. Compensation is the transaction: a step that fails leaves no
 * order, no ledger row and the payment's holds where they were.
 */
async function onePerPayment(
  steps: PlaceOrderSteps,
  reference: string,
  ownerId: string | null,
  create: (tx: Executor, payment: PaymentRow) => Promise<NewOrder | null>,
): Promise<NewOrder | null> {
  let order: NewOrder | null;
  try {
    order = await steps.db.transaction(async (tx) => {
      const payment = await steps.payments.lockForOrder(reference, tx);
      if (!payment || (ownerId !== null && payment.userId !== ownerId)) {
        if (ownerId === null) return null;
        throw new NotFoundError(ORDER_MESSAGES.paymentNotFound);
      }
      return (await steps.orders.ofPayment(reference, tx)) ?? create(tx, payment);
    });
  } catch (error) {
    if (!isDuplicateOrderForPayment(error)) throw error;
    order = await steps.orders.ofPayment(reference);
    if (!order) throw error;
  }
  steps.orders.committed();
  steps.money.committed();
  return order;
}

/**
 * A paid payment becomes its order, in the caller's transaction:
 * - a second charge for a checkout already ordered is no second order: it is refunded (refund-duplicate-charge.ts)
 *   and the answer is the first order;
 * - otherwise orders makes the order from the snapshot (cart emptied of what was paid for, live streams told, mail
 *   written) → money writes the ledger (charge, each shop's sale and commission, split shares, discounts) → stock
 *   then promos consume what the payment held for it (units, the code's use).
 */
async function placeOrder(steps: PlaceOrderSteps, tx: Executor, payment: PaymentRow, user: UserRow): Promise<NewOrder> {
  const twin = await steps.payments.paidTwinOrder(payment, tx);
  if (twin) {
    await refundDuplicateCharge(steps, payment, twin, tx);
    return steps.orders.viewOf(twin);
  }
  const placed = await steps.orders.placeFromPayment(payment, user, tx);
  await steps.money.ordered(payment, placed.order, placed.parts, tx);
  await steps.stock.consume(payment.reference, tx);
  await steps.promos.consume(payment.reference, tx);
  return placed.view;
}
