import type { AdminRefund } from '@campus/contract';
import type { Database } from '../db/client';
import { NotFoundError } from '../errors/domain-errors';
import type { AuditLog } from '../modules/access/audit-log';
import type { MarketMoney } from '../modules/money/market-money';
import { MONEY_ADMIN_MESSAGES, refundView } from '../modules/money/money-admin';
import type { OrdersRepository } from '../modules/orders/orders.repository';
import type { OrdersService } from '../modules/orders/orders.service';
import type { StockService } from '../modules/stock/stock.service';
import type { UserRow } from '../modules/users/users.repository';

/** What the operator's refund of a part needs of the orders, money, stock and audit modules. */
export interface RefundPartSteps {
  db: Pick<Database, 'transaction'>;
  parts: Pick<OrdersRepository, 'lockPart' | 'findById'>;
  orders: Pick<OrdersService, 'cancelRefundedPart' | 'committed'>;
  money: Pick<MarketMoney, 'requestPartRefund' | 'committed'>;
  stock: Pick<StockService, 'restockPart'>;
  audit: Pick<AuditLog, 'record'>;
}

/**
 * POST admin/order-parts/{partId}/refund, the operator's "Refund part" (decisions 041 and 130), whatever the
 * part's status (a complaint after delivery, say). In one transaction, under the part's row lock:
 * 1. money: the part's refund asked for (a repeat answers the same refund and does nothing more; a failed one
 *    is asked again);
 * 2. stock: its counted units back, when its shop says so, whether or not it can still be cancelled;
 * 3. orders: a part that has not left its shop ends `cancelled` with the refund's reason, so nobody makes or
 *    delivers what was paid back;
 * 4. audit: the operator's refund recorded, with the part's status before and after.
 * Then, after commit, the notices: the status mail and the refund job go out now. The steps share the
 * transaction: one that fails takes the others back with it.
 */
export async function refundPart(steps: RefundPartSteps, actor: UserRow, partId: string, reason: string): Promise<{ refund: AdminRefund }> {
  const result = await steps.db.transaction(async (tx) => {
    const part = await steps.parts.lockPart(partId, tx);
    if (!part) throw new NotFoundError(MONEY_ADMIN_MESSAGES.partNotFound);
    const order = await steps.parts.findById(part.orderId, tx);
    if (!order) throw new NotFoundError(MONEY_ADMIN_MESSAGES.orderNotFound);
    const outcome = await steps.money.requestPartRefund(order, part, reason, tx);
    if (outcome.requested) {
      await steps.stock.restockPart(part.id, tx);
      const status = await steps.orders.cancelRefundedPart(order, part, reason, tx);
      await steps.audit.record(
        {
          actorId: actor.id,
          action: 'order_part.refund',
          subjectType: 'order_part',
          subjectId: partId,
          before: { status: part.status },
          after: { ...refundView(outcome.refund), partStatus: status },
        },
        tx,
      );
    }
    return outcome.refund;
  });
  steps.orders.committed();
  steps.money.committed();
  return { refund: refundView(result) };
}
