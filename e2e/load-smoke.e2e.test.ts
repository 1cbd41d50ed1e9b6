import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartResponse, CategoriesResponse, Product, ProductsResponse, Shop, SuggestionsResponse } from '@campus/contract';
import { baseURL, shopper } from './browser';

/**
 * 200 simulated shoppers at once against the started server: catalog and search reads answer
 * correctly, nothing answers 5xx, and concurrent cart adds (five real sessions shared by the
 * crowd) end in carts that count every accepted add exactly once. Correctness only, never time.
 */
const SHOPPERS = 200;
const ROUNDS = 2;
/** The harness's limit on a crowded CI machine; nothing here measures time. */
const CROWD_TIMEOUT_MS = 240_000;
const CART_SESSIONS = [20, 21, 22, 23, 24];
const SEARCH_WORDS = ['rice', 'book', 'shirt', 'phone', 'jollof', 'charger', 'bag', 'pen'];

/** One kept-alive connection per simulated shopper, as a browser would hold. */
const agent = new http.Agent({ keepAlive: true, maxSockets: SHOPPERS });
afterAll(() => agent.destroy());

function request(method: string, path: string, token?: string, body?: string): Promise<{ status: number; type: string; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const req = http.request(`${baseURL()}/api/v1${path}`, { method, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

interface Outcome {
  path: string;
  status: number;
}

let shops: Shop[] = [];
let products: Product[] = [];

async function get<T>(path: string, outcomes: Outcome[], token?: string): Promise<{ status: number; body: T | undefined }> {
  const res = await request('GET', path, token);
  outcomes.push({ path, status: res.status });
  return { status: res.status, body: res.type.includes('json') && res.text ? (JSON.parse(res.text) as T) : undefined };
}

async function cartOf(token: string): Promise<CartResponse> {
  const res = await fetch(`${baseURL()}/api/v1/user/cart`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as CartResponse;
}

/** How many of a product, without extras, a cart holds. */
function plainQty(cart: CartResponse, productId: string): number {
  return cart.cart
    .filter((item) => item.product._id === productId && item.condiments.length === 0)
    .reduce((sum, item) => sum + item.qty, 0);
}

beforeAll(async () => {
  const categories = (await (await fetch(`${baseURL()}/api/v1/categories`)).json()) as CategoriesResponse;
  const slugs = categories.data.flatMap((c) => c.shops.map((s) => s.slug));
  shops = await Promise.all(slugs.map(async (slug) => (await (await fetch(`${baseURL()}/api/v1/shop/slug/${slug}`)).json()) as Shop));
  products = shops.flatMap((s) => s.products);
});

describe('load smoke: 200 shoppers at once', () => {
  it(
    'answers every catalog and search read correctly, with no 5xx',
    async () => {
      expect(shops.length).toBeGreaterThan(10);
      const outcomes: Outcome[] = [];
      const wrong: string[] = [];
      await Promise.all(
        Array.from({ length: SHOPPERS }, async (_, i) => {
          const word = SEARCH_WORDS[i % SEARCH_WORDS.length]!;
          for (let round = 0; round < ROUNDS; round++) {
            const shop = shops[(i + round) % shops.length]!;
            const product = products[(i * 7 + round) % products.length]!;
            // A shopper's journey, one call after the other: browse, open a shop and a product, search.
            const categories = await get<CategoriesResponse>('/categories', outcomes);
            const shopRes = await get<Shop>(`/shop/slug/${shop.slug}`, outcomes);
            const productRes = await get<Product>(`/product/slug/${product.slug}`, outcomes);
            if (categories.body?.data.length !== 5) wrong.push(`categories for shopper ${i}`);
            if (shopRes.body?.slug !== shop.slug || shopRes.body.products.length !== shop.products.length)
              wrong.push(`shop ${shop.slug} for shopper ${i}`);
            if (productRes.body?._id !== product._id) wrong.push(`product ${product.slug} for shopper ${i}`);
          }
          // Then one search: suggestions while typing, results on submit.
          const suggestions = await get<SuggestionsResponse>(`/product/suggestions?q=${encodeURIComponent(word)}`, outcomes);
          const search = await get<ProductsResponse>(`/product/search-products?name=${encodeURIComponent(word)}`, outcomes);
          if (!Array.isArray(suggestions.body?.suggestions) || suggestions.body.suggestions.length > 5)
            wrong.push(`suggestions ${word} for shopper ${i}`);
          if (!Array.isArray(search.body?.products)) wrong.push(`search ${word} for shopper ${i}`);
        }),
      );
      expect(outcomes).toHaveLength(SHOPPERS * (ROUNDS * 3 + 2));
      expect(outcomes.filter((o) => o.status >= 500)).toEqual([]);
      expect(outcomes.filter((o) => o.status !== 200)).toEqual([]);
      expect(wrong).toEqual([]);
    },
    CROWD_TIMEOUT_MS,
  );

  it(
    'keeps carts consistent under concurrent adds, with no 5xx',
    async () => {
      const tokens = CART_SESSIONS.map((n) => shopper(n).token);
      // An empty body adds only products without extras (a product with extras needs one chosen).
      const choices = products.filter((p) => p.isAvailable !== false && p.extras.length === 0).slice(0, 12);
      expect(choices.length).toBeGreaterThan(0);
      const before = await Promise.all(tokens.map(cartOf));

      const outcomes: Outcome[] = [];
      const accepted = tokens.map(() => new Map<string, number>());
      await Promise.all(
        Array.from({ length: SHOPPERS }, async (_, i) => {
          const session = i % tokens.length;
          for (let round = 0; round < ROUNDS; round++) {
            const product = choices[(i + round) % choices.length]!;
            const res = await request('POST', `/user/cart/${product._id}`, tokens[session], '{}');
            outcomes.push({ path: `POST user/cart/${product._id}`, status: res.status });
            if (res.status === 200) accepted[session]!.set(product._id, (accepted[session]!.get(product._id) ?? 0) + 1);
            await get<CartResponse>('/user/cart', outcomes, tokens[session]);
          }
        }),
      );

      expect(outcomes.filter((o) => o.status >= 500)).toEqual([]);
      expect(outcomes.filter((o) => o.status !== 200)).toEqual([]);
      const after = await Promise.all(tokens.map(cartOf));
      tokens.forEach((_, session) => {
        for (const product of choices) {
          const expected = plainQty(before[session]!, product._id) + (accepted[session]!.get(product._id) ?? 0);
          expect({ session, product: product.slug, qty: plainQty(after[session]!, product._id) }).toEqual({
            session,
            product: product.slug,
            qty: expected,
          });
        }
      });
    },
    CROWD_TIMEOUT_MS,
  );
});
