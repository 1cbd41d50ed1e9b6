import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderParts, products } from '../db/schema';
import { seededAppAndPick, type CatalogPick } from '../test/checkout-fixtures';
import { addProduct, buyAndPay, partsOf, refundRows, stockOf } from '../test/money-fixtures';
import { createOperator } from '../test/personas';
import { containerOf, createTestUser, type TestApp } from '../test/test-app';
import { setPartStatus } from './change-part';
import { refundPart, type RefundPartSteps } from './refund-part';

/** workflows/refund-part.ts with the real orders, money, stock and audit modules (PGlite; PostgreSQL with TEST_DATABASE=postgres). */
let t: TestApp;
let pick: CatalogPick;

beforeAll(async () => ({ t, pick } = await seededAppAndPick()));
afterAll(() => t?.close());

function steps(): RefundPartSteps {
  const { db, orders, money, stock, audit } = containerOf(t.app);
  return { db, parts: orders.repository, orders: orders.service, money: money.service, stock, audit };
}

async function statusOf(partId: string): Promise<string | undefined> {
  const [row] = await t.database.db.select({ status: orderParts.status }).from(orderParts).where(eq(orderParts.id, partId));
  return row?.status;
}

async function auditsOf(partId: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, 'order_part'), eq(auditLog.subjectId, partId)));
}

async function paidPart() {
  const productId = await addProduct(t.database.db, pick.shopId, 900_00);
  await t.database.db.update(products).set({ stockCount: 5 }).where(eq(products.id, productId));
  const shopper = await createTestUser(t.app);
  const { started } = await buyAndPay(t.app, shopper, [{ productId, qty: 2 }]);
  const [part] = await partsOf(t.database.db, started.reference);
  return { productId, reference: started.reference, part: part! };
}

describe("workflow: the operator's Refund part", () => {
  it('a waiting part: refund asked for, units back, the part cancelled with the reason, audited; a repeat does nothing more', async () => {
    const operator = await createOperator(t.app);
    const { productId, reference, part } = await paidPart();
    expect(await stockOf(t.database.db, productId)).toBe(3);
    const { refund } = await refundPart(steps(), operator.user, part.id, 'Complaint');
    expect(refund).toMatchObject({
      kind: 'part',
      partId: part.id,
      amountKobo: part.itemsSubtotalKobo + part.deliveryKobo,
      reason: 'Complaint',
    });
    expect(await statusOf(part.id)).toBe('cancelled');
    expect(await stockOf(t.database.db, productId)).toBe(5);
    const [audit] = await auditsOf(part.id);
    expect(audit).toMatchObject({ actorId: operator.user.id, action: 'order_part.refund', before: { status: 'paid' } });
    expect(audit?.after).toMatchObject({ partStatus: 'cancelled', id: refund.id });

    const again = await refundPart(steps(), operator.user, part.id, 'Complaint');
    expect(again.refund.id).toBe(refund.id);
    expect(await refundRows(t.database.db, reference)).toHaveLength(1);
    expect(await auditsOf(part.id)).toHaveLength(1);
    expect(await stockOf(t.database.db, productId)).toBe(5);
  });

  it('a delivered part keeps its status (a complaint after delivery); an unknown part is not found', async () => {
    const operator = await createOperator(t.app);
    const { part } = await paidPart();
    const { db, orders, money, stock } = containerOf(t.app);
    const change = { db, orders: orders.service, money: money.service, stock };
    for (const status of ['accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered']) await setPartStatus(change, part.id, status);
    await refundPart(steps(), operator.user, part.id, 'Cold food');
    expect(await statusOf(part.id)).toBe('delivered');
    expect((await auditsOf(part.id))[0]?.after).toMatchObject({ partStatus: 'delivered' });
    await expect(refundPart(steps(), operator.user, '00000000-0000-4000-8000-000000000000', 'x')).rejects.toThrow('not found');
  });
});
