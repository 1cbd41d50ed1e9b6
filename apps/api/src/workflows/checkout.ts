import type { InitializePaymentBody, InitializePaymentResponse } from '@campus/contract';
import type { MarketMoney } from '../modules/money/market-money';
import type { CheckoutDiscount, PaymentsService } from '../modules/payments/payments.service';
import type { PromosService } from '../modules/promos/promos.service';
import type { StockService } from '../modules/stock/stock.service';
import type { UserRow } from '../modules/users/users.repository';

/** What starting a checkout needs of the payments, promos, stock and money modules. */
export interface CheckoutSteps {
  payments: Pick<PaymentsService, 'prepareCheckout' | 'chargeOf' | 'openCheckout'>;
  promos: Pick<PromosService, 'hold' | 'release'>;
  stock: Pick<StockService, 'hold' | 'release'>;
  money: Pick<MarketMoney, 'splitFor'>;
}

/**
 * POST payment/initialize as steps (issue 33 item 2, issue 38 items 2 and 3, decisions 113 and 114):
 * 1. payments: price the cart and check it can be paid for (or answer the payment already pending for the
 *    same cart and code);
 * 2. promos: hold one use of the shopper's code for the new reference and price it shop by shop (400/409 with
 *    the reason it does not apply);
 * 3. stock: hold every counted line's units, all or none (409 naming the product);
 * 4. money: split the total less the discount between the shops and the market, saying who pays for each kobo
 *    of the discount (400 when nothing is left to pay);
 * 5. payments: open the provider transaction with that split, and store the pending payment.
 * Compensation, latest first: when a step fails, or a parallel request for the same cart won step 5 (its
 * payment is the answer, ours is never paid), the units and the code's use go back. A payment that ends later
 * without an order gives both back too (verify-payment.ts and reconcile-payments.ts when the provider says it
 * failed, refund-duplicate-charge.ts for a second charge); its order consumes them (place-order.ts).
 */
export async function startCheckout(
  steps: CheckoutSteps,
  user: UserRow,
  storeOrigin: string,
  body: NonNullable<InitializePaymentBody> = {},
): Promise<InitializePaymentResponse> {
  const { promoCode, ...details } = body;
  const prepared = await steps.payments.prepareCheckout(user, details, promoCode?.trim() ? promoCode : null);
  if ('started' in prepared) return prepared.started;
  const { reference } = prepared;
  let discount: CheckoutDiscount | null = null;
  if (prepared.promoCode) discount = await steps.promos.hold(reference, user.id, prepared.promoCode, prepared.shops);
  const undo: (() => Promise<void>)[] = discount ? [() => steps.promos.release(reference)] : [];
  try {
    await steps.stock.hold(reference, prepared.snapshot);
    undo.unshift(() => steps.stock.release(reference));
    const charge = steps.payments.chargeOf(prepared, discount);
    const split = await steps.money.splitFor(charge.amountKobo, charge.shops);
    const started = await steps.payments.openCheckout(prepared, storeOrigin, discount, charge, split);
    if (started.reference !== reference) await compensate(undo);
    return started;
  } catch (error) {
    await compensate(undo);
    throw error;
  }
}

async function compensate(undo: readonly (() => Promise<void>)[]): Promise<void> {
  for (const step of undo) await step();
}
