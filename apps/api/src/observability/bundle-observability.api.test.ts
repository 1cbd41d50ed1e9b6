import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInstance } from '../scale/two-instances';
import { ensureServerBundle } from '../test/server-process';
import { freePort } from '../test/server-process';
import { testDatabaseKind } from '../test/test-app';

const posted: string[] = [];
const receiver = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  request.on('end', () => {
    posted.push(body);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
beforeAll(() => new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

// The bundle (scripts/server-build.mjs) is what `npm start` runs: the packages must load in it, not only from source.
describe.skipIf(testDatabaseKind !== 'pglite')('observability in the bundled server (issue 34)', () => {
  it('sends request spans to the OTLP receiver, serves /metrics on its port and returns the request id', { timeout: 300_000 }, async () => {
    ensureServerBundle();
    const metricsPort = await freePort();
    const { port } = receiver.address() as AddressInfo;
    const server = await startInstance('traced', {
      DATABASE_URL: '',
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
      METRICS_PORT: String(metricsPort),
    });
    const answer = await fetch(`${server.url}/api/v1/shop/slug/no-such-shop`, { headers: { 'x-request-id': 'bundle-1' } });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('x-request-id')).toBe('bundle-1');
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(metrics).toContain('http_request_duration_seconds_count{method="GET",route="/api/v1/shop/slug/:slug",status_code="404"} 1');
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    expect(posted.join('\n')).toContain('GET /api/v1/shop/slug/:slug');
  });
});
