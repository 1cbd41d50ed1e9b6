import { alias } from 'drizzle-orm/pg-core';
import { and, asc, eq, gte, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ledgerEntries, orders, shopMembers, shopPayouts, shopSettlements, shops, users } from '../../db/schema';

export type PayoutRow = typeof shopPayouts.$inferSelect;
export type NewPayoutRow = typeof shopPayouts.$inferInsert;
export interface PayoutView extends PayoutRow {
  shopName: string;
  recordedByName: string;
  /** Who reversed it, when it was reversed. */
  reversedByName: string | null;
}

const reversers = alias(users, 'reversers');

/** One ledger row for the CSV, with its shop's name and its order's number (when it has them). */
export interface LedgerLine {
  at: Date;
  kind: string;
  shopName: string | null;
  orderPublicId: string | null;
  paymentReference: string;
  amountKobo: number;
}

/** SQL for issue 39 item 3: payouts recorded by the operator, split shares per shop, the ledger's lines, owners' names. */
export class ReconcileRepository {
  constructor(private readonly db: Executor) {}

  /** The new payout, or undefined when the shop has one with this reference (it waits for a parallel insert to settle). */
  async insertPayout(row: NewPayoutRow, tx: Executor = this.db): Promise<PayoutRow | undefined> {
    const [inserted] = await tx.insert(shopPayouts).values(row).onConflictDoNothing().returning();
    return inserted;
  }

  /** The shop's standing (not reversed) payout with this reference. */
  async payoutByReference(shopId: string, reference: string, tx: Executor = this.db): Promise<PayoutRow | undefined> {
    const [row] = await tx
      .select()
      .from(shopPayouts)
      .where(and(eq(shopPayouts.shopId, shopId), eq(shopPayouts.reference, reference), isNull(shopPayouts.reversedAt)));
    return row;
  }

  /** Marks a standing payout reversed; undefined when it is unknown or was reversed already (whoever came first). */
  async reversePayout(
    id: string,
    reversal: { reversedAt: Date; reversedBy: string; reversalReason: string },
    tx: Executor = this.db,
  ): Promise<PayoutRow | undefined> {
    const [row] = await tx
      .update(shopPayouts)
      .set(reversal)
      .where(and(eq(shopPayouts.id, id), isNull(shopPayouts.reversedAt)))
      .returning();
    return row;
  }

  /** Payouts paid on `fromDay`…`toDay` (Lagos days, inclusive), oldest first, reversed ones too (callers that add them up leave those out). */
  async payouts(fromDay: string, toDay: string, shopId: string | undefined, tx: Executor = this.db): Promise<PayoutView[]> {
    const rows = await tx
      .select({ payout: shopPayouts, shopName: shops.name, recordedByName: users.fullName, reversedByName: reversers.fullName })
      .from(shopPayouts)
      .innerJoin(shops, eq(shops.id, shopPayouts.shopId))
      .innerJoin(users, eq(users.id, shopPayouts.recordedBy))
      .leftJoin(reversers, eq(reversers.id, shopPayouts.reversedBy))
      .where(and(gte(shopPayouts.paidOn, fromDay), lte(shopPayouts.paidOn, toDay), shopId ? eq(shopPayouts.shopId, shopId) : undefined))
      .orderBy(asc(shopPayouts.paidOn), asc(shopPayouts.recordedAt));
    return rows.map((row) => ({
      ...row.payout,
      shopName: row.shopName,
      recordedByName: row.recordedByName,
      reversedByName: row.reversedByName,
    }));
  }

  /** The payouts of those days that stand: a reversed one was recorded by mistake and paid nothing. */
  async standingPayouts(fromDay: string, toDay: string, shopId: string | undefined, tx: Executor = this.db): Promise<PayoutView[]> {
    return (await this.payouts(fromDay, toDay, shopId, tx)).filter((payout) => payout.reversedAt === null);
  }

  async payoutView(id: string, tx: Executor = this.db): Promise<PayoutView | undefined> {
    const [row] = await tx
      .select({ payout: shopPayouts, shopName: shops.name, recordedByName: users.fullName, reversedByName: reversers.fullName })
      .from(shopPayouts)
      .innerJoin(shops, eq(shops.id, shopPayouts.shopId))
      .innerJoin(users, eq(users.id, shopPayouts.recordedBy))
      .leftJoin(reversers, eq(reversers.id, shopPayouts.reversedBy))
      .where(eq(shopPayouts.id, id));
    return row
      ? { ...row.payout, shopName: row.shopName, recordedByName: row.recordedByName, reversedByName: row.reversedByName }
      : undefined;
  }

  /** Shops Paystack pays through a subaccount (optionally one), by name. */
  async subaccountShops(shopId: string | undefined, tx: Executor = this.db) {
    const rows = await tx
      .select({ shopId: shops.id, shopName: shops.name, subaccountCode: shopSettlements.subaccountCode })
      .from(shopSettlements)
      .innerJoin(shops, eq(shops.id, shopSettlements.shopId))
      .where(and(isNotNull(shopSettlements.subaccountCode), shopId ? eq(shops.id, shopId) : undefined))
      .orderBy(asc(shops.name));
    return rows.flatMap((row) => (row.subaccountCode ? [{ ...row, subaccountCode: row.subaccountCode }] : []));
  }

  /** Each shop's split shares (what Paystack should pay its subaccount) in [from, to). */
  async splitShares(from: Date, to: Date, tx: Executor = this.db): Promise<Map<string, number>> {
    const rows = await tx
      .select({ shopId: ledgerEntries.shopId, total: sql<string>`coalesce(sum(${ledgerEntries.amountKobo}), 0)::bigint` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'split_share'), gte(ledgerEntries.at, from), lt(ledgerEntries.at, to)))
      .groupBy(ledgerEntries.shopId);
    return new Map(rows.flatMap((row) => (row.shopId ? [[row.shopId, Number(row.total)] as const] : [])));
  }

  /** The ledger's rows in [from, to) (optionally one shop's), oldest first. */
  async ledgerLines(from: Date, to: Date, shopId: string | undefined, tx: Executor = this.db): Promise<LedgerLine[]> {
    const rows = await tx
      .select({
        at: ledgerEntries.at,
        kind: ledgerEntries.kind,
        shopName: shops.name,
        orderPublicId: orders.publicId,
        paymentReference: ledgerEntries.paymentReference,
        amountKobo: ledgerEntries.amountKobo,
      })
      .from(ledgerEntries)
      .leftJoin(shops, eq(shops.id, ledgerEntries.shopId))
      .leftJoin(orders, eq(orders.paymentReference, ledgerEntries.paymentReference))
      .where(and(gte(ledgerEntries.at, from), lt(ledgerEntries.at, to), shopId ? eq(ledgerEntries.shopId, shopId) : undefined))
      .orderBy(asc(ledgerEntries.at), asc(ledgerEntries.id));
    return rows.map((row) => ({ ...row, amountKobo: Number(row.amountKobo) }));
  }

  /** The full names of the shop's owners (the bank's name may be one of theirs). */
  async ownerNames(shopId: string, tx: Executor = this.db): Promise<string[]> {
    const rows = await tx
      .select({ fullName: users.fullName })
      .from(shopMembers)
      .innerJoin(users, eq(users.id, shopMembers.userId))
      .where(and(eq(shopMembers.shopId, shopId), eq(shopMembers.role, 'owner')));
    return rows.map((row) => row.fullName);
  }
}
