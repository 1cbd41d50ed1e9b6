import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Container } from '../container';
import { createMetrics, type AppMetrics } from './metrics';

/** The route label of a request no route matched (the page server and the 404s answer those). */
export const UNROUTED = '(unrouted)';

const servers = new WeakMap<FastifyInstance, http.Server>();

/** The metrics port's server of an app (tests read its address); none without METRICS_PORT. */
export function metricsServerOf(app: FastifyInstance): http.Server | undefined {
  return servers.get(app);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The bearer token, compared in constant time. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(given), digest(token));
}

async function scrape(metrics: AppMetrics): Promise<{ type: string; body: string }> {
  return { type: metrics.registry.contentType, body: await metrics.registry.metrics() };
}

/** Timing every answer costs each request a hook and a histogram update: only where someone can read it (decision 138). */
export function requestsTimed(config: Pick<AppConfig, 'metrics'>): boolean {
  return Boolean(config.metrics?.token) || config.metrics?.port !== undefined;
}

/**
 * Prometheus metrics (issue 34): every answer is timed by its route pattern; `/metrics` is served on
 * METRICS_PORT (a port the proxy does not publish) and/or on the main port to METRICS_TOKEN's bearer.
 * With neither set nothing serves it: the main port's /metrics is the usual 404.
 */
export function installMetrics(app: FastifyInstance, container: Container): AppMetrics {
  const metrics = createMetrics({
    database: container.database,
    liveStreams: () => ({ order: container.liveEvents.connections('order'), shop: container.liveEvents.connections('shop') }),
  });
  const { token, port } = container.config.metrics ?? {};
  if (requestsTimed(container.config)) {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? UNROUTED;
      metrics.observeRequest({ method: request.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
    });
  }
  if (token) {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!tokenMatches(request.headers.authorization, token)) {
        return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain').send('Unauthorized');
      }
      const { type, body } = await scrape(metrics);
      return reply.header('cache-control', 'no-store').type(type).send(body);
    });
  }
  if (port !== undefined) {
    const server = http.createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') return void response.writeHead(404).end();
      scrape(metrics).then(
        ({ type, body }) => response.writeHead(200, { 'content-type': type }).end(body),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics could not be read');
          response.writeHead(500).end();
        },
      );
    });
    servers.set(app, server);
    app.addHook('onReady', () => new Promise<void>((resolve) => server.listen(port, container.config.host, resolve)));
    app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
  }
  return metrics;
}
