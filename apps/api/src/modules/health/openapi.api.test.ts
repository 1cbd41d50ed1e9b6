import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ERROR_CODES } from '@campus/contract';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every call of spec §7 (both readings where it gives two) and the additions of DESIGN §5. */
const CALLS: [method: string, path: string][] = [
  ['post', '/user/sign-in'],
  ['post', '/user/sign-up'],
  ['get', '/user/profile'],
  ['post', '/user/add_phone'],
  ['post', '/user/change_password'],
  ['post', '/user/change_email'],
  ['post', '/user/change_email/confirm'],
  ['post', '/user/forgot-pass'],
  ['post', '/user/verify-otp'],
  ['post', '/user/reset-pass'],
  ['get', '/categories'],
  ['get', '/shop/slug/{slug}'],
  ['get', '/shop/{shopId}/search'],
  ['get', '/product/search-products'],
  ['get', '/product/slug/{slug}'],
  ['get', '/product/all-products'],
  ['get', '/user/cart'],
  ['post', '/user/cart/{productId}'],
  ['put', '/user/cart'],
  ['put', '/user/cart/{productId}'],
  ['delete', '/user/cart/{productId}'],
  ['delete', '/user/cart/clear'],
  ['delete', '/user/carts'],
  ['post', '/order/create-order'],
  ['post', '/payment/verify'],
  ['post', '/book'],
  ['get', '/user/search-history'],
  ['post', '/user/search-history'],
  ['delete', '/user/search-history/{query}'],
  ['get', '/config'],
  ['post', '/payment/initialize'],
  ['post', '/payment/webhook'],
  ['get', '/healthz'],
  ['get', '/readyz'],
  // Issue 21: the shopper's cancel and the operator's money API.
  ['post', '/orders/{id}/parts/{partId}/cancel'],
  ['get', '/admin/banks'],
  ['post', '/admin/banks/resolve'],
  ['get', '/admin/shops/{shopId}/settlement'],
  ['put', '/admin/shops/{shopId}/settlement'],
  ['get', '/admin/orders/{publicId}/money'],
  ['post', '/admin/order-parts/{partId}/refund'],
  // Issue 35: a refund Paystack could not account for is looked up again (decision 084).
  ['post', '/admin/refunds/{refundId}/check'],
  ['get', '/admin/payments/pending'],
  ['get', '/admin/ledger'],
];

describe('GET /api/docs/json', () => {
  it('documents every call of the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    const missing = CALLS.filter(([method, path]) => !paths[`/api/v1${path}`]?.[method]).map(([m, p]) => `${m.toUpperCase()} ${p}`);
    expect(missing).toEqual([]);
  });

  it('serves the interactive documentation page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('lists every error code once, in the ErrorBody schema that error answers reference', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const errorBody = doc.components.schemas.ErrorBody;
    expect(errorBody.properties.code.enum).toEqual([...ALL_ERROR_CODES]);
    expect(errorBody.required).toEqual(expect.arrayContaining(['error', 'code']));
    const signIn400 = doc.paths['/api/v1/user/sign-in'].post.responses['400'];
    expect(JSON.stringify(signIn400)).toContain('#/components/schemas/ErrorBody');
  });
});
