import { and, asc, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { DomainError } from '../../errors';
import { csvLine, csvRupees, type CsvCell } from '../documents/csv-file';
import { INVOICE_MESSAGES } from './invoice-access';
import { endOfIndiaDay, indiaDay, startOfIndiaDay } from '../../../shared/india-time';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const HEADINGS = ['Document', 'Number', 'Date', 'Against invoice', 'Place of supply', 'State code', 'HSN', 'Rate %', 'Taxable value', 'CGST', 'SGST', 'IGST', 'Total'];

/**
 * The GST report for staff: one row per line of every invoice and credit note issued between
 * two Indian dates (both included), grouped by HSN and rate within a document; credit notes as
 * negative amounts, so the columns sum to the tax owed for the period. The last row is the total.
 * The amounts are written as figures (csv-file.ts): a credit note's stays a negative number.
 */
export async function gstReportCsv(db: Db, from: string, to: string): Promise<string> {
  const start = startOfIndiaDay(from);
  const end = endOfIndiaDay(to);
  if (!DAY.test(from) || !DAY.test(to) || Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end <= start || end.getTime() - start.getTime() > 367 * 24 * 3600 * 1000) {
    throw new DomainError('INVALID_DATA', INVOICE_MESSAGES.badRange);
  }
  const documents = await db
    .select()
    .from(invoices)
    .where(and(gte(invoices.issuedAt, start), lt(invoices.issuedAt, end)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
  const numberOf = new Map(documents.map((doc) => [doc.id, doc.number]));
  // A credit note in the period may be against an invoice from before it: its number still shows.
  const earlier = [...new Set(documents.flatMap((doc) => (doc.invoiceId && !numberOf.has(doc.invoiceId) ? [doc.invoiceId] : [])))];
  if (earlier.length) {
    for (const row of await db.select({ id: invoices.id, number: invoices.number }).from(invoices).where(inArray(invoices.id, earlier))) numberOf.set(row.id, row.number);
  }
  const sums = { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };
  const rows: CsvCell[][] = [];
  for (const doc of documents) {
    const sign = doc.kind === 'credit-note' ? -1 : 1;
    const byHsn = new Map<string, { hsn: string; rate: number; taxable: number; cgst: number; sgst: number; igst: number; total: number }>();
    for (const line of doc.lines) {
      const key = `${line.hsn}|${line.ratePercent}`;
      const group = byHsn.get(key) ?? { hsn: line.hsn, rate: line.ratePercent, taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };
      group.taxable += line.taxablePaise;
      group.cgst += line.cgstPaise;
      group.sgst += line.sgstPaise;
      group.igst += line.igstPaise;
      group.total += line.totalPaise;
      byHsn.set(key, group);
    }
    const against = doc.invoiceId ? (numberOf.get(doc.invoiceId) ?? '') : '';
    const day = indiaDay(doc.issuedAt);
    for (const group of byHsn.values()) {
      for (const k of ['taxable', 'cgst', 'sgst', 'igst', 'total'] as const) sums[k] += sign * group[k];
      rows.push([
        doc.kind === 'invoice' ? 'Invoice' : 'Credit note',
        doc.number,
        day,
        against,
        doc.placeOfSupplyName,
        doc.placeOfSupplyCode ?? '',
        group.hsn,
        group.rate,
        ...[group.taxable, group.cgst, group.sgst, group.igst, group.total].map((paise) => csvRupees(sign * paise)),
      ]);
    }
  }
  rows.push(['Total', '', '', '', '', '', '', '', ...[sums.taxable, sums.cgst, sums.sgst, sums.igst, sums.total].map(csvRupees)]);
  return [HEADINGS, ...rows].map(csvLine).join('');
}
