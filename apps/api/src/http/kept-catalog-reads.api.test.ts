import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** Headers of the connection, not of the answer: Node writes them on the socket, inject makes up its own. */
const CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

interface Answer {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

let t: TestApp;
let port: number;
let routed: () => number;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  // The routed handlers ask the catalog for a body; the answer sent before routing asks keptBody.
  const spies = [
    vi.spyOn(t.container.catalog, 'categoriesBody'),
    vi.spyOn(t.container.catalog, 'shopBodyBySlug'),
    vi.spyOn(t.container.catalog, 'productBodyBySlug'),
  ];
  routed = () => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
});
afterAll(() => t?.close());

const answerHeaders = (headers: Record<string, string | string[] | number | undefined>) =>
  Object.entries(headers)
    .filter(([name]) => !CONNECTION.has(name))
    .map(([name, value]): [string, string] => [name, String(value)]);

/** Over HTTP: through the server's request listener, as a browser asks. */
function overHttp(method: string, url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: url, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: answerHeaders(res.headers), body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** Through Fastify's routed path (inject never sees the HTTP server): the answer the shortcut must equal. */
async function routedAnswer(method: 'GET' | 'HEAD', url: string, headers: Record<string, string>): Promise<Answer> {
  const res = await t.app.inject({ method, url, headers });
  return { status: res.statusCode, headers: answerHeaders(res.headers), body: res.rawPayload };
}

async function catalogUrls(): Promise<string[]> {
  const categories = (await t.app.inject({ method: 'GET', url: '/api/v1/categories' })).json<{ data: { shops: { slug: string }[] }[] }>();
  const shop = categories.data[0]?.shops[0]?.slug ?? '';
  const products = (await t.app.inject({ method: 'GET', url: `/api/v1/shop/slug/${shop}` })).json<{ products: { slug: string }[] }>();
  const product = products.products[0]?.slug ?? '';
  return ['/api/v1/categories', `/api/v1/shop/slug/${shop}`, `/api/v1/product/slug/${product}`];
}

const ENCODINGS = ['gzip, deflate, br, zstd', 'gzip', 'br;q=0, gzip;q=0.8', 'identity', ''];

describe('kept catalog reads answered before routing (decision 150)', () => {
  it('send the routed answer byte for byte: status, every header in order (security headers included) and body', async () => {
    const urls = await catalogUrls();
    let n = 0;
    for (const url of urls) {
      const etag = (await routedAnswer('GET', url, {})).headers.find(([name]) => name === 'etag')?.[1] ?? '';
      expect(etag).toMatch(/^".+"$/);
      for (const acceptEncoding of ENCODINGS) {
        for (const held of [undefined, etag, `W/${etag}`, `"older", ${etag}`, '"older"']) {
          const headers: Record<string, string> = { 'x-request-id': `kept-read-${(n += 1)}` };
          if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
          if (held) headers['if-none-match'] = held;
          const before = routed();
          const sent = await overHttp('GET', url, headers);
          expect(routed(), `${url} ${acceptEncoding} ${held}: answered before routing`).toBe(before);
          const reference = await routedAnswer('GET', url, headers);
          expect(sent, `${url} accept-encoding "${acceptEncoding}", if-none-match ${held}`).toEqual(reference);
        }
      }
    }
  });

  it('carry the API security headers and a request id of their own when the client sends none', async () => {
    const [url = ''] = await catalogUrls();
    const sent = await overHttp('GET', url, { 'accept-encoding': 'br' });
    const headers = Object.fromEntries(sent.headers);
    expect(headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'content-encoding': 'br',
      vary: 'accept-encoding',
      'cache-control': 'no-cache',
    });
    expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('leave to Fastify what they do not recognise, which answers as before', async () => {
    const [categories = '', shop = ''] = await catalogUrls();
    const cases: { method: 'GET' | 'HEAD'; url: string; headers?: Record<string, string> }[] = [
      { method: 'GET', url: '/api/v1/shop/slug/no-such-shop' },
      { method: 'GET', url: '/api/v1/product/slug/no-such-product' },
      { method: 'GET', url: `${categories}?page=2` },
      { method: 'GET', url: `${shop}%41` },
      { method: 'HEAD', url: categories },
      { method: 'GET', url: categories, headers: { 'x-forwarded-host': 'elsewhere.example' } },
    ];
    for (const { method, url, headers = {} } of cases) {
      const before = routed();
      const sent = await overHttp(method, url, { 'x-request-id': 'routed-1', ...headers });
      expect(routed(), `${method} ${url}: routed`).toBeGreaterThan(before);
      expect(sent, `${method} ${url}`).toEqual(await routedAnswer(method, url, { 'x-request-id': 'routed-1', ...headers }));
    }
    const badHost = await overHttp('GET', categories, { host: 'evil.example:99999' });
    expect(badHost.status).toBe(400);
  });

  it('are routed while the catalog is being built again after a change, then kept again', async () => {
    const [, shop = ''] = await catalogUrls();
    t.container.catalog.invalidate();
    const before = routed();
    const first = await overHttp('GET', shop, { 'x-request-id': 'after-change' });
    expect(routed()).toBe(before + 1);
    expect(first).toEqual(await routedAnswer('GET', shop, { 'x-request-id': 'after-change' }));
    const again = routed();
    expect((await overHttp('GET', shop, {})).status).toBe(200);
    expect(routed()).toBe(again);
  });
});
