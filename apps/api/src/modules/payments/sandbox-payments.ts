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
    this.provider = new SandboxProvider(ledger);
  }

  /** Connects the sandbox to the app's webhook endpoint and redelivers what a previous run left unacknowledged. */
  start(poster: WebhookPoster): void {
    this.poster = poster;
    for (const transaction of this.ledger.undelivered()) this.schedule(transaction.reference, 0);
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

  private schedule(reference: string, delayMs: number): void {
    if (this.timers.has(reference)) return;
    const timer = setTimeout(() => {
      this.timers.delete(reference);
      this.track(this.deliver(reference));
    }, delayMs);
    timer.unref();
    this.timers.set(reference, timer);
  }

  private track(delivery: Promise<void>): void {
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery));
  }

  private async deliver(reference: string): Promise<void> {
    const transaction = this.ledger.byReference(reference);
    if (!transaction || transaction.webhookDelivered || !this.poster) return;
    const body = SandboxPayments.chargeSuccessEvent(transaction);
    try {
      const status = await this.poster(body, signWebhook(body, this.secretKey));
      if (status === 200) this.ledger.markWebhookDelivered(reference);
    } catch {
      // Left undelivered: the next start sends it again, as Paystack retries.
    }
  }
}
