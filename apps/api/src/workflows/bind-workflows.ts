import type { CreateOrderBody, InitializePaymentBody, InitializePaymentResponse, VerifyPaymentResponse } from '@campus/contract';
import type { Database, Executor } from '../db/client';
import type { MarketMoney } from '../modules/money/market-money';
import type { NewOrder, OrdersService, SetPartStatus } from '../modules/orders/orders.service';
import type { PaymentsService, WebhookLog } from '../modules/payments/payments.service';
import type { PromosService } from '../modules/promos/promos.service';
import type { StockService } from '../modules/stock/stock.service';
import type { UserRow } from '../modules/users/user-row';
import { setPartStatus } from './change-part';
import { startCheckout } from './checkout';
import { processWebhook } from './payment-webhook';
import { placeOrderForShopper, type PlaceOrderSteps } from './place-order';
import { reconcilePayments, type ReconcileOutcome } from './reconcile-payments';
import { verifyPayment } from './verify-payment';

/** The modules the checkout and part workflows run over, as container.ts builds them. */
export interface WorkflowModules {
  db: Database;
  users: { findById(id: string, tx: Executor): Promise<UserRow | undefined> };
  payments: PaymentsService;
  orders: OrdersService;
  money: MarketMoney;
  stock: StockService;
  promos: PromosService;
}

/** Checkout and a part's life, bound to the app's modules: what routes, jobs and other modules call. */
export interface Workflows {
  /** POST payment/initialize (checkout.ts). */
  startCheckout(user: UserRow, storeOrigin: string, body?: NonNullable<InitializePaymentBody>): Promise<InitializePaymentResponse>;
  /** POST payment/verify (verify-payment.ts). */
  verifyPayment(user: UserRow, reference: string): Promise<VerifyPaymentResponse>;
  /** §7 order/create-order (place-order.ts). */
  placeOrder(user: UserRow, body: CreateOrderBody): Promise<NewOrder>;
  /** The webhook job (payment-webhook.ts). */
  processWebhook(id: string, log: WebhookLog): Promise<void>;
  /** A part's status change with its refund and units back (change-part.ts). */
  parts: { setPartStatus: SetPartStatus };
  /** Payments pending too long asked about again (reconcile-payments.ts). */
  reconcilePending(olderThanMs?: number, limit?: number): Promise<ReconcileOutcome>;
}

/** Binds each workflow to the modules once (container.ts); the operator's refund is bound by the money routes, with the audit log. */
export function bindWorkflows(modules: WorkflowModules): Workflows {
  const { db, users, payments, orders, money, stock, promos } = modules;
  const placeOrder: PlaceOrderSteps = { db, payments, users, orders, money, stock, promos };
  return {
    startCheckout: (user, storeOrigin, body) => startCheckout({ payments, promos, stock, money }, user, storeOrigin, body),
    verifyPayment: (user, reference) => verifyPayment({ payments, stock, promos }, user, reference),
    placeOrder: (user, body) => placeOrderForShopper(placeOrder, user, body),
    processWebhook: (id, log) => processWebhook({ payments, placeOrder, money }, id, log),
    parts: { setPartStatus: (...change) => setPartStatus({ db, orders, money, stock }, ...change) },
    reconcilePending: (olderThanMs, limit) => reconcilePayments({ payments, placeOrder, stock, promos }, olderThanMs, limit),
  };
}
