import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { CartRepository } from '../cart/cart.repository';
import { OrdersRepository } from '../orders/orders.repository';
import { OrdersService, type OrderMailer, type RefundRequester } from '../orders/orders.service';
import { pgOrderEventsNotifier } from '../events/order-events-channel';
import type { UsersRepository } from '../users/users.repository';
import type { PaymentProvider } from './payment-provider';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';
import { PaystackProvider } from './paystack.provider';
import { SandboxPayments } from './sandbox-payments';
import { SandboxLedger } from './sandbox.provider';

/** Checkout's services: the provider PAYMENT_PROVIDER names, payments, orders, and the sandbox when it is the provider. */
export interface PaymentsModule {
  provider: PaymentProvider;
  payments: PaymentsService;
  orders: OrdersService;
  paymentsRepository: PaymentsRepository;
  ordersRepository: OrdersRepository;
  /** Present when PAYMENT_PROVIDER=sandbox. */
  sandbox: SandboxPayments | null;
}

export function buildPaymentsModule(
  config: AppConfig,
  db: Database,
  users: UsersRepository,
  now: () => Date,
  mailer: OrderMailer,
  refunds: RefundRequester,
): PaymentsModule {
  const sandbox =
    config.payment.provider === 'sandbox' ? new SandboxPayments(new SandboxLedger(config.dataDir, now), config.payment.secretKey) : null;
  const provider: PaymentProvider = sandbox ? sandbox.provider : new PaystackProvider(config.payment.secretKey, config.payment.baseUrl);
  const paymentsRepository = new PaymentsRepository(db);
  const ordersRepository = new OrdersRepository(db);
  const cart = new CartRepository(db);
  const orders = new OrdersService(db, ordersRepository, paymentsRepository, users, pgOrderEventsNotifier, mailer, refunds, now);
  const payments = new PaymentsService(config, provider, paymentsRepository, cart, orders, now);
  return { provider, payments, orders, paymentsRepository, ordersRepository, sandbox };
}
