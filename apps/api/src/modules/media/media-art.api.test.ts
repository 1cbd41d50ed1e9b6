import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const SHOP_FRONT = '/media/art/food/shop--mama-titis-kitchen.svg';

describe('GET /media/art/:theme/:file (the demo catalog pictures)', () => {
  it("draws a shop front's sign with the shop's name as the shop spells it, apostrophe included", async () => {
    const res = await t.app.inject({ method: 'GET', url: SHOP_FRONT });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('aria-label="Mama Titi&apos;s Kitchen"');
    expect(res.body).toContain('Mama Titi&apos;s');
    expect(res.body).not.toContain('Titis');
  });

  it('signs a front whose slug names no shop with the slug title-cased', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/art/food/shop--corner-kiosk.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('aria-label="Corner Kiosk"');
  });

  it('is kept a day, not for good, so a new drawing reaches a shopper who has the old one', async () => {
    const res = await t.app.inject({ method: 'GET', url: SHOP_FRONT });
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['cache-control']).not.toContain('immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });

  it('answers 304 without a body to a browser asking again with the ETag it holds (also weak or in a list)', async () => {
    const first = await t.app.inject({ method: 'GET', url: SHOP_FRONT });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await t.app.inject({ method: 'GET', url: SHOP_FRONT, headers: { 'if-none-match': header } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    const other = await t.app.inject({ method: 'GET', url: '/media/art/food/jollof-rice--jollof-republic.svg' });
    expect(other.headers.etag).not.toBe(etag);
    const stale = await t.app.inject({ method: 'GET', url: SHOP_FRONT, headers: { 'if-none-match': '"an-older-drawing"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('refuses a theme or a file name it does not draw with 400', async () => {
    for (const url of ['/media/art/cars/shop--x.svg', '/media/art/food/..%2Fsecret.svg', '/media/art/food/Jollof.svg']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
    }
  });
});
