import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CART_CALL, type CartResponse } from '@campus/contract';
import { ApiError } from '@/lib/api-client';
import { getCart } from './get-cart';

const EMPTY: CartResponse = { cart: [], shopBreakdown: [], subtotal: '₦0.00', deliveryTotal: '₦0.00', grandTotal: '₦0.00' };
const FROM_SERVER: CartResponse = { ...EMPTY, subtotal: '₦1.00' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const early = window as unknown as Record<string, unknown>;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  localStorage.setItem('authToken', 'token-a');
  fetchMock = vi.fn(() => Promise.resolve(json(200, FROM_SERVER)));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  delete early[EARLY_CART_CALL];
});

describe('the cart call the page shell started (decision 019)', () => {
  it('is read by the first cart call instead of asking again, and only by the first', async () => {
    early[EARLY_CART_CALL] = { token: 'token-a', response: Promise.resolve(json(200, EMPTY)) };
    expect(await getCart()).toEqual(EMPTY);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await getCart()).toEqual(FROM_SERVER);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is dropped when the stored token changed since: the cart is asked for with the new one', async () => {
    early[EARLY_CART_CALL] = { token: 'token-of-someone-else', response: Promise.resolve(json(200, EMPTY)) };
    expect(await getCart()).toEqual(FROM_SERVER);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-a');
    expect(early[EARLY_CART_CALL]).toBeUndefined();
  });

  it('fails as the call itself would: the server’s error, or a network error', async () => {
    early[EARLY_CART_CALL] = { token: 'token-a', response: Promise.resolve(json(401, { error: 'Unauthorized' })) };
    await expect(getCart()).rejects.toMatchObject({ status: 401, serverMessage: 'Unauthorized' });
    const offline = Promise.reject(new TypeError('Failed to fetch'));
    offline.catch(() => undefined);
    early[EARLY_CART_CALL] = { token: 'token-a', response: offline };
    const error: unknown = await getCart().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
  });
});
