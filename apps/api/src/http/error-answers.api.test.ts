import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@campus/contract';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };

/** The whole app's error answers: { error, code } everywhere, and the field named for bad input (decision 023). */
describe('error answers of the API', () => {
  it('POST user/sign-in {} names the missing field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/sign-in', headers: json, payload: '{}' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'phone_number: Required', code: 'invalid_input', field: 'phone_number' });
  });

  it('keeps the spec text of a contract message and adds the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/sign-in', payload: { phone_number: '', password: 'x' } });
    expect(res.json()).toEqual({ error: MESSAGES.fillAllFields, code: 'invalid_input', field: 'phone_number' });
  });

  it('answers bad JSON with a code', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/sign-in', headers: json, payload: '{"phone_number":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.any(String), code: 'invalid_input' });
  });

  it('answers a body over 1 MB with 413 payload_too_large', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/sign-in',
      headers: json,
      payload: JSON.stringify({ phone_number: 'x'.repeat(1024 * 1024), password: 'x' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: expect.any(String), code: 'payload_too_large' });
  });

  it('answers an unknown API path with 404 not_found', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no/such/call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: MESSAGES.notFound, code: 'not_found' });
  });

  it('answers an API address whose escapes do not decode (a link cut mid-escape) with its own 404, not a framework 400', async () => {
    for (const url of ['/api/v1/shop/slug/%', '/api/v1/product/slug/%E0%A4%A']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: expect.any(String), code: 'not_found' });
    }
  });

  it('answers a path parameter too long to be any slug with its own 404, not the router 414 that repeats the address', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/product/slug/${'a'.repeat(150)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: MESSAGES.notFound, code: 'not_found' });
  });

  it('answers a missing token with 401 and a code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: MESSAGES.unauthorized, code: 'unauthenticated' });
  });
});
