import { describe, expect, it } from 'vitest';
import { isCatalogRead, isPicture } from './cache-policy';

const get = (headers: Record<string, string> = {}) => ({ method: 'GET', headers: new Headers(headers) });

describe('what the service worker may answer from its cache (decision 035)', () => {
  it('the public catalog reads', () => {
    for (const path of [
      'config',
      'categories',
      'shop/slug/suya-spot',
      'product/slug/jollof-rice-jollof-republic',
      'product/search-products',
    ]) {
      expect(isCatalogRead(`/api/v1/${path}`, get())).toBe(true);
    }
  });

  it('never the cart, checkout, orders, payments or account, nor any call sent with a token', () => {
    for (const path of [
      'user/cart',
      'user/carts',
      'order/create-order',
      'payment/verify',
      'user/profile',
      'user/search-history',
      'orders',
    ]) {
      expect(isCatalogRead(`/api/v1/${path}`, get())).toBe(false);
    }
    expect(isCatalogRead('/api/v1/categories', get({ authorization: 'Bearer t' }))).toBe(false);
  });

  it('never a write, even to a catalog address', () => {
    expect(isCatalogRead('/api/v1/categories', { method: 'POST', headers: new Headers() })).toBe(false);
  });

  it('pictures are the store’s /media files', () => {
    expect(isPicture('/media/art/food/jollof-rice.svg')).toBe(true);
    expect(isPicture('/api/v1/media')).toBe(false);
  });
});
