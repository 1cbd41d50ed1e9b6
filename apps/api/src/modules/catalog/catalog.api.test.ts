import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  LIMITS,
  categoriesResponseSchema,
  productSchema,
  productsResponseSchema,
  shopSchema,
  suggestionsResponseSchema,
  type Product,
} from '@campus/contract';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

describe('GET categories', () => {
  it('lists the five categories, in order, each with its shops', async () => {
    const res = await get('/categories');
    expect(res.statusCode).toBe(200);
    const body = categoriesResponseSchema.parse(res.json());
    expect(body.data.map((c) => c.name)).toEqual([...CATEGORIES]);
    const shopCount = body.data.reduce((n, c) => n + c.shops.length, 0);
    expect(shopCount).toBeGreaterThanOrEqual(50);
    for (const category of body.data) expect(category.shops.length).toBeGreaterThan(0);
  });

  it("gives each shop what its card shows (§2), and leaves the description to the shop's own page", async () => {
    const [food] = categoriesResponseSchema.parse((await get('/categories')).json()).data;
    const card = food?.shops.find((s) => s.slug === 'mama-titis-kitchen');
    expect(Object.keys(card ?? {}).sort()).toEqual(['_id', 'deliveryPrice', 'id', 'name', 'shop_image', 'slug']);
    const page = shopSchema.parse((await get('/shop/slug/mama-titis-kitchen')).json());
    expect(page.description.length).toBeGreaterThan(0);
    expect({
      _id: page._id,
      id: page.id,
      slug: page.slug,
      name: page.name,
      shop_image: page.shop_image,
      deliveryPrice: page.deliveryPrice,
    }).toEqual(card);
  });

  it('answers 304 to a client that already has the current version', async () => {
    const first = await get('/categories');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get('/categories', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('GET shop/slug/{slug}', () => {
  it('returns the book shop with its products', async () => {
    const res = await get('/shop/slug/book-shop');
    expect(res.statusCode).toBe(200);
    const shop = shopSchema.parse(res.json());
    expect(shop.name).toBe('Book Shop');
    expect(shop.category.name).toBe('Books');
    expect(shop.products.length).toBeGreaterThanOrEqual(6);
    expect(shop.products.length).toBeLessThanOrEqual(20);
  });

  it('answers 404 with a JSON error for an unknown slug', async () => {
    const res = await get('/shop/slug/no-such-shop');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Shop not found', code: 'not_found' });
  });
});

describe('products', () => {
  it('returns a product by slug with extras whose option prices are strings', async () => {
    const shop = shopSchema.parse((await get('/shop/slug/jollof-republic')).json());
    const withExtras = shop.products.find((p) => p.extras.length > 0);
    expect(withExtras).toBeDefined();
    const res = await get(`/product/slug/${withExtras?.slug}`);
    expect(res.statusCode).toBe(200);
    const product = productSchema.parse(res.json());
    expect(typeof product.extras[0]?.options[0]?.price).toBe('string');
    expect(product.shop.slug).toBe('jollof-republic');
  });

  it('answers 404 for an unknown product', async () => {
    const res = await get('/product/slug/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('error');
  });

  it('pages through all products', async () => {
    const res = await get('/product/all-products?page=2&pageSize=5');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.products).toHaveLength(5);
    expect(body.page).toBe(2);
    expect(body.total).toBeGreaterThan(300);
  });

  it('refuses a page size over 100', async () => {
    const res = await get('/product/all-products?pageSize=1000');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('error');
  });
});

describe('search', () => {
  it('finds "Jollof Rice" despite typos', async () => {
    const res = await get(`/product/search-products?name=${encodeURIComponent('jolof rce')}`);
    const { products } = productsResponseSchema.parse(res.json());
    expect(products[0]?.productTitle).toBe('Jollof Rice');
  });

  it('answers an empty list to blank text', async () => {
    const res = await get('/product/search-products?name=%20%20');
    expect(res.json()).toEqual({ products: [] });
  });

  it('treats LIKE metacharacters as text', async () => {
    for (const text of ['%', '_', '\\']) {
      const res = await get(`/product/search-products?name=${encodeURIComponent(text)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().products).toEqual([]);
    }
    // A quote is ordinary text: it finds only products that contain one.
    const quoted = productsResponseSchema.parse((await get(`/product/search-products?name=${encodeURIComponent("'")}`)).json());
    expect(quoted.products.length).toBeGreaterThan(0);
    expect(quoted.products.every((p) => `${p.productTitle} ${p.description}`.includes("'"))).toBe(true);
  });

  it('ignores letter case and finds typos in descriptions too', async () => {
    const upper = productsResponseSchema.parse((await get(`/product/search-products?name=${encodeURIComponent('JOLLOF RICE')}`)).json());
    expect(upper.products[0]?.productTitle).toBe('Jollof Rice');
    const fromDescription = productsResponseSchema.parse(
      (await get(`/product/search-products?name=${encodeURIComponent('okonkow')}`)).json(),
    );
    expect(fromDescription.products[0]?.productTitle).toBe('Things Fall Apart');
  });

  it('ranks title matches before description-only matches', async () => {
    const { products } = productsResponseSchema.parse((await get('/product/search-products?name=plantain')).json());
    expect(products.length).toBeGreaterThan(1);
    const firstDescriptionOnly = products.findIndex((p) => !p.productTitle.toLowerCase().includes('plantain'));
    const lastTitle = products.map((p) => p.productTitle.toLowerCase().includes('plantain')).lastIndexOf(true);
    expect(lastTitle).toBeGreaterThanOrEqual(0);
    if (firstDescriptionOnly >= 0) expect(lastTitle).toBeLessThan(firstDescriptionOnly);
  });

  it('answers nothing for text that matches nothing, unicode included', async () => {
    for (const text of ['zqxjvw', '🍲🍲', 'Ẹ̀fọ́ ṣọ̀ọ̀ṣì']) {
      const res = await get(`/product/search-products?name=${encodeURIComponent(text)}`);
      expect(res.statusCode).toBe(200);
      expect(productsResponseSchema.parse(res.json()).products).toEqual([]);
    }
  });

  it('treats SQL as text and leaves the catalog intact', async () => {
    const before = (await get('/product/all-products?pageSize=1')).json().total;
    for (const text of ["'; drop table products; --", "rice' or '1'='1", "rice\\'"]) {
      const res = await get(`/product/search-products?name=${encodeURIComponent(text)}`);
      expect(res.statusCode).toBe(200);
      productsResponseSchema.parse(res.json());
    }
    expect((await get('/product/all-products?pageSize=1')).json().total).toBe(before);
  });

  it(`refuses search text over ${LIMITS.searchQueryMaxLength} characters`, async () => {
    for (const url of ['/product/search-products?name=', '/product/suggestions?q=']) {
      const res = await get(`${url}${'a'.repeat(LIMITS.searchQueryMaxLength + 1)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: `Search text must be at most ${LIMITS.searchQueryMaxLength} characters`,
        code: 'invalid_input',
        field: url.includes('name=') ? 'name' : 'q',
      });
    }
  });

  it('searches inside one shop only', async () => {
    const shop = shopSchema.parse((await get('/shop/slug/book-shop')).json());
    const title = shop.products[0]?.productTitle ?? '';
    const res = await get(`/shop/${shop._id}/search?search=${encodeURIComponent(title)}`);
    const { products } = productsResponseSchema.parse(res.json());
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.shop.slug === 'book-shop')).toBe(true);
  });

  it('answers 404 when searching a shop that does not exist', async () => {
    const res = await get('/shop/00000000-0000-0000-0000-000000000000/search?search=rice');
    expect(res.statusCode).toBe(404);
  });
});

describe('GET product/suggestions', () => {
  it('gives at most 5 typo-tolerant suggestions with title, slug, price, image and category', async () => {
    const res = await get(`/product/suggestions?q=${encodeURIComponent('jolof')}`);
    expect(res.statusCode).toBe(200);
    const { suggestions } = suggestionsResponseSchema.parse(res.json());
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(LIMITS.suggestionsMax);
    expect(suggestions[0]).toMatchObject({ title: 'Jollof Rice', category: 'Food' });
    expect(suggestions[0]?.price).toBeGreaterThan(0);
    const product = productSchema.parse((await get(`/product/slug/${suggestions[0]?.slug}`)).json());
    expect(product.productTitle).toBe('Jollof Rice');
    expect(suggestions[0]?.image).toBe(product.images[0]);
  });

  it('never gives more than 5, even for a common word', async () => {
    const { suggestions } = suggestionsResponseSchema.parse((await get('/product/suggestions?q=an')).json());
    expect(suggestions).toHaveLength(LIMITS.suggestionsMax);
  });

  it('gives, when five or more titles contain the text, the first five distinct ones by title (they all rank highest)', async () => {
    const titles = [...new Set((await allProducts()).map((p) => p.productTitle))];
    for (const q of ['rice', 'Chicken', 'an']) {
      const containing = titles
        .filter((title) => title.toLowerCase().includes(q.toLowerCase()))
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(containing.length).toBeGreaterThan(0);
      const { suggestions } = suggestionsResponseSchema.parse((await get(`/product/suggestions?q=${q}`)).json());
      // Titles containing the text come first (by title); fewer than five leave room for looser matches.
      const first = suggestions.map((s) => s.title).slice(0, Math.min(containing.length, LIMITS.suggestionsMax));
      expect(first).toEqual(containing.slice(0, LIMITS.suggestionsMax));
    }
  });

  it('groups a title several shops sell into one row naming the shop of its cheapest offer and the number of shops', async () => {
    const offers = (await allProducts()).filter((p) => p.productTitle === 'Jollof Rice' && p.isAvailable !== false);
    const shopsSelling = new Set((await allProducts()).filter((p) => p.productTitle === 'Jollof Rice').map((p) => p.shop.name));
    expect(shopsSelling.size).toBeGreaterThan(1);
    const cheapest = offers.reduce((best, p) => (p.price < best.price ? p : best));
    const { suggestions } = suggestionsResponseSchema.parse((await get('/product/suggestions?q=jollof')).json());
    const titles = suggestions.map((s) => s.title);
    expect(titles).toEqual([...new Set(titles)]);
    const row = suggestions.find((s) => s.title === 'Jollof Rice');
    expect(row).toMatchObject({ shopCount: shopsSelling.size, price: cheapest.price });
    expect(offers.filter((p) => p.price === cheapest.price).map((p) => p.shop.name)).toContain(row?.shop);
    // Every row counts the shops selling its title and names one of them.
    const products = await allProducts();
    for (const suggestion of suggestions) {
      const sellers = new Set(products.filter((p) => p.productTitle === suggestion.title).map((p) => p.shop.name));
      expect(suggestion.shopCount).toBe(sellers.size);
      expect(sellers).toContain(suggestion.shop);
    }
  });

  it('gives none for blank text or LIKE metacharacters', async () => {
    for (const q of ['', '   ', '%', '_', '\\']) {
      const res = await get(`/product/suggestions?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ suggestions: [] });
    }
  });
});

describe('errors', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await get('/no/such/call');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found', code: 'not_found' });
  });
});

/** Every product of the catalog, through the paginated call. */
async function allProducts(): Promise<Product[]> {
  const all: Product[] = [];
  for (let page = 1; ; page++) {
    const { products, total } = (await get(`/product/all-products?page=${page}&pageSize=100`)).json<{
      products: Product[];
      total: number;
    }>();
    all.push(...products);
    if (all.length >= total || products.length === 0) return all;
  }
}
