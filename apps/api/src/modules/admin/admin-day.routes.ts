import {
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderPageSchema,
  adminTodaySchema,
  errorSchema,
  orderIdParamSchema,
} from '@campus/contract';
import type { AppModule } from '../../container';
import { AdminOrders } from './admin-orders';
import { AdminOrdersRepository } from './admin-orders.repository';
import { AdminTodayReport } from './admin-today';
import { AdminTodayRepository } from './admin-today.repository';
import { AdminRepository } from './admin.repository';

const security = [{ bearer: [] }];
const refusals = { 401: errorSchema, 403: errorSchema } as const;

/**
 * The operator's day (issue 39 item 2): today at a glance and every order, filtered, searched and paged.
 * Registered inside the admin module, so the admin area's one guard runs first on every call.
 */
export const adminDayRoutes: AppModule = async (app, { deps }) => {
  const ordersRepository = new AdminOrdersRepository(deps.db);
  const orders = new AdminOrders(ordersRepository, deps.orders.reads, new AdminRepository(deps.db));
  const today = new AdminTodayReport(orders, ordersRepository, new AdminTodayRepository(deps.db), deps.acceptance.admin, deps.now);
  const tags = ['admin'];

  app.get(
    '/admin/today',
    {
      schema: {
        tags,
        summary: 'Today in the market (Lagos day): orders, sales, parts waiting and late, refunds, failed jobs, shops open now',
        security,
        response: { 200: adminTodaySchema, ...refusals },
      },
    },
    async () => today.today(),
  );

  app.get(
    '/admin/orders',
    {
      schema: {
        tags,
        summary:
          "Every order, newest first, a page at a time (25 unless pageSize says): by a part's status, a shop and Lagos days, and found by number, payment reference, the shopper's name or phone, or a shop's name",
        security,
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderPageSchema, 400: errorSchema, ...refusals },
      },
    },
    async (request) => orders.list(request.query),
  );

  app.get(
    '/admin/orders/:id',
    {
      schema: {
        tags,
        summary: 'Any order with its parts and their status history',
        security,
        params: orderIdParamSchema,
        response: { 200: adminOrderDetailSchema, ...refusals, 404: errorSchema },
      },
    },
    async (request) => orders.detail(request.params.id),
  );
};
