import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsServerOf } from './metrics-endpoint';
import { createTestApp, createTestUser, testDatabaseKind, type TestApp } from '../test/test-app';

const TOKEN = 'metrics-token-for-tests-0123456789';
let withToken: TestApp;
let withPort: TestApp;
let portBase: string;

beforeAll(async () => {
  [withToken, withPort] = await Promise.all([
    createTestApp({ config: { metrics: { token: TOKEN }, authLimits: { signInPerPair: { max: 1, windowSeconds: 900 } } } }),
    createTestApp({ config: { metrics: { port: 0 } } }),
  ]);
  const address = metricsServerOf(withPort.app)?.address() as AddressInfo;
  portBase = `http://127.0.0.1:${address.port}`;
}, 180_000);
afterAll(async () => {
  await withToken?.close();
  await withPort?.close();
});

const scrape = async () => {
  const answer = await withToken.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(answer.statusCode).toBe(200);
  return answer.body;
};

describe(`/metrics (issue 34, ${testDatabaseKind})`, () => {
  it('is 404 on the main port when no token is set (here: a metrics port only), and served on the metrics port', async () => {
    expect((await withPort.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const answer = await fetch(`${portBase}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    expect(await answer.text()).toContain('http_request_duration_seconds');
    expect((await fetch(`${portBase}/anything-else`)).status).toBe(404);
  });

  it('a scrape without the bearer token, or with a wrong one, is refused (401)', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', TOKEN, `Basic ${TOKEN}`]) {
      const answer = await withToken.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(answer.statusCode, String(authorization)).toBe(401);
      expect(answer.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('times requests by route pattern and status, never by the raw address', async () => {
    await withToken.app.inject({ method: 'GET', url: '/api/v1/shop/slug/secret-slug-one' });
    await withToken.app.inject({ method: 'GET', url: '/api/v1/shop/slug/secret-slug-two?q=08031234567' });
    const body = await scrape();
    expect(body).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/shop\/slug\/:slug",status_code="404"\} 2/);
    expect(body).not.toContain('secret-slug');
    expect(body).not.toContain('08031234567');
  });

  it('counts rate-limit refusals by route', async () => {
    const user = await createTestUser(withToken.app);
    const signIn = () =>
      withToken.app.inject({
        method: 'POST',
        url: '/api/v1/user/sign-in',
        payload: { phone_number: user.user.phone, password: 'wrong-one-1' },
      });
    await signIn();
    expect((await signIn()).statusCode).toBe(429);
    expect(await scrape()).toMatch(/http_rate_limit_refusals_total\{route="\/api\/v1\/user\/sign-in"\} 1/);
  });

  it('reports job queue depth, retries and failures by kind, and the age of the oldest due job', async () => {
    const { jobs, db } = withToken.container;
    await jobs.enqueue('test.waiting', 'a', {});
    await jobs.enqueue('test.broken', 'b', {});
    await db.execute(sql`update jobs set state = 'failed', last_error = 'refused' where queue = 'test.broken'`);
    await db.execute(sql`update jobs set run_after = now() - interval '90 seconds' where queue = 'test.waiting'`);
    const body = await scrape();
    expect(body).toMatch(/jobs_queue_depth\{queue="test.waiting"\} 1/);
    expect(body).toMatch(/jobs_failed\{queue="test.broken"\} 1/);
    const age = Number(/jobs_oldest_due_age_seconds\{queue="test.waiting"\} ([\d.]+)/.exec(body)?.[1]);
    expect(age).toBeGreaterThanOrEqual(89);
  });

  it('reports open live streams by kind, the database pool, payments and refunds by status', async () => {
    const { liveEvents, db } = withToken.container;
    const untrack = liveEvents.track('order', () => {});
    const shopper = await createTestUser(withToken.app);
    await db.execute(sql`insert into payments (reference, user_id, amount_kobo, status, provider, cart_snapshot)
      values ('metrics-ok', ${shopper.user.id}, 5000, 'success', 'sandbox', '[]'), ('metrics-bad', ${shopper.user.id}, 5000, 'failed', 'sandbox', '[]')`);
    await db.execute(sql`insert into refunds (kind, payment_reference, amount_kobo, status, failure)
      values ('duplicate', 'metrics-ok', 5000, 'failed', 'refused by the bank')`);
    const body = await scrape();
    untrack();
    expect(body).toMatch(/live_streams\{kind="order"\} 1/);
    expect(body).toMatch(/live_streams\{kind="shop"\} 0/);
    expect(body).toMatch(/db_pool_connections\{state="total"\} [1-9]/);
    if (testDatabaseKind === 'postgres') expect(body).toMatch(/db_pool_connections\{state="waiting"\} 0/);
    expect(body).toMatch(/payments_by_status\{status="success"\} 1/);
    expect(body).toMatch(/payments_by_status\{status="failed"\} 1/);
    expect(body).toMatch(/refunds_by_status\{status="failed"\} 1/);
  });
});
