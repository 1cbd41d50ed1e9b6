import type { OrderEvent } from '@campus/contract';
import type { Database } from '../db/client';
import type { MarketMoney } from '../modules/money/market-money';
import type { OrdersService, PartChangeOptions } from '../modules/orders/orders.service';
import type { StockService } from '../modules/stock/stock.service';

/** What changing a part's status needs of the orders, money and stock modules. */
export interface PartChangeSteps {
  db: Pick<Database, 'transaction'>;
  orders: Pick<OrdersService, 'changePart' | 'committed'>;
  money: Pick<MarketMoney, 'partEnded' | 'committed'>;
  stock: Pick<StockService, 'restockPart'>;
}

/**
 * A part moves along its state machine (decision 130): the shop console's Accept … Delivered and Reject with its
 * reason, the shopper's cancel while the part is still `paid`, the acceptance deadline's cancel (`onlyFrom:
 * 'paid'`, "who" in `options`: the shop, the shopper's order, or nobody for the deadline and the dev tool).
 * In one transaction, under the part's row lock:
 * 1. orders: the part's new status and its event, told to the live streams, its mail written (sent on commit);
 * 2. money: a rejected or cancelled part's refund asked for (its items and delivery share; once per part);
 * 3. stock: its counted units back, when its shop says so (restockOnRefund).
 * Then, after commit, the notices: the status mail and the refund job go out now.
 * Compensation: the steps share the transaction, so a step that fails takes the status change back with it
 * (the answer is the first step's refusal or the error); nothing leaves the building before the commit.
 */
export async function setPartStatus(
  steps: PartChangeSteps,
  partId: string,
  status: string,
  reason?: string | null,
  options: PartChangeOptions = {},
): Promise<OrderEvent> {
  const event = await steps.db.transaction(async (tx) => {
    const change = await steps.orders.changePart(partId, status, reason, options, tx);
    if (change.ended) {
      await steps.money.partEnded(change.order, change.part, change.reason, tx);
      await steps.stock.restockPart(change.part.id, tx);
    }
    return change.event;
  });
  steps.orders.committed();
  steps.money.committed();
  return event;
}
