import Fastify, { type FastifyInstance } from 'fastify';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/** Headers of the probe's own response, not security headers. */
const NOT_SECURITY = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers @fastify/helmet sets with these options, worked out once. @fastify/helmet rebuilds
 * helmet's middleware (and re-parses the CSP directives) on every request, which cost the catalog
 * reads a large share of their throughput (bench: `npm run bench`); the options here have no
 * per-request part (no nonces, no functions), so every response gets the same headers.
 */
export async function computeSecurityHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(fastifyHelmet, options);
  probe.get('/', async () => 'ok');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (!NOT_SECURITY.has(name) && value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/**
 * What a JSON answer needs (OWASP REST Security): never sniffed into another type, never framed, never
 * rendered as a page that could run anything, not readable by other sites' pages, HTTPS only. The
 * page-level headers (script and style sources, referrer, opener, DNS prefetch…) govern documents;
 * on the API they are bytes on every answer (decision record 012).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

/**
 * Sets helmet's headers, computed once from `options`, on every response of `app`; answers under
 * `apiPrefix` (JSON) get API_SECURITY_HEADERS instead.
 */
export async function installSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions, apiPrefix?: string): Promise<void> {
  if (options.enableCSPNonces) throw new Error('CSP nonces change per request: register @fastify/helmet instead');
  const headers = await computeSecurityHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(apiPrefix !== undefined && request.url.startsWith(apiPrefix) ? API_SECURITY_HEADERS : headers);
    done();
  });
}
