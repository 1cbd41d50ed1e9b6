import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderParts, products } from '../db/schema';
import { pickProductsFromShops, seededAppAndPick, type CatalogPick } from '../test/checkout-fixtures';
import { addProduct, buyAndPay, partsOf, refundRows, settleMoney, stockOf } from '../test/money-fixtures';
import { containerOf, createTestUser, type TestApp } from '../test/test-app';
import { setPartStatus, type PartChangeSteps } from './change-part';

/** workflows/change-part.ts with the real orders, money and stock modules (PGlite; PostgreSQL with TEST_DATABASE=postgres). */
let t: TestApp;
let pick: CatalogPick;

beforeAll(async () => ({ t, pick } = await seededAppAndPick()));
afterAll(() => t?.close());

function realSteps(): PartChangeSteps {
  const { db, orders, money, stock } = containerOf(t.app);
  return { db, orders: orders.service, money: money.service, stock };
}

async function statusOf(partId: string): Promise<string | undefined> {
  const [row] = await t.database.db.select({ status: orderParts.status }).from(orderParts).where(eq(orderParts.id, partId));
  return row?.status;
}

/** A paid order of three units of a product counted at 10 (7 left); its one part. */
async function paidPart() {
  const productId = await addProduct(t.database.db, pick.shopId, 1_200_00);
  await t.database.db.update(products).set({ stockCount: 10 }).where(eq(products.id, productId));
  const shopper = await createTestUser(t.app);
  const { started } = await buyAndPay(t.app, shopper, [{ productId, qty: 3 }]);
  const [part] = await partsOf(t.database.db, started.reference);
  return { productId, reference: started.reference, part: part! };
}

describe('workflow: a part changes status (reject, cancel, the deadline)', () => {
  it("a shop's reject: status, the part's refund asked for once, its units back, and the event answered", async () => {
    const { productId, reference, part } = await paidPart();
    expect(await stockOf(t.database.db, productId)).toBe(7);
    const event = await setPartStatus(realSteps(), part.id, 'rejected', 'Sold out', { shopId: pick.shopId });
    expect(event).toMatchObject({ status: 'rejected', reason: 'Sold out' });
    expect(await statusOf(part.id)).toBe('rejected');
    expect(await stockOf(t.database.db, productId)).toBe(10);
    const [refund] = await refundRows(t.database.db, reference);
    expect(refund).toMatchObject({
      kind: 'part',
      partId: part.id,
      amountKobo: part.itemsSubtotalKobo + part.deliveryKobo,
      reason: 'Sold out',
    });
    await settleMoney(t.app);
    expect((await refundRows(t.database.db, reference))[0]?.status).toBe('processed');

    // Again (a repeated tap): refused with the status it left; no second refund, no units twice.
    await expect(setPartStatus(realSteps(), part.id, 'rejected', 'Sold out', { shopId: pick.shopId })).rejects.toThrow('already ended');
    expect(await refundRows(t.database.db, reference)).toHaveLength(1);
    expect(await stockOf(t.database.db, productId)).toBe(10);
  });

  it("another shop's part is not found; the shopper's cancel after Accept is refused; neither moves anything", async () => {
    const { productId, reference, part } = await paidPart();
    const otherShop = (await pickProductsFromShops(t.database.db, 2)).find((other) => other.shopId !== pick.shopId)!.shopId;
    await expect(setPartStatus(realSteps(), part.id, 'rejected', 'Sold out', { shopId: otherShop })).rejects.toThrow(
      'Order part not found',
    );
    await setPartStatus(realSteps(), part.id, 'accepted', null, { shopId: pick.shopId });
    await expect(
      setPartStatus(realSteps(), part.id, 'cancelled', 'Changed my mind', { onlyFrom: 'paid', orderId: part.orderId }),
    ).rejects.toThrow('can no longer be cancelled');
    expect(await statusOf(part.id)).toBe('accepted');
    expect(await refundRows(t.database.db, reference)).toHaveLength(0);
    expect(await stockOf(t.database.db, productId)).toBe(7);
  });

  it('a step that fails takes the status change back with it (one transaction): nothing is refunded or restocked', async () => {
    const { productId, reference, part } = await paidPart();
    const steps = realSteps();
    const failing: PartChangeSteps = {
      ...steps,
      stock: {
        restockPart: () => Promise.reject(new Error('stock down')),
      },
    };
    await expect(setPartStatus(failing, part.id, 'cancelled', 'Timed out', { onlyFrom: 'paid' })).rejects.toThrow('stock down');
    expect(await statusOf(part.id)).toBe('paid');
    expect(await refundRows(t.database.db, reference)).toHaveLength(0);
    expect(await stockOf(t.database.db, productId)).toBe(7);

    // The deadline's cancel through the real steps then does all of it.
    await setPartStatus(steps, part.id, 'cancelled', 'Timed out', { onlyFrom: 'paid' });
    expect(await statusOf(part.id)).toBe('cancelled');
    expect(await refundRows(t.database.db, reference)).toHaveLength(1);
    expect(await stockOf(t.database.db, productId)).toBe(10);
  });
});
