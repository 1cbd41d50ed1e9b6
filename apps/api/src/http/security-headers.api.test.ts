import Fastify from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { computeSecurityHeaders, installSecurityHeaders } from './security-headers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

describe('security headers', () => {
  it('sends the content security policy that allows Paystack, on pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://js.paystack.co");
    expect(csp).toContain('frame-src');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('sends API answers, errors too, the headers a JSON answer needs and no page policy', async () => {
    for (const [url, status] of [
      ['/api/v1/categories', 200],
      ['/api/v1/shop/slug/no-such-shop', 404],
      ['/api/v1/user/profile', 401],
      ['/api/v1/no-such-call', 404],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(res.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('sets exactly the headers @fastify/helmet sets with the same options', async () => {
    const options = {
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] } },
      crossOriginEmbedderPolicy: false,
    };
    const reference = Fastify({ logger: false });
    await reference.register(fastifyHelmet, options);
    reference.get('/x', async () => ({ ok: true }));
    const ours = Fastify({ logger: false });
    await installSecurityHeaders(ours, options);
    ours.get('/x', async () => ({ ok: true }));
    const [expected, actual] = await Promise.all([reference.inject('/x'), ours.inject('/x')]);
    const strip = (headers: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(headers).filter(([name]) => !['date', 'content-length', 'connection', 'keep-alive'].includes(name)),
      );
    expect(strip(actual.headers)).toEqual(strip(expected.headers));
    expect(Object.keys(await computeSecurityHeaders(options))).toContain('content-security-policy');
    await Promise.all([reference.close(), ours.close()]);
  });

  it('refuses options whose headers change per request', async () => {
    await expect(installSecurityHeaders(Fastify({ logger: false }), { enableCSPNonces: true })).rejects.toThrow('CSP nonces');
  });
});
