import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());

const headersOf = (headers: Headers | Record<string, unknown>) => {
  const entries = headers instanceof Headers ? [...headers.entries()] : Object.entries(headers).map(([k, v]) => [k, String(v)] as const);
  return Object.fromEntries(entries.filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)));
};

describe('GET healthz', () => {
  it('answers probes on the socket (before routing) exactly as the routed call does', async () => {
    // The same request id on both: each answer carries it (issue 34).
    const probe = await fetch(`${base}/api/v1/healthz`, { headers: { 'x-request-id': 'probe-1' } });
    const routed = await t.app.inject({ method: 'GET', url: '/api/v1/healthz', headers: { 'x-request-id': 'probe-1' } });
    expect(probe.status).toBe(200);
    expect(await probe.json()).toEqual({ status: 'ok' });
    expect(routed.json()).toEqual({ status: 'ok' });
    expect(headersOf(probe.headers)).toEqual(headersOf(routed.headers));
    expect(probe.headers.get('x-content-type-options')).toBe('nosniff');
    expect(probe.headers.get('x-request-id')).toBe('probe-1');
  });

  it('leaves everything else to the router: a query string, HEAD, other methods, readyz', async () => {
    expect((await fetch(`${base}/api/v1/healthz?x=1`)).status).toBe(200);
    expect((await fetch(`${base}/api/v1/healthz`, { method: 'HEAD' })).status).toBe(200);
    const post = await fetch(`${base}/api/v1/healthz`, { method: 'POST' });
    expect(post.status).toBe(404);
    expect(await post.json()).toEqual({ error: expect.any(String), code: 'not_found' });
    const ready = await fetch(`${base}/api/v1/readyz`);
    // The embedded database says so (issue 34): it has no fsync and serves one process.
    const embedded = testDatabaseKind === 'pglite' ? { embedded: true } : {};
    expect(await ready.json()).toEqual({ status: 'ready', database: true, listener: true, ...embedded });
  });
});
