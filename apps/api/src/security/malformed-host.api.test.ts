import { describe, expect, it } from 'vitest';
import { BAD_HOST_MESSAGE } from '../http/host-header';
import { storeOnStandInWebBuild } from '../test/stand-in-web-build';
import { testDatabaseKind } from '../test/test-app';

/**
 * Issue 35, finding 12: with PUBLIC_URL unset, pages build their addresses from the Host asked for; a
 * Host that is no host (`evil.example:99999`, `[::1`) made `new URL` throw while rendering and again in
 * the fallback, a 500. Now it is 400 on pages and API, and a good Host still gets its page.
 */
const ENTRY = `
export function createPageRenderer() {
  return async (url) => {
    const { pathname } = new URL(url);
    return pathname.startsWith('/shop/') ? { html: '<h1>A shop</h1>', data: {}, status: 200 } : undefined;
  };
}
`;
const store = storeOnStandInWebBuild(
  {
    entryServer: ENTRY,
    dist: {
      'index.html': '<!doctype html><html lang="en"><head><title>Campus Market</title></head><body><div id="root"></div></body></html>',
    },
  },
  { publicUrl: undefined },
);

const get = (url: string, host: string) => store.t.app.inject({ method: 'GET', url, headers: { host } });

describe(`a malformed Host header (${testDatabaseKind})`, () => {
  it.each(['evil.example:99999', '[::1', 'evil.example:0', 'a b'])('malformed Host %s is 400 on pages and API, never 500', async (host) => {
    for (const url of ['/shop/x', '/', '/no-such-page', '/api/v1/categories', '/api/v1/orders/CM-1']) {
      const res = await get(url, host);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(400);
      expect(res.json()).toMatchObject({ error: BAD_HOST_MESSAGE, code: 'invalid_input' });
    }
  });

  it('a good Host still gets the page rendered with its own address, and the API', async () => {
    const page = await get('/shop/x', 'campus.example:8443');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>A shop</h1>');
    expect((await get('/api/v1/categories', '[::1]:3000')).statusCode).toBe(200);
  });
});
