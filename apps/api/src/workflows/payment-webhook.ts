import type { MarketMoney } from '../modules/money/market-money';
import type { PaymentsService, WebhookLog } from '../modules/payments/payments.service';
import { placeOrderFromPayment, type PlaceOrderSteps } from './place-order';

/** What working a provider's event needs: the payments module, order creation's steps and money's settlements. */
export interface PaymentWebhookSteps {
  payments: Pick<PaymentsService, 'receivedWebhook' | 'acceptCharge' | 'webhookWorked'>;
  placeOrder: PlaceOrderSteps;
  money: Pick<MarketMoney, 'recordFee' | 'refundSettled'>;
}

/**
 * The webhook job (issue 21, decision 134): a stored event's work, done once (an event already worked is
 * skipped), checkout's second half for the shopper who closed the tab:
 * - charge.success: payments marks the payment paid when the charge matches it → its order is made
 *   (place-order.ts: order → ledger → holds consumed, or a duplicate charge refunded) → money records the
 *   provider's fee;
 * - refund.processed / refund.failed: money settles the refund it matches (ledger, shopper's mail);
 * - anything else is kept and ignored.
 * Last, payments records what became of the event (`handled` or `ignored`).
 */
export async function processWebhook(steps: PaymentWebhookSteps, id: string, log: WebhookLog): Promise<void> {
  const work = await steps.payments.receivedWebhook(id);
  if (!work) return;
  let handled = false;
  if (work.kind === 'charge') {
    const paid = await steps.payments.acceptCharge(work.data, log);
    if (paid) {
      await placeOrderFromPayment(steps.placeOrder, paid.reference);
      if (paid.feeKobo) await steps.money.recordFee(paid.reference, paid.feeKobo);
      handled = true;
    }
  } else if (work.kind === 'refund') {
    if (work.refund) {
      handled = await steps.money.refundSettled(work.event === 'refund.processed' ? 'processed' : 'failed', work.refund);
      if (!handled) log.warn({ id, reference: work.refund.reference }, `${work.event} for no refund of ours: kept, ignored`);
    }
  } else log.warn({ id, event: work.event }, 'webhook event not handled (transfer.* and others come later): kept, ignored');
  await steps.payments.webhookWorked(id, handled);
}
