import { createRequire } from 'node:module';
import type { ShipmentOrder } from '../provider';
import { startPdf } from '../../../services/documents/pdf-file';

const require = createRequire(import.meta.url);
/** The invoices' typeface (services/invoices/invoice-pdf.ts): the label is the shop's too. */
const FONTS = {
  regular: require.resolve('@fontsource/manrope/files/manrope-latin-400-normal.woff'),
  bold: require.resolve('@fontsource/manrope/files/manrope-latin-700-normal.woff'),
};

/** Rupees as digits for a label ('Rs 1,299.00': the Latin font has no rupee sign, and a courier reads either). */
const rupees = (paise: number) => `Rs ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The shop's own shipping label, A6 (the size thermal label printers take): the AWB number large,
 * who it goes to, cash to collect or PREPAID, and what is inside.
 */
export function drawShippingLabel(order: ShipmentOrder, shipment: { awb: string; courierName: string; from: string }): Promise<Buffer> {
  const { doc, file } = startPdf({ size: 'A6', margin: 18, info: { Title: `Shipping label ${shipment.awb}`, Author: 'Bhopal Threads' } }, FONTS);
  const width = doc.page.width - 36;
  doc.font('bold').fontSize(11).text(shipment.courierName, { width });
  doc.font('regular').fontSize(8).text(`From: ${shipment.from}`, { width });
  doc.moveDown(0.6);
  doc.font('bold').fontSize(9).text('AWB');
  doc.font('bold').fontSize(20).text(shipment.awb, { width });
  doc.moveDown(0.4);
  doc.font('bold').fontSize(12).text(order.codAmountPaise > 0 ? `COD: collect ${rupees(order.codAmountPaise)}` : 'PREPAID: collect nothing', { width });
  doc.moveDown(0.6);
  doc.font('bold').fontSize(9).text('Deliver to');
  doc.font('regular').fontSize(10).text(order.name, { width });
  doc.text(order.address, { width });
  doc.text(`${order.city}, ${order.state} ${order.pincode}`, { width });
  doc.text(`Phone ${order.phoneNumber}`, { width });
  doc.moveDown(0.6);
  doc.font('bold').fontSize(9).text(`Order ${order.reference}`);
  doc.font('regular').fontSize(9).text(`${order.item.name} (${order.item.sku}) x ${order.item.units}, ${order.weightKg} kg`, { width });
  doc.text(`Order value ${rupees(order.totalPaise)}`, { width });
  doc.end();
  return file;
}
