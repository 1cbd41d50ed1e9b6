/** The cache of catalog answers (read by the offline page, public/offline.js, by this name). */
export const CATALOG_CACHE = 'catalog-api';
export const PICTURE_CACHE = 'pictures';
export const OFFLINE_PAGE = '/offline.html';

/** The public catalog reads of the storefront: the store's config, categories, a shop, a product, and search results. */
const CATALOG_PATHS = /^\/api\/v1\/(config|categories|shop\/slug\/[^/]+|product\/slug\/[^/]+|product\/search-products)$/;

/**
 * A call whose answer may be shown from the cache while a fresh one is fetched: an anonymous GET of
 * the catalog. Anything sent with a token (the cart, checkout, orders, account) never is.
 */
export function isCatalogRead(pathname: string, request: { method: string; headers: Headers }): boolean {
  return request.method === 'GET' && !request.headers.has('authorization') && CATALOG_PATHS.test(pathname);
}

/** Catalog pictures: the seeded art and uploaded pictures the store serves. */
export function isPicture(pathname: string): boolean {
  return pathname.startsWith('/media/');
}
