import type { IncomingMessage, ServerResponse } from 'node:http';
import { configResponseSchema, healthSchema, readySchema, STORE_NAME } from '@campus/contract';
import type { AppModule } from '../../container';
import { API_PREFIX } from '../../http/api-prefix';
import { sendConstant } from '../../http/cached-reply';
import { API_SECURITY_HEADERS } from '../../http/security-headers';

const HEALTHY = JSON.stringify({ status: 'ok' });
const HEALTHZ_PATH = `${API_PREFIX}/healthz`;
const LIVENESS_HEADERS = {
  ...API_SECURITY_HEADERS,
  'content-type': 'application/json; charset=utf-8',
  'content-length': String(Buffer.byteLength(HEALTHY)),
};

/**
 * The liveness answer, written straight to the socket by the server's request listener before Fastify
 * routes anything (app.ts): probes ask for it every few seconds from every balancer, and it needs no
 * hook, parser or logger. Same bytes and headers as the routed GET healthz, which tests compare.
 */
export function answerLivenessProbe(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== 'GET' || request.url !== HEALTHZ_PATH) return false;
  response.writeHead(200, LIVENESS_HEADERS);
  response.end(HEALTHY);
  return true;
}

/** Liveness, readiness (database reachable) and the public client configuration. */
export const healthModule: AppModule = async (app, { deps }) => {
  const { config, database } = deps;
  app.get('/healthz', { schema: { tags: ['ops'], response: { 200: healthSchema } } }, async (_request, reply) =>
    // Liveness is asked for every few seconds by every probe: a constant answer, serialised once.
    sendConstant(reply, HEALTHY),
  );

  app.get('/readyz', { schema: { tags: ['ops'], response: { 200: readySchema, 503: readySchema } } }, async (_request, reply) => {
    const ready = await database.ping();
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not-ready', database: ready });
  });

  app.get(
    '/config',
    { schema: { tags: ['ops'], summary: 'Public settings the storefront needs', response: { 200: configResponseSchema } } },
    async () => ({
      storeName: STORE_NAME,
      provider: config.payment.provider,
      publicKey: config.payment.publicKey,
      supportPhone: config.supportPhone,
      production: config.production,
    }),
  );
};
