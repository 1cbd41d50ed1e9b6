/**
 * CSV as spreadsheets open it (RFC 4180, issue 39): UTF-8 with a byte-order mark (so Excel reads ₦ and
 * names like "Ọlá" right), CRLF line ends, and text cells that a spreadsheet would run as a formula
 * (starting with = + - @, a tab or a carriage return) written with a leading apostrophe: a shopper's note
 * "=HYPERLINK(…)" stays text. Numbers are written as numbers.
 */

export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One text cell, made safe against formula injection and quoted when it must be. */
export function csvText(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function cell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`not a number for a CSV cell: ${value}`);
    return String(value);
  }
  return csvText(value);
}

/** A whole CSV document: a header row and the rows, with the byte-order mark. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Kobo as a naira number (460050 → 4600.5): exact, since a whole number of kobo over 100 prints as written. */
export function nairaCell(kobo: number): number {
  return kobo / 100;
}
