import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { CartRepository } from '../cart/cart.repository';
import { OrdersRepository } from '../orders/orders.repository';
import { OrdersService, type OrderMailer, type SetPartStatus } from '../orders/orders.service';
import type { JobQueue } from '../jobs/job-queue';
import type { QueuedMail } from '../jobs/mail-jobs';
import { MarketMoney } from '../money/market-money';
import { MoneyRepository } from '../money/money.repository';
import { pgOrderEventsNotifier } from '../orders/order-events-notifier';
import type { UsersRepository } from '../users/users.repository';
import type { PaymentProvider } from './payment-provider';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';
import { PaystackProvider } from './paystack.provider';
import { SandboxPayments } from './sandbox-payments';
import { SandboxLedger } from './sandbox.provider';
import type { StockService } from '../stock/stock.service';
import type { PromosService } from '../promos/promos.service';
import type { Executor } from '../../db/client';
import { setPartStatus } from '../../workflows/change-part';
import { reconcilePayments, type ReconcileOutcome } from '../../workflows/reconcile-payments';

/** Checkout's services: the provider PAYMENT_PROVIDER names, payments, orders, and the sandbox when it is the provider. */
export interface PaymentsModule {
  provider: PaymentProvider;
  payments: PaymentsService;
  orders: OrdersService;
  paymentsRepository: PaymentsRepository;
  ordersRepository: OrdersRepository;
  /** Splits, the ledger and refunds (issue 21). */
  money: MarketMoney;
  moneyRepository: MoneyRepository;
  /** Present when PAYMENT_PROVIDER=sandbox. */
  sandbox: SandboxPayments | null;
  /** Stock counts and the units payments hold (issue 38 item 2). */
  stock: StockService;
  /** Promo codes and the uses payments hold (issue 38 item 3). */
  promos: PromosService;
  /** A part's status change with its refund and units back (workflows/change-part.ts). */
  parts: { setPartStatus: SetPartStatus };
  /** Payments pending too long asked about again (workflows/reconcile-payments.ts). */
  reconcilePending: (olderThanMs?: number, limit?: number) => Promise<ReconcileOutcome>;
}

export function buildPaymentsModule(
  config: AppConfig,
  db: Database,
  users: UsersRepository,
  now: () => Date,
  mailer: OrderMailer,
  jobs: JobQueue,
  queuedMail: QueuedMail,
  stock: StockService,
  promos: PromosService,
): PaymentsModule {
  const sandbox = config.payment.provider === 'sandbox' ? new SandboxPayments(new SandboxLedger(db, now), config.payment.secretKey) : null;
  const provider: PaymentProvider = sandbox
    ? sandbox.provider
    : new PaystackProvider(config.payment.secretKey, config.payment.baseUrl, { timeoutMs: config.payment.timeoutMs });
  const paymentsRepository = new PaymentsRepository(db);
  const ordersRepository = new OrdersRepository(db);
  const cart = new CartRepository(db);
  const moneyRepository = new MoneyRepository(db);
  const money = new MarketMoney(db, moneyRepository, ordersRepository, paymentsRepository, users, jobs, queuedMail, config, now);
  // What a payment holds (stock units, a code's use) is given back or consumed together.
  const release = async (reference: string, tx?: Executor) => {
    await stock.release(reference, tx);
    await promos.release(reference, tx);
  };
  const holds = {
    release,
    consume: async (reference: string, tx: Executor) => {
      await stock.consume(reference, tx);
      await promos.consume(reference, tx);
    },
  };
  const orders = new OrdersService(db, ordersRepository, paymentsRepository, users, pgOrderEventsNotifier, mailer, money, now, holds);
  const payments = new PaymentsService(config, provider, paymentsRepository, cart, orders, money, moneyRepository, jobs, now, { release });
  const partSteps = { db, orders, money, stock };
  const parts = { setPartStatus: (...change: Parameters<SetPartStatus>) => setPartStatus(partSteps, ...change) };
  const reconcileSteps = { payments, orders, stock, promos };
  const reconcilePending = (olderThanMs?: number, limit?: number) => reconcilePayments(reconcileSteps, olderThanMs, limit);
  return {
    provider,
    payments,
    orders,
    paymentsRepository,
    ordersRepository,
    sandbox,
    money,
    moneyRepository,
    stock,
    promos,
    parts,
    reconcilePending,
  };
}
