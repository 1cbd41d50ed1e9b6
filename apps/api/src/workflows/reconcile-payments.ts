import { UpstreamError } from '../errors/domain-errors';
import type { PaymentsService } from '../modules/payments/payments.service';
import type { PromosService } from '../modules/promos/promos.service';
import type { StockService } from '../modules/stock/stock.service';
import { placeOrderFromPayment, type PlaceOrderSteps } from './place-order';

/** What reconciling pending payments needs of the payments, stock and promos modules, and order creation's steps. */
export interface ReconcileSteps {
  payments: Pick<PaymentsService, 'stalePending' | 'confirm' | 'endUnpaid'>;
  placeOrder: PlaceOrderSteps;
  stock: Pick<StockService, 'release'>;
  promos: Pick<PromosService, 'release'>;
}

/** How many stale payments a run turned into orders and how many it ended unpaid. */
export interface ReconcileOutcome {
  completed: number;
  abandoned: number;
}

/**
 * Reconciliation (issue 19, decisions 113 and 130), the job payments.reconcile runs every minute: each payment
 * still pending `olderThanMs` after it started, in turn:
 * 1. payments: asked about with the provider's verify call (the provider down: skipped, the next run asks again);
 * 2. paid → its order made from the snapshot (place-order.ts: a webhook that never came; its order consumes its
 *    holds);
 * 3. otherwise → payments: ended `failed` or `abandoned` (by step 1 when the provider said so), which frees its
 *    cart for a new payment (a later charge.success webhook still makes the order);
 * 4. and, only when step 1 or 3 ended it, its compensation: the stock units it held, then its promo code's use,
 *    go back (a payment paid meanwhile keeps them for its order).
 * Each payment stands alone: a retried run finds the ended ones ended and gives nothing back twice.
 */
export async function reconcilePayments(steps: ReconcileSteps, olderThanMs = 10 * 60_000, limit = 100): Promise<ReconcileOutcome> {
  const stale = await steps.payments.stalePending(olderThanMs, limit);
  let completed = 0;
  let abandoned = 0;
  for (const payment of stale) {
    let confirmation;
    try {
      confirmation = await steps.payments.confirm(payment);
    } catch (error) {
      if (error instanceof UpstreamError) continue; // the provider is down: the next run asks again
      throw error;
    }
    const { verdict, ended } = confirmation;
    if (verdict === 'success') {
      await placeOrderFromPayment(steps.placeOrder, payment.reference);
      completed++;
    } else {
      if (ended || (await steps.payments.endUnpaid(payment.reference, verdict))) {
        await steps.stock.release(payment.reference);
        await steps.promos.release(payment.reference);
      }
      abandoned++;
    }
  }
  return { completed, abandoned };
}
