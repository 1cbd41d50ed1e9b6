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
  it('sends the content security policy that allows Paystack, on API answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/categories' });
    expect(res.statusCode).toBe(200);
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

  it('sends them on errors too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/shop/slug/no-such-shop' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Shop not found' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('sets exactly the headers @fastify/helmet sets with the same options', async () => {
    const options = { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] } }, crossOriginEmbedderPolicy: false };
    const reference = Fastify({ logger: false });
    await reference.register(fastifyHelmet, options);
    reference.get('/x', async () => ({ ok: true }));
    const ours = Fastify({ logger: false });
    await installSecurityHeaders(ours, options);
    ours.get('/x', async () => ({ ok: true }));
    const [expected, actual] = await Promise.all([reference.inject('/x'), ours.inject('/x')]);
    const strip = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !['date', 'content-length', 'connection', 'keep-alive'].includes(name)));
    expect(strip(actual.headers)).toEqual(strip(expected.headers));
    expect(Object.keys(await computeSecurityHeaders(options))).toContain('content-security-policy');
    await Promise.all([reference.close(), ours.close()]);
  });

  it('refuses options whose headers change per request', async () => {
    await expect(installSecurityHeaders(Fastify({ logger: false }), { enableCSPNonces: true })).rejects.toThrow('CSP nonces');
  });
});
