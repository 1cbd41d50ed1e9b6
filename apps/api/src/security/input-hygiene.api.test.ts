import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../test/test-app';

/** NUL bytes and lone surrogates (issue 18): refused with 400 naming the field, never a 500 from the database. */
let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  ({ auth } = await createTestUser(t.app));
});
afterAll(() => t.close());

type Probe = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (bad: string) => string;
  payload?: (bad: string) => object;
  field: string;
  signedIn?: boolean;
};

const q = encodeURIComponent;
/** One text field of each endpoint that takes text. */
const probes: Probe[] = [
  {
    method: 'POST',
    url: () => '/api/v1/user/sign-up',
    payload: (bad) => ({
      fullName: `Ada${bad}`,
      email: 'ada@example.com',
      phone_number: '08011112222',
      hall: 'Bethel',
      password: 'Quiet-Lagoon-42',
    }),
    field: 'fullName',
  },
  {
    method: 'POST',
    url: () => '/api/v1/user/sign-in',
    payload: (bad) => ({ phone_number: '08011112222', password: `pw${bad}` }),
    field: 'password',
  },
  { method: 'POST', url: () => '/api/v1/user/forgot-pass', payload: (bad) => ({ email: `a${bad}b@example.com` }), field: 'email' },
  {
    method: 'POST',
    url: () => '/api/v1/user/verify-otp',
    payload: (bad) => ({ email: `a${bad}b@example.com`, otp: 123456 }),
    field: 'email',
  },
  {
    method: 'POST',
    url: () => '/api/v1/user/reset-pass',
    payload: (bad) => ({ email: 'a@example.com', newPassword: 'Quiet-Lagoon-42', resetToken: `t${bad}` }),
    field: 'resetToken',
  },
  {
    method: 'POST',
    url: () => '/api/v1/user/add_phone',
    payload: (bad) => ({ phone_number: `080${bad}11112222` }),
    field: 'phone_number',
    signedIn: true,
  },
  {
    method: 'POST',
    url: () => '/api/v1/user/change_email',
    payload: (bad) => ({ email: `a${bad}@example.com`, password: 'Passw0rd!' }),
    field: 'email',
    signedIn: true,
  },
  {
    method: 'POST',
    url: () => '/api/v1/user/change_password',
    payload: (bad) => ({ oldPassword: `old${bad}`, newPassword: 'Quiet-Lagoon-42' }),
    field: 'oldPassword',
    signedIn: true,
  },
  { method: 'POST', url: () => '/api/v1/user/search-history', payload: (bad) => ({ query: `rice${bad}` }), field: 'query', signedIn: true },
  { method: 'DELETE', url: (bad) => `/api/v1/user/search-history/${q(`rice${bad}`)}`, field: 'query', signedIn: true },
  { method: 'POST', url: (bad) => `/api/v1/user/cart/${q(`p${bad}`)}`, payload: () => ({}), field: 'productId', signedIn: true },
  { method: 'PUT', url: () => '/api/v1/user/cart', payload: (bad) => ({ productId: `p${bad}` }), field: 'productId', signedIn: true },
  { method: 'POST', url: () => '/api/v1/payment/verify', payload: (bad) => ({ reference: `r${bad}` }), field: 'reference', signedIn: true },
  {
    method: 'POST',
    url: () => '/api/v1/order/create-order',
    payload: (bad) => ({ orderPrice: 0, orderItems: [], reference: `r${bad}` }),
    field: 'reference',
    signedIn: true,
  },
  { method: 'GET', url: (bad) => `/api/v1/product/search-products?name=${q(`rice${bad}`)}`, field: 'name' },
  { method: 'GET', url: (bad) => `/api/v1/product/suggestions?q=${q(`rice${bad}`)}`, field: 'q' },
  { method: 'GET', url: (bad) => `/api/v1/product/slug/${q(`rice${bad}`)}`, field: 'slug' },
  { method: 'GET', url: (bad) => `/api/v1/shop/slug/${q(`shop${bad}`)}`, field: 'slug' },
  { method: 'GET', url: (bad) => `/api/v1/shop/${q(`shop${bad}`)}/search?search=x`, field: 'shopId' },
];

describe('NUL byte and lone surrogates', () => {
  for (const [label, bad] of [
    ['a NUL byte', '\u0000'],
    ['a lone high surrogate', '\ud800'],
    ['a lone low surrogate', '\udc00'],
  ] as const) {
    // A URL carries UTF-8 bytes, which cannot spell a lone surrogate: those are tried in JSON bodies only.
    const applicable = bad === '\u0000' ? probes : probes.filter((p) => p.url('') === p.url('x'));
    it.each(applicable.map((p) => [`${p.method} ${p.url('{bad}')}`, p] as const))(
      `%s refuses ${label} with 400 naming the field`,
      async (_name, probe) => {
        const res = await t.app.inject({
          method: probe.method,
          url: probe.url(bad),
          payload: probe.payload?.(bad),
          headers: probe.signedIn ? auth : {},
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toContain(probe.field);
      },
    );
  }

  it('POST book (multipart) refuses a NUL byte in a text field with 400', async () => {
    const boundary = '----campusNulProbe';
    const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/book',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.from(`${field('name', 'Things Fall\u0000 Apart')}${field('author', 'Chinua Achebe')}--${boundary}--\r\n`),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/NUL/);
  });

  it('path parameters checked outside the contract never answer 500 to a NUL byte', async () => {
    for (const url of [`/api/v1/book/${q('id\u0000')}/image`, `/sandbox/checkout/${q('code\u0000')}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });

  it('a well-formed pair (an emoji) is ordinary text', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/product/suggestions?q=${q('rice 🍚')}` });
    expect(res.statusCode).toBe(200);
  });
});
