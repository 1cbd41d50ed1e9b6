import type { Bank } from '@campus/contract';
import { z } from 'zod';
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
import { settlementListSchema, settlementOf, SETTLEMENT_PAGE, SETTLEMENT_PAGES_AT_MOST } from './paystack-settlements';

/** Paystack answers `{ status, message, data }`; `status: false` carries a message (§8). */
const envelopeSchema = z.object({ status: z.boolean(), message: z.string().optional().default('') });
const initializeDataSchema = z.object({ authorization_url: z.string(), access_code: z.string(), reference: z.string() });
const verifyDataSchema = z.object({ status: z.string(), reference: z.string(), amount: z.number().int(), currency: z.string() });
const refundDataSchema = z.object({ id: z.union([z.number().int(), z.string()]), status: z.string() });
const transactionIdSchema = z.object({ id: z.union([z.number().int(), z.string()]) });
/** One row of `GET /refund`: `transaction` is the charge's id (or, in some answers, the charge itself). */
const listedRefundSchema = z.object({
  id: z.union([z.number().int(), z.string()]),
  amount: z.number().int(),
  status: z.string(),
  transaction: z.union([z.number(), z.string(), z.object({ id: z.union([z.number(), z.string()]) }).loose()]).nullish(),
  merchant_note: z.string().nullish(),
});
const refundListSchema = z.array(listedRefundSchema);
/** One page is enough for one charge (a refund per part); a full page means we cannot be sure we saw them all. */
const REFUND_PAGE = 100;
const banksDataSchema = z.array(z.object({ name: z.string(), code: z.string(), active: z.boolean().optional() }));
const resolveDataSchema = z.object({ account_number: z.string(), account_name: z.string() });
const subaccountDataSchema = z.object({ subaccount_code: z.string() });

/** An answer whose data is not what Paystack documents (e.g. a non-integer amount) is the provider failing, not us. */
function parseAnswer<T>(schema: z.ZodType<T>, data: unknown, call: string): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new PaymentProviderError(`Paystack's ${call} answer is malformed: ${parsed.error.issues[0]?.message ?? ''}`);
  return parsed.data;
}

export interface PaystackOptions {
  /** How long one call may take before it counts as unanswered (retryable); 20 s by default. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** Real calls to the Paystack REST API with the secret key; the base URL is configurable so tests use a local fake. */
export class PaystackProvider implements PaymentProvider {
  readonly name = 'paystack' as const;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;

  constructor(
    private readonly secretKey: string,
    private readonly baseUrl: string,
    options: PaystackOptions | typeof fetch = {},
  ) {
    const resolved = typeof options === 'function' ? { fetchImpl: options } : options;
    this.timeoutMs = resolved.timeoutMs ?? 20_000;
    this.fetchImpl = resolved.fetchImpl ?? fetch;
  }

  async initialize(request: InitializeRequest): Promise<InitializedTransaction> {
    const body = {
      email: request.email,
      amount: String(request.amountKobo),
      currency: request.currency,
      reference: request.reference,
      ...(request.metadata ? { metadata: JSON.stringify(request.metadata) } : {}),
      ...(request.split ? { split: request.split } : {}),
    };
    const data = parseAnswer(initializeDataSchema, await this.call('POST', '/transaction/initialize', body), 'transaction/initialize');
    return { accessCode: data.access_code, authorizationUrl: data.authorization_url };
  }

  async verify(reference: string): Promise<ProviderTransaction> {
    const data = parseAnswer(
      verifyDataSchema,
      await this.call('GET', `/transaction/verify/${encodeURIComponent(reference)}`),
      'transaction/verify',
    );
    return { reference: data.reference, status: data.status, amountKobo: data.amount, currency: data.currency };
  }

  async refund(reference: string, amountKobo: number, note?: string): Promise<ProviderRefund> {
    const body = { transaction: reference, amount: amountKobo, ...(note ? { merchant_note: note } : {}) };
    const data = parseAnswer(refundDataSchema, await this.call('POST', '/refund', body), 'refund');
    return { refundId: String(data.id), status: data.status };
  }

  async findRefunds(reference: string): Promise<ProviderRefundRecord[]> {
    const charge = parseAnswer(
      transactionIdSchema,
      await this.call('GET', `/transaction/verify/${encodeURIComponent(reference)}`),
      'transaction/verify',
    );
    const query = new URLSearchParams({ transaction: String(charge.id), perPage: String(REFUND_PAGE), page: '1' });
    const listed = parseAnswer(refundListSchema, await this.call('GET', `/refund?${query.toString()}`), 'refund list');
    if (listed.length >= REFUND_PAGE) throw new PaymentProviderError('Paystack listed a full page of refunds for one charge');
    // Only this charge's refunds, should the filter ever be ignored.
    const ofCharge = listed.filter((row) => {
      const id = typeof row.transaction === 'object' && row.transaction !== null ? row.transaction.id : row.transaction;
      return id === undefined || id === null || String(id) === String(charge.id);
    });
    return ofCharge.map((row) => ({
      refundId: String(row.id),
      amountKobo: row.amount,
      status: row.status,
      note: row.merchant_note ?? null,
    }));
  }

  async listBanks(): Promise<Bank[]> {
    const data = parseAnswer(banksDataSchema, await this.call('GET', '/bank?country=nigeria&currency=NGN&perPage=100'), 'bank');
    return data.filter((bank) => bank.active !== false).map((bank) => ({ code: bank.code, name: bank.name }));
  }

  async resolveAccount(bankCode: string, accountNumber: string): Promise<ResolvedBankAccount> {
    const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
    const data = parseAnswer(resolveDataSchema, await this.call('GET', `/bank/resolve?${query.toString()}`), 'bank/resolve');
    return { accountNumber: data.account_number, accountName: data.account_name };
  }

  async createSubaccount(request: SubaccountRequest): Promise<{ subaccountCode: string }> {
    const body = {
      business_name: request.businessName,
      bank_code: request.bankCode,
      account_number: request.accountNumber,
      percentage_charge: request.percentageCharge,
    };
    const data = parseAnswer(subaccountDataSchema, await this.call('POST', '/subaccount', body), 'subaccount');
    return { subaccountCode: data.subaccount_code };
  }

  async listSettlements(query: SettlementQuery): Promise<ProviderSettlement[]> {
    const found: ProviderSettlement[] = [];
    for (let page = 1; page <= SETTLEMENT_PAGES_AT_MOST; page++) {
      const params = new URLSearchParams({
        subaccount: query.subaccountCode,
        from: query.from.toISOString(),
        to: query.to.toISOString(),
        perPage: String(SETTLEMENT_PAGE),
        page: String(page),
      });
      const rows = parseAnswer(settlementListSchema, await this.call('GET', `/settlement?${params.toString()}`), 'settlement');
      // Only this subaccount's, should the filter ever be ignored.
      found.push(...rows.map(settlementOf).filter((row) => row.subaccountCode === null || row.subaccountCode === query.subaccountCode));
      if (rows.length < SETTLEMENT_PAGE) return found;
    }
    throw new PaymentProviderError(
      `Paystack listed more than ${SETTLEMENT_PAGE * SETTLEMENT_PAGES_AT_MOST} settlements for one subaccount`,
    );
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    let json: unknown;
    try {
      response = await this.fetchImpl(`${this.baseUrl.replace(/\/$/, '')}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.secretKey}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      json = await response.json().catch(() => undefined);
    } catch (error) {
      throw new PaymentProviderError(`Paystack could not be reached: ${error instanceof Error ? error.message : String(error)}`);
    }
    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success)
      throw new PaymentProviderError(`Paystack answered ${response.status} without its usual envelope`, false, response.status);
    if (!envelope.data.status || !response.ok) {
      throw new PaymentProviderError(
        envelope.data.message || `Paystack answered ${response.status}`,
        response.status === 404 || /not found/i.test(envelope.data.message),
        response.status,
      );
    }
    return (json as { data?: unknown }).data;
  }
}
