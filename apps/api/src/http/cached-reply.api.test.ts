import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let plain: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  plain = (await t.app.inject({ method: 'GET', url: '/api/v1/categories' })).body;
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('cached catalog answers', () => {
  it('are sent brotli-compressed to a browser that accepts it, and decompress to the plain answer', async () => {
    const res = await get('/api/v1/categories', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBeLessThan(Buffer.byteLength(plain) / 3);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(plain);
    expect(JSON.parse(plain).data).toHaveLength(5);
  });

  it('are gzip when brotli is refused or unknown, and plain when nothing is accepted', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const res = await get('/api/v1/categories', { 'accept-encoding': accept });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(plain);
    }
    for (const accept of ['identity', 'gzip;q=0', '']) {
      const res = await get('/api/v1/categories', accept ? { 'accept-encoding': accept } : {});
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(plain);
    }
  });

  it('answer 304 to the ETag the client holds, whatever the encoding', async () => {
    const first = await get('/api/v1/categories', { 'accept-encoding': 'br' });
    const again = await get('/api/v1/categories', { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answer 304 to that ETag made weak by a proxy, or among others, and 200 to another', async () => {
    const etag = String((await get('/api/v1/categories')).headers.etag);
    for (const held of [`W/${etag}`, `"older", ${etag}`])
      expect((await get('/api/v1/categories', { 'if-none-match': held })).statusCode).toBe(304);
    expect((await get('/api/v1/categories', { 'if-none-match': '"older"' })).statusCode).toBe(200);
  });

  it('are compressed only from 1 kB: below that the saving is not worth the work', async () => {
    const shop = JSON.parse(plain).data[0].shops[0].slug as string;
    const products = (await get(`/api/v1/shop/slug/${shop}`)).json<{ products: { slug: string }[] }>().products;
    for (const { slug } of products) {
      const size = Buffer.byteLength((await get(`/api/v1/product/slug/${slug}`)).body);
      const res = await get(`/api/v1/product/slug/${slug}`, { 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(size >= 1024 ? 'br' : undefined);
    }
  });
});
