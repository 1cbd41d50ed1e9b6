import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Shop } from '@campus/contract';
import { FakePushService, type ReceivedPush } from '../apps/api/src/test/fake-push-service';
import { percentile } from './paced-load';

/**
 * Paid order → Web Push at the push service (issue 36, decision 096): `devices` browsers are registered
 * for the shops' new orders (spread over the demo shops' owners, a few devices each), then `orders` paid
 * orders are placed through the sandbox, `concurrency` at a time, round-robin over those shops. Each push
 * is timed from the press on the sandbox's Pay button until the fake push service on loopback has taken
 * and decrypted it: the hub's notice, the fan-out job, the send job and the encrypted POST.
 */
export interface PushFigure {
  orders: number;
  devices: number;
  shops: number;
  pushes: number;
  missing: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Per order: until every device of its shop had it. */
  allDevicesP99: number;
  /** From the verify call's answer (the order is paid by then) to the push: the push path alone, negative when the webhook was first. */
  afterPaidP50: number;
  afterPaidP99: number;
  /** Where Pay → push goes, p50 / p99 of each: the sandbox's Pay call, the verify call, the create-order call. */
  steps: { pay: [number, number]; verify: [number, number]; createOrder: [number, number] };
  /** From the create-order call's answer to the push: negative when the push came first (the webhook's order). */
  afterCreatedP50: number;
  afterCreatedP99: number;
}

/** The push service the bench's store posts to, and the environment the store needs to trust it. */
export async function startPushService(): Promise<{ service: FakePushService; env: Record<string, string>; stop(): Promise<void> }> {
  const service = new FakePushService();
  await service.start();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-push-'));
  const caFile = path.join(dir, 'push-ca.pem');
  fs.writeFileSync(caFile, service.certificate.cert);
  return {
    service,
    // Node adds NODE_EXTRA_CA_CERTS to the roots it trusts at start: the store's own https agent trusts the fake.
    env: { NODE_EXTRA_CA_CERTS: caFile, PUSH_SERVICE_HOSTS: '127.0.0.1' },
    stop: async () => {
      await service.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function plainProduct(url: string, slug: string): Promise<string | undefined> {
  const shop = await json<Shop>(await fetch(`${url}/api/v1/shop/slug/${slug}`));
  return shop.products.find((p) => p.isAvailable !== false && p.extras.length === 0)?._id;
}

/** When each step of a paid order answered (performance.now()), and the order's number. */
interface PlacedOrder {
  paidAt: number;
  payAnsweredAt: number;
  verifiedAt: number;
  createdAt: number;
  orderId: string;
}

/** One paid order as a shopper places it; the moment Pay was pressed and the order's number. */
async function placeOrder(url: string, token: string, productId: string): Promise<PlacedOrder> {
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const api = `${url}/api/v1`;
  await json(await fetch(`${api}/user/cart/${productId}`, { method: 'POST', headers: auth, body: '{}' }));
  const started = await json<{ reference: string; accessCode: string }>(
    await fetch(`${api}/payment/initialize`, { method: 'POST', headers: auth, body: '{}' }),
  );
  const paidAt = performance.now();
  await json(await fetch(`${url}/sandbox/checkout/${started.accessCode}/pay`, { method: 'POST' }));
  const payAnsweredAt = performance.now();
  await json(
    await fetch(`${api}/payment/verify`, { method: 'POST', headers: auth, body: JSON.stringify({ reference: started.reference }) }),
  );
  const verifiedAt = performance.now();
  const created = await json<{ newOrder: { orderId: string } }>(
    await fetch(`${api}/order/create-order`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ orderPrice: 0, orderItems: [], reference: started.reference }),
    }),
  );
  return { paidAt, payAnsweredAt, verifiedAt, createdAt: performance.now(), orderId: created.newOrder.orderId };
}

export async function benchPush(
  url: string,
  push: FakePushService,
  shopperTokens: string[],
  ownerTokens: Map<string, string>,
  options: { orders: number; devices: number; concurrency?: number; devicesPerShop?: number },
): Promise<PushFigure> {
  const perShop = options.devicesPerShop ?? 4;
  const concurrency = options.concurrency ?? 10;
  // The shops that take part: as many as the devices need, each with a plain product to sell.
  const shops: { slug: string; productId: string; deviceIds: string[] }[] = [];
  for (const [slug, token] of ownerTokens) {
    if (shops.length * perShop >= options.devices) break;
    const productId = await plainProduct(url, slug);
    if (!productId) continue;
    const count = Math.min(perShop, options.devices - shops.length * perShop);
    const deviceIds: string[] = [];
    for (let i = 0; i < count; i++) {
      const device = push.device(`${slug}-${i}`);
      const res = await fetch(`${url}/api/v1/seller/shops/${slug}/push/subscriptions`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(device.subscription),
      });
      if (!res.ok) throw new Error(`registering a device for ${slug} answered ${res.status}: ${await res.text()}`);
      deviceIds.push(device.id);
    }
    shops.push({ slug, productId, deviceIds });
  }
  const devices = shops.reduce((n, shop) => n + shop.deviceIds.length, 0);

  const arrivals = new Map<string, ReceivedPush[]>();
  push.onReceive = (received) => {
    const orderId = /^New order (\S+)/.exec(received.payload.title)?.[1];
    if (!orderId) return;
    arrivals.set(orderId, [...(arrivals.get(orderId) ?? []), received]);
  };
  const placed: (PlacedOrder & { expected: number })[] = [];
  const worker = async (w: number) => {
    // Worker w places orders w, w + concurrency, …: a shopper's orders never overlap (their cart is theirs).
    for (let i = w; i < options.orders; i += concurrency) {
      const shop = shops[i % shops.length];
      const token = shopperTokens[i % shopperTokens.length];
      if (!shop || !token) continue;
      placed.push({ ...(await placeOrder(url, token, shop.productId)), expected: shop.deviceIds.length });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, options.orders) }, (_, w) => worker(w)));
  // The last pushes may still be on their way: wait until every order's devices have theirs, or 30 s.
  const deadline = performance.now() + 30_000;
  const complete = () => placed.every((order) => (arrivals.get(order.orderId)?.length ?? 0) >= order.expected);
  while (!complete() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  push.onReceive = undefined;

  const latencies: number[] = [];
  const afterPaid: number[] = [];
  const afterCreated: number[] = [];
  const perOrder: number[] = [];
  let missing = 0;
  for (const order of placed) {
    const got = arrivals.get(order.orderId) ?? [];
    missing += Math.max(0, order.expected - got.length);
    for (const received of got) {
      latencies.push(received.at - order.paidAt);
      afterPaid.push(received.at - order.verifiedAt);
      afterCreated.push(received.at - order.createdAt);
    }
    if (got.length >= order.expected && got.length > 0) perOrder.push(Math.max(...got.map((r) => r.at)) - order.paidAt);
  }
  const sorted = latencies.sort((a, b) => a - b);
  const sortedOrders = perOrder.sort((a, b) => a - b);
  const sortedAfterPaid = afterPaid.sort((a, b) => a - b);
  const sortedAfterCreated = afterCreated.sort((a, b) => a - b);
  const step = (of: (order: PlacedOrder) => number): [number, number] => {
    const sortedStep = placed.map(of).sort((a, b) => a - b);
    return [percentile(sortedStep, 0.5), percentile(sortedStep, 0.99)];
  };
  return {
    orders: placed.length,
    devices,
    shops: shops.length,
    pushes: latencies.length,
    missing,
    p50: percentile(sorted, 0.5),
    p90: percentile(sorted, 0.9),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    allDevicesP99: percentile(sortedOrders, 0.99),
    afterPaidP50: percentile(sortedAfterPaid, 0.5),
    afterPaidP99: percentile(sortedAfterPaid, 0.99),
    steps: {
      pay: step((order) => order.payAnsweredAt - order.paidAt),
      verify: step((order) => order.verifiedAt - order.payAnsweredAt),
      createOrder: step((order) => order.createdAt - order.verifiedAt),
    },
    afterCreatedP50: percentile(sortedAfterCreated, 0.5),
    afterCreatedP99: percentile(sortedAfterCreated, 0.99),
  };
}
