import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@campus/contract';
import { notFound } from '../../http/http-error';
import type { SandboxPayments } from './sandbox-payments';
import { SANDBOX_CHECKOUT_SCRIPT, sandboxCheckoutPage, sandboxNotFoundPage } from './sandbox-page';
import { SANDBOX_CHECKOUT_PATH } from './sandbox.provider';

const accessCodeParams = z.object({ accessCode: z.string().min(1).max(100) });
const actionParams = accessCodeParams.extend({ action: z.enum(['pay', 'decline', 'cancel']) });

/** The sandbox's own pages (served only when PAYMENT_PROVIDER=sandbox): the checkout page, its script, the shopper's buttons. */
export function sandboxRoutes(sandbox: SandboxPayments): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/sandbox/checkout.js', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SANDBOX_CHECKOUT_SCRIPT),
    );

    app.get(`${SANDBOX_CHECKOUT_PATH}/:accessCode`, { schema: { hide: true, params: accessCodeParams } }, async (request, reply) => {
      const transaction = sandbox.ledger.byAccessCode(request.params.accessCode);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      return transaction ? reply.send(sandboxCheckoutPage(transaction)) : reply.code(404).send(sandboxNotFoundPage());
    });

    app.post(
      `${SANDBOX_CHECKOUT_PATH}/:accessCode/:action`,
      {
        schema: {
          tags: ['payments'],
          summary: 'Sandbox: the shopper pays, declines or cancels on the emulated checkout page',
          params: actionParams,
          response: { 200: z.object({ status: z.enum(['success', 'failed', 'abandoned']), reference: z.string() }), 404: errorSchema },
        },
      },
      async (request) => {
        const transaction = sandbox.act(request.params.accessCode, request.params.action);
        if (!transaction) throw notFound('This checkout link is not valid.');
        return { status: transaction.status, reference: transaction.reference };
      },
    );
  };
}
