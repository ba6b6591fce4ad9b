import { DomainError } from '../../errors';
import { sql } from 'drizzle-orm';
import { invoiceCounters } from '../../db/schema';
import type { Tx } from '../orders/stock';
import { indiaDay } from '../../../shared/india-time';

export type DocumentSeries = 'invoice' | 'credit-note';

/** Printed before the serial: short, so a number stays within Rule 46's 16 characters. */
const PREFIX: Record<DocumentSeries, string> = { invoice: 'BT', 'credit-note': 'CN' };

/** The Indian financial year (April to March) of a moment, as '2026-27'. */
export function financialYear(at: Date): string {
  const [year, month] = indiaDay(at).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** 'BT/26-27/000123': prefix, the year's short form, six-digit serial (15 characters). */
export function documentNumber(series: DocumentSeries, year: string, serial: number): string {
  if (!Number.isInteger(serial) || serial < 1 || serial > 999_999) throw new DomainError('UNEXPECTED_STATE', `serial ${serial} does not fit six digits`);
  return `${PREFIX[series]}/${year.slice(2)}/${String(serial).padStart(6, '0')}`;
}

/**
 * The next number of a series in the financial year, inside the caller's transaction. The
 * upsert locks the year's counter row until that transaction ends: a concurrent confirmation
 * (on this server or another) waits for it, and a rollback returns the number, so numbers are
 * unique and the series has no gaps.
 */
export async function nextDocumentNumber(tx: Tx, series: DocumentSeries, at: Date): Promise<{ number: string; financialYear: string }> {
  const year = financialYear(at);
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ series, financialYear: year, lastNumber: 1 })
    .onConflictDoUpdate({ target: [invoiceCounters.series, invoiceCounters.financialYear], set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  return { number: documentNumber(series, year, row!.lastNumber), financialYear: year };
}
