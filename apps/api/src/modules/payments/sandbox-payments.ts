import { signWebhook } from './webhook-signature';
import type { SandboxLedger } from './sandbox.provider';
import { SandboxProvider, type SandboxTransaction } from './sandbox.provider';

/** Posts a signed webhook body to our own endpoint and returns the HTTP status it answered. */
export type WebhookPoster = (rawBody: string, signature: string) => Promise<number>;

/** Paystack sends the event a moment after the charge; the browser's own verify usually races it. */
export const SANDBOX_WEBHOOK_DELAY_MS = 1000;

/**
 * The offline sandbox (DESIGN §8): the emulated provider, the shopper's choices on its checkout
 * page, and `charge.success` webhooks signed with the secret key like Paystack's, retried on the
 * next start when our server never acknowledged them (it crashed, say).
 */
export class SandboxPayments {
  readonly provider: SandboxProvider;
  private poster: WebhookPoster | null = null;
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    readonly ledger: SandboxLedger,
    private readonly secretKey: string,
    private readonly webhookDelayMs = SANDBOX_WEBHOOK_DELAY_MS,
  ) {
    this.provider = new SandboxProvider(ledger, (reference) => this.schedule(reference, this.webhookDelayMs, 'refund'));
  }

  /** Connects the sandbox to the app's webhook endpoint and redelivers what a previous run left unacknowledged. */
  start(poster: WebhookPoster): void {
    this.poster = poster;
    for (const transaction of this.ledger.undelivered()) this.schedule(transaction.reference, 0);
    for (const transaction of this.ledger.undeliveredRefunds()) this.schedule(transaction.reference, 0, 'refund');
  }

  /** The shopper pressed Pay, Decline or Cancel on the checkout page. */
  act(accessCode: string, action: 'pay' | 'decline' | 'cancel'): SandboxTransaction | undefined {
    const outcome = action === 'pay' ? 'success' : action === 'decline' ? 'failed' : 'abandoned';
    const transaction = this.ledger.settle(accessCode, outcome);
    if (transaction?.status === 'success' && !transaction.webhookDelivered) this.schedule(transaction.reference, this.webhookDelayMs);
    return transaction;
  }

  /** Sends every pending webhook now and waits for the answers (tests, shutdown). */
  async flush(): Promise<void> {
    for (const [reference, timer] of this.timers) {
      clearTimeout(timer);
      this.timers.delete(reference);
      this.track(this.deliver(reference));
    }
    await Promise.all([...this.inFlight]);
  }

  /** Stops the timers; undelivered events stay in the ledger for the next start. */
  async stop(): Promise<void> {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.all([...this.inFlight]);
    this.poster = null;
  }

  /** The event body Paystack would send for this charge. */
  static chargeSuccessEvent(transaction: SandboxTransaction): string {
    return JSON.stringify({
      event: 'charge.success',
      data: {
        id: Number.parseInt(transaction.accessCode.slice(-8), 16),
        domain: 'test',
        status: 'success',
        reference: transaction.reference,
        amount: transaction.amountKobo,
        currency: transaction.currency,
        gateway_response: 'Successful',
        paid_at: transaction.paidAt,
        created_at: transaction.createdAt,
        channel: 'card',
        customer: { email: transaction.email },
      },
    });
  }

  /** The event body Paystack sends when a refund went through. */
  static refundProcessedEvent(transaction: SandboxTransaction): string {
    return JSON.stringify({
      event: 'refund.processed',
      data: {
        status: 'processed',
        transaction_reference: transaction.reference,
        amount: transaction.amountKobo,
        currency: transaction.currency,
        refunded_at: transaction.refundedAt,
        customer: { email: transaction.email },
      },
    });
  }

  /** Timers are keyed by event kind and reference ("charge:REF", "refund:REF"). */
  private schedule(reference: string, delayMs: number, kind: 'charge' | 'refund' = 'charge'): void {
    const key = `${kind}:${reference}`;
    if (this.timers.has(key)) return;
    const timer = setTimeout(() => {
      this.timers.delete(key);
      this.track(this.deliver(key));
    }, delayMs);
    timer.unref();
    this.timers.set(key, timer);
  }

  private track(delivery: Promise<void>): void {
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery));
  }

  private async deliver(key: string): Promise<void> {
    const refund = key.startsWith('refund:');
    const reference = key.slice(key.indexOf(':') + 1);
    const transaction = this.ledger.byReference(reference);
    if (!transaction || !this.poster) return;
    if (refund ? transaction.refundWebhookDelivered !== false : transaction.webhookDelivered) return;
    const body = refund ? SandboxPayments.refundProcessedEvent(transaction) : SandboxPayments.chargeSuccessEvent(transaction);
    try {
      const status = await this.poster(body, signWebhook(body, this.secretKey));
      if (status === 200 && refund) this.ledger.markRefundWebhookDelivered(reference);
      else if (status === 200) this.ledger.markWebhookDelivered(reference);
    } catch {
      // Left undelivered: the next start sends it again, as Paystack retries.
    }
  }
}
