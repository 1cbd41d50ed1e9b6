import {
  ADMIN_MESSAGES,
  koboToNaira,
  type AdminOrderDetail,
  type AdminOrderListQuery,
  type AdminOrderPage,
  type AdminOrderSummary,
} from '@campus/contract';
import { NotFoundError } from '../../errors/domain-errors';
import { detailView } from '../orders/order-views';
import type { OrderReads } from '../orders/orders.module';
import { addDays, startOfShopDay } from '../seller/shop-days';
import type { AdminOrderFilter, AdminOrdersRepository } from './admin-orders.repository';
import type { AdminRepository } from './admin.repository';

/**
 * Any order, for the operator (issues 21 and 39): every order newest first, a page at a time, filtered by
 * a part's status, a shop and the market's (Lagos) days, and found by its number, payment reference, the
 * shopper's name or phone or a shop's name; seen whole, with every part's status history.
 */
export class AdminOrders {
  constructor(
    private readonly repository: AdminOrdersRepository,
    private readonly orders: OrderReads,
    private readonly accounts: AdminRepository,
  ) {}

  async list(query: AdminOrderListQuery): Promise<AdminOrderPage> {
    const filter: AdminOrderFilter = {
      q: query.q || undefined,
      status: query.status,
      shopId: query.shopId,
      // The days are the market's: Lagos is UTC+1 all year, so a day is one fixed 24-hour span.
      from: query.from ? startOfShopDay(query.from) : undefined,
      until: query.to ? startOfShopDay(addDays(query.to, 1)) : undefined,
    };
    const { ids, total } = await this.repository.page(filter, query.pageSize, (query.page - 1) * query.pageSize);
    return { orders: await this.summaries(ids), page: query.page, pageSize: query.pageSize, total };
  }

  /** The orders with these ids as the lists show them, newest first. */
  async summaries(ids: readonly string[]): Promise<AdminOrderSummary[]> {
    if (ids.length === 0) return [];
    const [rows, parts] = await Promise.all([this.repository.summaries(ids), this.orders.partsOf([...ids])]);
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
    const [parts, items, events, shopper] = await Promise.all([
      this.orders.parts(order.id),
      this.orders.items(order.id),
      this.orders.events(order.id),
      this.accounts.contact(order.userId),
    ]);
    if (!shopper) throw new NotFoundError(ADMIN_MESSAGES.orderNotFound);
    return { order: detailView(order, parts, items, events), shopper };
  }
}
