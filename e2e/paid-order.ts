import { expect } from 'vitest';
import type { Shop } from '@campus/contract';
import { baseURL } from './browser';

/**
 * A call to the API as a journey makes it: a JSON body when one is given (a JSON content type with no body is
 * a 400, so a DELETE sends none), with the bearer token when one is given.
 */
export const api = (route: string, token: string | null, init: RequestInit = {}) =>
  fetch(`${baseURL()}/api/v1/${route}`, {
    ...init,
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...init.headers,
    },
  });

/** A call that must succeed, with no body (so no content type) and the bearer token when one is given; its JSON. */
export async function apiJson(route: string, init: { method?: string; token?: string } = {}): Promise<unknown> {
  const res = await fetch(`${baseURL()}/api/v1/${route}`, {
    method: init.method ?? 'GET',
    headers: init.token ? { authorization: `Bearer ${init.token}` } : {},
  });
  if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Signs in by phone and password; the session's token. */
export async function signIn(phone: string, password: string): Promise<string> {
  const res = await api('user/sign-in', null, { method: 'POST', body: JSON.stringify({ phone_number: phone, password }) });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** A shop of the demo catalog and one of its products that is in stock and has no extras. */
export async function plainProductOf(slug: string) {
  const shop = (await (await api(`shop/slug/${slug}`, null)).json()) as Shop;
  const product = shop.products.find((p) => p.isAvailable !== false && p.extras.length === 0);
  if (!product) throw new Error(`no plain product in ${slug}`);
  return { shop, product };
}

/**
 * Empties the shopper's cart, puts one plain product of each shop in it, in this order, and pays on the
 * sandbox with the room and the note to the shop; answers the order's id once the order exists (it is made
 * when the sandbox's webhook arrives, about a second later).
 */
export async function paidOrder(token: string, slugs: string[], room = 'Block E, 3', note = ''): Promise<string> {
  await apiJson('user/carts', { method: 'DELETE', token });
  for (const slug of slugs) {
    const { product } = await plainProductOf(slug);
    const added = await api(`user/cart/${product._id}`, token, { method: 'POST', body: '{}' });
    if (!added.ok) throw new Error(`add to cart answered ${added.status}: ${await added.text()}`);
  }
  const started = await api('payment/initialize', token, { method: 'POST', body: JSON.stringify({ room, ...(note ? { note } : {}) }) });
  expect(started.status, await started.clone().text()).toBe(200);
  const { accessCode, reference } = (await started.json()) as { accessCode: string; reference: string };
  expect((await fetch(`${baseURL()}/sandbox/checkout/${accessCode}/pay`, { method: 'POST' })).status).toBe(200);
  let created: Response;
  await expect
    .poll(
      async () => {
        created = await api('order/create-order', token, {
          method: 'POST',
          body: JSON.stringify({ orderPrice: 0, orderItems: [], reference }),
        });
        return created.status;
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBe(200);
  return ((await created!.json()) as { newOrder: { orderId: string } }).newOrder.orderId;
}
