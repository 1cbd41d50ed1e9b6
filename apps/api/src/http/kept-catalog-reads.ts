import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_PREFIX } from '@campus/contract';
import { acceptedEncoding } from '@campus/web/server';
import { REQUEST_ID_HEADER } from '../observability/request-id';
import { clientHas, type CachedBody } from './cached-reply';
import { isValidHost } from './host-header';
import { API_SECURITY_HEADERS } from './security-headers';

/** The public reads whose answers the catalog keeps as bytes (CatalogService.keptBody). */
export type KeptRead = 'categories' | 'shop' | 'product';

/** The kept answer of a read, or undefined when it is not kept yet (or the slug is unknown). */
export type KeptBodies = (read: KeptRead, slug?: string) => CachedBody | undefined;

/** Called when an answer sent here has gone out, with what the access log writes (observability/access-log.ts). */
export type AnswerLog = (requestId: string, method: string, url: string, route: string, statusCode: number, ms: number) => void;

/** A slug the path-parameter check and the router's 100-character limit pass as it is, with nothing to decode. */
const PLAIN_SLUG = /^[A-Za-z0-9_-]{1,100}$/;
const SECURITY = Object.entries(API_SECURITY_HEADERS).flat();
const ROUTES: readonly { read: Exclude<KeptRead, 'categories'>; head: string; route: string }[] = [
  { read: 'shop', head: `${API_PREFIX}/shop/slug/`, route: `${API_PREFIX}/shop/slug/:slug` },
  { read: 'product', head: `${API_PREFIX}/product/slug/`, route: `${API_PREFIX}/product/slug/:slug` },
];
const CATEGORIES = `${API_PREFIX}/categories`;

/** The answer per text remembered for the few texts clients send (a host name, a browser's Accept-Encoding). */
function remembered<T>(work: (text: string) => T, limit = 64): (text: string | undefined) => T {
  const seen = new Map<string, T>();
  return (given) => {
    const text = given ?? '';
    if (seen.has(text)) return seen.get(text) as T;
    if (seen.size >= limit) seen.clear();
    const answer = work(text);
    seen.set(text, answer);
    return answer;
  };
}

/**
 * Decision 150: the three public catalog reads answered by the HTTP server before routing, when their
 * answer is already kept, with exactly the routed answer's status, headers and bytes (the same
 * `sendCached` rules, the same security headers, the same request id). Anything this does not recognise
 * (another method or address, a query, an unknown slug, a Host the Host check would look at twice, an
 * index being built, a server closing) returns false and goes to Fastify untouched.
 */
export class KeptCatalogReads {
  private bodies: KeptBodies | undefined;
  private log: AnswerLog | undefined;
  private readonly validHost = remembered(isValidHost);
  private readonly encodingOf = remembered(acceptedEncoding);

  /** From now on, answer from `bodies`; `log` writes the access line when the access log is on. */
  serve(bodies: KeptBodies, log?: AnswerLog): void {
    this.bodies = bodies;
    this.log = log;
  }

  /** No more answers here (the server is closing: Fastify answers 503). */
  stop(): void {
    this.bodies = undefined;
  }

  /** True when the request was answered here. */
  answer(request: IncomingMessage, response: ServerResponse, requestId: string): boolean {
    const bodies = this.bodies;
    const url = request.url;
    if (!bodies || request.method !== 'GET' || !url?.startsWith(API_PREFIX)) return false;
    const host = request.headers.host;
    if (!host || request.headers['x-forwarded-host'] !== undefined || !this.validHost(host)) return false;
    let body: CachedBody | undefined;
    let route = CATEGORIES;
    if (url === CATEGORIES) body = bodies('categories');
    else {
      for (const candidate of ROUTES) {
        if (!url.startsWith(candidate.head)) continue;
        const slug = url.slice(candidate.head.length);
        if (PLAIN_SLUG.test(slug)) body = bodies(candidate.read, slug);
        route = candidate.route;
        break;
      }
    }
    if (!body) return false;
    const started = this.log ? performance.now() : 0;
    if (clientHas(request.headers['if-none-match'], body.etag)) {
      response.writeHead(304, [REQUEST_ID_HEADER, requestId, ...SECURITY, ...body.headersAs('unchanged')]);
      response.end();
    } else {
      const encoding = body.encodingFor(request.headers['accept-encoding'], this.encodingOf);
      response.writeHead(200, [REQUEST_ID_HEADER, requestId, ...SECURITY, ...body.headersAs(encoding)]);
      response.end(encoding ? body.encodedAs(encoding) : body.raw);
    }
    const log = this.log;
    if (log) response.once('finish', () => log(requestId, 'GET', url, route, response.statusCode, performance.now() - started));
    return true;
  }
}
