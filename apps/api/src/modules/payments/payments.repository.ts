import { and, desc, eq, gte, isNull, lt, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders, payments, webhookEvents, type DeliveryDetails } from '../../db/schema';

import type { PaymentRow } from './payment-row';

export type { PaymentRow };
export type NewPaymentRow = typeof payments.$inferInsert;
export type WebhookEventRow = typeof webhookEvents.$inferSelect;
export type PaymentStatus = 'pending' | 'success' | 'failed' | 'abandoned' | 'refunded';

/** SQL for payments and the provider's stored webhook events; callers pass a transaction when they need one. */
export class PaymentsRepository {
  constructor(private readonly db: Executor) {}

  async insert(payment: NewPaymentRow, tx: Executor = this.db): Promise<PaymentRow> {
    const [row] = await tx.insert(payments).values(payment).returning();
    if (!row) throw new Error('insert into payments returned nothing');
    return row;
  }

  /**
   * Inserts the payment unless the user already has one pending for the same cart (unique index
   * payments_one_pending_per_cart); then that one is the answer, whoever won the race.
   */
  async insertOrFindPending(payment: NewPaymentRow & { cartKey: string }, tx: Executor = this.db): Promise<PaymentRow> {
    const [row] = await tx.insert(payments).values(payment).onConflictDoNothing().returning();
    if (row) return row;
    const existing = await this.findPendingForCart(payment.userId, payment.cartKey, tx);
    if (!existing) throw new Error('a pending payment for this cart was neither inserted nor found');
    return existing;
  }

  async findPendingForCart(userId: string, cartKey: string, tx: Executor = this.db): Promise<PaymentRow | undefined> {
    const [row] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.cartKey, cartKey), eq(payments.status, 'pending')))
      .limit(1);
    return row;
  }

  async setDelivery(reference: string, delivery: DeliveryDetails, tx: Executor = this.db): Promise<void> {
    await tx.update(payments).set({ delivery }).where(eq(payments.reference, reference));
  }

  /** Payments still pending that were started before `before`, oldest first (reconciliation). */
  async pendingBefore(before: Date, limit: number, tx: Executor = this.db): Promise<PaymentRow[]> {
    return tx
      .select()
      .from(payments)
      .where(and(eq(payments.status, 'pending'), lt(payments.createdAt, before)))
      .orderBy(payments.createdAt)
      .limit(limit);
  }

  async find(reference: string, tx: Executor = this.db): Promise<PaymentRow | undefined> {
    const [row] = await tx.select().from(payments).where(eq(payments.reference, reference)).limit(1);
    return row;
  }

  /** Reads the payment and holds its row lock until the transaction ends: one fulfilment at a time per payment. */
  async lock(reference: string, tx: Executor): Promise<PaymentRow | undefined> {
    const [row] = await tx.select().from(payments).where(eq(payments.reference, reference)).limit(1).for('update');
    return row;
  }

  /** Records the provider's verdict; a payment once successful never goes back. Answers whether the row changed. */
  async setStatus(reference: string, status: PaymentStatus, verifiedAt: Date | null, tx: Executor = this.db): Promise<boolean> {
    const changed = await tx
      .update(payments)
      .set({ status, ...(verifiedAt ? { verifiedAt } : {}) })
      .where(and(eq(payments.reference, reference), ne(payments.status, 'success')))
      .returning({ reference: payments.reference });
    return changed.length > 0;
  }

  /** A refund went through: the payment says so, once. */
  async markRefunded(reference: string, at: Date, tx: Executor = this.db): Promise<void> {
    await tx
      .update(payments)
      .set({ status: 'refunded', refundedAt: at })
      .where(and(eq(payments.reference, reference), ne(payments.status, 'refunded')));
  }

  /**
   * The order of another payment for the same checkout: same user and cart, paid after this one was
   * started (both were open at once, e.g. two tabs across an abandoned first payment). Buying the
   * same cart again later is a new checkout, not a twin.
   */
  async paidTwinOrder(payment: PaymentRow, tx: Executor = this.db): Promise<typeof orders.$inferSelect | undefined> {
    if (!payment.cartKey) return undefined;
    const [row] = await tx
      .select({ order: orders })
      .from(payments)
      .innerJoin(orders, eq(orders.paymentReference, payments.reference))
      .where(
        and(
          eq(payments.userId, payment.userId),
          eq(payments.cartKey, payment.cartKey),
          ne(payments.reference, payment.reference),
          gte(payments.verifiedAt, payment.createdAt),
        ),
      )
      .limit(1);
    return row?.order;
  }

  /** The user's most recently verified payment that no order has used yet. */
  async latestUnconsumedSuccess(userId: string, tx: Executor = this.db): Promise<PaymentRow | undefined> {
    const [row] = await tx
      .select({ payment: payments })
      .from(payments)
      .leftJoin(orders, eq(orders.paymentReference, payments.reference))
      .where(and(eq(payments.userId, userId), eq(payments.status, 'success'), isNull(orders.id)))
      .orderBy(desc(payments.verifiedAt))
      .limit(1);
    return row?.payment;
  }

  /** Stores a webhook by its event id; false when that id was stored before (a replay). */
  async storeWebhook(row: typeof webhookEvents.$inferInsert, tx: Executor = this.db): Promise<boolean> {
    const inserted = await tx.insert(webhookEvents).values(row).onConflictDoNothing().returning({ id: webhookEvents.id });
    return inserted.length > 0;
  }

  async webhook(id: string, tx: Executor = this.db): Promise<WebhookEventRow | undefined> {
    const [row] = await tx.select().from(webhookEvents).where(eq(webhookEvents.id, id));
    return row;
  }

  async setWebhookOutcome(id: string, outcome: 'handled' | 'ignored', at: Date, tx: Executor = this.db): Promise<void> {
    await tx.update(webhookEvents).set({ outcome, handledAt: at }).where(eq(webhookEvents.id, id));
  }
}
