import assert from 'node:assert/strict';

/** Excel reads a UTF-8 file as UTF-8 (the rupee sign, Devanagari names) only when it starts with this. */
export const CSV_BOM = '\uFEFF';

/** An amount the shop worked out itself, in paise: written as rupees with paise (-123.45). */
export interface CsvAmount {
  readonly paise: number;
}

/**
 * One cell of a CSV the shop writes. A string is text, and may hold what a shopper or staff
 * typed; a number (a count, a percent) or a CsvAmount is a figure the shop produced itself.
 */
export type CsvCell = string | number | CsvAmount | null;

export const csvRupees = (paise: number): CsvAmount => ({ paise });

/**
 * A leading = + - @ tab or carriage return starts a formula in Excel, LibreOffice or Sheets
 * (OWASP's CSV injection list); a line feed too, since a spreadsheet may drop leading line
 * breaks and then read what follows.
 */
const FORMULA_LEAD = /^[=+\-@\t\r\n]/;

/**
 * The one rule for every CSV cell the shop writes. Text is always quoted (embedded quotes
 * doubled) and, when its first character could start a formula, prefixed with a single quote,
 * so a spreadsheet shows it and never runs it: this is where a delivery state typed as
 * `-1+1+cmd|' /C calc'!A0` is made harmless, whatever the checkout accepted. Figures are typed,
 * not sniffed: the shop formats them itself from numbers (digits, a point, a leading minus and
 * nothing else), so they cannot hold a formula, and they are written bare, because a credit
 * note's -123.45 prefixed with a quote would be text the accountant's SUM skips. A string that
 * merely looks like a number (a typed '-1') stays text and is escaped.
 */
export function csvCell(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return figure(cell, String(cell));
  if (typeof cell === 'object') return figure(cell.paise, (cell.paise / 100).toFixed(2));
  const safe = FORMULA_LEAD.test(cell) ? `'${cell}` : cell;
  return `"${safe.replaceAll('"', '""')}"`;
}

function figure(value: number, written: string): string {
  assert(Number.isFinite(value), 'a CSV figure must be a finite number');
  return written;
}

/** A CSV line (CRLF, as RFC 4180 and Excel have it). */
export const csvLine = (cells: readonly CsvCell[]) => `${cells.map(csvCell).join(',')}\r\n`;
