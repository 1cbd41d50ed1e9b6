import { createHash } from 'node:crypto';
import {
  HALLS,
  MESSAGES,
  formatKobo,
  entersNewAt,
  normalizePromoCode,
  slotProblem,
  shopStatus,
  shopUnavailableCheckoutMessage,
  type DeliveryDetailsInput,
  type InitializePaymentResponse,
  type VerifyPaymentResponse,
} from '@campus/contract';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { CartSnapshotLine, DeliveryDetails } from '../../db/schema';
import { ConflictError, InvalidError, NotFoundError, UnauthenticatedError, UpstreamError } from '../../errors/domain-errors';
import type { CartLineRow, CartRepository } from '../cart/cart.repository';
import { goneNotice } from '../cart/cart.service';
import { priceLines } from '../cart/priced-cart';
import type { JobQueue } from '../jobs/job-queue';
import type { MarketMoney } from '../money/market-money';
import type { MoneyRepository } from '../money/money.repository';
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

/** Every Paystack event: its name and its data object. */
const anyEventSchema = z.object({ event: z.string().min(1).max(100), data: z.looseObject({}) });
/** The parts of Paystack's `charge.success` event we read (the rest is ignored). */
const chargeDataSchema = z.looseObject({
  reference: z.string(),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  fees: z.number().int().nullish(),
});
/** The parts of Paystack's `refund.processed` / `refund.failed` events we read. */
const refundDataSchema = z.looseObject({
  transaction_reference: z.string(),
  id: z.union([z.number().int(), z.string()]).nullish(),
  amount: z.number().int().nullish(),
});

/**
 * An event's id for replay detection: Paystack sends no event id, so it is the event's name, its
 * data id (the transaction's or the refund's) and the reference; without a data id, a digest of the body.
 */
export function webhookEventId(body: z.infer<typeof anyEventSchema>, rawBody: Buffer): string {
  const data = body.data as { id?: unknown; reference?: unknown; transaction_reference?: unknown };
  const reference =
    typeof data.reference === 'string' ? data.reference : typeof data.transaction_reference === 'string' ? data.transaction_reference : '';
  if (typeof data.id === 'number' || typeof data.id === 'string') return `${body.event}:${String(data.id)}:${reference}`;
  return `${body.event}:sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
}

export const WEBHOOK_QUEUE = 'payments.webhook';

/**
 * A digest of what is about to be paid for: the same cart contents at the same prices give the same
 * key, so a second tab's payment/initialize finds the first tab's pending payment (issue 19).
 */
export function cartKeyOf(snapshot: readonly CartSnapshotLine[], totalKobo: number, promoCode?: string): string {
  const lines = [...snapshot]
    .map((line) => [line.productId, line.qty, line.unitKobo, line.condiments.map((c) => `${c.name}:${c.priceKobo}`).sort()] as const)
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  // A code makes another checkout of the same cart (issue 38 item 3); without one the key is as it always was.
  return createHash('sha256')
    .update(JSON.stringify({ lines, totalKobo, ...(promoCode ? { promoCode } : {}) }))
    .digest('hex');
}

/** A checkout priced and checked, its reference chosen, not yet opened with the provider. */
export interface PreparedCheckout {
  user: UserRow;
  delivery: DeliveryDetails;
  reference: string;
  /** Before any promo code: items + delivery. */
  totalKobo: number;
  shops: { shopId: string; itemsKobo: number; deliveryKobo: number }[];
  snapshot: CartSnapshotLine[];
  cartKey: string;
  /** The code the shopper gave, upper-case (issue 38 item 3); held by the checkout workflow, applied by openCheckout. */
  promoCode: string | null;
}

/** A promo code held for this payment: who pays for it and what it takes off each shop's items. */
export interface CheckoutDiscount {
  code: string;
  funder: 'market' | 'shop';
  discountKobo: number;
  perShop: { shopId: string; discountKobo: number }[];
}

/** What a payment that ends without an order gives back (issue 38: the stock it held). */
export interface PaymentHolds {
  release(reference: string): Promise<void>;
}

const NO_HOLDS: PaymentHolds = { release: async () => undefined };

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
    private readonly money: MarketMoney,
    private readonly moneyRepository: MoneyRepository,
    private readonly jobs: JobQueue,
    private readonly now: () => Date,
    private readonly holds: PaymentHolds = NO_HOLDS,
  ) {}

  /**
   * POST payment/initialize, first step (workflows/checkout.ts): prices the cart on the server and checks
   * it can be paid for. While a payment for the same cart contents is pending, that one is the answer
   * (`started`: one pending payment per cart, so two tabs pay the same reference, which succeeds only once).
   */
  async prepareCheckout(
    user: UserRow,
    details: DeliveryDetailsInput = {},
    promoCode: string | null = null,
  ): Promise<PreparedCheckout | { started: InitializePaymentResponse }> {
    const delivery = this.deliveryDetails(user, details);
    const read = await this.cart.listLinesAndGone(user.id);
    if (read.gone.length) {
      // A product deleted or a shop suspended since the shopper last saw the cart: say so, never pay without it silently.
      await this.cart.removeLines(
        user.id,
        read.gone.map((line) => line.productId),
      );
      throw new ConflictError(`${read.gone.map(goneNotice).join(' ')} Check your cart and pay again.`);
    }
    const priced = priceLines(read.lines);
    const lines = priced.shops.flatMap((shop) => shop.lines);
    if (lines.length === 0) throw new InvalidError(MESSAGES.cartEmpty);
    if (details.slotAt) delivery.slot = this.slotFor(new Date(details.slotAt), lines);
    // A closed or paused shop's items are refused, naming the shop and why (issue 20 item 5, issue 36 item 5);
    // an order for later needs every shop open at its slot instead (issue 38 item 4), checked above.
    else
      for (const line of lines) {
        const status = shopStatus(line.shopHours, this.now());
        if (status.kind !== 'open') throw new ConflictError(shopUnavailableCheckoutMessage(line.shopName, status, line.shopHours.timezone));
      }
    const soldOut = lines.find((line) => line.isAvailable === false);
    if (soldOut) throw new ConflictError(`${soldOut.title} is out of stock. Remove it from your cart to continue.`);
    // A line whose choices the shop changed since it was added (decision 111): never charged for a selection the rules now refuse.
    const unchosen = lines.find((line) => line.choiceProblem !== null);
    if (unchosen) throw new ConflictError(`${unchosen.title}: ${unchosen.choiceProblem}. Choose again on its page, then pay.`);
    if (priced.totalKobo <= 0) throw new InvalidError(PAYMENT_MESSAGES.nothingToPay);

    const snapshot: CartSnapshotLine[] = lines.map((line) => ({
      productId: line.productId,
      shopId: line.shopId,
      title: line.title,
      unitKobo: line.unitKobo,
      qty: line.qty,
      condiments: line.condiments,
    }));
    const code = promoCode ? normalizePromoCode(promoCode) : null;
    const cartKey = cartKeyOf(snapshot, priced.totalKobo, code ?? undefined);
    const pending = await this.payments.findPendingForCart(user.id, cartKey);
    if (pending?.accessCode && pending.authorizationUrl) {
      await this.payments.setDelivery(pending.reference, delivery);
      return { started: this.startedView(pending, user) };
    }
    return {
      user,
      delivery,
      reference: makePaymentReference(user.fullName, this.now()),
      totalKobo: priced.totalKobo,
      shops: priced.shops.map((shop) => ({
        shopId: shop.shopId,
        itemsKobo: shop.lines.reduce((sum, line) => sum + line.unitKobo * line.qty, 0),
        deliveryKobo: shop.deliveryKobo,
      })),
      snapshot,
      cartKey,
      promoCode: code,
    };
  }

  /**
   * POST payment/initialize, last step: opens a provider transaction for the prepared total (§9: kobo) with
   * each shop's share (issue 21) and stores the pending payment. A parallel request for the same cart may
   * have won: then its payment is the answer (another reference than the prepared one) and ours is never paid.
   */
  async openCheckout(
    prepared: PreparedCheckout,
    storeOrigin: string,
    discount: CheckoutDiscount | null = null,
  ): Promise<InitializePaymentResponse> {
    const { user, reference } = prepared;
    const discountKobo = discount?.discountKobo ?? 0;
    const amountKobo = prepared.totalKobo - discountKobo;
    if (amountKobo <= 0) throw new InvalidError(PAYMENT_MESSAGES.nothingToPay);
    // Who pays for each shop's discount (issue 38 item 3): the shop for its own code, the market for the operator's.
    const split = await this.money.splitFor(
      amountKobo,
      prepared.shops.map((shop) => {
        const off = discount?.perShop.find((entry) => entry.shopId === shop.shopId)?.discountKobo ?? 0;
        if (!discount || off === 0) return shop;
        return { ...shop, ...(discount.funder === 'shop' ? { shopDiscountKobo: off } : { marketDiscountKobo: off }) };
      }),
    );
    let started;
    try {
      started = await this.provider.initialize({
        reference,
        amountKobo,
        currency: 'NGN',
        email: user.email,
        storeOrigin,
        metadata: { userId: user.id },
        split: this.money.providerSplit(split),
      });
    } catch (error) {
      if (error instanceof PaymentProviderError) throw new UpstreamError(PAYMENT_MESSAGES.providerUnavailable);
      throw error;
    }
    const payment = await this.payments.insertOrFindPending({
      reference,
      userId: user.id,
      amountKobo,
      currency: 'NGN',
      status: 'pending',
      provider: this.provider.name,
      accessCode: started.accessCode,
      authorizationUrl: started.authorizationUrl,
      cartSnapshot: prepared.snapshot,
      shopDeliveries: prepared.shops.map((shop) => ({ shopId: shop.shopId, deliveryKobo: shop.deliveryKobo })),
      delivery: prepared.delivery,
      cartKey: prepared.cartKey,
      split,
      promoCode: discount?.code ?? null,
      discountKobo,
    });
    return this.startedView(payment, user);
  }

  /**
   * An order for later (issue 38 item 4, decision 128): the slot recomputed on the server against every shop's
   * hours and preparation time (400 naming the shop), and when each shop's part enters its New orders.
   */
  private slotFor(
    slot: Date,
    lines: readonly { shopId: string; shopName: string; shopHours: CartLineRow['shopHours']; prepMinutes: number }[],
  ): NonNullable<DeliveryDetails['slot']> {
    const shops = [...new Map(lines.map((line) => [line.shopId, line])).values()];
    const problem = slotProblem(
      slot,
      shops.map((shop) => ({ name: shop.shopName, hours: shop.shopHours, prepMinutes: shop.prepMinutes })),
      this.now(),
    );
    if (problem) throw new InvalidError(problem, 'slotAt');
    return {
      at: slot.toISOString(),
      shops: shops.map((shop) => ({ shopId: shop.shopId, newAt: entersNewAt(slot, shop.prepMinutes).toISOString() })),
    };
  }

  private deliveryDetails(user: UserRow, details: DeliveryDetailsInput): DeliveryDetails {
    const hall = details.hall ? details.hall : user.hall;
    if (details.hall && !(HALLS as readonly string[]).includes(details.hall)) throw new InvalidError(MESSAGES.selectHall, 'hall');
    return { hall, room: details.room ?? '', note: details.note ?? '' };
  }

  private startedView(payment: PaymentRow, user: UserRow): InitializePaymentResponse {
    return {
      reference: payment.reference,
      accessCode: payment.accessCode ?? '',
      authorizationUrl: payment.authorizationUrl ?? '',
      amount: payment.amountKobo,
      currency: 'NGN',
      email: user.email,
      publicKey: this.config.payment.publicKey,
      provider: this.provider.name,
    };
  }

  /** POST payment/verify: asks the provider about the owner's reference and records the verdict. */
  async verify(user: UserRow, reference: string): Promise<VerifyPaymentResponse> {
    const payment = await this.payments.find(reference);
    if (!payment || payment.userId !== user.id) throw new NotFoundError(PAYMENT_MESSAGES.notFound);
    const verdict = await this.confirmWithProvider(payment);
    return verdict === 'success' ? { status: 'success' } : { status: verdict, message: MESSAGES.paymentVerificationFailed };
  }

  /**
   * Reconciliation's first step (issue 19, workflows/reconcile-payments.ts): the payments still pending
   * `olderThanMs` after they started, oldest first, at most `limit`.
   */
  async stalePending(olderThanMs: number, limit: number): Promise<PaymentRow[]> {
    return this.payments.pendingBefore(new Date(this.now().getTime() - olderThanMs), limit);
  }

  /** The provider's verdict on a payment, recorded (502 UpstreamError while the provider is down). */
  async confirm(payment: PaymentRow): Promise<PaymentVerdict> {
    return this.confirmWithProvider(payment);
  }

  /**
   * A pending payment the provider did not see paid ends `failed` or `abandoned`, which frees its cart for a new
   * payment (a later charge.success webhook still makes the order). True when this call ended it (its holds are
   * then the caller's to give back); false when it had already moved on (paid meanwhile, say).
   */
  async endUnpaid(reference: string, verdict: Exclude<PaymentVerdict, 'success'>): Promise<boolean> {
    return this.payments.setStatus(reference, verdict === 'failed' ? 'failed' : 'abandoned', null);
  }

  private async confirmWithProvider(payment: PaymentRow): Promise<PaymentVerdict> {
    if (payment.status === 'success') return 'success';
    let answer;
    try {
      answer = await this.provider.verify(payment.reference);
    } catch (error) {
      if (error instanceof PaymentProviderError && error.notFound) return 'failed';
      if (error instanceof PaymentProviderError) throw new UpstreamError(PAYMENT_MESSAGES.failedToVerify);
      throw error;
    }
    const verdict = judgeProviderTransaction(payment, answer);
    if (verdict === 'success') await this.payments.setStatus(payment.reference, 'success', this.now());
    else if (answer.status === 'failed' || answer.status === 'abandoned') {
      if (await this.payments.setStatus(payment.reference, answer.status, null)) await this.holds.release(payment.reference);
    }
    return verdict;
  }

  /**
   * POST payment/webhook: only a body signed with our secret key counts (checked before anything
   * is read or written). The event is stored by its id and its work queued (answered fast); a
   * replayed event finds its row and does nothing. Unknown events are kept too.
   */
  async handleWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<{ received: true }> {
    if (!isValidWebhookSignature(rawBody, headers[SIGNATURE_HEADER], this.config.payment.secretKey))
      throw new UnauthenticatedError(PAYMENT_MESSAGES.badSignature);
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new InvalidError(PAYMENT_MESSAGES.badWebhookBody);
    }
    const parsed = anyEventSchema.safeParse(json);
    if (!parsed.success) throw new InvalidError(PAYMENT_MESSAGES.badWebhookBody);
    const id = webhookEventId(parsed.data, rawBody);
    const stored = await this.moneyRepository.storeWebhook({
      id,
      event: parsed.data.event,
      payload: parsed.data as unknown as Record<string, unknown>,
      receivedAt: this.now(),
    });
    // A replay of an event whose work never got queued (a crash between the two) queues it now; the key keeps it once.
    if (stored || (await this.moneyRepository.webhook(id))?.outcome === 'received') await this.jobs.enqueue(WEBHOOK_QUEUE, id, { id });
    return { received: true };
  }

  /** The webhook job: does a stored event's work once, and records what became of it. */
  async processWebhook(id: string, log: WebhookLog): Promise<void> {
    const row = await this.moneyRepository.webhook(id);
    if (!row || row.outcome !== 'received') return;
    const body = anyEventSchema.parse(row.payload);
    let handled = false;
    if (body.event === 'charge.success') handled = await this.chargeSucceeded(body.data, log);
    else if (body.event === 'refund.processed' || body.event === 'refund.failed') {
      const data = refundDataSchema.safeParse(body.data);
      if (data.success) {
        handled = await this.money.refundSettled(body.event === 'refund.processed' ? 'processed' : 'failed', {
          reference: data.data.transaction_reference,
          providerRefundId: data.data.id === null || data.data.id === undefined ? null : String(data.data.id),
          amountKobo: data.data.amount ?? null,
        });
        if (!handled) log.warn({ id, reference: data.data.transaction_reference }, `${body.event} for no refund of ours: kept, ignored`);
      }
    } else log.warn({ id, event: body.event }, 'webhook event not handled (transfer.* and others come later): kept, ignored');
    await this.moneyRepository.setWebhookOutcome(id, handled ? 'handled' : 'ignored', this.now());
  }

  /** A `charge.success` whose amount and currency match a payment marks it paid and creates its order if none exists. */
  private async chargeSucceeded(raw: Record<string, unknown>, log: WebhookLog): Promise<boolean> {
    const parsed = chargeDataSchema.safeParse(raw);
    if (!parsed.success) {
      log.warn({ issue: parsed.error.issues[0]?.message }, 'charge.success without the fields we read: kept, ignored');
      return false;
    }
    const data = parsed.data;
    const payment = await this.payments.find(data.reference);
    if (!payment) {
      log.warn({ reference: data.reference }, 'webhook for an unknown payment reference ignored');
      return false;
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
      return false;
    }
    await this.payments.setStatus(payment.reference, 'success', this.now());
    await this.orders.createFromPaidSnapshot(payment.reference);
    if (data.fees) await this.money.recordFee(payment.reference, data.fees);
    return true;
  }
}
