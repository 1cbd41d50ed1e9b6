import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { LANDING_PATH } from '@campus/contract';
import { storeOnStandInWebBuild } from '../../api/src/test/stand-in-web-build';

/** A stand-in server build that renders every address and counts its renders by path, where the test can read them. */
const ENTRY = `
const renders = (globalThis.landingTestRenders ??= {});
export function createPageRenderer() {
  return async (url) => {
    const { pathname } = new URL(url);
    renders[pathname] = (renders[pathname] ?? 0) + 1;
    return { html: '<h1>' + pathname + '</h1><p>render ' + renders[pathname] + '</p>', data: {}, status: 200 };
  };
}
`;
const renders = () => (globalThis as { landingTestRenders?: Record<string, number> }).landingTestRenders ?? {};

const store = storeOnStandInWebBuild({
  entryServer: ENTRY,
  dist: {
    'index.html': '<!doctype html><html lang="en"><head><title>Campus Market</title></head><body><div id="root"></div></body></html>',
  },
});

describe('the landing page after a start (decision 072)', () => {
  it('is rendered once the server listens, and the first shopper is answered with that render', async () => {
    expect(LANDING_PATH).toBe('/Food');
    expect(renders()[LANDING_PATH]).toBeUndefined();
    await store.t.app.listen({ port: 0, host: '127.0.0.1' });
    await vi.waitFor(() => expect(renders()[LANDING_PATH]).toBe(1));

    const { port } = store.t.app.server.address() as AddressInfo;
    const res = await store.t.app.inject({ method: 'GET', url: LANDING_PATH, headers: { host: `localhost:${port}` } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>/Food</h1><p>render 1</p>');
    expect(renders()[LANDING_PATH]).toBe(1);
  });
});
