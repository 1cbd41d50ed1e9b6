import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorSchema,
  initializePaymentBodySchema,
  initializePaymentResponseSchema,
  verifyPaymentBodySchema,
  verifyPaymentResponseSchema,
} from '@campus/contract';
import type { AppConfig } from '../../config';
import type { AppModule } from '../../container';
import { currentUser, type makeRequireAuth } from '../auth/auth.plugin';
import type { Workflows } from '../../workflows/bind-workflows';
import type { PaymentsService } from './payments.service';

const security = [{ bearer: [] }];

/** The payments module (decision 024): the shopper's payment calls (shopper area)… */
export const paymentsModule: AppModule = async (app, { deps }) => {
  await app.register(paymentsRoutes(deps, deps.workflows));
};

/** …and the provider's webhook in a scope of its own (webhook area: the signature guard, decision 095). */
export const paymentWebhookModule: AppModule = async (app, { deps }) => {
  await app.register(paymentWebhookRoutes(deps.payments.service));
};

/** POST payment/initialize (addition, DESIGN §5) and POST payment/verify (§7). */
function paymentsRoutes(
  core: { config: AppConfig; requireAuth: ReturnType<typeof makeRequireAuth> },
  checkout: Pick<Workflows, 'startCheckout' | 'verifyPayment'>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/payment/initialize',
      {
        schema: {
          tags: ['payments'],
          summary: "Start a card payment for the signed-in shopper's cart (amount in kobo)",
          security,
          body: initializePaymentBodySchema,
          response: { 200: initializePaymentResponseSchema, 400: errorSchema, 401: errorSchema, 409: errorSchema, 502: errorSchema },
        },
      },
      async (request) => {
        // Without PUBLIC_URL the sandbox page lives on the origin the shopper is using.
        const origin = core.config.publicUrl ?? `${request.protocol}://${request.host}`;
        return checkout.startCheckout(currentUser(request), origin, request.body ?? {});
      },
    );

    app.post(
      '/payment/verify',
      {
        schema: {
          tags: ['payments'],
          summary: "Ask the provider whether the shopper's payment succeeded",
          security,
          body: verifyPaymentBodySchema,
          response: { 200: verifyPaymentResponseSchema, 401: errorSchema, 404: errorSchema, 502: errorSchema },
        },
      },
      async (request) => checkout.verifyPayment(currentUser(request), request.body.reference),
    );
  };
}

/**
 * POST payment/webhook (DESIGN §5): the provider's signed events. JSON bodies are kept raw in
 * this scope only, because the signature covers the exact bytes sent.
 */
function paymentWebhookRoutes(payments: PaymentsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    app.post(
      '/payment/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: 'Paystack webhook (x-paystack-signature: HMAC SHA512 of the raw body)',
          response: { 200: z.object({ received: z.literal(true) }), 400: errorSchema, 401: errorSchema, 502: errorSchema },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return payments.handleWebhook(raw, request.headers);
      },
    );
  };
}
