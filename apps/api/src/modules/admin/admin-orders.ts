import { desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { ADMIN_MESSAGES, koboToNaira, type AdminOrderDetail, type AdminOrderSummary } from '@campus/contract';
import type { Database } from '../../db/client';
import { orderParts, orders, shops, users } from '../../db/schema';
import { NotFoundError } from '../../errors/domain-errors';
import { detailView } from '../orders/order-views';
import type { OrdersRepository } from '../orders/orders.repository';

const SEARCH_LIMIT = 50;

/** LIKE's own characters in what the operator typed match themselves. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Any order, for the operator (issue 21): found by its number (CM-…), its payment reference, the
 * shopper's phone or a shop's name; seen whole, with every part's status history.
 */
export class AdminOrders {
  constructor(
    private readonly db: Database,
    private readonly orders: OrdersRepository,
  ) {}

  async search(query: string): Promise<AdminOrderSummary[]> {
    const digits = query.replace(/\D/g, '');
    const phoneTail = digits.length >= 7 ? digits.slice(-10) : null;
    const pattern = `%${escapeLike(query)}%`;
    const matches = await this.db
      .selectDistinct({ id: orders.id, createdAt: orders.createdAt })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(orderParts, eq(orderParts.orderId, orders.id))
      .innerJoin(shops, eq(shops.id, orderParts.shopId))
      .where(
        or(
          eq(sql`upper(${orders.publicId})`, query.toUpperCase()),
          eq(orders.paymentReference, query),
          phoneTail ? sql`right(regexp_replace(${users.phone}, '\\D', '', 'g'), 10) = ${phoneTail}` : undefined,
          ilike(shops.name, pattern),
        ),
      )
      .orderBy(desc(orders.createdAt))
      .limit(SEARCH_LIMIT);
    if (matches.length === 0) return [];
    const ids = matches.map((match) => match.id);
    const [rows, parts] = await Promise.all([
      this.db
        .select({ order: orders, fullName: users.fullName, phone: users.phone })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(inArray(orders.id, ids))
        .orderBy(desc(orders.createdAt)),
      this.orders.partsOf(ids),
    ]);
    return rows.map(({ order, fullName, phone }) => {
      const own = parts.filter((part) => part.orderId === order.id);
      return {
        id: order.publicId,
        reference: order.paymentReference,
        createdAt: order.createdAt.toISOString(),
        shopper: { fullName, phone },
        shops: own.map((part) => part.shop.name),
        total: koboToNaira(order.totalKobo),
        statuses: own.map((part) => part.status),
      };
    });
  }

  async detail(publicId: string): Promise<AdminOrderDetail> {
    const order = await this.orders.findByPublicId(publicId);
    if (!order) throw new NotFoundError(ADMIN_MESSAGES.orderNotFound);
    const [parts, items, events, [shopper]] = await Promise.all([
      this.orders.parts(order.id),
      this.orders.items(order.id),
      this.orders.events(order.id),
      this.db
        .select({ id: users.id, fullName: users.fullName, phone: users.phone, email: users.email })
        .from(users)
        .where(eq(users.id, order.userId)),
    ]);
    if (!shopper) throw new NotFoundError(ADMIN_MESSAGES.orderNotFound);
    return { order: detailView(order, parts, items, events), shopper };
  }
}
