import { and, eq, inArray } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, mailQueue, orders, products, users } from '../../src/server/db/schema';
import { placeOrders, productLine } from '../../src/server/services/orders/place-order';
import { recordConfirmation } from '../../src/server/services/orders/confirm-orders';
import { signUp } from './support/accounts';
import type { Browser } from './support/browser';
import { parseCsv } from '../support/csv';
import { draftFor, startOrderShop, stockedLine } from './support/order-shop';
import type { TestShop } from './support/test-app';
import { signedIn } from './staff-shop';
import { indiaDay, startOfIndiaDay } from '../../src/shared/india-time';

let shop: TestShop;
let staff: Browser;
beforeAll(async () => {
  shop = await startOrderShop();
  staff = await signedIn(shop.app, shop.database, 'staff');
});
afterAll(async () => shop?.close());

/** A GET with the browser's cookies, answered as bytes (the Browser helper reads text). */
async function download(browser: Browser, path: string) {
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await shop.app.inject({ method: 'GET', url: `/api/api/v1${path}`, headers: cookie ? { cookie } : {} });
  return { status: response.statusCode, type: response.headers['content-type'], disposition: response.headers['content-disposition'], bytes: response.rawPayload };
}

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const page = await pdf.getPage(1);
  const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
  await pdf.destroy();
  return text;
}

/**
 * The baselines of the header's right-hand facts (number, date, against invoice, order number),
 * top to bottom: each row must sit at least a line below the one above, or they overprint.
 */
async function factBaselines(bytes: Buffer): Promise<number[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const page = await pdf.getPage(1);
  const top = page.view[3]!;
  const ys = (await page.getTextContent()).items
    .filter((item) => 'str' in item && item.str.trim() !== '' && item.transform[4] >= 425 && top - item.transform[5] > 100 && top - item.transform[5] < 200)
    .map((item) => ('transform' in item ? top - (item.transform[5] as number) : 0));
  await pdf.destroy();
  return [...new Set(ys.map((y) => Math.round(y * 10) / 10))].sort((a, b) => a - b);
}

const serialOf = (number: string) => Number(number.split('/').at(-1));

describe('tax invoices', () => {
  it('issues one invoice when a COD order is placed in Bhopal, split into CGST and SGST, totalling the amount charged; the shopper and staff download it', async () => {
    const line = await stockedLine(shop.database.db, 20, 1);
    const { browser, email } = await signUp(shop);
    const placed = await browser.post('/order/cod', draftFor(line, 2, email));
    expect(placed.status).toBe(200);
    const order = placed.body.data as { _id: string; invoiceNumber: string | null; creditNoteNumber: string | null };
    expect(order.invoiceNumber).toMatch(/^BT\/\d{2}-\d{2}\/\d{6}$/);
    expect(order.creditNoteNumber).toBeNull();

    const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, order._id));
    const [invoice] = await shop.database.db.select().from(invoices).where(eq(invoices.number, order.invoiceNumber!));
    expect(invoice!.totalPaise).toBe(row!.totalPaise);
    expect(invoice!.taxablePaise + invoice!.cgstPaise + invoice!.sgstPaise).toBe(row!.totalPaise);
    expect(invoice!.igstPaise).toBe(0);
    expect(Math.abs(invoice!.cgstPaise - invoice!.sgstPaise)).toBeLessThanOrEqual(1);
    expect(invoice!.placeOfSupplyCode).toBe('23');

    // The order-placed mail carries the invoice (drawn when the mail is sent).
    const mails = await shop.database.db.select().from(mailQueue).where(eq(mailQueue.toAddress, email));
    expect(mails.filter((mail) => mail.invoiceId === invoice!.id)).toHaveLength(1);
    expect(mails.find((mail) => mail.invoiceId)!.textBody).toContain(`Your tax invoice ${invoice!.number} is attached`);

    const mine = await download(browser, `/order/invoice/${order._id}`);
    expect(mine.status).toBe(200);
    expect(mine.type).toBe('application/pdf');
    expect(mine.disposition).toContain(`invoice-${invoice!.number.replaceAll('/', '-')}.pdf`);
    const text = await pdfText(mine.bytes);
    for (const words of ['TAX INVOICE', invoice!.number, 'CGST', 'SGST', 'Madhya Pradesh (state code 23)', 'GSTIN: 23AAAAA0000A1ZA', 'Rupees']) expect(text).toContain(words);
    expect(text).not.toContain('IGST');

    const someoneElse = await signUp(shop);
    expect((await download(someoneElse.browser, `/order/invoice/${order._id}`)).status).toBe(404);
    expect((await download(staff, `/staff/orders/${order._id}/invoice`)).status).toBe(200);
    const listed = await staff.get(`/staff/orders?trackingId=${placed.body.data.trackingId}`);
    expect(listed.body.data.orders[0].invoiceNumber).toBe(invoice!.number);
  });

  it('gives 50 concurrent confirmations 50 distinct, gap-free numbers, each invoice equal to its charge', async () => {
    // Each order of its own line: orders of one line take turns at its stock row, and would then
    // reach the counter one after another, never together (on PostgreSQL; PGlite runs one at a time).
    const lines = [];
    for (let nth = 10; nth < 60; nth++) lines.push(await stockedLine(shop.database.db, 2, nth));
    const { email } = await signUp(shop);
    const [user] = await shop.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const ctx = shop.app.orders;
    const results = await Promise.all(
      lines.map((line) => {
        const { product, totalAmount, ...details } = draftFor(line, 1, email);
        return placeOrders(ctx.db, { userId: user!.id, details, lines: [productLine(product)], totalAmount, method: 'cod', alsoInTransaction: (tx, rows) => recordConfirmation(ctx, tx, rows) });
      }),
    );
    const placed = results.flatMap((result) => result.orders);
    const issued = await shop.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.kind, 'invoice'), inArray(invoices.checkoutNumber, placed.map((order) => order.checkoutNumber ?? order.trackingId))));
    expect(issued).toHaveLength(50);
    const serials = issued.map((invoice) => serialOf(invoice.number)).sort((a, b) => a - b);
    expect(new Set(serials).size).toBe(50);
    expect(serials.at(-1)! - serials[0]!).toBe(49);
    // No number in the series is missing: every serial up to the last was issued.
    const year = issued[0]!.financialYear;
    const all = await shop.database.db.select({ number: invoices.number }).from(invoices).where(and(eq(invoices.kind, 'invoice'), eq(invoices.financialYear, year)));
    expect(all.map((row) => serialOf(row.number)).sort((a, b) => a - b)).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
    for (const invoice of issued) {
      const order = placed.find((o) => (o.checkoutNumber ?? o.trackingId) === invoice.checkoutNumber)!;
      expect(invoice.totalPaise).toBe(order.totalPaise);
    }
  });

  it('gives 20 cancellations at once 20 distinct, gap-free credit-note numbers, one per order', async () => {
    // Each order of its own line, so the cancels do not take turns at one stock row before the counter.
    const { browser, email } = await signUp(shop);
    const placed: { _id: string; trackingId: string }[] = [];
    for (let nth = 60; nth < 80; nth++) {
      const answer = await browser.post('/order/cod', draftFor(await stockedLine(shop.database.db, 2, nth), 1, email));
      expect(answer.status).toBe(200);
      placed.push(answer.body.data);
    }
    const cancels = await Promise.all(placed.map((order) => browser.request('DELETE', '/order/cancelOrder', { orderId: order._id, trackingId: order.trackingId })));
    expect(cancels.map((answer) => answer.status)).toEqual(placed.map(() => 200));
    const notes = await shop.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.kind, 'credit-note'), inArray(invoices.orderId, placed.map((order) => order._id))));
    expect(notes.map((note) => note.orderId).sort()).toEqual(placed.map((order) => order._id).sort());
    const serials = notes.map((note) => serialOf(note.number)).sort((a, b) => a - b);
    expect(new Set(serials).size).toBe(20);
    expect(serials.at(-1)! - serials[0]!).toBe(19);
    const year = notes[0]!.financialYear;
    const all = await shop.database.db.select({ number: invoices.number }).from(invoices).where(and(eq(invoices.kind, 'credit-note'), eq(invoices.financialYear, year)));
    expect(all.map((row) => serialOf(row.number)).sort((a, b) => a - b)).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
  });

  it('issues a credit note once when an invoiced order is cancelled, with the same tax split; the GST report nets it off', async () => {
    const line = await stockedLine(shop.database.db, 20, 3);
    const { browser, email } = await signUp(shop);
    const draft = { ...draftFor(line, 1, email), deliveryAddress: '14 FC Road, Shivajinagar', pincode: '411005', city: 'Pune', state: 'Maharashtra' };
    const placed = (await browser.post('/order/cod', draft)).body.data as { _id: string; trackingId: string; invoiceNumber: string };
    const [invoice] = await shop.database.db.select().from(invoices).where(eq(invoices.number, placed.invoiceNumber));
    expect(invoice!.igstPaise).toBeGreaterThan(0);
    expect(invoice!.cgstPaise + invoice!.sgstPaise).toBe(0);

    expect((await browser.request('DELETE', '/order/cancelOrder', { orderId: placed._id, trackingId: placed.trackingId })).status).toBe(200);
    expect((await browser.request('DELETE', '/order/cancelOrder', { orderId: placed._id, trackingId: placed.trackingId })).status).toBe(409);
    const notes = await shop.database.db.select().from(invoices).where(and(eq(invoices.kind, 'credit-note'), eq(invoices.orderId, placed._id)));
    expect(notes).toHaveLength(1);
    const note = notes[0]!;
    expect(note.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
    expect(note.invoiceId).toBe(invoice!.id);
    expect([note.totalPaise, note.taxablePaise, note.igstPaise, note.cgstPaise]).toEqual([invoice!.totalPaise, invoice!.taxablePaise, invoice!.igstPaise, 0]);

    const view = (await browser.get('/order/getorderbyid')).body.data.find((o: { _id: string }) => o._id === placed._id);
    expect(view.creditNoteNumber).toBe(note.number);
    const pdf = await download(browser, `/order/credit-note/${placed._id}`);
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    for (const words of ['CREDIT NOTE', note.number, invoice!.number, 'IGST', 'Maharashtra (state code 27)']) expect(text).toContain(words);
    const baselines = await factBaselines(pdf.bytes);
    expect(baselines.length).toBeGreaterThanOrEqual(6);
    baselines.slice(1).forEach((y, i) => expect(y - baselines[i]!).toBeGreaterThanOrEqual(9));

    const day = indiaDay(new Date());
    const report = await staff.get(`/staff/gst-report?from=${day}&to=${day}`);
    expect(report.status).toBe(200);
    const rows = parseCsv(String(report.body));
    expect(rows[0]).toEqual(['Document', 'Number', 'Date', 'Against invoice', 'Place of supply', 'State code', 'HSN', 'Rate %', 'Taxable value', 'CGST', 'SGST', 'IGST', 'Total']);
    // A row per HSN: the goods, and (a Buy Now under ₹999 now pays delivery, as the cart does) the delivery charge.
    const noteRows = rows.filter((row) => row[1] === note.number);
    expect(noteRows.length).toBeGreaterThanOrEqual(1);
    expect(noteRows.every((row) => row[3] === invoice!.number)).toBe(true);
    expect(noteRows.reduce((sum, row) => sum + Math.round(Number(row[12]) * 100), 0)).toBe(-note.totalPaise);
    // The report's total is the invoices less the credit notes of the day.
    const issued = await shop.database.db.select().from(invoices);
    const net = issued.filter((doc) => doc.issuedAt >= startOfIndiaDay(day)).reduce((sum, doc) => sum + (doc.kind === 'invoice' ? doc.totalPaise : -doc.totalPaise), 0);
    const body = rows.slice(1, -1).reduce((sum, row) => sum + Math.round(Number(row[12]) * 100), 0);
    expect(rows.at(-1)![0]).toBe('Total');
    expect(Math.round(Number(rows.at(-1)![12]) * 100)).toBe(net);
    expect(body).toBe(net);

    expect((await staff.get('/staff/gst-report?from=2026-12-31&to=2026-01-01')).status).toBe(400);
  });

  it('prints the HSN staff set on the product form on the next invoice of that product, and refuses one that is no HSN', async () => {
    const line = await stockedLine(shop.database.db, 20, 4);
    const [product] = await shop.database.db.select().from(products).where(eq(products.id, line.productId));
    const edit = (hsn: string | null) =>
      staff.request('PUT', `/staff/products/${line.productId}`, {
        name: product!.name,
        description: product!.description,
        price: product!.pricePaise / 100,
        discount: product!.discount,
        category: product!.category,
        subCategory: product!.subCategory,
        returnPolicy: product!.returnPolicy,
        tags: product!.tags,
        codAvailable: product!.codAvailable,
        hsn,
      });
    const refused = await edit('6109123');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('hsn must be 4, 6 or 8 digits (for example 6109), or left empty to go by the sub-category.');
    expect((await edit('61091000')).status).toBe(200);
    const listed = await staff.get(`/staff/products?query=${encodeURIComponent(product!.name)}`);
    expect(listed.body.data.products.find((p: { _id: string }) => p._id === line.productId).hsn).toBe('61091000');

    const { browser, email } = await signUp(shop);
    const placed = (await browser.post('/order/cod', draftFor(line, 1, email))).body.data as { _id: string; invoiceNumber: string };
    const [invoice] = await shop.database.db.select().from(invoices).where(eq(invoices.number, placed.invoiceNumber));
    expect(invoice!.lines.filter((l) => l.hsn === '61091000')).toHaveLength(1);
    expect(await pdfText((await download(browser, `/order/invoice/${placed._id}`)).bytes)).toContain('61091000');

    // Emptied, it goes back to the sub-category's code.
    expect((await edit('')).status).toBe(200);
    const [cleared] = await shop.database.db.select({ hsn: products.hsn }).from(products).where(eq(products.id, line.productId));
    expect(cleared!.hsn).toBeNull();
  });

  it('writes a typed state that a spreadsheet would run as a formula into the GST report as text, and the amounts as numbers', async () => {
    const line = await stockedLine(shop.database.db, 20, 5);
    const { browser, email } = await signUp(shop);
    // The attack's delivery state: a leading minus and a digit, then a DDE command.
    const state = "-1+1+cmd|' /C calc'!A0";
    const placed = await browser.post('/order/cod', { ...draftFor(line, 1, email), city: '=HYPERLINK("x")', state });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const number = (placed.body.data as { invoiceNumber: string }).invoiceNumber;
    expect((await browser.request('DELETE', '/order/cancelOrder', { orderId: placed.body.data._id, trackingId: placed.body.data.trackingId })).status).toBe(200);

    const day = indiaDay(new Date());
    const text = String((await staff.get(`/staff/gst-report?from=${day}&to=${day}`)).body);
    expect(text).not.toMatch(/(^|,)"?-1\+1\+cmd/m);
    const rows = parseCsv(text);
    const invoiceRow = rows.find((row) => row[0] === 'Invoice' && row[1] === number)!;
    const noteRow = rows.find((row) => row[0] === 'Credit note' && row[3] === number)!;
    for (const row of [invoiceRow, noteRow]) expect(row[4]).toBe(`'${state}`);
    // The shop's own amounts stay numbers a spreadsheet sums: the credit note's negative, unprefixed.
    expect(noteRow[12]).toMatch(/^-\d+\.\d{2}$/);
    expect(Number(noteRow[12])).toBe(-Number(invoiceRow[12]));
  });
});
