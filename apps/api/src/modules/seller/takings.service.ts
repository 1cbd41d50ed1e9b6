import {
  addEntry,
  daysBetween,
  defaultTakingsRange,
  emptyTotals,
  nairaCell,
  periodStart,
  periodsBetween,
  shiftDate,
  sumTotals,
  TAKINGS_MAX_DAYS,
  TAKINGS_MESSAGES,
  toCsv,
  type CsvCell,
  type SellerTakings,
  type SellerTakingsQuery,
  type TakingsEntry,
  type TakingsPeriod,
  type TakingsTotals,
} from '@campus/contract';
import { InvalidError } from '../../errors/domain-errors';
import type { ShopRow } from '../access/shop-row';
import type { SellerRepository } from './seller.repository';
import { SHOP_TIME_ZONE, shopDate, startOfShopDay } from './shop-days';
import type { TakingsLedgerRow, TakingsRepository } from './takings.repository';

const AMOUNT_COLUMNS = [
  'Gross sales (NGN)',
  'Delivery (NGN)',
  'Commission (NGN)',
  'Refunds (NGN)',
  'Your codes (NGN)',
  'Paystack fee (NGN)',
  'Net (NGN)',
];

const amounts = (totals: TakingsTotals): CsvCell[] =>
  [
    totals.grossKobo,
    totals.deliveryKobo,
    totals.commissionKobo,
    totals.refundsKobo,
    totals.discountsKobo,
    totals.feeKobo,
    totals.netKobo,
  ].map(nairaCell);

const lagosTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the shop's clock reads it, "2026-11-28 14:05" (Africa/Lagos). */
function lagosDateTime(at: Date): string {
  return lagosTime.format(at).replace(', ', ' ');
}

const entryOf = (row: TakingsLedgerRow): TakingsEntry => ({
  kind: row.kind,
  amountKobo: row.amountKobo,
  date: shopDate(row.at),
  partId: row.partId,
  deliveryKobo: row.deliveryKobo,
});

interface Range {
  period: TakingsPeriod;
  from: string;
  to: string;
}

/** A CSV document and the range it covers (for its file name). */
export interface CsvFile {
  csv: string;
  range: Range;
}

/**
 * The owner's takings (issue 39 item 1, decision 116): the shop's ledger rows of parts it accepted,
 * added per day, week or month of Africa/Lagos, and the same rows as CSV (one line per part, or per period).
 */
export class TakingsService {
  constructor(
    private readonly takings: TakingsRepository,
    private readonly seller: SellerRepository,
    private readonly now: () => Date,
  ) {}

  async summary(shop: ShopRow, query: SellerTakingsQuery): Promise<SellerTakings> {
    const range = this.range(query);
    const rows = await this.rows(shop, range);
    const periods = periodsBetween(range.period, range.from, range.to).map((span) => ({ ...span, ...emptyTotals() }));
    const byStart = new Map(periods.map((row) => [row.start, row]));
    for (const row of rows) {
      const entry = entryOf(row);
      const target = byStart.get(periodStart(range.period, entry.date));
      if (target) addEntry(target, entry);
    }
    const total = sumTotals(periods.map(({ start: _start, end: _end, ...totals }) => totals));
    return { period: range.period, from: range.from, to: range.to, timeZone: SHOP_TIME_ZONE, periods, total };
  }

  /** The period summary as CSV: a line per period and a total line. */
  async summaryCsv(shop: ShopRow, query: SellerTakingsQuery): Promise<CsvFile> {
    const summary = await this.summary(shop, query);
    const csv = toCsv(
      ['Period start', 'Period end', 'Parts', ...AMOUNT_COLUMNS],
      [
        ...summary.periods.map((row) => [row.start, row.end, row.parts, ...amounts(row)]),
        ['Total', `${summary.from} to ${summary.to}`, summary.total.parts, ...amounts(summary.total)],
      ],
    );
    return { csv, range: summary };
  }

  /** The parts behind the summary as CSV: a line per part with ledger rows in the range, oldest paid first. */
  async partsCsv(shop: ShopRow, query: SellerTakingsQuery): Promise<CsvFile> {
    const range = this.range(query);
    const rows = await this.rows(shop, range);
    const parts = new Map<string, { row: TakingsLedgerRow; totals: TakingsTotals }>();
    for (const row of rows) {
      const part = parts.get(row.partId) ?? { row, totals: emptyTotals() };
      addEntry(part.totals, entryOf(row));
      parts.set(row.partId, part);
    }
    const listed = [...parts.values()].sort((a, b) => a.row.paidAt.getTime() - b.row.paidAt.getTime());
    const items = await this.seller.itemsOf(
      shop.id,
      listed.map((part) => part.row.orderId),
    );
    const itemsText = (orderId: string) =>
      items
        .filter((item) => item.orderId === orderId)
        .map((item) => {
          const extras = item.condiments.map((condiment) => condiment.name).join(', ');
          return `${item.qty}× ${item.title}${extras ? ` (${extras})` : ''}`;
        })
        .join('; ');
    const csv = toCsv(
      ['Order', 'Paid (Africa/Lagos)', 'Status', 'Customer', 'Hall', 'Room', 'Note', 'Items', ...AMOUNT_COLUMNS],
      listed.map(({ row, totals }) => [
        row.publicId,
        lagosDateTime(row.paidAt),
        row.status,
        row.fullName,
        row.hall,
        row.room,
        row.note,
        itemsText(row.orderId),
        ...amounts(totals),
      ]),
    );
    return { csv, range };
  }

  private rows(shop: ShopRow, range: Range): Promise<TakingsLedgerRow[]> {
    return this.takings.ledgerRows(shop.id, startOfShopDay(range.from), startOfShopDay(shiftDate(range.to, 1)));
  }

  /** The dates asked for, or the period's default range ending today; the start moves back to its period's first day. */
  private range(query: SellerTakingsQuery): Range {
    const fallback = defaultTakingsRange(query.period, shopDate(this.now()));
    const to = query.to ?? (query.from && query.from > fallback.to ? query.from : fallback.to);
    const from = periodStart(query.period, query.from ?? (query.to ? defaultTakingsRange(query.period, query.to).from : fallback.from));
    if (from > to) throw new InvalidError('The start date must not be after the end date.', 'from');
    if (daysBetween(from, to) > TAKINGS_MAX_DAYS) throw new InvalidError(TAKINGS_MESSAGES.tooLong, 'from');
    return { period: query.period, from, to };
  }
}
