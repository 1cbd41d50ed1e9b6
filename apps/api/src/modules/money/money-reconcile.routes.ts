import {
  errorSchema,
  payoutsResponseSchema,
  periodQuerySchema,
  recordPayoutBodySchema,
  payoutIdParamSchema,
  recordPayoutResponseSchema,
  reversePayoutBodySchema,
  reversePayoutResponseSchema,
  settlementChecksResponseSchema,
  shopIdParamSchema,
} from '@campus/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Container } from '../../container';
import { currentUser } from '../auth/auth.plugin';
import { MoneyReconcile } from './money-reconcile';
import type { ReconcileRepository } from './reconcile.repository';

const security = [{ bearer: [] }];
const tags = ['admin: money'];
const denied = { 401: errorSchema, 403: errorSchema };

/** A CSV file to download, kept by no cache on the way (the admin area's onSend says no-store). */
function sendCsv(reply: FastifyReply, file: { fileName: string; body: string }) {
  return reply.header('content-disposition', `attachment; filename="${file.fileName}"`).type('text/csv; charset=utf-8').send(file.body);
}

/** Issue 39 item 3's calls, in the admin area with the rest of the operator's money (money.routes.ts). */
export function registerReconcileRoutes(app: FastifyInstance, deps: Container, repo: ReconcileRepository): void {
  const { provider } = deps.payments;
  const moneyRepository = deps.money.repository;
  const reconcile = new MoneyReconcile(deps.db, repo, moneyRepository, provider, deps.audit, deps.now);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/admin/settlements',
    {
      schema: {
        tags,
        security,
        summary: "Per shop with a subaccount: what Paystack settled to it (GET /settlement) against the ledger's split shares",
        querystring: periodQuerySchema,
        response: { 200: settlementChecksResponseSchema, 400: errorSchema, ...denied, 502: errorSchema },
      },
    },
    async (request) => reconcile.settlementChecks(request.query),
  );

  routes.post(
    '/admin/shops/:shopId/payouts',
    {
      schema: {
        tags,
        security,
        summary: 'Record money paid to a shop outside Paystack (once per shop and reference); audited',
        params: shopIdParamSchema,
        body: recordPayoutBodySchema,
        response: { 200: recordPayoutResponseSchema, 400: errorSchema, ...denied, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => reconcile.recordPayout(currentUser(request), request.params.shopId, request.body),
  );

  routes.post(
    '/admin/payouts/:payoutId/reverse',
    {
      schema: {
        tags,
        security,
        summary: 'Reverse a payout recorded by mistake, with a reason (never edited or deleted); audited; once only',
        params: payoutIdParamSchema,
        body: reversePayoutBodySchema,
        response: { 200: reversePayoutResponseSchema, 400: errorSchema, ...denied, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => reconcile.reversePayout(currentUser(request), request.params.payoutId, request.body),
  );

  routes.get(
    '/admin/payouts',
    {
      schema: {
        tags,
        security,
        summary: 'Payouts recorded for days from…to (Lagos), optionally of one shop',
        querystring: periodQuerySchema,
        response: { 200: payoutsResponseSchema, 400: errorSchema, ...denied },
      },
    },
    async (request) => reconcile.payouts(request.query),
  );

  routes.get(
    '/admin/ledger.csv',
    {
      schema: {
        tags,
        security,
        summary: 'The ledger of days from…to (Lagos) as CSV: UTF-8, naira as numbers, Lagos dates, payouts included',
        querystring: periodQuerySchema,
        response: { 400: errorSchema, ...denied },
      },
    },
    async (request, reply) => sendCsv(reply, await reconcile.csv(request.query)),
  );
}
