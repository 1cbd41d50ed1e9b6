import { MESSAGES, formatKobo, type InitializePaymentResponse, type VerifyPaymentResponse } from '@campus/contract';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { CartSnapshotLine } from '../../db/schema';
import { HttpError, badRequest, conflict, notFound, unauthorized } from '../../http/http-error';
import type { CartRepository } from '../cart/cart.repository';
import { loadPricedCart } from '../cart/priced-cart';
import type { OrdersService } from '../orders/orders.service';
import type { UserRow } from '../users/users.repository';
import { PaymentProviderError, type PaymentProvider } from './payment-provider';
import { makePaymentReference } from './payment-reference';
import { judgeProviderTransaction, type PaymentVerdict } from './payment-verdict';
import type { PaymentRow, PaymentsRepository } from './payments.repository';
import { SIGNATURE_HEADER, isValidWebhookSignature } from './webhook-signature';

export const PAYMENT_MESSAGES = {
  notFound: 'Payment not found',
  nothingToPay: 'The total is ₦0.00: there is nothing to pay.',
  providerUnavailable: 'The payment could not be started. Please try again.',
  /** §8 */
  failedToVerify: 'Failed to verify transaction',
  badSignature: 'Invalid webhook signature',
  badWebhookBody: 'Invalid webhook body',
} as const;

/** The parts of Paystack's `charge.success` event we read (the rest is ignored). */
const webhookEventSchema = z.object({
  event: z.string(),
  data: z.object({ reference: z.string(), status: z.string(), amount: z.number().int(), currency: z.string() }).passthrough(),
});

export interface WebhookLog {
  warn(object: object, message: string): void;
}

/** Starts payments for a cart, judges the provider's answers and turns paid charges into orders. */
export class PaymentsService {
  constructor(
    private readonly config: AppConfig,
    private readonly provider: PaymentProvider,
    private readonly payments: PaymentsRepository,
    private readonly cart: CartRepository,
    private readonly orders: OrdersService,
    private readonly now: () => Date,
  ) {}

  /** POST payment/initialize: prices the cart on the server and opens a provider transaction for its total (§9: kobo). */
  async initialize(user: UserRow, storeOrigin: string): Promise<InitializePaymentResponse> {
    const priced = await loadPricedCart(this.cart, user.id);
    const lines = priced.shops.flatMap((shop) => shop.lines);
    if (lines.length === 0) throw badRequest(MESSAGES.cartEmpty);
    const soldOut = lines.find((line) => line.isAvailable === false);
    if (soldOut) throw conflict(`${soldOut.title} is out of stock. Remove it from your cart to continue.`);
    if (priced.totalKobo <= 0) throw badRequest(PAYMENT_MESSAGES.nothingToPay);

    const reference = makePaymentReference(user.fullName, this.now());
    let started;
    try {
      started = await this.provider.initialize({
        reference,
        amountKobo: priced.totalKobo,
        currency: 'NGN',
        email: user.email,
        storeOrigin,
        metadata: { userId: user.id },
      });
    } catch (error) {
      if (error instanceof PaymentProviderError) throw new HttpError(502, PAYMENT_MESSAGES.providerUnavailable);
      throw error;
    }
    const snapshot: CartSnapshotLine[] = lines.map((line) => ({
      productId: line.productId,
      shopId: line.shopId,
      title: line.title,
      unitKobo: line.unitKobo,
      qty: line.qty,
      condiments: line.condiments,
    }));
    await this.payments.insert({
      reference,
      userId: user.id,
      amountKobo: priced.totalKobo,
      currency: 'NGN',
      status: 'pending',
      provider: this.provider.name,
      accessCode: started.accessCode,
      cartSnapshot: snapshot,
    });
    return {
      reference,
      accessCode: started.accessCode,
      authorizationUrl: started.authorizationUrl,
      amount: priced.totalKobo,
      currency: 'NGN',
      email: user.email,
      publicKey: this.config.payment.publicKey,
      provider: this.provider.name,
    };
  }

  /** POST payment/verify: asks the provider about the owner's reference and records the verdict. */
  async verify(user: UserRow, reference: string): Promise<VerifyPaymentResponse> {
    const payment = await this.payments.find(reference);
    if (!payment || payment.userId !== user.id) throw notFound(PAYMENT_MESSAGES.notFound);
    const verdict = await this.confirmWithProvider(payment);
    return verdict === 'success' ? { status: 'success' } : { status: verdict, message: MESSAGES.paymentVerificationFailed };
  }

  private async confirmWithProvider(payment: PaymentRow): Promise<PaymentVerdict> {
    if (payment.status === 'success') return 'success';
    let answer;
    try {
      answer = await this.provider.verify(payment.reference);
    } catch (error) {
      if (error instanceof PaymentProviderError && error.notFound) return 'failed';
      if (error instanceof PaymentProviderError) throw new HttpError(502, PAYMENT_MESSAGES.failedToVerify);
      throw error;
    }
    const verdict = judgeProviderTransaction(payment, answer);
    if (verdict === 'success') await this.payments.setStatus(payment.reference, 'success', this.now());
    else if (answer.status === 'failed' || answer.status === 'abandoned')
      await this.payments.setStatus(payment.reference, answer.status, null);
    return verdict;
  }

  /**
   * POST payment/webhook: only a body signed with our secret key counts (checked before anything
   * is read or written). A `charge.success` whose amount and currency match a pending payment
   * marks it paid and creates its order if none exists; duplicates find the order already there.
   */
  async handleWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
    log: WebhookLog,
  ): Promise<{ received: true }> {
    if (!isValidWebhookSignature(rawBody, headers[SIGNATURE_HEADER], this.config.payment.secretKey))
      throw unauthorized(PAYMENT_MESSAGES.badSignature);
    let parsed;
    try {
      parsed = webhookEventSchema.safeParse(JSON.parse(rawBody.toString('utf8')));
    } catch {
      throw badRequest(PAYMENT_MESSAGES.badWebhookBody);
    }
    if (!parsed.success) throw badRequest(PAYMENT_MESSAGES.badWebhookBody);
    const { event, data } = parsed.data;
    if (event !== 'charge.success') return { received: true };
    const payment = await this.payments.find(data.reference);
    if (!payment) {
      log.warn({ reference: data.reference }, 'webhook for an unknown payment reference ignored');
      return { received: true };
    }
    const verdict = judgeProviderTransaction(payment, {
      reference: data.reference,
      status: data.status,
      amountKobo: data.amount,
      currency: data.currency,
    });
    if (verdict !== 'success') {
      log.warn(
        { reference: data.reference, amount: formatKobo(data.amount), currency: data.currency, expected: formatKobo(payment.amountKobo) },
        'charge.success does not match the payment: no order',
      );
      return { received: true };
    }
    await this.payments.setStatus(payment.reference, 'success', this.now());
    await this.orders.createFromPaidSnapshot(payment.reference);
    return { received: true };
  }
}
