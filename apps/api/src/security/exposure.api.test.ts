import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES } from '@campus/contract';
import { loadConfig, type AppConfig } from '../config';
import { buildTestApp, containerOf, openTestDatabase, testConfig, createTestApp, createTestUser, type TestApp } from '../test/test-app';

/** What the server shows to the network (issue 18: dev tools, docs, codes in logs and at rest). */

/** An app on a fresh database whose log lines are kept in `lines`. */
async function appWithLog(config: Partial<AppConfig>): Promise<TestApp & { lines: string[] }> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const database = await openTestDatabase();
  const full = testConfig(config);
  const app = await buildTestApp({ config: full, database, logger: { level: 'info', stream } });
  await app.ready();
  return {
    app,
    container: containerOf(app),
    database,
    config: full,
    lines,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

describe('dev tools in the default start', () => {
  it('the default environment turns the dev tools off, the API docs off in production, and never trusts every proxy', () => {
    const defaults = loadConfig({});
    expect(defaults.devTools).toBe(false);
    expect(defaults.trustProxy).toBe(false);
    expect(loadConfig({ DEV_TOOLS: '1' }).devTools).toBe(true);
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PAYMENT_PROVIDER: 'sandbox',
      PUBLIC_URL: 'https://market.example',
    };
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: '1' }).apiDocs).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  let off: TestApp & { lines: string[] };
  let on: TestApp & { lines: string[] };
  beforeAll(async () => {
    off = await appWithLog({ devTools: false });
    on = await appWithLog({ devTools: true });
  });
  afterAll(async () => {
    await off.close();
    await on.close();
  });

  it('without DEV_TOOLS=1 the outbox is absent, even to this machine, and no code reaches the log', async () => {
    const { user } = await createTestUser(off.app);
    await off.app.inject({ method: 'POST', url: '/api/v1/user/forgot-pass', payload: { email: user.email } });
    await containerOf(off.app).mail.idle();
    expect((await off.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' })).statusCode).toBe(404);
    const [row] = await containerOf(off.app).mail.latest({ to: user.email, limit: 1 });
    const code = containerOf(off.app)
      .mail.render(row ?? { text: '', html: '', sealedSecret: null })
      .text.match(/\b\d{6}\b/)?.[0];
    expect(code).toMatch(/^\d{6}$/);
    expect(off.lines.join('')).not.toContain(code);
  });

  it('with DEV_TOOLS=1 the outbox answers a loopback client only; another machine gets 404', async () => {
    const { user } = await createTestUser(on.app);
    await on.app.inject({ method: 'POST', url: '/api/v1/user/forgot-pass', payload: { email: user.email } });
    await containerOf(on.app).mail.idle();
    for (const remoteAddress of ['192.168.1.20', '10.0.0.5', '203.0.113.9', '::ffff:192.168.1.20']) {
      const res = await on.app.inject({ method: 'GET', url: '/api/v1/dev/outbox', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(404);
      expect(res.body).not.toMatch(/\b\d{6}\b/);
    }
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await on.app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${encodeURIComponent(user.email)}`, remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
      expect(res.json().messages[0].text).toMatch(/\b\d{6}\b/);
    }
    expect(on.lines.join('')).toMatch(/recovery code for .*: \d{6}/);
  });

  it('probing the dev tools from another machine with invalid input gets 404 before any validation message', async () => {
    const probes = [
      { method: 'GET' as const, url: '/api/v1/dev/outbox?limit=-1' },
      { method: 'POST' as const, url: '/api/v1/dev/order-parts/not-a-uuid/status', payload: { status: 'teleported' } },
    ];
    for (const probe of probes) {
      const remote = await on.app.inject({ ...probe, remoteAddress: '203.0.113.9' });
      expect({ url: probe.url, status: remote.statusCode, body: remote.json() }).toEqual({
        url: probe.url,
        status: 404,
        body: { error: MESSAGES.notFound, code: ERROR_CODES.notFound },
      });
      // This machine is told what is wrong: the input really is invalid.
      expect((await on.app.inject({ ...probe, remoteAddress: '127.0.0.1' })).statusCode, probe.url).toBe(400);
    }
  });

  it('a client behind a trusted proxy is not loopback, even though the proxy is', async () => {
    const proxied = await createTestApp({ config: { devTools: true, trustProxy: ['127.0.0.1'] } });
    try {
      const res = await proxied.app.inject({ method: 'GET', url: '/api/v1/dev/outbox', headers: { 'x-forwarded-for': '198.51.100.4' } });
      expect(res.statusCode).toBe(404);
    } finally {
      await proxied.close();
    }
  });
});

describe('API docs in production', () => {
  it('are off unless API_DOCS=1', async () => {
    const production = { production: true, env: 'production' as const, devTools: false };
    const hidden = await createTestApp({ config: { ...production, apiDocs: false } });
    const shown = await createTestApp({ config: { ...production, apiDocs: true } });
    try {
      expect((await hidden.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
      expect((await hidden.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
      expect((await shown.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await hidden.close();
      await shown.close();
    }
  });
});

describe('codes at rest', () => {
  it('the code is not in the subject, and the stored body holds it only sealed', async () => {
    const t = await createTestApp();
    try {
      const { user } = await createTestUser(t.app);
      await t.app.inject({ method: 'POST', url: '/api/v1/user/forgot-pass', payload: { email: user.email } });
      await containerOf(t.app).mail.idle();
      const [row] = await containerOf(t.app).mail.latest({ to: user.email, limit: 1 });
      if (!row) throw new Error('no mail');
      const code =
        containerOf(t.app)
          .mail.render(row)
          .text.match(/\b\d{6}\b/)?.[0] ?? '';
      expect(code).toMatch(/^\d{6}$/);
      expect(row.subject).not.toContain(code);
      expect(row.text).not.toContain(code);
      expect(row.html).not.toContain(code);
      expect(row.sealedSecret).not.toContain(code);
      expect(row.sealedSecret).toMatch(/^[\w-]{30,}$/);
    } finally {
      await t.close();
    }
  });
});
