import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders, payments } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
export type PaymentStatus = 'pending' | 'success' | 'failed' | 'abandoned';

/** SQL for payments; callers pass a transaction when they need one. */
export class PaymentsRepository {
  constructor(private readonly db: Executor) {}

  async insert(payment: NewPaymentRow, tx: Executor = this.db): Promise<PaymentRow> {
    const [row] = await tx.insert(payments).values(payment).returning();
    if (!row) throw new Error('insert into payments returned nothing');
    return row;
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

  /** Records the provider's verdict; a payment once successful never goes back. */
  async setStatus(reference: string, status: PaymentStatus, verifiedAt: Date | null, tx: Executor = this.db): Promise<void> {
    await tx
      .update(payments)
      .set({ status, ...(verifiedAt ? { verifiedAt } : {}) })
      .where(and(eq(payments.reference, reference), ne(payments.status, 'success')));
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
}
