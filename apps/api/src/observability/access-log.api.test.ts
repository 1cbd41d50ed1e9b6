import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccessLogLevel } from './access-log';
import { createTestApp, testDatabaseKind, type TestApp } from '../test/test-app';

function logSink() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function productionApp(accessLogLevel: AccessLogLevel, logLevel = 'info') {
  const sink = logSink();
  t = await createTestApp({ config: { production: true, accessLogLevel }, logger: { level: logLevel, stream: sink.stream } });
  return { app: t.app, lines: sink.lines };
}

// Each test boots its own app (the first one also migrates the database image): more than the default 30 s on a busy machine.
describe(`access log in production (issue 34, ${testDatabaseKind})`, { timeout: 120_000 }, () => {
  it('writes one line per request at the configured level: id, method, path without its query, route pattern, status, time', async () => {
    const { app, lines } = await productionApp('info');
    await app.inject({ method: 'GET', url: '/api/v1/shop/slug/no-such-shop?q=08031234567', headers: { 'x-request-id': 'acc-1' } });
    const access = lines.filter((line) => line.reqId === 'acc-1');
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      method: 'GET',
      path: '/api/v1/shop/slug/no-such-shop',
      route: '/api/v1/shop/slug/:slug',
      statusCode: 404,
    });
    expect(access[0]?.responseTime).toEqual(expect.any(Number));
    // The query string (search words, a link's token, a phone number) stays out of the log.
    expect(JSON.stringify(lines)).not.toContain('08031234567');
  });

  it('follows ACCESS_LOG_LEVEL: at debug it is dropped by an info log, at warn it is kept by a warn log', async () => {
    const quiet = await productionApp('debug');
    await quiet.app.inject({ method: 'GET', url: '/api/v1/categories', headers: { 'x-request-id': 'acc-2' } });
    expect(quiet.lines.filter((line) => line.reqId === 'acc-2')).toHaveLength(0);
    await t?.close();
    const loud = await productionApp('warn', 'warn');
    await loud.app.inject({ method: 'GET', url: '/api/v1/categories', headers: { 'x-request-id': 'acc-3' } });
    expect(loud.lines.filter((line) => line.reqId === 'acc-3')).toMatchObject([{ level: 40, msg: 'request completed' }]);
  });

  it('silent writes no access line', async () => {
    const { app, lines } = await productionApp('silent');
    await app.inject({ method: 'GET', url: '/api/v1/categories', headers: { 'x-request-id': 'acc-4' } });
    expect(lines.filter((line) => line.reqId === 'acc-4')).toHaveLength(0);
  });

  it('writes the same line for a catalog read the HTTP server answers before routing (decision 150)', async () => {
    const { app, lines } = await productionApp('info');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1/categories`;
    // The first read builds the index through the routed path; the second is answered from it before routing.
    for (const id of ['acc-routed', 'acc-kept']) await (await fetch(url, { headers: { 'x-request-id': id } })).arrayBuffer();
    await expect.poll(() => lines.filter((line) => line.reqId === 'acc-kept')).toHaveLength(1);
    const shape = ({ time: _time, responseTime, reqId: _reqId, ...rest }: Record<string, unknown>) => ({
      ...rest,
      responseTime: typeof responseTime,
    });
    const [routed] = lines.filter((line) => line.reqId === 'acc-routed');
    const [kept] = lines.filter((line) => line.reqId === 'acc-kept');
    expect(routed).toMatchObject({ msg: 'request completed', route: '/api/v1/categories', statusCode: 200 });
    expect(shape(kept ?? {})).toEqual(shape(routed ?? {}));
  });
});
