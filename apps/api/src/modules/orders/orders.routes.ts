import {
  cancelPartBodySchema,
  cancelPartParamsSchema,
  createOrderBodySchema,
  orderEventSchema,
  createOrderResponseSchema,
  errorSchema,
  orderDetailSchema,
  orderIdParamSchema,
  ordersPageSchema,
  ordersQuerySchema,
} from '@campus/contract';
import type { FastifyReply } from 'fastify';
import type { AppModule } from '../../container';
import { currentUser } from '../auth/auth.plugin';
import { ORDER_MESSAGES } from './orders.service';
import { receiptFileName, receiptPdf } from './receipt-pdf';

const security = [{ bearer: [] }];

/** A PDF to download, kept by no cache on the way. */
function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .type('application/pdf')
    .send(pdf);
}

/** §7 order/create-order, and the shopper's orders (issue 19): owner only, 404 for anyone else. */
export const ordersModule: AppModule = async (app, { deps }) => {
  const orders = deps.orders.service;
  const { parts } = deps.workflows;
  {
    app.post(
      '/order/create-order',
      {
        schema: {
          tags: ['orders'],
          summary: 'Create the order for a verified payment (from what was paid for)',
          security,
          body: createOrderBodySchema,
          response: {
            200: createOrderResponseSchema,
            400: errorSchema,
            401: errorSchema,
            403: errorSchema,
            404: errorSchema,
            409: errorSchema,
          },
        },
      },
      async (request) => ({
        message: ORDER_MESSAGES.created,
        newOrder: await deps.workflows.placeOrder(currentUser(request), request.body),
      }),
    );

    app.get(
      '/orders',
      {
        schema: {
          tags: ['orders'],
          summary: "The signed-in shopper's orders, newest first, a page at a time",
          security,
          querystring: ordersQuerySchema,
          response: { 200: ordersPageSchema, 400: errorSchema, 401: errorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return orders.list(currentUser(request), request.query);
      },
    );

    app.post(
      '/orders/:id/parts/:partId/cancel',
      {
        schema: {
          tags: ['orders'],
          summary: "Cancel one shop's part while it is still paid (not yet accepted); its items and delivery share are refunded",
          security,
          params: cancelPartParamsSchema,
          body: cancelPartBodySchema,
          response: { 200: orderEventSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
        },
      },
      async (request) => {
        const order = await orders.ownOrder(currentUser(request), request.params.id);
        const reason = request.body?.reason?.trim() || ORDER_MESSAGES.cancelledByShopper;
        return parts.setPartStatus(request.params.partId, 'cancelled', reason, { onlyFrom: 'paid', orderId: order.id });
      },
    );

    app.get(
      '/orders/:id',
      {
        schema: {
          tags: ['orders'],
          summary: 'One order of the signed-in shopper: its parts, items, status history and receipt',
          security,
          params: orderIdParamSchema,
          response: { 200: orderDetailSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        // While a part waits for its shop, the page counts down to its acceptance deadline (issue 36).
        return deps.acceptance.deadlines.withDeadlines(await orders.detail(currentUser(request), request.params.id));
      },
    );

    app.get(
      '/orders/:id/receipt.pdf',
      {
        schema: {
          tags: ['orders'],
          summary: 'The order’s receipt as a PDF to keep or print (the signed-in shopper’s own order)',
          security,
          params: orderIdParamSchema,
          response: { 400: errorSchema, 401: errorSchema, 404: errorSchema },
        },
      },
      async (request, reply) => {
        const order = await orders.detail(currentUser(request), request.params.id);
        return sendPdf(reply, receiptFileName(order.id), await receiptPdf(order));
      },
    );
  }
};
