import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  PaymentProviderError,
  type InitializeRequest,
  type InitializedTransaction,
  type PaymentProvider,
  type ProviderTransaction,
} from './payment-provider';

/** One emulated Paystack transaction. */
export interface SandboxTransaction {
  reference: string;
  accessCode: string;
  amountKobo: number;
  currency: string;
  email: string;
  /** Paystack's words: abandoned until the shopper acts, then success or failed. */
  status: 'abandoned' | 'success' | 'failed';
  createdAt: string;
  paidAt: string | null;
  /** Whether our own webhook endpoint acknowledged the charge.success event (Paystack retries until it does). */
  webhookDelivered: boolean;
  /** Set by POST /refund; the refund.processed event follows. */
  refundedAt?: string | null;
  refundWebhookDelivered?: boolean;
}

/**
 * The provider's side of the offline sandbox (DESIGN §8): a ledger of transactions kept in
 * DATA_DIR so that, like Paystack's, it survives a crash or restart of our server.
 */
export class SandboxLedger {
  private readonly transactions = new Map<string, SandboxTransaction>();
  private readonly file: string;

  constructor(
    dataDir: string,
    private readonly now: () => Date,
  ) {
    this.file = path.join(dataDir, 'sandbox-payments.json');
    try {
      const stored = JSON.parse(fs.readFileSync(this.file, 'utf8')) as SandboxTransaction[];
      for (const transaction of stored) this.transactions.set(transaction.reference, transaction);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  create(request: InitializeRequest): SandboxTransaction {
    const transaction: SandboxTransaction = {
      reference: request.reference,
      accessCode: `sbx_${randomBytes(12).toString('hex')}`,
      amountKobo: request.amountKobo,
      currency: request.currency,
      email: request.email,
      status: 'abandoned',
      createdAt: this.now().toISOString(),
      paidAt: null,
      webhookDelivered: false,
    };
    this.transactions.set(transaction.reference, transaction);
    this.save();
    return transaction;
  }

  byReference(reference: string): SandboxTransaction | undefined {
    return this.transactions.get(reference);
  }

  byAccessCode(accessCode: string): SandboxTransaction | undefined {
    for (const transaction of this.transactions.values()) if (transaction.accessCode === accessCode) return transaction;
    return undefined;
  }

  /** The shopper's choice on the checkout page; a completed transaction cannot change any more. */
  settle(accessCode: string, outcome: 'success' | 'failed' | 'abandoned'): SandboxTransaction | undefined {
    const transaction = this.byAccessCode(accessCode);
    if (!transaction) return undefined;
    if (transaction.status === 'success') return transaction;
    transaction.status = outcome;
    if (outcome === 'success') transaction.paidAt = this.now().toISOString();
    this.save();
    return transaction;
  }

  markWebhookDelivered(reference: string): void {
    const transaction = this.transactions.get(reference);
    if (!transaction || transaction.webhookDelivered) return;
    transaction.webhookDelivered = true;
    this.save();
  }

  /** Paystack's refund: only a successful charge, and only once. */
  refund(reference: string): SandboxTransaction {
    const transaction = this.transactions.get(reference);
    if (!transaction) throw new PaymentProviderError('Transaction reference not found', true);
    if (transaction.status !== 'success') throw new PaymentProviderError('Transaction has not been paid');
    if (transaction.refundedAt) throw new PaymentProviderError('Transaction has been fully reversed');
    transaction.refundedAt = this.now().toISOString();
    transaction.refundWebhookDelivered = false;
    this.save();
    return transaction;
  }

  markRefundWebhookDelivered(reference: string): void {
    const transaction = this.transactions.get(reference);
    if (!transaction || transaction.refundWebhookDelivered !== false) return;
    transaction.refundWebhookDelivered = true;
    this.save();
  }

  /** Refunds whose refund.processed our server never acknowledged. */
  undeliveredRefunds(): SandboxTransaction[] {
    return [...this.transactions.values()].filter((t) => t.refundedAt && t.refundWebhookDelivered === false);
  }

  /** Successful charges whose webhook our server never acknowledged. */
  undelivered(): SandboxTransaction[] {
    return [...this.transactions.values()].filter((t) => t.status === 'success' && !t.webhookDelivered);
  }

  /** Written whole to a temporary file and renamed, so a crash never leaves half a ledger. */
  private save(): void {
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify([...this.transactions.values()]));
    fs.renameSync(temporary, this.file);
  }
}

/** Where the sandbox serves its checkout page (one per access code). */
export const SANDBOX_CHECKOUT_PATH = '/sandbox/checkout';

/** Paystack's initialize and verify, emulated offline over the ledger. */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(
    readonly ledger: SandboxLedger,
    private readonly onRefund: (reference: string) => void = () => {},
  ) {}

  async initialize(request: InitializeRequest): Promise<InitializedTransaction> {
    const transaction = this.ledger.create(request);
    return {
      accessCode: transaction.accessCode,
      authorizationUrl: `${request.storeOrigin.replace(/\/$/, '')}${SANDBOX_CHECKOUT_PATH}/${transaction.accessCode}`,
    };
  }

  async verify(reference: string): Promise<ProviderTransaction> {
    const transaction = this.ledger.byReference(reference);
    if (!transaction) throw new PaymentProviderError('Transaction reference not found', true);
    return {
      reference,
      status: transaction.refundedAt ? 'reversed' : transaction.status,
      amountKobo: transaction.amountKobo,
      currency: transaction.currency,
    };
  }

  async refund(reference: string, amountKobo: number): Promise<void> {
    const transaction = this.ledger.byReference(reference);
    if (transaction && transaction.amountKobo !== amountKobo) throw new PaymentProviderError('Refund amount must equal the charge');
    this.ledger.refund(reference);
    this.onRefund(reference);
  }
}
