import type { DeliveryDetailsInput, InitializePaymentResponse } from '@campus/contract';
import type { PaymentsService } from '../modules/payments/payments.service';
import type { StockService } from '../modules/stock/stock.service';
import type { UserRow } from '../modules/users/users.repository';

/** What starting a checkout needs of the payments and stock modules. */
export interface CheckoutSteps {
  payments: Pick<PaymentsService, 'prepareCheckout' | 'openCheckout'>;
  stock: Pick<StockService, 'hold' | 'release'>;
}

/**
 * POST payment/initialize as steps (issue 33 item 2, issue 38 item 2, decision 113):
 * 1. payments: price the cart and check it can be paid for (or answer the payment already pending for it);
 * 2. stock: hold every counted line's units for the new reference, all or none (409 naming the product);
 * 3. payments: open the provider transaction and store the pending payment.
 * Compensation: when step 3 fails, or a parallel request for the same cart won it (its payment is the
 * answer, ours is never paid), the units of step 2 go back. A payment that ends later without an order
 * gives its units back through the payments module (failed, abandoned by reconciliation) and the orders
 * module (a duplicate charge); its order consumes them.
 */
export async function startCheckout(
  steps: CheckoutSteps,
  user: UserRow,
  storeOrigin: string,
  details: DeliveryDetailsInput = {},
): Promise<InitializePaymentResponse> {
  const prepared = await steps.payments.prepareCheckout(user, details);
  if ('started' in prepared) return prepared.started;
  await steps.stock.hold(prepared.reference, prepared.snapshot);
  let started: InitializePaymentResponse;
  try {
    started = await steps.payments.openCheckout(prepared, storeOrigin);
  } catch (error) {
    await steps.stock.release(prepared.reference);
    throw error;
  }
  if (started.reference !== prepared.reference) await steps.stock.release(prepared.reference);
  return started;
}
