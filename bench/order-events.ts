import type { OrderDetail, OrderEvent, OrderPartStatus, OrdersPage, Shop } from '@campus/contract';
import { openSse, type SseConnection } from '../apps/api/src/infra/events/sse-test-client';
import { percentile } from './paced-load';

/** The walk each part takes in the bench, as the shop's owner moves it on in the console: five changes per order. */
const WALK: { status: OrderPartStatus; readyInMinutes?: number }[] = [
  { status: 'accepted', readyInMinutes: 20 },
  { status: 'preparing' },
  { status: 'ready' },
  { status: 'out_for_delivery' },
  { status: 'delivered' },
];
const SHOP = 'book-shop';

export interface OrderEventsFigure {
  shoppers: number;
  changes: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** One paid order of what the shopper's cart holds and this product, through the API and the sandbox, as a shopper would. */
export async function placeOrder(url: string, token: string, productId: string): Promise<OrderDetail> {
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const api = `${url}/api/v1`;
  await json(await fetch(`${api}/user/cart/${productId}`, { method: 'POST', headers: auth, body: '{}' }));
  const started = await json<{ reference: string; accessCode: string }>(
    await fetch(`${api}/payment/initialize`, { method: 'POST', headers: auth, body: '{}' }),
  );
  await json(await fetch(`${url}/sandbox/checkout/${started.accessCode}/pay`, { method: 'POST' }));
  await json(
    await fetch(`${api}/payment/verify`, { method: 'POST', headers: auth, body: JSON.stringify({ reference: started.reference }) }),
  );
  await json(
    await fetch(`${api}/order/create-order`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ orderPrice: 0, orderItems: [], reference: started.reference }),
    }),
  );
  const page = await json<OrdersPage>(await fetch(`${api}/orders?limit=1`, { headers: auth }));
  return json<OrderDetail>(await fetch(`${api}/orders/${page.orders[0]?.id}`, { headers: auth }));
}

/**
 * Status change → event on the shopper's connection (issue 19): every shopper holds the SSE stream of
 * their order open; the shop's owner moves each part on through the shop console's API (a committed
 * transaction and its NOTIFY), timed from before its request until the event arrives on that
 * shopper's stream. `concurrency` changes are in flight at once.
 */
export async function benchOrderEvents(url: string, tokens: string[], ownerToken: string, concurrency = 10): Promise<OrderEventsFigure> {
  const shop = await json<Shop>(await fetch(`${url}/api/v1/shop/slug/${SHOP}`));
  const product = shop.products.find((p) => p.isAvailable !== false && p.extras.length === 0);
  if (!product) throw new Error('no plain product in book-shop');
  const orders: OrderDetail[] = [];
  for (const token of tokens) orders.push(await placeOrder(url, token, product._id));

  const streams: SseConnection[] = [];
  for (const [index, order] of orders.entries()) {
    const stream = await openSse(`${url}/api/v1/orders/${order.id}/events`, { authorization: `Bearer ${tokens[index]}` });
    if (stream.status !== 200) throw new Error(`the events of order ${index + 1} answered ${stream.status}`);
    await stream.nextEvent(); // the history: the part's paid event
    streams.push(stream);
  }

  // Each order's five changes are in order; different orders change in parallel.
  const work = WALK.flatMap((step) => orders.map((order, index) => ({ index, partId: order.parts[0]?.id ?? '', step })));
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < work.length) {
      const item = work[next++];
      if (!item) break;
      const stream = streams[item.index];
      if (!stream) continue;
      const started = performance.now();
      const arrived = (async () => {
        for (;;) {
          const event = JSON.parse((await stream.nextEvent()).data ?? '{}') as OrderEvent;
          if (event.status === item.step.status) return performance.now();
        }
      })();
      // Awaited below, after the change is sent: a stream that ends meanwhile must fail the run there, not crash it.
      arrived.catch(() => {});
      const changed = await fetch(`${url}/api/v1/seller/shops/${SHOP}/parts/${item.partId}/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ownerToken}` },
        body: JSON.stringify(item.step),
      });
      if (!changed.ok) throw new Error(`status change answered ${changed.status}: ${await changed.text()}`);
      latencies.push((await arrived) - started);
    }
  };
  // Never two changes of one order at once: the walk is ordered by step, and a step's changes cover distinct orders.
  await Promise.all(Array.from({ length: Math.min(concurrency, orders.length) }, worker));
  for (const stream of streams) stream.close();
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    shoppers: orders.length,
    changes: latencies.length,
    p50: percentile(sorted, 0.5),
    p90: percentile(sorted, 0.9),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}
