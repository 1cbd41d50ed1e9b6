import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { LedgerKind } from '@campus/contract';
import type { Executor } from '../../db/client';
import { notifyLive, orderTopic, refundNoticeId } from '../../infra/events/live-events-channel';
import { ledgerEntries, payments, refunds, shopSettlements, shops, users } from '../../db/schema';

export type SettlementRow = typeof shopSettlements.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type NewRefundRow = typeof refunds.$inferInsert;
export type LedgerRow = typeof ledgerEntries.$inferSelect;

export interface NewLedgerEntry {
  entryKey: string;
  kind: LedgerKind;
  paymentReference: string;
  shopId?: string | null;
  refundId?: string | null;
  amountKobo: number;
  at: Date;
}

/** One shop's day as the ledger adds it up (amounts in kobo). */
export interface LedgerDayRow {
  day: string;
  shopId: string;
  shopName: string;
  sale: number;
  refund: number;
  commission: number;
  commissionReversal: number;
  splitShare: number;
  /** Issue 38 item 3: the shop's own codes' discounts, and the market's discounts given back with refunds. */
  discountShop: number;
  discountMarketReversal: number;
}

/** SQL for settlements, refunds and the ledger. */
export class MoneyRepository {
  constructor(private readonly db: Executor) {}

  async settlementsOf(shopIds: readonly string[], tx: Executor = this.db): Promise<Map<string, SettlementRow>> {
    if (shopIds.length === 0) return new Map();
    const rows = await tx
      .select()
      .from(shopSettlements)
      .where(inArray(shopSettlements.shopId, [...shopIds]));
    return new Map(rows.map((row) => [row.shopId, row]));
  }

  async upsertSettlement(row: typeof shopSettlements.$inferInsert, tx: Executor = this.db): Promise<SettlementRow> {
    const [saved] = await tx
      .insert(shopSettlements)
      .values(row)
      .onConflictDoUpdate({
        target: shopSettlements.shopId,
        set: {
          bankCode: row.bankCode,
          bankName: row.bankName,
          accountNumber: row.accountNumber,
          accountName: row.accountName,
          subaccountCode: row.subaccountCode,
          commissionBps: row.commissionBps,
          updatedAt: row.updatedAt,
        },
      })
      .returning();
    if (!saved) throw new Error('upsert into shop_settlements returned nothing');
    return saved;
  }

  async shop(shopId: string, tx: Executor = this.db): Promise<{ id: string; name: string } | undefined> {
    const [row] = await tx.select({ id: shops.id, name: shops.name }).from(shops).where(eq(shops.id, shopId));
    return row;
  }

  /** Inserts the refund unless one exists for its part (or its duplicate payment); returns the new row or undefined. */
  async insertRefund(row: NewRefundRow, tx: Executor = this.db): Promise<RefundRow | undefined> {
    const [inserted] = await tx.insert(refunds).values(row).onConflictDoNothing().returning();
    return inserted;
  }

  async refund(id: string, tx: Executor = this.db): Promise<RefundRow | undefined> {
    const [row] = await tx.select().from(refunds).where(eq(refunds.id, id));
    return row;
  }

  /**
   * Moves a refund from `from` (`requested`, or `checking` to look it up, or `sending` left by a run that did not
   * finish) to `sending` and returns it;
   * undefined when it is no longer in `from` (another run has it).
   */
  async claimRefund(id: string, from: 'requested' | 'checking' | 'sending', tx: Executor = this.db): Promise<RefundRow | undefined> {
    const [row] = await tx
      .update(refunds)
      .set({ status: 'sending' })
      .where(and(eq(refunds.id, id), eq(refunds.status, from)))
      .returning();
    return row;
  }

  /** The operator's "check again": `needs_check` → `checking`, once however often it is asked at the same time. */
  async recheckRefund(id: string, tx: Executor = this.db): Promise<RefundRow | undefined> {
    const [row] = await tx
      .update(refunds)
      .set({ status: 'checking' })
      .where(and(eq(refunds.id, id), eq(refunds.status, 'needs_check')))
      .returning();
    return row;
  }

  async lockRefund(id: string, tx: Executor): Promise<RefundRow | undefined> {
    const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
    return row;
  }

  async refundOfPart(partId: string, tx: Executor = this.db): Promise<RefundRow | undefined> {
    const [row] = await tx.select().from(refunds).where(eq(refunds.partId, partId));
    return row;
  }

  async refundsOfOrder(orderId: string, tx: Executor = this.db): Promise<RefundRow[]> {
    return tx.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt));
  }

  async refundsOfPayments(references: readonly string[], tx: Executor = this.db): Promise<RefundRow[]> {
    if (references.length === 0) return [];
    return tx
      .select()
      .from(refunds)
      .where(inArray(refunds.paymentReference, [...references]))
      .orderBy(asc(refunds.createdAt));
  }

  /** The refund a refund.* webhook is about: by the provider's refund id, else the oldest open one of that charge and amount. */
  async lockRefundForEvent(
    providerRefundId: string | null,
    reference: string,
    amountKobo: number | null,
    tx: Executor,
  ): Promise<RefundRow | undefined> {
    if (providerRefundId) {
      const [byId] = await tx
        .select()
        .from(refunds)
        .where(and(eq(refunds.paymentReference, reference), eq(refunds.providerRefundId, providerRefundId)))
        .for('update');
      if (byId) return byId;
    }
    const [open] = await tx
      .select()
      .from(refunds)
      .where(
        and(
          eq(refunds.paymentReference, reference),
          inArray(refunds.status, ['requested', 'sending', 'checking', 'needs_check', 'pending']),
          amountKobo === null ? undefined : eq(refunds.amountKobo, amountKobo),
          providerRefundId ? or(isNull(refunds.providerRefundId), eq(refunds.providerRefundId, providerRefundId)) : undefined,
        ),
      )
      .orderBy(asc(refunds.createdAt))
      .limit(1)
      .for('update');
    return open;
  }

  /**
   * A change of status also wakes its order's live topic (decision 092), in the same transaction (heard on
   * commit): the shopper's open order page shows "refunded" when the webhook settles it, not at a reload.
   */
  async updateRefund(id: string, set: Partial<NewRefundRow>, tx: Executor = this.db): Promise<RefundRow | undefined> {
    const [row] = await tx.update(refunds).set(set).where(eq(refunds.id, id)).returning();
    if (row?.orderId && set.status !== undefined) await notifyLive(tx, { topic: orderTopic(row.orderId), id: refundNoticeId(row.id) });
    return row;
  }

  /** Appends ledger rows; a row whose key exists already is skipped (replays and retries write nothing twice). */
  async append(entries: readonly NewLedgerEntry[], tx: Executor = this.db): Promise<number> {
    if (entries.length === 0) return 0;
    const inserted = await tx
      .insert(ledgerEntries)
      .values(entries.map((entry) => ({ ...entry, shopId: entry.shopId ?? null, refundId: entry.refundId ?? null })))
      .onConflictDoNothing({ target: ledgerEntries.entryKey })
      .returning({ id: ledgerEntries.id });
    return inserted.length;
  }

  async ledgerOfPayments(references: readonly string[], tx: Executor = this.db): Promise<LedgerRow[]> {
    if (references.length === 0) return [];
    return tx
      .select()
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.paymentReference, [...references]))
      .orderBy(asc(ledgerEntries.id));
  }

  /** Per shop per Lagos day (UTC+01:00 all year, no daylight saving) from `from` (inclusive) to `to` (exclusive). */
  async ledgerDays(from: Date, to: Date, shopId: string | undefined, tx: Executor = this.db): Promise<LedgerDayRow[]> {
    const day = sql<string>`to_char((${ledgerEntries.at} at time zone 'UTC') + interval '1 hour', 'YYYY-MM-DD')`;
    const sumOf = (kind: LedgerKind) =>
      sql<string>`coalesce(sum(${ledgerEntries.amountKobo}) filter (where ${ledgerEntries.kind} = ${kind}), 0)::bigint`;
    const rows = await tx
      .select({
        day,
        shopId: ledgerEntries.shopId,
        shopName: shops.name,
        sale: sumOf('sale'),
        refund: sumOf('refund'),
        commission: sumOf('commission'),
        commissionReversal: sumOf('commission_reversal'),
        splitShare: sumOf('split_share'),
        discountShop: sumOf('discount_shop'),
        discountMarketReversal: sumOf('discount_market_reversal'),
      })
      .from(ledgerEntries)
      .innerJoin(shops, eq(shops.id, ledgerEntries.shopId))
      .where(and(gte(ledgerEntries.at, from), lt(ledgerEntries.at, to), shopId ? eq(ledgerEntries.shopId, shopId) : undefined))
      .groupBy(day, ledgerEntries.shopId, shops.name)
      .orderBy(day, shops.name);
    return rows.map((row) => ({
      day: row.day,
      shopId: row.shopId ?? '',
      shopName: row.shopName,
      sale: Number(row.sale),
      refund: Number(row.refund),
      commission: Number(row.commission),
      commissionReversal: Number(row.commissionReversal),
      splitShare: Number(row.splitShare),
      discountShop: Number(row.discountShop),
      discountMarketReversal: Number(row.discountMarketReversal),
    }));
  }

  /** Payments still pending that started before `before`, oldest first, with the shopper's phone. */
  async pendingPayments(before: Date, limit: number, tx: Executor = this.db) {
    return tx
      .select({ reference: payments.reference, amountKobo: payments.amountKobo, createdAt: payments.createdAt, phone: users.phone })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(and(eq(payments.status, 'pending'), lt(payments.createdAt, before)))
      .orderBy(asc(payments.createdAt))
      .limit(limit);
  }
}
