import { createRequire } from 'node:module';
import type { InvoiceRow } from './issue-invoice';
import { amountInWords } from './amount-in-words';
import type { InvoiceLine } from './invoice-lines';
import { printedIndiaDay } from '../../../shared/india-time';
import { startPdf } from '../documents/pdf-file';

const require = createRequire(import.meta.url);
/**
 * The shop's typeface, self-hosted like the storefront's (@fontsource/manrope). Its Latin
 * file has no rupee sign; the Latin Extended file has it (and little else), so '₹' is drawn
 * with that one and everything else with the Latin cuts.
 */
export const FONT_FILES = {
  regular: require.resolve('@fontsource/manrope/files/manrope-latin-400-normal.woff'),
  bold: require.resolve('@fontsource/manrope/files/manrope-latin-700-normal.woff'),
  rupee: require.resolve('@fontsource/manrope/files/manrope-latin-ext-700-normal.woff'),
};

const PAGE = { width: 595.28, margin: 36 };
const INK = '#111111';
const MUTED = '#555555';

const money = (paise: number) => (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** dd-mm-yyyy, the date in India. */

type Doc = PDFKit.PDFDocument;

/** Text in which every '₹' is drawn with the rupee font, the rest in `font`; right-aligned within `width` when asked. */
function withRupee(doc: Doc, text: string, x: number, y: number, font: 'regular' | 'bold', size: number, width?: number): void {
  const parts = text.split(/(₹)/).filter(Boolean);
  const widthOf = (part: string) => doc.font(part === '₹' ? 'rupee' : font).fontSize(size).widthOfString(part);
  let at = width === undefined ? x : x + width - parts.reduce((sum, part) => sum + widthOf(part), 0);
  for (const part of parts) {
    doc.font(part === '₹' ? 'rupee' : font).fontSize(size).text(part, at, y, { lineBreak: false });
    at += widthOf(part);
  }
}

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  value: (line: InvoiceLine, index: number) => string;
}

function columnsFor(intraState: boolean): Column[] {
  const amount = (title: string, width: number, pick: (line: InvoiceLine) => number): Column => ({ title, width, align: 'right', value: (line) => money(pick(line)) });
  const tax: Column[] = intraState
    ? [amount('CGST', 46, (l) => l.cgstPaise), amount('SGST', 46, (l) => l.sgstPaise)]
    : [amount('IGST', 50, (l) => l.igstPaise)];
  // HSN is wide enough for the 8 digits staff may set (and its title on one line).
  const described = intraState ? 116 : 158;
  return [
    { title: '#', width: 16, align: 'left', value: (_line, index) => String(index + 1) },
    { title: 'HSN/SAC', width: 48, align: 'left', value: (line) => line.hsn },
    { title: 'Description', width: described, align: 'left', value: (line) => line.description },
    { title: 'Qty', width: 22, align: 'right', value: (line) => String(line.quantity) },
    amount('Unit price', 50, (l) => l.unitPricePaise),
    amount('Discount', 40, (l) => l.discountPaise),
    amount('Taxable value', 54, (l) => l.taxablePaise),
    { title: 'Rate', width: 26, align: 'right', value: (line) => `${line.ratePercent}%` },
    ...tax,
    amount('Total', 56, (l) => l.totalPaise),
  ];
}

/** The header; answers where it ends (the lower of the facts and the buyer's block). */
function header(doc: Doc, document: InvoiceRow, against: InvoiceRow | null): number {
  const { seller, buyer } = document;
  const left = PAGE.margin;
  const title = document.kind === 'invoice' ? 'TAX INVOICE' : 'CREDIT NOTE';
  doc.fillColor(INK).font('bold').fontSize(18).text(title, left, 36, { width: PAGE.width - 2 * left, align: 'right' });
  doc.font('bold').fontSize(13).text(seller.legalName, left, 36, { width: 320 });
  doc.font('regular').fontSize(9).fillColor(MUTED).text(seller.address, { width: 320 });
  doc.text(`GSTIN: ${seller.gstin}    State: ${seller.stateName} (${seller.stateCode})`, { width: 320 });

  const facts: Array<[string, string]> = [
    [document.kind === 'invoice' ? 'Invoice number' : 'Credit note number', document.number],
    ['Date', printedIndiaDay(document.issuedAt)],
    // Number and date on rows of their own: together they wrapped onto the order number.
    ...(against
      ? ([
          ['Against invoice', against.number],
          ['Invoice date', printedIndiaDay(against.issuedAt)],
        ] as Array<[string, string]>)
      : []),
    ['Order number', document.checkoutNumber],
    ['Reverse charge', 'No'],
  ];
  let y = 110;
  for (const [label, value] of facts) {
    doc.font('regular').fontSize(9).fillColor(MUTED).text(label, 340, y, { width: 90 });
    doc.font('bold').fillColor(INK).text(value, 430, y, { width: 130 });
    // A long value (a buyer's long order number) takes the lines it needs; the next row goes below.
    y += Math.max(13, doc.heightOfString(value, { width: 130 }) + 2);
  }

  doc.font('bold').fontSize(9).fillColor(INK).text('Bill to / Ship to', left, 110);
  doc.font('regular').fillColor(INK).text(buyer.name, { width: 280 });
  doc.fillColor(MUTED).text(`${buyer.address}, ${buyer.city}, ${buyer.state} ${buyer.pincode}`, { width: 280 });
  doc.text(`Phone: ${buyer.phoneNumber}`, { width: 280 });
  const code = document.placeOfSupplyCode ? ` (state code ${document.placeOfSupplyCode})` : '';
  doc.font('bold').fillColor(INK).text(`Place of supply: ${document.placeOfSupplyName}${code}`, { width: 280 });
  return Math.max(doc.y, y);
}

function table(doc: Doc, document: InvoiceRow, top: number): number {
  const intraState = document.cgstPaise + document.sgstPaise > 0 || (document.igstPaise === 0 && document.placeOfSupplyCode === document.seller.stateCode);
  const columns = columnsFor(intraState);
  const left = PAGE.margin;
  const full = PAGE.width - 2 * left;
  withRupee(doc, 'Amounts in ₹', left, top, 'regular', 8, full);
  let y = top + 14;
  doc.rect(left, y - 4, full, 26).fill('#f1eee8').fillColor(INK);
  let x = left + 2;
  for (const column of columns) {
    doc.font('bold').fontSize(7.5).fillColor(INK).text(column.title, x, y, { width: column.width - 4, align: column.align });
    x += column.width;
  }
  y += 26;
  document.lines.forEach((line, index) => {
    x = left + 2;
    let tallest = 0;
    for (const column of columns) {
      doc.font('regular').fontSize(8).fillColor(INK);
      const text = column.value(line, index);
      tallest = Math.max(tallest, doc.heightOfString(text, { width: column.width - 4 }));
      doc.text(text, x, y, { width: column.width - 4, align: column.align });
      x += column.width;
    }
    y += tallest + 6;
    doc.moveTo(left, y - 3).lineTo(left + full, y - 3).lineWidth(0.5).strokeColor('#dddddd').stroke();
  });
  return y + 6;
}

function totals(doc: Doc, document: InvoiceRow, top: number): number {
  const rows: Array<[string, number]> = [
    ['Taxable value', document.taxablePaise],
    ...(document.cgstPaise + document.sgstPaise > 0
      ? ([
          ['CGST', document.cgstPaise],
          ['SGST', document.sgstPaise],
        ] as Array<[string, number]>)
      : ([['IGST', document.igstPaise]] as Array<[string, number]>)),
  ];
  let y = top;
  for (const [label, paise] of rows) {
    doc.font('regular').fontSize(9).fillColor(MUTED).text(label, 330, y, { width: 120 });
    withRupee(doc, `₹${money(paise)}`, 450, y, 'regular', 9, PAGE.width - PAGE.margin - 450);
    y += 14;
  }
  const total = document.kind === 'invoice' ? 'Invoice total' : 'Credit note total';
  doc.font('bold').fontSize(11).fillColor(INK).text(total, 330, y + 2, { width: 120 });
  withRupee(doc, `₹${money(document.totalPaise)}`, 450, y + 2, 'bold', 11, PAGE.width - PAGE.margin - 450);
  y += 24;
  doc.font('bold').fontSize(9).fillColor(INK).text(`Amount in words: ${amountInWords(document.totalPaise)}`, PAGE.margin, y, { width: PAGE.width - 2 * PAGE.margin });
  return doc.y + 24;
}

/**
 * The PDF of a tax invoice or credit note with what Rule 46 (CGST Rules) asks for: supplier's
 * name, address and GSTIN; number and date; recipient's name and address; place of supply
 * with its state code; per line HSN, description, quantity, price, discount, taxable value,
 * rate and CGST/SGST or IGST; totals; the amount in words. Drawn from the stored row alone.
 */
export async function invoicePdf(document: InvoiceRow, against: InvoiceRow | null = null): Promise<Buffer> {
  const { doc, file } = startPdf({ size: 'A4', margin: PAGE.margin, info: { Title: `${document.kind === 'invoice' ? 'Tax invoice' : 'Credit note'} ${document.number}`, Author: document.seller.legalName } }, FONT_FILES);
  const afterHeader = header(doc, document, against);
  const afterTable = table(doc, document, Math.max(afterHeader, 175) + 16);
  const afterTotals = totals(doc, document, afterTable);
  doc.font('regular').fontSize(9).fillColor(INK).text(`For ${document.seller.legalName}`, 330, afterTotals, { width: PAGE.width - PAGE.margin - 330, align: 'right' });
  doc.text('Authorised signatory', 330, afterTotals + 30, { width: PAGE.width - PAGE.margin - 330, align: 'right' });
  doc.font('regular').fontSize(8).fillColor(MUTED).text('This is a computer-generated document and needs no signature. Prices include GST.', PAGE.margin, afterTotals + 60, { width: PAGE.width - 2 * PAGE.margin });
  doc.end();
  return file;
}

/** The PDF's file name: the number with its slashes made safe. */
export const invoiceFileName = (document: Pick<InvoiceRow, 'number' | 'kind'>): `${string}.pdf` => `${document.kind === 'invoice' ? 'invoice' : 'credit-note'}-${document.number.replaceAll('/', '-')}.pdf`;
