import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { designs, orders, productVariants, products } from '../../db/schema';
import { DomainError } from '../../errors';
import { MAX_BULK_ORDERS, OWNER_MESSAGES, shortOrderId } from '../../../shared/owner-rules';
import { designLineColumns, orderLineName } from '../orders/order-lines';
import { FONT_FILES } from '../invoices/invoice-pdf';
import { exactInr } from '../orders/pricing';
import { printedIndiaDay } from '../../../shared/india-time';
import { startPdf } from '../documents/pdf-file';

const MARGIN = 48;
const WIDTH = 595.28 - 2 * MARGIN;
const MUTED = '#555555';

/** The orders' slips in the order staff chose them; an unknown id is refused, so no slip is silently missing. */
async function slipRows(db: Db, orderIds: string[]) {
  const ids = [...new Set(orderIds.map((id) => id.toLowerCase()))];
  if (ids.length === 0) throw new DomainError('INVALID_DATA', OWNER_MESSAGES.noOrdersChosen);
  if (ids.length > MAX_BULK_ORDERS) throw new DomainError('INVALID_DATA', OWNER_MESSAGES.tooManyOrders);
  const rows = await db
    .select({ order: orders, productName: products.name, color: productVariants.color, ...designLineColumns })
    .from(orders)
    .leftJoin(products, eq(products.id, orders.productId))
    .leftJoin(productVariants, eq(productVariants.id, orders.variantId))
    .leftJoin(designs, eq(designs.id, orders.designId))
    .where(inArray(orders.id, ids));
  const byId = new Map(rows.map((row) => [row.order.id, row]));
  if (byId.size !== ids.length) throw new DomainError('NOT_FOUND', OWNER_MESSAGES.orderNotFound);
  return ids.map((id) => byId.get(id)!);
}

/**
 * Packing slips as one PDF, a page per order: what goes in the parcel (item, colour, size,
 * quantity; a custom design says so), where it goes (name, address, phone) and, for cash on
 * delivery, the amount to collect. Drawn with the tax invoices' library and typeface; no prices
 * but the amount to collect, since the slip travels in the parcel.
 */
export async function packingSlipsPdf(db: Db, orderIds: string[]): Promise<Buffer> {
  const rows = await slipRows(db, orderIds);
  const { doc, file } = startPdf({ size: 'A4', margin: MARGIN, autoFirstPage: false, info: { Title: 'Packing slips', Author: 'Bhopal Threads' } }, FONT_FILES);
  for (const { order, productName, color, designGarment, designColor } of rows) {
    doc.addPage();
    const name = orderLineName({ designId: order.designId, productName, designGarment });
    const item = order.designId ? `${name} (custom design, print files on the order page)` : name;
    doc.font('bold').fontSize(20).fillColor('#111111').text('Bhopal Threads', MARGIN, MARGIN, { width: WIDTH });
    doc.font('regular').fontSize(10).fillColor(MUTED).text('Packing slip', { width: WIDTH });
    doc.moveDown(1);
    doc.font('bold').fontSize(14).fillColor('#111111').text(`Order ID ${shortOrderId(order.id)}`, { width: WIDTH });
    doc.font('regular').fontSize(10).fillColor(MUTED).text(`Tracking id ${order.trackingId} · Order number ${order.checkoutNumber ?? order.trackingId} · Placed ${printedIndiaDay(order.createdAt)}`, { width: WIDTH });
    doc.moveDown(1);
    doc.font('bold').fontSize(11).fillColor('#111111').text('Ship to', { width: WIDTH });
    doc.font('regular').fontSize(11).text(order.name, { width: WIDTH });
    doc.text(`${order.deliveryAddress}, ${order.city}, ${order.state} ${order.pincode}`, { width: WIDTH });
    doc.text(`Phone ${order.phoneNumber}${order.alternativeNumber ? `, ${order.alternativeNumber}` : ''}`, { width: WIDTH });
    doc.moveDown(1);
    doc.font('bold').fontSize(11).text('In this parcel', { width: WIDTH });
    doc.font('regular').fontSize(11).text(`${item}${color ?? designColor ? ` · colour ${color ?? designColor}` : ''} · size ${order.size} · quantity ${order.quantity}`, { width: WIDTH });
    doc.moveDown(1);
    if (order.paymentMethod === 'cod' && order.paymentStatus === 'COD pending') {
      // The rupee sign is drawn with the font that has it.
      doc.font('bold').fontSize(13).text('Cash on delivery: collect ', { continued: true, width: WIDTH }).font('rupee').text('₹', { continued: true }).font('bold').text(exactInr(order.totalPaise).replace('₹', ''));
    } else {
      doc.font('bold').fontSize(13).text(`Paid online (${order.paymentStatus}): collect nothing`, { width: WIDTH });
    }
  }
  doc.end();
  return file;
}
