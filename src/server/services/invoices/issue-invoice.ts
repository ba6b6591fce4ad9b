import { invoices, type InvoiceBuyer, type InvoiceSeller } from '../../db/schema';
import { orderLinesOf } from '../orders/order-lines';
import type { OrderRow } from '../orders/place-order';
import type { Tx } from '../orders/stock';
import { hsnForGarment, hsnForSubCategory } from './gst-rates';
import { COD_FEE_DESCRIPTION, deliveryLine, taxLine, totalsOf, type ChargedLine } from './invoice-lines';
import { nextDocumentNumber } from './numbering';
import { placeOfSupply, taxSplitFor } from './state-codes';

export type InvoiceRow = typeof invoices.$inferSelect;

/** The number a checkout's orders share (a Buy Now's own tracking id). */
export const checkoutNumberOf = (order: Pick<OrderRow, 'checkoutNumber' | 'trackingId'>) => order.checkoutNumber ?? order.trackingId;

/** What each order line is, for the invoice: HSN and description (name, colour, size; 'custom print' for a design). */
async function describeLines(tx: Tx, rows: OrderRow[]): Promise<Map<string, { hsn: string; description: string }>> {
  const lines = await orderLinesOf(tx, rows.map((row) => row.id));
  const described = new Map<string, { hsn: string; description: string }>();
  for (const row of rows) {
    const line = lines.get(row.id);
    if (!line) continue;
    const colour = line.color ? `, ${line.color}` : '';
    if (line.designId) {
      described.set(row.id, { hsn: hsnForGarment(line.designGarment ?? undefined), description: `${line.name}${colour}, size ${row.size}, custom print` });
    } else {
      const hsn = line.hsn ?? (line.subCategory ? hsnForSubCategory(line.subCategory) : hsnForSubCategory('t-shirt'));
      described.set(row.id, { hsn, description: `${line.name}${colour}, size ${row.size}` });
    }
  }
  return described;
}

export const buyerOf = (order: OrderRow): InvoiceBuyer => ({
  name: order.name,
  address: order.deliveryAddress,
  city: order.city,
  state: order.state,
  pincode: order.pincode,
  phoneNumber: order.phoneNumber,
});

/** One checkout's tax invoice, written in the caller's transaction. */
async function issueOne(tx: Tx, seller: InvoiceSeller, group: OrderRow[], issuedAt: Date, describe: Map<string, { hsn: string; description: string }>): Promise<InvoiceRow> {
  const first = group[0]!;
  const place = placeOfSupply(first.state);
  const split = taxSplitFor(place, seller.stateCode);
  const goods = group.map((order) => {
    const what = describe.get(order.id) ?? { hsn: hsnForSubCategory('t-shirt'), description: `Garment, size ${order.size}` };
    // The line's share of the checkout's discount code: the taxable value is worked out after it.
    const charged: ChargedLine = { ...what, quantity: order.quantity, unitPricePaise: order.unitPricePaise, discountPaise: order.discountPaise, trackingId: order.trackingId };
    return taxLine(charged, split, issuedAt);
  });
  const delivery = group.filter((order) => order.deliveryPaise > 0).map((order) => deliveryLine(order.deliveryPaise, goods, split, order.trackingId));
  const codFee = group.filter((order) => order.codFeePaise > 0).map((order) => deliveryLine(order.codFeePaise, goods, split, order.trackingId, COD_FEE_DESCRIPTION));
  const lines = [...goods, ...delivery, ...codFee];
  const { number, financialYear } = await nextDocumentNumber(tx, 'invoice', issuedAt);
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: 'invoice',
      number,
      financialYear,
      issuedAt,
      checkoutNumber: checkoutNumberOf(first),
      userId: first.userId,
      seller,
      buyer: buyerOf(first),
      placeOfSupplyCode: place.code,
      placeOfSupplyName: place.name,
      lines,
      ...totalsOf(lines),
    })
    .returning();
  return row!;
}

/**
 * Issues the tax invoice of each checkout among some just-confirmed orders (a COD checkout
 * placed, or an online one whose payment was confirmed), in the confirming transaction: the
 * order and its invoice number commit together or not at all. One invoice per checkout, not
 * per order: the checkout is what the shopper bought and paid in one go (one payment, one
 * mail, one delivery charge), so its invoice total is exactly the amount charged. Its lines
 * are the orders (one per line), plus the delivery charge.
 */
export async function issueInvoices(tx: Tx, seller: InvoiceSeller, confirmed: OrderRow[], issuedAt = new Date()): Promise<InvoiceRow[]> {
  if (confirmed.length === 0) return [];
  const groups = new Map<string, OrderRow[]>();
  for (const order of confirmed) groups.set(checkoutNumberOf(order), [...(groups.get(checkoutNumberOf(order)) ?? []), order]);
  const describe = await describeLines(tx, confirmed);
  const issued: InvoiceRow[] = [];
  // Numbers in a stable order (by checkout number), so two confirmations never wait on each other crosswise.
  for (const key of [...groups.keys()].sort()) issued.push(await issueOne(tx, seller, groups.get(key)!, issuedAt, describe));
  return issued;
}
