import type { PaymentProviderName } from '@campus/contract';

/** What we ask a provider to start (Paystack `transaction/initialize`); amount in kobo (§9). */
export interface InitializeRequest {
  reference: string;
  amountKobo: number;
  currency: 'NGN';
  email: string;
  /** The store's public origin (PUBLIC_URL, else the request's): the sandbox serves its page there. */
  storeOrigin: string;
  metadata?: Record<string, string>;
}

export interface InitializedTransaction {
  accessCode: string;
  authorizationUrl: string;
}

/** A provider's answer to `transaction/verify/{reference}`, in the fields we judge a payment by. */
export interface ProviderTransaction {
  reference: string;
  /** Paystack's statuses: success, failed, abandoned, ongoing, pending, processing, queued, reversed. */
  status: string;
  amountKobo: number;
  currency: string;
}

/** The provider said no (Paystack: `status: false` with a message, §8) or could not be reached. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly notFound = false,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** Paystack, or its offline emulation (DESIGN §8); chosen by PAYMENT_PROVIDER. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  initialize(request: InitializeRequest): Promise<InitializedTransaction>;
  /** Throws PaymentProviderError(notFound=true) for a reference the provider does not know. */
  verify(reference: string): Promise<ProviderTransaction>;
  /** Paystack `POST /refund`: gives the charge back; the provider confirms with a `refund.processed` webhook. */
  refund(reference: string, amountKobo: number): Promise<void>;
}
