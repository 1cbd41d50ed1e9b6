import { z } from 'zod';
import { API_PREFIX, errorSchema } from '@campus/contract';
import { NotFoundError } from '../../errors/domain-errors';
import type { AppModule } from '../../container';
import { SANDBOX_CHECKOUT_SCRIPT, sandboxCheckoutPage, sandboxNotFoundPage } from './sandbox-page';
import { WEBHOOK_QUEUE, webhookEventId } from './payments.service';
import { SANDBOX_CHECKOUT_PATH } from './sandbox.provider';

const accessCodeParams = z.object({ accessCode: z.string().min(1).max(100) });
const actionParams = accessCodeParams.extend({ action: z.enum(['pay', 'decline', 'cancel']) });

/**
 * The sandbox's own pages (only when PAYMENT_PROVIDER=sandbox): the checkout page, its script, the shopper's
 * buttons; and the sandbox's webhooks, sent to our own endpoint once the app is ready.
 */
export const sandboxModule: AppModule = async (app, { deps }) => {
  const { sandbox } = deps.payments;
  if (!sandbox) return;
  if (deps.config.production) app.log.warn('PAYMENT_PROVIDER=sandbox in production: payments are emulated and no money is collected');
  // Signed and checked exactly like Paystack's, through the real endpoint.
  app.addHook('onReady', async () =>
    sandbox.start(async (payload, signature) => {
      const response = await app.inject({
        method: 'POST',
        url: `${API_PREFIX}/payment/webhook`,
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
        payload,
      });
      // Our endpoint answers at once and works in the job queue; the sandbox waits for that work, so
      // flush() means "delivered and handled" (tests and the demo read the order right after). Only this
      // event's job: under a flow of payments the queue is never empty (decision 137).
      if (response.statusCode === 200) {
        const event = JSON.parse(payload) as Parameters<typeof webhookEventId>[0];
        await deps.jobs.settleJob(WEBHOOK_QUEUE, webhookEventId(event, Buffer.from(payload)));
      }
      return response.statusCode;
    }),
  );
  app.addHook('onClose', () => sandbox.stop());

  app.get('/sandbox/checkout.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SANDBOX_CHECKOUT_SCRIPT),
  );

  app.get(`${SANDBOX_CHECKOUT_PATH}/:accessCode`, { schema: { hide: true, params: accessCodeParams } }, async (request, reply) => {
    const transaction = await sandbox.ledger.byAccessCode(request.params.accessCode);
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
      const transaction = await sandbox.act(request.params.accessCode, request.params.action);
      if (!transaction) throw new NotFoundError('This checkout link is not valid.');
      return { status: transaction.status as 'success' | 'failed' | 'abandoned', reference: transaction.reference };
    },
  );
};
