import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_TIMEOUT_MS, ApiError, NETWORK_ERROR, RETRY_DELAY_MS, TIMEOUT_ERROR, apiRequest } from './api-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
/** A fetch that never answers until its signal aborts, as a stalled phone connection does. */
const hanging = (_url: string, init?: RequestInit) =>
  new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function settle<T>(promise: Promise<T>): Promise<T | unknown> {
  const outcome = promise.then(
    (value) => value,
    (error: unknown) => error,
  );
  await vi.runAllTimersAsync();
  return outcome;
}

describe('reads (GET)', () => {
  it('are asked once more after a network failure, and give the second answer', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(json(200, { ok: 1 }));
    expect(await settle(apiRequest('categories'))).toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('are asked once more after a gateway says 503, and no more than once', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(503, { error: 'Busy' })));
    const error = await settle(apiRequest('categories'));
    expect(error).toMatchObject({ status: 503, serverMessage: 'Busy' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('wait a moment before the retry', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(json(200, {}));
    const call = apiRequest('categories');
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await call;
  });

  it('are not repeated for an answer that will not change: 404, 401, 500', async () => {
    for (const status of [404, 401, 500]) {
      fetchMock.mockReset().mockImplementation(() => Promise.resolve(json(status, { error: 'No' })));
      expect(await settle(apiRequest('shop/slug/x'))).toMatchObject({ status });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    }
  });

  it('time out when the connection stalls, are retried once, then fail with the timeout text', async () => {
    fetchMock.mockImplementation(hanging);
    const call = settle(apiRequest('categories'));
    const error = await call;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: TIMEOUT_ERROR });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('time out after API_TIMEOUT_MS, not before', async () => {
    fetchMock.mockImplementationOnce(hanging).mockResolvedValueOnce(json(200, { late: true }));
    const call = apiRequest('categories');
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + RETRY_DELAY_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await call).toEqual({ late: true });
  });

  it('stop at once when the caller gives up, without a retry or an ApiError', async () => {
    fetchMock.mockImplementation(hanging);
    const caller = new AbortController();
    const call = settle(apiRequest('categories', { signal: caller.signal }));
    caller.abort();
    const error = await call;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('writes', () => {
  it('are never repeated, even after a network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await settle(apiRequest('user/cart', { method: 'PUT', body: { productId: 1 } }));
    expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('time out too', async () => {
    fetchMock.mockImplementation(hanging);
    const error = await settle(apiRequest('order/create-order', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ status: 0, message: TIMEOUT_ERROR });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
