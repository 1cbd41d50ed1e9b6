import type { Executor } from '../db/client';
import type { MarketMoney } from '../modules/money/market-money';
import type { OrderRow } from '../modules/orders/orders.repository';
import type { PaymentRow } from '../modules/payments/payments.repository';
import type { PromosService } from '../modules/promos/promos.service';
import type { StockService } from '../modules/stock/stock.service';

/** What refunding a duplicate charge needs of the money, stock and promos modules. */
export interface DuplicateChargeSteps {
  money: Pick<MarketMoney, 'duplicateCharged'>;
  stock: Pick<StockService, 'release'>;
  promos: Pick<PromosService, 'release'>;
}

/**
 * A second charge for a checkout already ordered (two tabs across an abandoned first payment; found by
 * place-order.ts under the payment's lock, in its transaction): no second order.
 * 1. money: the charge written to the ledger and refunded whole (once per payment: a repeat finds its refund);
 *    the refund job is queued and goes out when the transaction commits;
 * 2. stock, then promos: what this payment held (units, the code's use) goes back — its twin's order consumed
 *    its own.
 * Compensation is the transaction: nothing is refunded or given back unless all of it commits.
 */
export async function refundDuplicateCharge(steps: DuplicateChargeSteps, payment: PaymentRow, twin: OrderRow, tx: Executor): Promise<void> {
  await steps.money.duplicateCharged(payment, twin, tx);
  await steps.stock.release(payment.reference, tx);
  await steps.promos.release(payment.reference, tx);
}
