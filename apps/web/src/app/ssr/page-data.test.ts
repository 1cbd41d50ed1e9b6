import { describe, expect, it } from 'vitest';
import { catalogCallOf } from './page-data';

describe('the catalog call behind a query the page hands to the offline cache', () => {
  it('is the shop’s or product’s own call only for its own key, never for a call under it (reviews)', () => {
    expect(catalogCallOf(['shop', 'jollof-republic'])).toBe('/api/v1/shop/slug/jollof-republic');
    expect(catalogCallOf(['product', 'jollof-rice'])).toBe('/api/v1/product/slug/jollof-rice');
    expect(catalogCallOf(['categories'])).toBe('/api/v1/categories');
    expect(catalogCallOf(['shop', 'jollof-republic', 'reviews', 1])).toBeUndefined();
    expect(catalogCallOf(['product', 'jollof-rice', 'reviews', 1])).toBeUndefined();
  });
});
