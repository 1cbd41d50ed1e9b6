import { z } from 'zod';
import {
  PaymentProviderError,
  type InitializeRequest,
  type InitializedTransaction,
  type PaymentProvider,
  type ProviderTransaction,
} from './payment-provider';

/** Paystack answers `{ status, message, data }`; `status: false` carries a message (§8). */
const envelopeSchema = z.object({ status: z.boolean(), message: z.string().optional().default('') });
const initializeDataSchema = z.object({ authorization_url: z.string(), access_code: z.string(), reference: z.string() });
const verifyDataSchema = z.object({ status: z.string(), reference: z.string(), amount: z.number().int(), currency: z.string() });

/** An answer whose data is not what Paystack documents (e.g. a non-integer amount) is the provider failing, not us. */
function parseAnswer<T>(schema: z.ZodType<T>, data: unknown, call: string): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new PaymentProviderError(`Paystack's ${call} answer is malformed: ${parsed.error.issues[0]?.message ?? ''}`);
  return parsed.data;
}

/** Real calls to the Paystack REST API with the secret key; the base URL is configurable so tests use a local fake. */
export class PaystackProvider implements PaymentProvider {
  readonly name = 'paystack' as const;

  constructor(
    private readonly secretKey: string,
    private readonly baseUrl: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async initialize(request: InitializeRequest): Promise<InitializedTransaction> {
    const body = {
      email: request.email,
      amount: String(request.amountKobo),
      currency: request.currency,
      reference: request.reference,
      ...(request.metadata ? { metadata: JSON.stringify(request.metadata) } : {}),
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

  async refund(reference: string, amountKobo: number): Promise<void> {
    await this.call('POST', '/refund', { transaction: reference, amount: amountKobo });
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.baseUrl.replace(/\/$/, '')}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.secretKey}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(20_000),
      });
    } catch (error) {
      throw new PaymentProviderError(`Paystack could not be reached: ${error instanceof Error ? error.message : String(error)}`);
    }
    const json: unknown = await response.json().catch(() => undefined);
    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success) throw new PaymentProviderError(`Paystack answered ${response.status} without its usual envelope`);
    if (!envelope.data.status || !response.ok) {
      throw new PaymentProviderError(
        envelope.data.message || `Paystack answered ${response.status}`,
        response.status === 404 || /not found/i.test(envelope.data.message),
      );
    }
    return (json as { data?: unknown }).data;
  }
}
