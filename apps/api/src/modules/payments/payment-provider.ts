import type { Bank, PaymentProviderName, ProviderSplit } from '@campus/contract';

/** What we ask a provider to start (Paystack `transaction/initialize`); amount in kobo (§9). */
export interface InitializeRequest {
  reference: string;
  amountKobo: number;
  currency: 'NGN';
  email: string;
  /** The store's public origin (PUBLIC_URL, else the request's): the sandbox serves its page there. */
  storeOrigin: string;
  metadata?: Record<string, string>;
  /** Paystack's dynamic multi-split (issue 21): each shop's subaccount and its flat share in kobo. */
  split?: ProviderSplit | null;
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

/** A refund the provider accepted (`POST /refund`): its id matches the refund.* webhook that follows. */
export interface ProviderRefund {
  refundId: string;
  /** Paystack answers pending (or processing); processed/failed come by webhook. */
  status: string;
}

/**
 * A refund the provider holds for a charge (Paystack `GET /refund?transaction=`): how an unanswered
 * `POST /refund` is found out (decision 084). `note` is the merchant note we sent with it, if any.
 */
export interface ProviderRefundRecord {
  refundId: string;
  amountKobo: number;
  /** Paystack's: pending, processing, processed, failed (and others it may add). */
  status: string;
  note: string | null;
}

/** The account holder's name as the bank knows it (`GET /bank/resolve`). */
export interface ResolvedBankAccount {
  accountNumber: string;
  accountName: string;
}

/**
 * One settlement the provider made to a subaccount (Paystack `GET /settlement`, issue 39 item 3): what reached
 * (or will reach) the shop's bank. `status`: success, processing, pending, failed.
 */
export interface ProviderSettlement {
  id: string;
  status: string;
  amountKobo: number;
  settledAt: Date | null;
  subaccountCode: string | null;
}

export interface SettlementQuery {
  subaccountCode: string;
  /** The period's first instant (inclusive) and the instant after its last (exclusive). */
  from: Date;
  to: Date;
}

export interface SubaccountRequest {
  businessName: string;
  bankCode: string;
  accountNumber: string;
  /** The market's default percentage on the subaccount's payments (the dynamic split overrides it per payment). */
  percentageCharge: number;
}

/**
 * The provider said no (Paystack: `status: false` with a message, §8) or could not be reached.
 * `httpStatus` is the provider's answer (undefined when it never answered: timeout, refused
 * connection); `retryable` says whether asking again later may succeed (5xx, 429, no answer).
 */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly notFound = false,
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }

  get retryable(): boolean {
    return this.httpStatus === undefined || this.httpStatus >= 500 || this.httpStatus === 429;
  }
}

/** Paystack, or its offline emulation (DESIGN §8); chosen by PAYMENT_PROVIDER. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  initialize(request: InitializeRequest): Promise<InitializedTransaction>;
  /** Throws PaymentProviderError(notFound=true) for a reference the provider does not know. */
  verify(reference: string): Promise<ProviderTransaction>;
  /**
   * Paystack `POST /refund` with an amount (partial refunds) and a merchant note naming our refund; the
   * provider confirms with a refund.processed or refund.failed webhook.
   */
  refund(reference: string, amountKobo: number, note?: string): Promise<ProviderRefund>;
  /**
   * Every refund the provider holds for the charge (Paystack: `GET /transaction/verify` for its id, then
   * `GET /refund?transaction=`). Throws PaymentProviderError when the provider cannot say.
   */
  findRefunds(reference: string): Promise<ProviderRefundRecord[]>;
  /** Paystack `GET /bank`: the Nigerian banks a subaccount can settle to. */
  listBanks(): Promise<Bank[]>;
  /** Paystack `GET /bank/resolve`. */
  resolveAccount(bankCode: string, accountNumber: string): Promise<ResolvedBankAccount>;
  /** Paystack `POST /subaccount`: returns the subaccount code. */
  createSubaccount(request: SubaccountRequest): Promise<{ subaccountCode: string }>;
  /** Paystack `GET /settlement?subaccount=&from=&to=`: every page. Throws PaymentProviderError when it cannot say. */
  listSettlements(query: SettlementQuery): Promise<ProviderSettlement[]>;
}
