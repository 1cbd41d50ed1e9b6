import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { CartModule } from '../cart/cart.module';
import type { JobQueue } from '../jobs/job-queue';
import type { PaymentProvider } from './payment-provider';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';
import { PaystackProvider } from './paystack.provider';
import { SandboxPayments } from './sandbox-payments';
import { SandboxLedger } from './sandbox.provider';

/**
 * The payments module (issue 33 item 1): the provider PAYMENT_PROVIDER names, payments with it, and the sandbox
 * when it is the provider. What a payment becomes (an order, the ledger, held units given back) is the workflows'.
 */
export interface PaymentsModule {
  provider: PaymentProvider;
  service: PaymentsService;
  /** Payment rows for the money module, which refunds and reconciles them (decision 134). */
  repository: PaymentsRepository;
  /** Present when PAYMENT_PROVIDER=sandbox. */
  sandbox: SandboxPayments | null;
}

/** Builds the payments module from the infrastructure and the cart's door (what a checkout prices). */
export function buildPayments(
  config: AppConfig,
  db: Database,
  now: () => Date,
  cart: Pick<CartModule, 'pricedForCheckout'>,
  jobs: JobQueue,
): PaymentsModule {
  const sandbox = config.payment.provider === 'sandbox' ? new SandboxPayments(new SandboxLedger(db, now), config.payment.secretKey) : null;
  const provider: PaymentProvider = sandbox
    ? sandbox.provider
    : new PaystackProvider(config.payment.secretKey, config.payment.baseUrl, { timeoutMs: config.payment.timeoutMs });
  const repository = new PaymentsRepository(db);
  return { provider, service: new PaymentsService(config, provider, repository, cart, jobs, now), repository, sandbox };
}
