import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CreateOrderResponse, InitializePaymentResponse } from '@campus/contract';
import { SERVER_BUNDLE } from './global-setup';

/**
 * Real-process crash (issue 6): the server is killed with SIGKILL right after the sandbox
 * provider recorded the payment as successful, before its webhook went out and before the
 * browser's create-order. After a restart on the same data directory, the redelivered webhook
 * and the shopper's retry yield exactly one order.
 */
const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-market-crash-'));
let server: ChildProcess | undefined;

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server?.once('exit', resolve));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Seeds the catalog, creates a shopper with two cart lines, and returns the shopper's token (before any server owns the directory). */
async function prepare(): Promise<{ token: string; orderPrice: number; orderItems: { product: string; qty: number }[] }> {
  const { openDatabase } = await import('../apps/api/src/db/client');
  const { seedDemoCatalog } = await import('../apps/api/src/db/seed');
  const { resolveJwtSecret, tokenSigningKey } = await import('../apps/api/src/secrets');
  const { TokenService } = await import('../apps/api/src/modules/auth/token.service');
  const { UsersRepository } = await import('../apps/api/src/modules/users/users.repository');
  const { hashPassword } = await import('../apps/api/src/modules/auth/password');
  const { fillCart, pickProductsFromShops } = await import('../apps/api/src/test/checkout-fixtures');
  const { createFileStorage } = await import('../apps/api/src/modules/storage/create-file-storage');
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await seedDemoCatalog(handle.db, await createFileStorage({ dataDir }));
    const user = await new UsersRepository(handle.db).insert({
      fullName: 'Crash Shopper',
      phone: '07099999999',
      email: 'crash@e2e.test',
      hall: 'Diamond',
      passwordHash: await hashPassword('Crash@2024'),
    });
    const picks = await pickProductsFromShops(handle.db, 2);
    const lines = [
      { productId: picks[0]!.productId, qty: 1 },
      { productId: picks[1]!.productId, qty: 2 },
    ];
    await fillCart(handle.db, user.id, lines);
    return {
      token: await new TokenService(tokenSigningKey(resolveJwtSecret(undefined, dataDir))).sign(user),
      orderPrice: (picks[0]!.priceKobo + picks[1]!.priceKobo * 2) / 100,
      orderItems: lines.map((line) => ({ product: line.productId, qty: line.qty })),
    };
  } finally {
    await handle.close();
  }
}

async function start(port: number): Promise<{ child: ChildProcess; base: string }> {
  let output = '';
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PAYMENT_PROVIDER: 'sandbox',
      SEED: 'never',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    const ready = await fetch(`${base}/api/v1/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return { child, base };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('kill -9 between provider success and create-order', () => {
  it('after the restart, the webhook or a retry yields exactly one order', async () => {
    const shopper = await prepare();
    const headers = { authorization: `Bearer ${shopper.token}`, 'content-type': 'application/json' };
    const port = await freePort();

    const first = await start(port);
    server = first.child;
    const started = (await (
      await fetch(`${first.base}/api/v1/payment/initialize`, { method: 'POST', headers: { authorization: headers.authorization } })
    ).json()) as InitializePaymentResponse;
    const paid = await fetch(`${first.base}/sandbox/checkout/${started.accessCode}/pay`, { method: 'POST' });
    expect(await paid.json()).toEqual({ status: 'success', reference: started.reference });
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));

    const second = await start(port);
    server = second.child;
    const verified = await fetch(`${second.base}/api/v1/payment/verify`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ reference: started.reference }),
    });
    expect(await verified.json()).toEqual({ status: 'success' });
    const body = JSON.stringify({ orderPrice: shopper.orderPrice, orderItems: shopper.orderItems, reference: started.reference });
    const answers = await Promise.all(
      [1, 2].map(() => fetch(`${second.base}/api/v1/order/create-order`, { method: 'POST', headers, body })),
    );
    const orders = (await Promise.all(answers.map((res) => res.json()))) as CreateOrderResponse[];
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect(orders[0]?.newOrder.orderId).toBe(orders[1]?.newOrder.orderId);
    expect(orders[0]?.newOrder).toMatchObject({
      reference: started.reference,
      totalPaid: started.amount / 100,
      user: { fullName: 'Crash Shopper', hall: 'Diamond' },
    });

    // Stop cleanly (graceful shutdown lets a redelivered webhook's queued work finish) and count in the database itself.
    second.child.kill('SIGTERM');
    await new Promise((resolve) => second.child.once('exit', resolve));
    const { openDatabase } = await import('../apps/api/src/db/client');
    const { countOrders } = await import('../apps/api/src/test/checkout-fixtures');
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await countOrders(handle.db, started.reference)).toBe(1);
    } finally {
      await handle.close();
    }
    // Two server starts on a shared machine: more room than the suite's default.
  }, 240_000);
});
