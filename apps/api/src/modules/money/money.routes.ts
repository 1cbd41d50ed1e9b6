import {
  banksResponseSchema,
  errorSchema,
  ledgerQuerySchema,
  ledgerResponseSchema,
  orderMoneySchema,
  orderPublicIdParamSchema,
  partIdParamSchema,
  partRefundBodySchema,
  partRefundResponseSchema,
  pendingPaymentsResponseSchema,
  refundCheckResponseSchema,
  refundIdParamSchema,
  resolveAccountBodySchema,
  resolvedAccountSchema,
  shopIdParamSchema,
  shopSettlementBodySchema,
  shopSettlementSchema,
} from '@campus/contract';
import { z } from 'zod';
import type { AppModule } from '../../container';
import { currentUser } from '../auth/auth.plugin';
import { refundPart, type RefundPartSteps } from '../../workflows/refund-part';
import { MoneyAdmin } from './money-admin';
import { registerReconcileRoutes } from './money-reconcile.routes';
import { ReconcileRepository } from './reconcile.repository';

const security = [{ bearer: [] }];
const tags = ['admin: money'];
const denied = { 401: errorSchema, 403: errorSchema };

/** The operator's money API (issue 21): every call is the operator's only (401 signed out, 403 anyone else). */
export const moneyAdminModule: AppModule = async (app, { deps }) => {
  const { provider, repository: paymentsRepository } = deps.payments;
  const { service: money, repository: moneyRepository } = deps.money;
  const { service: orders, repository: ordersRepository } = deps.orders;
  const { stock } = deps;
  const reconcileRepository = new ReconcileRepository(deps.db);
  const admin = new MoneyAdmin(
    deps.db,
    moneyRepository,
    money,
    provider,
    ordersRepository,
    paymentsRepository,
    deps.audit,
    deps.config,
    deps.now,
    reconcileRepository,
  );
  const refundSteps: RefundPartSteps = { db: deps.db, parts: ordersRepository, orders, money, stock, audit: deps.audit };
  // Who is asking (the operator) is checked by the admin area's one guard, before anything else (decision 095).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  registerReconcileRoutes(app, deps, reconcileRepository);

  app.get(
    '/admin/banks',
    {
      schema: {
        tags,
        security,
        summary: 'Banks a shop can be paid to (Paystack GET /bank)',
        response: { 200: banksResponseSchema, ...denied, 502: errorSchema },
      },
    },
    async () => admin.banks(),
  );

  app.post(
    '/admin/banks/resolve',
    {
      schema: {
        tags,
        security,
        summary: "The account holder's name as the bank gives it (Paystack GET /bank/resolve)",
        body: resolveAccountBodySchema,
        response: { 200: resolvedAccountSchema, 400: errorSchema, ...denied, 502: errorSchema },
      },
    },
    async (request) => admin.resolve(request.body),
  );

  app.get(
    '/admin/shops/:shopId/settlement',
    {
      schema: {
        tags,
        security,
        summary: "A shop's settlement bank, subaccount and commission (null when none is set: its shares are owed)",
        params: shopIdParamSchema,
        response: {
          200: z.object({ settlement: shopSettlementSchema.nullable(), defaultCommissionPercent: z.number() }),
          400: errorSchema,
          ...denied,
        },
      },
    },
    async (request) => ({
      settlement: await admin.settlement(request.params.shopId),
      defaultCommissionPercent: money.commissionPercentDefault(),
    }),
  );

  app.put(
    '/admin/shops/:shopId/settlement',
    {
      schema: {
        tags,
        security,
        summary: "Set a shop's bank (name confirmed) and commission; creates its Paystack subaccount; audited",
        params: shopIdParamSchema,
        body: shopSettlementBodySchema,
        response: { 200: shopSettlementSchema, 400: errorSchema, ...denied, 404: errorSchema, 409: errorSchema, 502: errorSchema },
      },
    },
    async (request) => admin.setSettlement(currentUser(request), request.params.shopId, request.body),
  );

  app.get(
    '/admin/orders/:publicId/money',
    {
      schema: {
        tags,
        security,
        summary: "An order's payments (with their split), refunds and ledger rows",
        params: orderPublicIdParamSchema,
        response: { 200: orderMoneySchema, 400: errorSchema, ...denied, 404: errorSchema },
      },
    },
    async (request) => admin.orderMoney(request.params.publicId),
  );

  app.post(
    '/admin/order-parts/:partId/refund',
    {
      schema: {
        tags,
        security,
        summary: "Refund a part's items and delivery share (idempotent; a failed refund is asked again); audited",
        params: partIdParamSchema,
        body: partRefundBodySchema,
        response: { 200: partRefundResponseSchema, 400: errorSchema, ...denied, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) =>
      refundPart(refundSteps, currentUser(request), request.params.partId, request.body?.reason ?? 'Refunded by the market'),
  );

  app.post(
    '/admin/refunds/:refundId/check',
    {
      schema: {
        tags,
        security,
        summary: 'Look a refund that needs a check up at Paystack again; it is sent only if Paystack shows none (audited)',
        params: refundIdParamSchema,
        response: { 200: refundCheckResponseSchema, 400: errorSchema, ...denied, 404: errorSchema },
      },
    },
    async (request) => admin.checkRefund(currentUser(request), request.params.refundId),
  );

  app.get(
    '/admin/payments/pending',
    {
      schema: {
        tags,
        security,
        summary: 'Payments still pending more than 10 minutes after they started',
        response: { 200: pendingPaymentsResponseSchema, ...denied },
      },
    },
    async () => admin.pendingPayments(),
  );

  app.get(
    '/admin/ledger',
    {
      schema: {
        tags,
        security,
        summary: 'Per shop per day (Lagos): charged, refunded, commission, settled through the split, paid out, owed',
        querystring: ledgerQuerySchema,
        response: { 200: ledgerResponseSchema, 400: errorSchema, ...denied },
      },
    },
    async (request) => admin.ledger(request.query),
  );
};
