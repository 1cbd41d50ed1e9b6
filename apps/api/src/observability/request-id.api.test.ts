import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import type { Container } from '../container';
import { buildTestApp, containerOf, openTestDatabase, testConfig, testDatabaseKind } from '../test/test-app';

interface LogLine {
  msg?: string;
  reqId?: string;
  [field: string]: unknown;
}

/** Every line the app logs, parsed. */
function logSink() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(text) as LogLine);
      done();
    },
  });
  return { lines, stream };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe(`request ids (issue 34, ${testDatabaseKind})`, () => {
  const sink = logSink();
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let container: Container;
  let base: string;
  let attempts = 0;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildTestApp({
      config: testConfig({ jobs: { pollMs: 10, backoffBaseMs: 1 } }),
      database,
      logger: { level: 'info', stream: sink.stream },
    });
    container = containerOf(app);
    // A call that logs through the app's logger (as services do) and enqueues a job that fails once, then logs.
    container.jobs.work('test.echo', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('first attempt refused');
      container.log.info('job handler line');
    });
    app.post('/test/echo', async () => {
      container.log.info('service line');
      await container.jobs.enqueue('test.echo', 'only', { n: 1 });
      return { ok: true };
    });
    await app.ready();
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('a well-formed x-request-id is kept and returned; a malformed or missing one is replaced by a random UUID', async () => {
    const kept = await app.inject({ method: 'GET', url: '/api/v1/categories', headers: { 'x-request-id': 'edge-01.a:b_c-9' } });
    expect(kept.headers['x-request-id']).toBe('edge-01.a:b_c-9');
    for (const bad of ['has space', 'x'.repeat(129), 'semi;colon', 'new\u00e9line', '']) {
      const answer = await app.inject({ method: 'GET', url: '/api/v1/categories', headers: { 'x-request-id': bad } });
      expect(answer.headers['x-request-id'], bad).toMatch(UUID);
    }
    const made = await app.inject({ method: 'GET', url: '/api/v1/categories' });
    expect(made.headers['x-request-id']).toMatch(UUID);
  });

  it('a log-injection attempt in x-request-id never reaches the log or the answer', async () => {
    const attack = 'abc\r\nx-evil: 1';
    const answer = await fetch(`${base}/api/v1/categories`, { headers: { 'x-request-id': encodeURIComponent(attack) } });
    expect(answer.headers.get('x-request-id')).toMatch(UUID);
    expect(sink.lines.some((line) => JSON.stringify(line).includes('x-evil'))).toBe(false);
  });

  it('every answer carries it over HTTP: a 404, a 400, a liveness probe, a page miss', async () => {
    for (const [path, init, status] of [
      ['/api/v1/no-such-call', {}, 404],
      ['/api/v1/user/sign-in', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }, 400],
      ['/api/v1/healthz', {}, 200],
      ['/no-such-page.png', {}, 404],
    ] as const) {
      const answer = await fetch(`${base}${path}`, {
        ...init,
        headers: { ...('headers' in init ? init.headers : {}), 'x-request-id': `id-${status}` },
      });
      expect(answer.status, path).toBe(status);
      expect(answer.headers.get('x-request-id'), path).toBe(`id-${status}`);
    }
  });

  it("is on every log line of the request, the app logger's, the job runner's and the job handler's included", async () => {
    sink.lines.length = 0;
    attempts = 0;
    const answer = await fetch(`${base}/test/echo`, { method: 'POST', headers: { 'x-request-id': 'trace-me-42' } });
    expect(answer.status).toBe(200);
    await container.jobs.settle(['test.echo']);
    const byMessage = (msg: string) => sink.lines.filter((line) => line.msg === msg);
    // settle returns with the job waiting for its retry when its backoff (1 ms here) has not yet passed: the retry's
    // line comes once it has (it came after this test ended once, and the next test read it).
    await vi.waitFor(() => expect(byMessage('job handler line').length).toBeGreaterThan(0), { timeout: 5_000 });
    for (const msg of ['incoming request', 'service line', 'request completed', 'job failed', 'job handler line']) {
      expect(byMessage(msg).length, msg).toBeGreaterThan(0);
      expect(
        byMessage(msg).map((line) => line.reqId),
        msg,
      ).toEqual(byMessage(msg).map(() => 'trace-me-42'));
    }
    // Each line carries it once (the request's own logger already binds it: no second copy).
    const raw = JSON.stringify(byMessage('request completed')[0]);
    expect(raw.split('"reqId"').length).toBe(2);
  });

  it("a job enqueued outside any request logs without a request's id, even when a request woke the worker", async () => {
    sink.lines.length = 0;
    attempts = 1;
    await container.jobs.enqueue('test.echo', 'no-request', {});
    await container.jobs.settle(['test.echo']);
    const line = sink.lines.find((entry) => entry.msg === 'job handler line');
    expect(line).toBeDefined();
    expect(line?.reqId).toBeUndefined();
  });
});
