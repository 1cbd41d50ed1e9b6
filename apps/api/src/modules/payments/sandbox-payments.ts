import { paystackFeeKobo } from '@campus/contract';
import { signWebhook } from './webhook-signature';
import type { SandboxLedger, SandboxRefund, SandboxTransaction } from './sandbox.provider';
import { SandboxProvider } from './sandbox.provider';

/** Posts a signed webhook body to our own endpoint and returns the HTTP status it answered. */
export type WebhookPoster = (rawBody: string, signature: string) => Promise<number>;

/** Paystack sends the event a moment after the charge; the browser's own verify usually races it. */
export const SANDBOX_WEBHOOK_DELAY_MS = 1000;

/**
 * The offline sandbox (DESIGN §8): the emulated provider, the shopper's choices on its checkout
 * page, and `charge.success` / `refund.processed` / `refund.failed` webhooks signed with the secret
 * key like Paystack's, retried on the next start when our server never acknowledged them.
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
    this.provider = new SandboxProvider(ledger, (refundId) => this.schedule(`refund:${refundId}`, this.webhookDelayMs));
  }

  /** Connects the sandbox to the app's webhook endpoint and redelivers what a previous run left unacknowledged. */
  async start(poster: WebhookPoster): Promise<void> {
    this.poster = poster;
    for (const transaction of await this.ledger.undelivered()) this.schedule(`charge:${transaction.reference}`, 0);
    for (const refund of await this.ledger.undeliveredRefunds()) this.schedule(`refund:${refund.id}`, 0);
  }

  /** The shopper pressed Pay, Decline or Cancel on the checkout page. */
  async act(accessCode: string, action: 'pay' | 'decline' | 'cancel'): Promise<SandboxTransaction | undefined> {
    const outcome = action === 'pay' ? 'success' : action === 'decline' ? 'failed' : 'abandoned';
    const transaction = await this.ledger.settle(accessCode, outcome);
    if (transaction?.status === 'success' && !transaction.webhookDelivered)
      this.schedule(`charge:${transaction.reference}`, this.webhookDelayMs);
    return transaction;
  }

  /** Sends every pending webhook now and waits for the answers (tests, shutdown). */
  async flush(): Promise<void> {
    for (const [key, timer] of this.timers) {
      clearTimeout(timer);
      this.timers.delete(key);
      this.track(this.deliver(key));
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

  /** The event body Paystack would send for this charge (its `fees` as Paystack would take them). */
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
        paid_at: transaction.paidAt?.toISOString() ?? null,
        created_at: transaction.createdAt.toISOString(),
        channel: 'card',
        fees: paystackFeeKobo(transaction.amountKobo),
        customer: { email: transaction.email },
        ...(transaction.split ? { split: transaction.split } : {}),
      },
    });
  }

  /** The event body Paystack sends when a refund went through (refund.processed) or could not (refund.failed). */
  static refundEvent(refund: SandboxRefund, transaction: SandboxTransaction): string {
    return JSON.stringify({
      event: refund.status === 'failed' ? 'refund.failed' : 'refund.processed',
      data: {
        id: refund.id,
        status: refund.status,
        transaction_reference: refund.reference,
        refund_reference: `rfnd_sbx_${refund.id}`,
        amount: refund.amountKobo,
        currency: transaction.currency,
        processor: 'sandbox',
        customer: { email: transaction.email },
        domain: 'test',
      },
    });
  }

  /** Timers are keyed by event kind and reference or refund id ("charge:REF", "refund:12"). */
  private schedule(key: string, delayMs: number): void {
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
    const poster = this.poster;
    if (!poster) return;
    try {
      if (key.startsWith('refund:')) {
        const refund = await this.ledger.refundById(Number(key.slice('refund:'.length)));
        const transaction = refund && (await this.ledger.byReference(refund.reference));
        if (!refund || !transaction || refund.webhookDelivered) return;
        const body = SandboxPayments.refundEvent(refund, transaction);
        if ((await poster(body, signWebhook(body, this.secretKey))) === 200) await this.ledger.markRefundWebhookDelivered(refund.id);
        return;
      }
      const transaction = await this.ledger.byReference(key.slice('charge:'.length));
      if (!transaction || transaction.webhookDelivered) return;
      const body = SandboxPayments.chargeSuccessEvent(transaction);
      if ((await poster(body, signWebhook(body, this.secretKey))) === 200) await this.ledger.markWebhookDelivered(transaction.reference);
    } catch {
      // Left undelivered: the next start sends it again, as Paystack retries.
    }
  }
}
