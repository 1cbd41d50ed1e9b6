import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPersonas, type Personas } from '../test/personas';
import { createTestApp, testDatabaseKind, type TestApp } from '../test/test-app';

/**
 * Issue 35, finding 14: requests that send their headers and never their body stayed open for as long
 * as the client liked (`requestTimeout` 0). Now a request not fully sent in REQUEST_TIMEOUT_MS (its
 * headers in HEADERS_TIMEOUT_MS) gets 408 and its connection is closed; an SSE stream, a long answer to a
 * short request, is not cut. Over a real socket, with short limits.
 */
const REQUEST_MS = 800;
const HEADERS_MS = 400;
let t: TestApp;
let p: Personas;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { timeouts: { requestMs: REQUEST_MS, headersMs: HEADERS_MS }, sseHeartbeatMs: 100 } });
  p = await createPersonas(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
}, 120_000);
afterAll(() => t?.close());

/** Sends `text` and never more; resolves with what the server wrote and how long it kept the connection. */
function holdOpen(text: string): Promise<{ answer: string; heldMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve({ answer, heldMs: Date.now() - started }));
    socket.on('error', reject);
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the server kept the connection open'));
    }, 10_000);
  });
}

describe(`slow clients (${testDatabaseKind})`, () => {
  it('slow bodies are never timed out: fifty requests that send headers and never the body get 408 and are closed', async () => {
    const head =
      'POST /api/v1/user/sign-in HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"phone_';
    const held = await Promise.all(Array.from({ length: 50 }, () => holdOpen(head)));
    for (const { answer, heldMs } of held) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(heldMs).toBeGreaterThanOrEqual(REQUEST_MS - 100);
      expect(heldMs).toBeLessThan(REQUEST_MS + 4_000);
    }
  });

  it('headers that never end get 408 and are closed', async () => {
    const { answer, heldMs } = await holdOpen('GET /api/v1/categories HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(heldMs).toBeLessThan(HEADERS_MS + 4_000);
  });

  it('an SSE stream outlives the request timeout: a long answer is not a slow request', async () => {
    const chunks: { at: number; text: string }[] = [];
    const started = Date.now();
    const request = http.get({
      host: '127.0.0.1',
      port,
      path: `/api/v1/seller/shops/${p.shopA.slug}/orders/events`,
      headers: { ...p.ownerA.auth, accept: 'text/event-stream' },
    });
    const response = await new Promise<http.IncomingMessage>((resolve) => request.on('response', resolve));
    expect(response.statusCode).toBe(200);
    response.on('data', (chunk: Buffer) => chunks.push({ at: Date.now() - started, text: chunk.toString() }));
    await new Promise((resolve) => setTimeout(resolve, REQUEST_MS * 3));
    expect(response.destroyed || response.complete).toBe(false);
    expect(chunks.some((chunk) => chunk.at > REQUEST_MS * 2)).toBe(true);
    request.destroy();
  });
});
