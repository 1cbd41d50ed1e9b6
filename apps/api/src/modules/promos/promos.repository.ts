import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client';
import { orders, promoCodes, promoRedemptions } from '../../db/schema';

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type NewPromoCodeRow = typeof promoCodes.$inferInsert;

/** SQL for promo codes and their uses (issue 38 item 3); callers pass a transaction when they need one. */
export class PromosRepository {
  constructor(private readonly db: Executor) {}

  /** Inserts a code; undefined when the code is taken (unique index). */
  async insert(code: NewPromoCodeRow, tx: Executor = this.db): Promise<PromoCodeRow | undefined> {
    const [row] = await tx.insert(promoCodes).values(code).onConflictDoNothing({ target: promoCodes.code }).returning();
    return row;
  }

  /** The market's codes (shopId undefined) or one shop's, newest first. */
  async list(shopId: string | null, tx: Executor = this.db): Promise<PromoCodeRow[]> {
    return tx
      .select()
      .from(promoCodes)
      .where(shopId === null ? isNull(promoCodes.shopId) : eq(promoCodes.shopId, shopId))
      .orderBy(desc(promoCodes.createdAt));
  }

  async findByCode(code: string, tx: Executor = this.db): Promise<PromoCodeRow | undefined> {
    const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
    return row;
  }

  /** Turns a code off (its shop's, or the market's when shopId is null); answers the row, undefined when not theirs. */
  async disable(id: string, shopId: string | null, at: Date, tx: Executor = this.db): Promise<PromoCodeRow | undefined> {
    const [row] = await tx
      .update(promoCodes)
      .set({ disabledAt: sql`coalesce(${promoCodes.disabledAt}, ${at.toISOString()}::timestamptz)` })
      .where(and(eq(promoCodes.id, id), shopId === null ? isNull(promoCodes.shopId) : eq(promoCodes.shopId, shopId)))
      .returning();
    return row;
  }

  /**
   * Takes one use of the code in one conditional UPDATE: of many parallel checkouts, only as many as the
   * code has uses left succeed. The row stays locked until the transaction ends, so the per-account count
   * that follows is serialised for this code too. False when none is left.
   */
  async takeUse(codeId: string, tx: Executor): Promise<boolean> {
    const rows = rowsOf<{ id: string }>(
      await tx.execute(sql`
        update promo_codes set uses_count = uses_count + 1
        where id = ${codeId}::uuid and (total_uses is null or uses_count < total_uses)
        returning id`),
    );
    return rows.length > 0;
  }

  /** Uses of the code by the account that are held or used (released ones gave theirs back). */
  async usesBy(codeId: string, userId: string, tx: Executor = this.db): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(promoRedemptions)
      .where(
        and(eq(promoRedemptions.codeId, codeId), eq(promoRedemptions.userId, userId), inArray(promoRedemptions.status, ['held', 'used'])),
      );
    return Number(row?.n ?? 0);
  }

  /** Whether the account has an order already (a first-order code is then refused). */
  async hasOrdered(userId: string, tx: Executor = this.db): Promise<boolean> {
    const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)).limit(1);
    return row !== undefined;
  }

  async insertRedemption(
    redemption: { paymentReference: string; codeId: string; userId: string; discountKobo: number },
    tx: Executor,
  ): Promise<void> {
    await tx.insert(promoRedemptions).values(redemption).onConflictDoNothing();
  }

  /** Moves a payment's use from one status to another; answers the code it belongs to when it moved (once). */
  async moveRedemption(reference: string, from: 'held' | 'released', to: 'used' | 'released', tx: Executor): Promise<string | undefined> {
    const [row] = await tx
      .update(promoRedemptions)
      .set({ status: to })
      .where(and(eq(promoRedemptions.paymentReference, reference), eq(promoRedemptions.status, from)))
      .returning({ codeId: promoRedemptions.codeId });
    return row?.codeId;
  }

  /** Gives a use back (a released payment) or takes one again (paid after all: past the limit if it must, the money is in). */
  async changeUses(codeId: string, by: 1 | -1, tx: Executor): Promise<void> {
    await tx
      .update(promoCodes)
      .set({ usesCount: sql`greatest(${promoCodes.usesCount} + ${by}, 0)` })
      .where(eq(promoCodes.id, codeId));
  }
}
