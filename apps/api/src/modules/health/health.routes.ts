import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_PREFIX, configResponseSchema, healthSchema, readySchema, STORE_NAME } from '@campus/contract';
import type { AppModule } from '../../container';
import { sendConstant } from '../../http/cached-reply';
import { API_SECURITY_HEADERS } from '../../http/security-headers';
import { pingRedis } from '../../shared-state/redis';

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

/** How long a readiness check waits for one dependency before counting it down. */
const CHECK_TIMEOUT_MS = 2000;

function withinTimeout(check: Promise<boolean>): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS)));
  return Promise.race([check.catch(() => false), late]).finally(() => clearTimeout(timer));
}

/**
 * Liveness, readiness and the public client configuration. Ready (decision 045): the database answers,
 * Redis and the object store answer when configured, this instance's LISTEN connection is up, and it
 * is not shutting down; otherwise 503, so a balancer sends its requests elsewhere.
 */
export const healthModule: AppModule = async (app, { deps }) => {
  const { config, database } = deps;
  let closing = false;
  app.addHook('preClose', () => {
    closing = true;
  });
  app.get('/healthz', { schema: { tags: ['ops'], response: { 200: healthSchema } } }, async (_request, reply) =>
    // Liveness is asked for every few seconds by every probe: a constant answer, serialised once.
    sendConstant(reply, HEALTHY),
  );

  app.get('/readyz', { schema: { tags: ['ops'], response: { 200: readySchema, 503: readySchema } } }, async (_request, reply) => {
    const [databaseUp, redis, objectStore] = await Promise.all([
      withinTimeout(database.ping()),
      deps.redis ? withinTimeout(pingRedis(deps.redis)) : undefined,
      config.s3 ? withinTimeout(deps.storage.ping().then(() => true)) : undefined,
    ]);
    const listener = deps.liveEvents.listening;
    const ready = databaseUp && listener && redis !== false && objectStore !== false && !closing;
    return reply.code(ready ? 200 : 503).send({
      status: ready ? 'ready' : 'not-ready',
      database: databaseUp,
      listener,
      ...(database.kind === 'pglite' ? { embedded: true as const } : {}),
      ...(redis === undefined ? {} : { redis }),
      ...(objectStore === undefined ? {} : { objectStore }),
      ...(closing ? { closing } : {}),
    });
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
