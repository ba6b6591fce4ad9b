import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, orders } from '../../db/schema';
import { DomainError } from '../../errors';
import { checkoutNumberOf, type InvoiceRow } from './issue-invoice';
import { invoiceFileName, invoicePdf } from './invoice-pdf';

export const INVOICE_MESSAGES = {
  noInvoice: 'This order has no tax invoice yet: it is issued when the order is confirmed (cash on delivery placed, or payment received).',
  noCreditNote: 'This order has no credit note: one is issued when an invoiced order is cancelled or returned.',
  badRange: 'Choose a from date on or before the to date, at most 366 days apart (YYYY-MM-DD).',
} as const;

export type DocumentKind = InvoiceRow['kind'];

/** The numbers of the documents each order appears on: its checkout's invoice, and its own credit note. */
export async function documentNumbersOf(db: Db, rows: Array<{ id: string; checkoutNumber: string | null; trackingId: string }>) {
  const found = new Map<string, { invoiceNumber: string | null; creditNoteNumber: string | null }>();
  if (rows.length === 0) return found;
  const checkoutNumbers = [...new Set(rows.map(checkoutNumberOf))];
  const issued = await db
    .select({ kind: invoices.kind, number: invoices.number, checkoutNumber: invoices.checkoutNumber, orderId: invoices.orderId })
    .from(invoices)
    .where(inArray(invoices.checkoutNumber, checkoutNumbers));
  for (const row of rows) {
    const invoice = issued.find((doc) => doc.kind === 'invoice' && doc.checkoutNumber === checkoutNumberOf(row));
    const note = issued.find((doc) => doc.kind === 'credit-note' && doc.orderId === row.id);
    found.set(row.id, { invoiceNumber: invoice?.number ?? null, creditNoteNumber: note?.number ?? null });
  }
  return found;
}

/**
 * An order's invoice (its checkout's) or credit note (its own). With `userId`, only when the
 * order is that shopper's: someone else's order is simply not found, as everywhere else.
 */
async function documentOf(db: Db, orderId: string, kind: DocumentKind, userId?: string): Promise<InvoiceRow> {
  const [order] = await db
    .select({ id: orders.id, checkoutNumber: orders.checkoutNumber, trackingId: orders.trackingId, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId.toLowerCase()))
    .limit(1);
  const missing = kind === 'invoice' ? INVOICE_MESSAGES.noInvoice : INVOICE_MESSAGES.noCreditNote;
  if (!order || (userId !== undefined && order.userId !== userId)) throw new DomainError('NOT_FOUND', 'Order not found.');
  const [document] = await db
    .select()
    .from(invoices)
    .where(kind === 'invoice' ? and(eq(invoices.kind, 'invoice'), eq(invoices.checkoutNumber, checkoutNumberOf(order))) : and(eq(invoices.kind, 'credit-note'), eq(invoices.orderId, order.id)))
    .limit(1);
  if (!document) throw new DomainError('NOT_FOUND', missing);
  return document;
}

/** The PDF of an order's invoice or credit note, with its file name. */
export async function orderDocumentPdf(db: Db, orderId: string, kind: DocumentKind, userId?: string): Promise<{ pdf: Buffer; fileName: `${string}.pdf` }> {
  const document = await documentOf(db, orderId, kind, userId);
  const [against] = document.invoiceId ? await db.select().from(invoices).where(eq(invoices.id, document.invoiceId)).limit(1) : [];
  return { pdf: await invoicePdf(document, against ?? null), fileName: invoiceFileName(document) };
}

/** An invoice's PDF by its id (the mail queue attaches it when the mail is sent); null when there is none. */
export async function invoicePdfById(db: Db, invoiceId: string): Promise<{ pdf: Buffer; fileName: `${string}.pdf` } | null> {
  const [document] = await db.select().from(invoices).where(eq(invoices.id, invoiceId)).limit(1);
  return document ? { pdf: await invoicePdf(document), fileName: invoiceFileName(document) } : null;
}
