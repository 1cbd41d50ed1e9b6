import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSAFE_TEXT_MESSAGE } from '@campus/contract';
import { createPersonas, type Personas } from '../test/personas';
import { createTestApp, testDatabaseKind, type TestApp } from '../test/test-app';

/**
 * Issue 35, finding 11: every route's path parameters, read from the OpenAPI document, with NUL, a lone
 * surrogate's bytes, over-long and malformed values, asked by someone whose role passes the area's
 * guard. Never a 500; NUL is 400 naming the parameter (SECURITY.md), before any guard or query.
 */
let t: TestApp;
let p: Personas;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  p = await createPersonas(t.app);
}, 120_000);
afterAll(() => t?.close());

const SOME_UUID = '00000000-0000-4000-8000-000000000000';
/** Values that must be refused with 400 wherever they stand. */
const NUL_VALUES = ['%00', 'CM-%00', 'a%00b', '%00%F0%9F%8D%95'];
/**
 * Values that must never be a 500 (400, 404 or a refusal by role, as the route decides). A lone surrogate's
 * bytes are not UTF-8, so the whole path is read as written (readable-url.ts), `%00` included.
 */
const MALFORMED = [
  '%ED%A0%80',
  '%00%ED%A0%80',
  '%ED%B0%80x',
  'a'.repeat(101),
  'b'.repeat(3000),
  '%',
  '%ZZ',
  '..%2F..%2Fetc',
  "'%20or%201%3D1--",
  '%E2%80%AE',
  '-1',
  '%20',
];

function headersFor(path: string): Record<string, string> {
  if (path.startsWith('/api/v1/admin/')) return p.operator.auth;
  if (path.startsWith('/api/v1/seller/') || path.startsWith('/api/v1/dev/')) return p.ownerA.auth;
  return p.shopper.auth;
}

/** A plausible value for the parameters not under test, so the one under test is what the route reads. */
function plausible(name: string): string {
  if (name === 'shopSlug') return p.shopA.slug;
  if (name === 'shopId') return p.shopA.id;
  return SOME_UUID;
}

async function pathCalls(): Promise<{ method: string; path: string; params: string[] }[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) => {
    const params = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
    return params.length === 0 ? [] : Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path, params }));
  });
}

/** An answer, or a failure naming the call if it never comes (a stream opened by mistake). */
async function ask(method: string, url: string, headers: Record<string, string>) {
  const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
  const answer = t.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${method} ${url} did not answer`)), 10_000));
  return Promise.race([answer, timeout]);
}

describe(`path parameters of every route (${testDatabaseKind})`, () => {
  // About 300 and 900 calls: the default 30 s is short on a busy machine.
  it('NUL in an order-id path (and in every other path parameter) is 400 naming it, never 500', { timeout: 180_000 }, async () => {
    const calls = await pathCalls();
    // The calls of the finding are among them.
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(
      expect.arrayContaining(['GET /api/v1/orders/{id}', 'GET /api/v1/orders/{id}/events', 'GET /api/v1/admin/orders/{id}']),
    );
    const wrong: string[] = [];
    for (const call of calls)
      for (const param of call.params)
        for (const bad of NUL_VALUES) {
          const url = call.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === param ? bad : plausible(name)));
          const res = await ask(call.method, url, headersFor(call.path));
          const body = res.statusCode === 400 ? (res.json() as { field?: string; error?: string }) : {};
          if (res.statusCode !== 400 || body.field !== param || body.error !== `${param}: ${UNSAFE_TEXT_MESSAGE}`)
            wrong.push(`${call.method} ${url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
    expect(wrong).toEqual([]);
  });

  it('lone surrogates, over-long and malformed path parameters are never a 500', { timeout: 180_000 }, async () => {
    const wrong: string[] = [];
    for (const call of await pathCalls())
      for (const param of call.params)
        for (const bad of MALFORMED) {
          const url = call.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === param ? bad : plausible(name)));
          const res = await ask(call.method, url, headersFor(call.path));
          if (res.statusCode >= 500 || res.statusCode < 400)
            wrong.push(`${call.method} ${url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
    expect(wrong).toEqual([]);
  });
});
