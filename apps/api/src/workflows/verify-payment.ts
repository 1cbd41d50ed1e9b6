import { MESSAGES, type VerifyPaymentResponse } from '@campus/contract';
import type { PaymentsService } from '../modules/payments/payments.service';
import type { PromosService } from '../modules/promos/promos.service';
import type { StockService } from '../modules/stock/stock.service';
import type { UserRow } from '../modules/users/user-row';

/** What verifying a payment needs of the payments, stock and promos modules. */
export interface VerifyPaymentSteps {
  payments: Pick<PaymentsService, 'ownPayment' | 'confirm'>;
  stock: Pick<StockService, 'release'>;
  promos: Pick<PromosService, 'release'>;
}

/**
 * POST payment/verify (§7), checkout's second half (decision 134):
 * 1. payments: the shopper's own payment (anyone else's: 404);
 * 2. payments: the provider asked (down: 502) and its verdict recorded — paid marks it `success` (the order is
 *    order/create-order's, or the webhook's: place-order.ts); the provider's failed or abandoned ends it so;
 * 3. compensation, only when step 2 ended it: the stock units it held, then its promo code's use, go back.
 */
export async function verifyPayment(steps: VerifyPaymentSteps, user: UserRow, reference: string): Promise<VerifyPaymentResponse> {
  const payment = await steps.payments.ownPayment(user, reference);
  const { verdict, ended } = await steps.payments.confirm(payment);
  if (ended) {
    await steps.stock.release(payment.reference);
    await steps.promos.release(payment.reference);
  }
  return verdict === 'success' ? { status: 'success' } : { status: verdict, message: MESSAGES.paymentVerificationFailed };
}
