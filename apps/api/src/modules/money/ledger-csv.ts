import type { LedgerLine, PayoutView } from './reconcile.repository';
import { lagosDateTime } from './lagos-period';

/**
 * The ledger as a CSV file for a spreadsheet (issue 39 item 3): UTF-8 with a byte-order mark (so Excel
 * reads ₦ and names right), one row per ledger line and per recorded payout, dates and times in Lagos,
 * naira as plain numbers (1234.50, no ₦ and no separators). A text cell that a spreadsheet would run as a
 * formula (= + - @, tab, carriage return at its start) is written with a leading apostrophe.
 */
const KIND_LABELS: Record<string, string> = {
  charge: 'Charge',
  sale: 'Sale',
  commission: 'Commission',
  split_share: 'Settled by Paystack split',
  fee: 'Paystack fee',
  refund: 'Refund',
  commission_reversal: 'Commission given back',
  payout: 'Payout recorded',
};

export const LEDGER_CSV_HEADER = ['Date (Lagos)', 'Time (Lagos)', 'Kind', 'Shop', 'Order', 'Reference', 'Amount (NGN)'] as const;

/** A text cell, safe in a spreadsheet and quoted for CSV. */
export function csvText(value: string | null): string {
  const text = value ?? '';
  const defused = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${defused.replace(/"/g, '""')}"`;
}

/** Integer kobo as a naira number: 123450 → 1234.50, -5 → -0.05. */
export function nairaNumber(kobo: number): string {
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`Kobo must be a safe integer: ${kobo}`);
  const sign = kobo < 0 ? '-' : '';
  const abs = Math.abs(kobo);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

interface CsvRow {
  at: Date;
  cells: string[];
}

export function ledgerCsv(lines: readonly LedgerLine[], payouts: readonly PayoutView[]): string {
  const rows: CsvRow[] = lines.map((line) => {
    const { day, time } = lagosDateTime(line.at);
    return {
      at: line.at,
      cells: [
        day,
        time,
        csvText(KIND_LABELS[line.kind] ?? line.kind),
        csvText(line.shopName),
        csvText(line.orderPublicId),
        csvText(line.paymentReference),
        nairaNumber(line.amountKobo),
      ],
    };
  });
  for (const payout of payouts) {
    rows.push({
      // A payout is of a day: it sorts at that day's start.
      at: new Date(`${payout.paidOn}T00:00:00+01:00`),
      cells: [
        payout.paidOn,
        '',
        csvText(KIND_LABELS.payout ?? 'payout'),
        csvText(payout.shopName),
        csvText(null),
        csvText(payout.reference),
        nairaNumber(payout.amountKobo),
      ],
    });
  }
  rows.sort((a, b) => a.at.getTime() - b.at.getTime());
  const header = LEDGER_CSV_HEADER.map((title) => csvText(title)).join(',');
  return `\uFEFF${[header, ...rows.map((row) => row.cells.join(','))].join('\r\n')}\r\n`;
}
