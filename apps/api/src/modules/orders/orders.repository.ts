import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderItems, orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type NewOrderItemRow = Omit<typeof orderItems.$inferInsert, 'orderId'>;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** SQL for orders and their items. */
export class OrdersRepository {
  constructor(private readonly db: Executor) {}

  async findByPaymentReference(reference: string, tx: Executor = this.db): Promise<OrderRow | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.paymentReference, reference)).limit(1);
    return row;
  }

  /** Inserts the order and its items; call inside a transaction so both land or neither. */
  async insert(order: NewOrderRow, items: NewOrderItemRow[], tx: Executor): Promise<OrderRow> {
    const [row] = await tx.insert(orders).values(order).returning();
    if (!row) throw new Error('insert into orders returned nothing');
    if (items.length) await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row.id })));
    return row;
  }

  async items(orderId: string, tx: Executor = this.db): Promise<OrderItemRow[]> {
    return tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  }

  async countForPayment(reference: string, tx: Executor = this.db): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(orders).where(eq(orders.paymentReference, reference));
    return row?.n ?? 0;
  }
}
