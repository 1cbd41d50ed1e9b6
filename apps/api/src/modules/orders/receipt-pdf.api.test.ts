import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { formatNaira } from '@campus/contract';
import { pickProductsFromShops } from '../../test/checkout-fixtures';
import { buyAndPay } from '../../test/money-fixtures';
import { createTestApp, createTestUser, type TestApp } from '../../test/test-app';

/** The receipt to keep (issue 37 item 4): a PDF of the order's facts, the shopper's own only. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { jobs: { pollMs: 20, backoffBaseMs: 20 } } });
}, 120_000);
afterAll(() => t?.close());

const receipt = (orderId: string, auth: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/orders/${orderId}/receipt.pdf`, headers: auth });

async function textOf(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

describe('GET /api/v1/orders/{id}/receipt.pdf', () => {
  it('is a PDF with the market’s name, order number, payment reference, Lagos date, every line with its extras, delivery shares and the total in naira', async () => {
    const shopper = await createTestUser(t.app, { fullName: 'Adaọbi Ọkọnkwọ' });
    const picks = await pickProductsFromShops(t.database.db, 2);
    const { order, started } = await buyAndPay(t.app, shopper, [
      { productId: picks[0]!.productId, qty: 2 },
      { productId: picks[1]!.productId, qty: 1 },
    ]);
    const response = await receipt(order.id, shopper.auth);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="receipt-${order.id}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await textOf(response.rawPayload);
    expect(text).toContain('Campus Market');
    expect(text).toContain(order.id);
    expect(text).toContain(started.reference);
    expect(text).toContain('Adaọbi Ọkọnkwọ');
    expect(text).toContain(
      new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: 'Africa/Lagos' }).format(new Date(order.createdAt)),
    );
    for (const part of order.parts) {
      expect(text).toContain(part.shop.name);
      for (const item of part.items) expect(text).toContain(`${item.qty} × ${item.title}`);
      expect(text).toContain(formatNaira(part.delivery));
    }
    expect(text).toContain(formatNaira(order.total));
  });

  it('another shopper’s receipt is "not found", and no token is 401', async () => {
    const owner = await createTestUser(t.app);
    const stranger = await createTestUser(t.app);
    const [pick] = await pickProductsFromShops(t.database.db, 1);
    const { order } = await buyAndPay(t.app, owner, [{ productId: pick!.productId, qty: 1 }]);
    const theirs = await receipt(order.id, stranger.auth);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ error: 'Order not found' });
    expect((await receipt(order.id)).statusCode).toBe(401);
  });
});
