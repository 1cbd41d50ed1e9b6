import type { Executor } from '../../db/client';
import type { OrderPartRow, OrderRow } from '../orders/order-rows';
import type { PaymentRow } from '../payments/payment-row';
import type { UserRow } from '../users/user-row';

/**
 * What the money module reads and marks of other modules (issue 33 item 1, decision 134), each declared here as
 * the order mails declare `MailRecipients`: container.ts hands in the payments, orders and users repositories,
 * which fit. Money never imports their code; they never import money's.
 */
export interface MoneyPayments {
  find(reference: string, tx?: Executor): Promise<PaymentRow | undefined>;
  /** The payment's row lock, held until the transaction ends (refunds of one payment queue). */
  lock(reference: string, tx: Executor): Promise<PaymentRow | undefined>;
  /** A duplicate charge's refund went through: the payment says so, once. */
  markRefunded(reference: string, at: Date, tx?: Executor): Promise<void>;
}

export interface MoneyOrders {
  findById(id: string, tx?: Executor): Promise<OrderRow | undefined>;
  findByPublicId(publicId: string, tx?: Executor): Promise<OrderRow | undefined>;
  /** The order's parts with their shop's name. */
  parts(orderId: string, tx?: Executor): Promise<(OrderPartRow & { shop: { name: string } })[]>;
  shopNames(shopIds: string[], tx?: Executor): Promise<Map<string, string>>;
}

export interface MoneyAccounts {
  findById(id: string, tx: Executor): Promise<UserRow | undefined>;
}
