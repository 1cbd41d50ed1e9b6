import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Bank } from '@campus/contract';
import type { Database } from '../../db/client';
import { sandboxRefunds, sandboxSubaccounts, sandboxTransactions } from '../../db/schema';
import {
  PaymentProviderError,
  type InitializeRequest,
  type InitializedTransaction,
  type PaymentProvider,
  type ProviderRefund,
  type ProviderRefundRecord,
  type ProviderSettlement,
  type ProviderTransaction,
  type ResolvedBankAccount,
  type SettlementQuery,
  type SubaccountRequest,
} from './payment-provider';
import { sandboxSettlements } from './sandbox-settlements';

/** One emulated Paystack transaction. */
export type SandboxTransaction = typeof sandboxTransactions.$inferSelect;
export type SandboxRefund = typeof sandboxRefunds.$inferSelect;

/** The sandbox's banks (a few of Paystack's real codes). */
export const SANDBOX_BANKS: readonly Bank[] = [
  { code: '044', name: 'Access Bank' },
  { code: '011', name: 'First Bank of Nigeria' },
  { code: '058', name: 'Guaranty Trust Bank' },
  { code: '50211', name: 'Kuda Bank' },
  { code: '057', name: 'Zenith Bank' },
];

/** Test accounts that resolve to a name, keyed "bankCode:accountNumber"; any other account does not resolve. */
export const SANDBOX_ACCOUNTS: Readonly<Record<string, string>> = {
  '058:0123456789': 'MAMA PUT KITCHEN VENTURES',
  '044:0000000001': 'CAMPUS BOOKSHOP LIMITED',
  '057:1234567890': 'ADAEZE OKAFOR',
  '50211:2000000002': 'QUICK PRINTS ENTERPRISES',
};

/** A refund of exactly this amount (₦666.66) is accepted and then fails: its webhook is refund.failed. */
export const SANDBOX_FAILING_REFUND_KOBO = 66_666;
/** A refund of exactly ₦502.00 is made, then answered with a 502 (as a Paystack whose gateway fails after refunding). */
export const SANDBOX_REFUND_THEN_502_KOBO = 50_200;
/** A refund of exactly ₦504.00 is made, then never answered (as a Paystack that times out after refunding). */
export const SANDBOX_REFUND_THEN_TIMEOUT_KOBO = 50_400;

/**
 * The provider's side of the offline sandbox (DESIGN §8), kept in the database (issue 22): its
 * transactions, partial refunds and subaccounts survive a crash or restart of our server, and every
 * instance on one database sees the same ones.
 */
/**
 * References and access codes are letters, digits and `_ - . =` (what Paystack allows): anything else (a NUL byte from an
 * address, which the database would refuse with an error) is simply unknown, never a 500.
 */
function isSandboxKey(value: string): boolean {
  return /^[\w.=-]{1,200}$/.test(value);
}

export class SandboxLedger {
  constructor(
    private readonly db: Database,
    readonly now: () => Date,
  ) {}

  async create(request: InitializeRequest): Promise<SandboxTransaction> {
    const [row] = await this.db
      .insert(sandboxTransactions)
      .values({
        reference: request.reference,
        accessCode: `sbx_${randomBytes(12).toString('hex')}`,
        amountKobo: request.amountKobo,
        currency: request.currency,
        email: request.email,
        status: 'abandoned',
        split: request.split ?? null,
        createdAt: this.now(),
      })
      .returning();
    if (!row) throw new Error('insert into sandbox_transactions returned nothing');
    return row;
  }

  async byReference(reference: string): Promise<SandboxTransaction | undefined> {
    if (!isSandboxKey(reference)) return undefined;
    const [row] = await this.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, reference));
    return row;
  }

  async byAccessCode(accessCode: string): Promise<SandboxTransaction | undefined> {
    if (!isSandboxKey(accessCode)) return undefined;
    const [row] = await this.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.accessCode, accessCode));
    return row;
  }

  /** The shopper's choice on the checkout page; a completed transaction cannot change any more. */
  async settle(accessCode: string, outcome: 'success' | 'failed' | 'abandoned'): Promise<SandboxTransaction | undefined> {
    if (!isSandboxKey(accessCode)) return undefined;
    const [changed] = await this.db
      .update(sandboxTransactions)
      .set({ status: outcome, ...(outcome === 'success' ? { paidAt: this.now() } : {}) })
      .where(and(eq(sandboxTransactions.accessCode, accessCode), sql`${sandboxTransactions.status} <> 'success'`))
      .returning();
    return changed ?? this.byAccessCode(accessCode);
  }

  async markWebhookDelivered(reference: string): Promise<void> {
    await this.db.update(sandboxTransactions).set({ webhookDelivered: true }).where(eq(sandboxTransactions.reference, reference));
  }

  async refundedKobo(reference: string): Promise<number> {
    const [row] = await this.db
      .select({ total: sql<number>`coalesce(sum(${sandboxRefunds.amountKobo}), 0)::bigint` })
      .from(sandboxRefunds)
      .where(and(eq(sandboxRefunds.reference, reference), eq(sandboxRefunds.status, 'processed')));
    return Number(row?.total ?? 0);
  }

  /**
   * Paystack's refund: only a paid charge, partial or whole, never more than what is left of it.
   * Serialised per transaction by its row lock, so parallel refunds cannot overdraw it.
   */
  async refund(reference: string, amountKobo: number): Promise<SandboxRefund> {
    return this.db.transaction(async (tx) => {
      const [transaction] = await tx.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, reference)).for('update');
      if (!transaction) throw new PaymentProviderError('Transaction reference not found', true, 404);
      if (transaction.status !== 'success') throw new PaymentProviderError('Transaction has not been paid', false, 400);
      const [refunded] = await tx
        .select({ total: sql<number>`coalesce(sum(${sandboxRefunds.amountKobo}), 0)::bigint` })
        .from(sandboxRefunds)
        .where(and(eq(sandboxRefunds.reference, reference), eq(sandboxRefunds.status, 'processed')));
      const left = transaction.amountKobo - Number(refunded?.total ?? 0);
      if (left <= 0) throw new PaymentProviderError('Transaction has been fully reversed', false, 400);
      if (!Number.isSafeInteger(amountKobo) || amountKobo <= 0 || amountKobo > left)
        throw new PaymentProviderError('Refund amount cannot be more than the unrefunded transaction amount', false, 400);
      const status = amountKobo === SANDBOX_FAILING_REFUND_KOBO ? 'failed' : 'processed';
      const [row] = await tx.insert(sandboxRefunds).values({ reference, amountKobo, status, createdAt: this.now() }).returning();
      if (!row) throw new Error('insert into sandbox_refunds returned nothing');
      return row;
    });
  }

  async refundById(id: number): Promise<SandboxRefund | undefined> {
    const [row] = await this.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.id, id));
    return row;
  }

  async refundsOf(reference: string): Promise<SandboxRefund[]> {
    return this.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.reference, reference)).orderBy(asc(sandboxRefunds.id));
  }

  async markRefundWebhookDelivered(id: number): Promise<void> {
    await this.db.update(sandboxRefunds).set({ webhookDelivered: true }).where(eq(sandboxRefunds.id, id));
  }

  /** Refunds whose refund.* event our server never acknowledged. */
  async undeliveredRefunds(): Promise<SandboxRefund[]> {
    return this.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.webhookDelivered, false));
  }

  /** Successful charges whose webhook our server never acknowledged. */
  async undelivered(): Promise<SandboxTransaction[]> {
    return this.db
      .select()
      .from(sandboxTransactions)
      .where(and(eq(sandboxTransactions.status, 'success'), eq(sandboxTransactions.webhookDelivered, false)));
  }

  async createSubaccount(request: SubaccountRequest): Promise<string> {
    const code = `ACCT_sbx${randomBytes(6).toString('hex')}`;
    await this.db.insert(sandboxSubaccounts).values({
      code,
      businessName: request.businessName,
      bankCode: request.bankCode,
      accountNumber: request.accountNumber,
      percentageCharge: String(request.percentageCharge),
      createdAt: this.now(),
    });
    return code;
  }

  /** Successful charges paid in [from, to), with their split: what the sandbox settles (sandbox-settlements.ts). */
  async paidBetween(from: Date, to: Date): Promise<Pick<SandboxTransaction, 'reference' | 'split' | 'paidAt'>[]> {
    return this.db
      .select({ reference: sandboxTransactions.reference, split: sandboxTransactions.split, paidAt: sandboxTransactions.paidAt })
      .from(sandboxTransactions)
      .where(and(eq(sandboxTransactions.status, 'success'), gte(sandboxTransactions.paidAt, from), lt(sandboxTransactions.paidAt, to)));
  }

  async subaccountExists(code: string): Promise<boolean> {
    const [row] = await this.db.select({ code: sandboxSubaccounts.code }).from(sandboxSubaccounts).where(eq(sandboxSubaccounts.code, code));
    return row !== undefined;
  }
}

/** Where the sandbox serves its checkout page (one per access code). */
export const SANDBOX_CHECKOUT_PATH = '/sandbox/checkout';

/** Paystack's calls, emulated offline over the ledger, refusing what Paystack would refuse. */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(
    readonly ledger: SandboxLedger,
    private readonly onRefund: (refundId: number) => void = () => {},
  ) {}

  async initialize(request: InitializeRequest): Promise<InitializedTransaction> {
    if (request.split) {
      const shares = request.split.subaccounts.reduce((sum, entry) => sum + entry.share, 0);
      if (shares > request.amountKobo) throw new PaymentProviderError('Split shares cannot exceed the transaction amount', false, 400);
      for (const entry of request.split.subaccounts) {
        if (!(await this.ledger.subaccountExists(entry.subaccount)))
          throw new PaymentProviderError(`Subaccount ${entry.subaccount} not found`, false, 400);
      }
    }
    const transaction = await this.ledger.create(request);
    return {
      accessCode: transaction.accessCode,
      authorizationUrl: `${request.storeOrigin.replace(/\/$/, '')}${SANDBOX_CHECKOUT_PATH}/${transaction.accessCode}`,
    };
  }

  async verify(reference: string): Promise<ProviderTransaction> {
    const transaction = await this.ledger.byReference(reference);
    if (!transaction) throw new PaymentProviderError('Transaction reference not found', true, 404);
    const refunded = transaction.status === 'success' ? await this.ledger.refundedKobo(reference) : 0;
    return {
      reference,
      status: refunded >= transaction.amountKobo && refunded > 0 ? 'reversed' : transaction.status,
      amountKobo: transaction.amountKobo,
      currency: transaction.currency,
    };
  }

  async refund(reference: string, amountKobo: number): Promise<ProviderRefund> {
    const refund = await this.ledger.refund(reference, amountKobo);
    this.onRefund(refund.id);
    // Decision 084: the money moved, and the answer is lost on the way back.
    if (amountKobo === SANDBOX_REFUND_THEN_502_KOBO)
      throw new PaymentProviderError('Paystack answered 502 without its usual envelope', false, 502);
    if (amountKobo === SANDBOX_REFUND_THEN_TIMEOUT_KOBO)
      throw new PaymentProviderError('Paystack could not be reached: The operation was aborted due to timeout');
    return { refundId: String(refund.id), status: 'pending' };
  }

  async findRefunds(reference: string): Promise<ProviderRefundRecord[]> {
    if (!(await this.ledger.byReference(reference))) throw new PaymentProviderError('Transaction reference not found', true, 404);
    return (await this.ledger.refundsOf(reference)).map((refund) => ({
      refundId: String(refund.id),
      amountKobo: refund.amountKobo,
      status: refund.status,
      note: null,
    }));
  }

  async listBanks(): Promise<Bank[]> {
    return [...SANDBOX_BANKS];
  }

  async resolveAccount(bankCode: string, accountNumber: string): Promise<ResolvedBankAccount> {
    if (!SANDBOX_BANKS.some((bank) => bank.code === bankCode)) throw new PaymentProviderError('Unknown bank code', false, 400);
    const name = SANDBOX_ACCOUNTS[`${bankCode}:${accountNumber}`];
    if (!name) throw new PaymentProviderError('Could not resolve account name. Check parameters or try again.', false, 422);
    return { accountNumber, accountName: name };
  }

  async createSubaccount(request: SubaccountRequest): Promise<{ subaccountCode: string }> {
    await this.resolveAccount(request.bankCode, request.accountNumber);
    return { subaccountCode: await this.ledger.createSubaccount(request) };
  }

  async listSettlements(query: SettlementQuery): Promise<ProviderSettlement[]> {
    if (!(await this.ledger.subaccountExists(query.subaccountCode))) throw new PaymentProviderError('Subaccount not found', true, 404);
    return sandboxSettlements(await this.ledger.paidBetween(query.from, query.to), query.subaccountCode, this.ledger.now());
  }
}
