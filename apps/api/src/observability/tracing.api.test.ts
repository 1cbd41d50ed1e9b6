import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../test/test-app';

interface OtlpSpan {
  traceId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}

/** A local OTLP/HTTP receiver on loopback: what the exporter posts to /v1/traces (JSON). */
function otlpReceiver() {
  const requests: { path: string; body: string }[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({ path: request.url ?? '', body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const spans = (): OtlpSpan[] =>
    requests.flatMap(({ body }) => {
      const payload = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };
      return payload.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans));
    });
  return { server, requests, spans };
}

const receiver = otlpReceiver();
let t: TestApp;

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.server.address() as AddressInfo;
  t = await createTestApp({ config: { otlpEndpoint: `http://127.0.0.1:${port}` } });
}, 180_000);
afterAll(() => new Promise<void>((resolve) => receiver.server.close(() => resolve())));

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT_ID = '00f067aa0ba902b7';

describe(`OpenTelemetry traces (issue 34, ${testDatabaseKind})`, () => {
  it('the local OTLP receiver gets a server span per request, named by its route, continuing the caller’s trace', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/shop/slug/no-such-shop',
      headers: { traceparent: `00-${TRACE_ID}-${PARENT_ID}-01`, 'x-request-id': 'traced-1' },
    });
    expect(answer.statusCode).toBe(404);
    await t.close(); // closing flushes the batch
    expect(receiver.requests.every((request) => request.path === '/v1/traces')).toBe(true);
    const span = receiver.spans().find((candidate) => candidate.name === 'GET /api/v1/shop/slug/:slug');
    expect(span).toBeDefined();
    expect(span?.traceId).toBe(TRACE_ID);
    expect(span?.parentSpanId).toBe(PARENT_ID);
    expect(span?.kind).toBe(2); // SERVER
    const attributes = Object.fromEntries(span?.attributes.map((entry) => [entry.key, entry.value]) ?? []);
    expect(attributes['http.route']).toEqual({ stringValue: '/api/v1/shop/slug/:slug' });
    expect(Number(attributes['http.response.status_code']?.intValue)).toBe(404);
    expect(attributes['request.id']).toEqual({ stringValue: 'traced-1' });
  });
});
