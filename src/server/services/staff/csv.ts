/** Excel reads a UTF-8 file as UTF-8 (the rupee sign, Devanagari names) only when it starts with this. */
export const CSV_BOM = '\uFEFF';

/**
 * One CSV cell: quoted when it holds a comma, quote or line break, and never read as a formula
 * by a spreadsheet (a cell starting = + - @ or a tab or carriage return gets a leading ').
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV line (CRLF, as RFC 4180 and Excel have it). */
export const csvLine = (cells: Array<string | number | null>) => `${cells.map(csvCell).join(',')}\r\n`;

/** Rupees with paise, as a spreadsheet reads a number. */
export const csvRupees = (paise: number) => (paise / 100).toFixed(2);

