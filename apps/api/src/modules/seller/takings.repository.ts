import { and, asc, eq, exists, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { TakingsKind } from '@campus/contract';
import type { Executor } from '../../db/client';
import { ledgerEntries, orderEvents, orderParts, orders } from '../../db/schema';

/** The kinds a shop's takings read from the ledger (decision 116). */
const TAKINGS_KINDS: readonly TakingsKind[] = ['sale', 'commission', 'commission_reversal', 'refund', 'discount_shop', 'shop_fee'];

/** Parts whose current status says the shop accepted them, for parts older than the events that say so. */
const ACCEPTED_OR_LATER = ['accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered'];

/** One ledger row of the shop's accepted part, with the part's order details (for the parts CSV). */
export interface TakingsLedgerRow {
  kind: TakingsKind;
  amountKobo: number;
  at: Date;
  partId: string;
  orderId: string;
  publicId: string;
  status: string;
  paidAt: Date;
  deliveryKobo: number;
  fullName: string;
  hall: string;
  room: string;
  note: string;
}

/**
 * SQL of a shop's takings (issue 39 item 1): its ledger rows from `from` (inclusive) to `until`
 * (exclusive), of the parts it accepted (an `accepted` event, or a status at or past it; a cancelled part
 * counts when it had been accepted first). A ledger row is matched to its part by the payment's order and
 * the shop: one order has at most one part per shop.
 */
export class TakingsRepository {
  constructor(private readonly db: Executor) {}

  async ledgerRows(shopId: string, from: Date, until: Date, tx: Executor = this.db): Promise<TakingsLedgerRow[]> {
    const accepted = or(
      inArray(orderParts.status, ACCEPTED_OR_LATER),
      exists(
        tx
          .select({ one: sql`1` })
          .from(orderEvents)
          .where(and(eq(orderEvents.partId, orderParts.id), eq(orderEvents.status, 'accepted'))),
      ),
    );
    const rows = await tx
      .select({
        kind: ledgerEntries.kind,
        amountKobo: ledgerEntries.amountKobo,
        at: ledgerEntries.at,
        partId: orderParts.id,
        orderId: orders.id,
        publicId: orders.publicId,
        status: orderParts.status,
        paidAt: orderParts.createdAt,
        deliveryKobo: orderParts.deliveryKobo,
        fullName: orders.fullName,
        hall: orders.hall,
        room: orders.room,
        note: orders.deliveryNote,
      })
      .from(ledgerEntries)
      .innerJoin(orders, eq(orders.paymentReference, ledgerEntries.paymentReference))
      .innerJoin(orderParts, and(eq(orderParts.orderId, orders.id), eq(orderParts.shopId, ledgerEntries.shopId)))
      .where(
        and(
          eq(ledgerEntries.shopId, shopId),
          inArray(ledgerEntries.kind, [...TAKINGS_KINDS]),
          gte(ledgerEntries.at, from),
          lt(ledgerEntries.at, until),
          accepted,
        ),
      )
      .orderBy(asc(ledgerEntries.at), asc(ledgerEntries.id));
    return rows.map((row) => ({
      ...row,
      kind: row.kind as TakingsKind,
      amountKobo: Number(row.amountKobo),
      deliveryKobo: Number(row.deliveryKobo),
    }));
  }
}
