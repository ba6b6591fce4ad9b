import { and, eq } from 'drizzle-orm';
import { invoices } from '../../db/schema';
import type { OrderRow } from '../orders/place-order';
import type { Tx } from '../orders/stock';
import { totalsOf } from './invoice-lines';
import { checkoutNumberOf, type InvoiceRow } from './issue-invoice';
import { nextDocumentNumber } from './numbering';

/**
 * The credit note for an invoiced order that was cancelled or came back, in the transaction
 * that moves it: the order's lines of the checkout's invoice (its garment and, on the first
 * order, the delivery charge) with the invoice's own rates, place of supply and tax split, so
 * the note takes back exactly what the invoice charged for that order. None when the order
 * was never invoiced (an unpaid online order). Issued once per order: a second call finds it.
 */
export async function issueCreditNote(tx: Tx, order: OrderRow, issuedAt = new Date()): Promise<InvoiceRow | null> {
  const [existing] = await tx.select().from(invoices).where(and(eq(invoices.kind, 'credit-note'), eq(invoices.orderId, order.id))).limit(1);
  if (existing) return existing;
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.kind, 'invoice'), eq(invoices.checkoutNumber, checkoutNumberOf(order))))
    .limit(1);
  if (!invoice) return null;
  const lines = invoice.lines.filter((line) => line.trackingId === order.trackingId);
  if (lines.length === 0) return null;
  const { number, financialYear } = await nextDocumentNumber(tx, 'credit-note', issuedAt);
  const [note] = await tx
    .insert(invoices)
    .values({
      kind: 'credit-note',
      number,
      financialYear,
      issuedAt,
      checkoutNumber: invoice.checkoutNumber,
      userId: invoice.userId,
      invoiceId: invoice.id,
      orderId: order.id,
      seller: invoice.seller,
      buyer: invoice.buyer,
      placeOfSupplyCode: invoice.placeOfSupplyCode,
      placeOfSupplyName: invoice.placeOfSupplyName,
      lines,
      ...totalsOf(lines),
    })
    .returning();
  return note!;
}
