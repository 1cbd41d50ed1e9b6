import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configResponseSchema, healthSchema, readySchema, STORE_NAME } from '@campus/contract';
import type { AppConfig } from '../../config';

/** Liveness, readiness (database reachable) and the public client configuration. */
export function healthRoutes(config: AppConfig, pingDatabase: () => Promise<boolean>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/healthz', { schema: { tags: ['ops'], response: { 200: healthSchema } } }, async () => ({ status: 'ok' as const }));

    app.get('/readyz', { schema: { tags: ['ops'], response: { 200: readySchema, 503: readySchema } } }, async (_request, reply) => {
      const database = await pingDatabase();
      return reply.code(database ? 200 : 503).send({ status: database ? 'ready' : 'not-ready', database });
    });

    app.get('/config', { schema: { tags: ['ops'], summary: 'Public settings the storefront needs', response: { 200: configResponseSchema } } }, async () => ({
      storeName: STORE_NAME,
      provider: config.payment.provider,
      publicKey: config.payment.publicKey,
      supportPhone: config.supportPhone,
      production: config.production,
    }));
  };
}
