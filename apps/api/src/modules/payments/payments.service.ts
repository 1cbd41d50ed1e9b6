import { createHash } from 'node:crypto';
import {
  HALLS,
  MESSAGES,
  formatKobo,
  entersNewAt,
  normalizePromoCode,
  providerSplitOf,
  slotProblem,
  shopStatus,
  shopUnavailableCheckoutMessage,
  type DeliveryDetailsInput,
  type InitializePaymentResponse,
  type PaymentSplit,
} from '@campus/contract';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import type { CartSnapshotLine, DeliveryDetails } from '../../db/schema';
import { ConflictError, InvalidError, NotFoundError, UnauthenticatedError, UpstreamError } from '../../errors/domain-errors';
import type { CartModule } from '../cart/cart.module';
import type { PricedLine } from '../cart/priced-cart';
import type { JobQueue } from '../jobs/job-queue';
import type { UserRow } from '../users/user-row';
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

/** What a checkout charges and each shop's part of it, before the split says who gets what. */
export interface CheckoutCharge {
  amountKobo: number;
  shops: { shopId: string; itemsKobo: number; deliveryKobo: number; shopDiscountKobo?: number; marketDiscountKobo?: number }[];
}

/** The provider's verdict on a payment, and whether this call ended it unpaid (its holds are then the caller's to give back). */
export interface PaymentConfirmation {
  verdict: PaymentVerdict;
  ended: boolean;
}

/** A stored webhook event still to be worked, as workflows/payment-webhook.ts reads it. */
export type WebhookWork =
  | { kind: 'charge'; data: Record<string, unknown> }
  | {
      kind: 'refund';
      event: 'refund.processed' | 'refund.failed';
      /** Null when the event lacks the fields we read. */
      refund: { reference: string; providerRefundId: string | null; amountKobo: number | null } | null;
    }
  | { kind: 'other'; event: string };

type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface WebhookLog {
  warn(object: object, message: string): void;
}

/**
 * Payments with the provider: starts them for a priced cart, judges the provider's answers and keeps its
 * webhook events. What a paid charge becomes (an order, the ledger) is the workflows' (workflows/README.md).
 */
export class PaymentsService {
  constructor(
    private readonly config: AppConfig,
    private readonly provider: PaymentProvider,
    private readonly payments: PaymentsRepository,
    private readonly cart: Pick<CartModule, 'pricedForCheckout'>,
    private readonly jobs: JobQueue,
    private readonly now: () => Date,
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
    // A product deleted or a shop suspended since the shopper last saw the cart: the cart says so (409).
    const priced = await this.cart.pricedForCheckout(user.id);
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
   * What the prepared checkout charges once the code's discount is off (400 when nothing is left to pay), and each
   * shop's part, saying who pays for its discount (issue 38 item 3): the shop for its own code, the market for
   * the operator's. The money module splits it (workflows/checkout.ts).
   */
  chargeOf(prepared: PreparedCheckout, discount: CheckoutDiscount | null = null): CheckoutCharge {
    const amountKobo = prepared.totalKobo - (discount?.discountKobo ?? 0);
    if (amountKobo <= 0) throw new InvalidError(PAYMENT_MESSAGES.nothingToPay);
    return {
      amountKobo,
      shops: prepared.shops.map((shop) => {
        const off = discount?.perShop.find((entry) => entry.shopId === shop.shopId)?.discountKobo ?? 0;
        if (!discount || off === 0) return shop;
        return { ...shop, ...(discount.funder === 'shop' ? { shopDiscountKobo: off } : { marketDiscountKobo: off }) };
      }),
    };
  }

  /**
   * POST payment/initialize, last step: opens a provider transaction for the charge (§9: kobo) with each shop's
   * share (issue 21) and stores the pending payment. A parallel request for the same cart may have won: then
   * its payment is the answer (another reference than the prepared one) and ours is never paid.
   */
  async openCheckout(
    prepared: PreparedCheckout,
    storeOrigin: string,
    discount: CheckoutDiscount | null,
    charge: CheckoutCharge,
    split: PaymentSplit,
  ): Promise<InitializePaymentResponse> {
    const { user, reference } = prepared;
    const discountKobo = discount?.discountKobo ?? 0;
    const { amountKobo } = charge;
    let started;
    try {
      started = await this.provider.initialize({
        reference,
        amountKobo,
        currency: 'NGN',
        email: user.email,
        storeOrigin,
        metadata: { userId: user.id },
        split: providerSplitOf(split),
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
    lines: readonly { shopId: string; shopName: string; shopHours: PricedLine['shopHours']; prepMinutes: number }[],
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

  /** The shopper's own payment; anyone else's is "not found" (POST payment/verify). */
  async ownPayment(user: Pick<UserRow, 'id'>, reference: string): Promise<PaymentRow> {
    const payment = await this.payments.find(reference);
    if (!payment || payment.userId !== user.id) throw new NotFoundError(PAYMENT_MESSAGES.notFound);
    return payment;
  }

  /**
   * Reconciliation's first step (issue 19, workflows/reconcile-payments.ts): the payments still pending
   * `olderThanMs` after they started, oldest first, at most `limit`.
   */
  async stalePending(olderThanMs: number, limit: number): Promise<PaymentRow[]> {
    return this.payments.pendingBefore(new Date(this.now().getTime() - olderThanMs), limit);
  }

  /**
   * The provider's verdict on a payment, recorded (502 UpstreamError while the provider is down): paid marks it
   * `success`; the provider's own failed or abandoned ends it so, and `ended` says this call did.
   */
  async confirm(payment: PaymentRow): Promise<PaymentConfirmation> {
    if (payment.status === 'success') return { verdict: 'success', ended: false };
    let answer;
    try {
      answer = await this.provider.verify(payment.reference);
    } catch (error) {
      if (error instanceof PaymentProviderError && error.notFound) return { verdict: 'failed', ended: false };
      if (error instanceof PaymentProviderError) throw new UpstreamError(PAYMENT_MESSAGES.failedToVerify);
      throw error;
    }
    const verdict = judgeProviderTransaction(payment, answer);
    if (verdict === 'success') await this.payments.setStatus(payment.reference, 'success', this.now());
    else if (answer.status === 'failed' || answer.status === 'abandoned')
      return { verdict, ended: await this.payments.setStatus(payment.reference, answer.status, null) };
    return { verdict, ended: false };
  }

  /** Order creation's lock (workflows/place-order.ts): the payment's row, held until the transaction ends. */
  async lockForOrder(reference: string, tx: Executor): Promise<PaymentRow | undefined> {
    return this.payments.lock(reference, tx);
  }

  /** The shopper's most recently verified payment that no order has used yet. */
  async latestPaidWithoutOrder(userId: string): Promise<PaymentRow | undefined> {
    return this.payments.latestUnconsumedSuccess(userId);
  }

  /** The order another payment of the same checkout already made (a duplicate charge), if any. */
  async paidTwinOrder(payment: PaymentRow, tx: Executor) {
    return this.payments.paidTwinOrder(payment, tx);
  }

  /**
   * A pending payment the provider did not see paid ends `failed` or `abandoned`, which frees its cart for a new
   * payment (a later charge.success webhook still makes the order). True when this call ended it (its holds are
   * then the caller's to give back); false when it had already moved on (paid meanwhile, say).
   */
  async endUnpaid(reference: string, verdict: Exclude<PaymentVerdict, 'success'>): Promise<boolean> {
    return this.payments.setStatus(reference, verdict === 'failed' ? 'failed' : 'abandoned', null);
  }

  /** The webhook area's guard and the handler's own check (decision 095): signed with our secret key, or 401. */
  assertSignedWebhook(rawBody: Buffer, headers: WebhookHeaders): void {
    if (!isValidWebhookSignature(rawBody, headers[SIGNATURE_HEADER], this.config.payment.secretKey))
      throw new UnauthenticatedError(PAYMENT_MESSAGES.badSignature);
  }

  /**
   * POST payment/webhook: only a body signed with our secret key counts (checked before anything
   * is read or written). The event is stored by its id and its work queued (answered fast); a
   * replayed event finds its row and does nothing. Unknown events are kept too.
   */
  async handleWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<{ received: true }> {
    this.assertSignedWebhook(rawBody, headers);
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new InvalidError(PAYMENT_MESSAGES.badWebhookBody);
    }
    const parsed = anyEventSchema.safeParse(json);
    if (!parsed.success) throw new InvalidError(PAYMENT_MESSAGES.badWebhookBody);
    const id = webhookEventId(parsed.data, rawBody);
    const stored = await this.payments.storeWebhook({
      id,
      event: parsed.data.event,
      payload: parsed.data as unknown as Record<string, unknown>,
      receivedAt: this.now(),
    });
    // A replay of an event whose work never got queued (a crash between the two) queues it now; the key keeps it once.
    if (stored || (await this.payments.webhook(id))?.outcome === 'received') await this.jobs.enqueue(WEBHOOK_QUEUE, id, { id });
    return { received: true };
  }

  /** The webhook job's first step: a stored event not yet worked, read; null when it was worked already. */
  async receivedWebhook(id: string): Promise<WebhookWork | null> {
    const row = await this.payments.webhook(id);
    if (!row || row.outcome !== 'received') return null;
    const body = anyEventSchema.parse(row.payload);
    if (body.event === 'charge.success') return { kind: 'charge', data: body.data };
    if (body.event === 'refund.processed' || body.event === 'refund.failed') {
      const data = refundDataSchema.safeParse(body.data);
      return {
        kind: 'refund',
        event: body.event,
        refund: data.success
          ? {
              reference: data.data.transaction_reference,
              providerRefundId: data.data.id === null || data.data.id === undefined ? null : String(data.data.id),
              amountKobo: data.data.amount ?? null,
            }
          : null,
      };
    }
    return { kind: 'other', event: body.event };
  }

  /** The webhook job's last step: what became of the event. */
  async webhookWorked(id: string, handled: boolean): Promise<void> {
    await this.payments.setWebhookOutcome(id, handled ? 'handled' : 'ignored', this.now());
  }

  /**
   * A `charge.success` whose amount and currency match a payment marks it paid; its reference and the provider's
   * fee are the answer (the order and the ledger follow in workflows/payment-webhook.ts). Null, with a warning,
   * when the event lacks what we read, names no payment of ours or does not match it.
   */
  async acceptCharge(raw: Record<string, unknown>, log: WebhookLog): Promise<{ reference: string; feeKobo: number | null } | null> {
    const parsed = chargeDataSchema.safeParse(raw);
    if (!parsed.success) {
      log.warn({ issue: parsed.error.issues[0]?.message }, 'charge.success without the fields we read: kept, ignored');
      return null;
    }
    const data = parsed.data;
    const payment = await this.payments.find(data.reference);
    if (!payment) {
      log.warn({ reference: data.reference }, 'webhook for an unknown payment reference ignored');
      return null;
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
      return null;
    }
    await this.payments.setStatus(payment.reference, 'success', this.now());
    return { reference: payment.reference, feeKobo: data.fees ?? null };
  }
}
