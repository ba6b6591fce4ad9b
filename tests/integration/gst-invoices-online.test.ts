import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orders, payments } from '../../src/server/db/schema';
import { signUp } from './support/accounts';
import type { Browser } from './support/browser';
import { draftFor, startOrderShop, stockedLine, withDelivery, type StockedLine } from './support/order-shop';
import { decideSandboxPayment } from './support/sandbox-gateway';
import type { TestShop } from './support/test-app';

let shop: TestShop;
let first: StockedLine;
let second: StockedLine;
beforeAll(async () => {
  shop = await startOrderShop();
  first = await stockedLine(shop.database.db, 30, 1);
  second = await stockedLine(shop.database.db, 30, 2);
});
afterAll(async () => shop?.close());

/** 'Checkout all' of two lines paid online, delivered to Pune (outside Madhya Pradesh: IGST). */
async function payForCart(browser: Browser, email: string) {
  await browser.post('/cart/add', { productId: first.productId, variantId: first.variantId });
  await browser.post('/cart/add', { productId: second.productId, variantId: second.variantId });
  const { product: _product, totalAmount: _total, ...details } = draftFor(first, 1, email);
  const items = [
    { productId: first.productId, variantId: first.variantId, size: first.size, quantity: 1, price: first.price },
    { productId: second.productId, variantId: second.variantId, size: second.size, quantity: 2, price: second.price },
  ];
  const pune = { deliveryAddress: '14 FC Road, Shivajinagar', pincode: '411001', city: 'Pune', state: 'Maharashtra' };
  const totalAmount = withDelivery(Math.round((first.price + second.price * 2) * 100) / 100);
  const answer = await browser.post('/order/cart-checkout', { ...details, ...pune, items, totalAmount, paymentMethod: 'online' });
  expect(answer.status).toBe(200);
  const { redirectUrl, transactionId, orders: placed } = answer.body.data as { redirectUrl: string; transactionId: string; orders: { _id: string }[] };
  const rows = await shop.database.db.select().from(orders).where(inArray(orders.id, placed.map((order) => order._id)));
  const checkout = rows[0]!.checkoutNumber ?? rows[0]!.trackingId;
  return { redirectUrl, transactionId, rows, checkout, totalAmount };
}

const invoicesOf = (checkout: string) => shop.database.db.select().from(invoices).where(eq(invoices.checkoutNumber, checkout));

describe('tax invoices of online payments', () => {
  it('issues one invoice for the checkout when its sandbox payment is paid, totalling the amount paid', async () => {
    const { browser, email } = await signUp(shop);
    const { redirectUrl, transactionId, rows, checkout, totalAmount } = await payForCart(browser, email);
    expect(rows).toHaveLength(2);
    // Nothing is invoiced while the payment is open.
    expect(await invoicesOf(checkout)).toEqual([]);

    expect((await decideSandboxPayment(shop.app, redirectUrl, 'pay')).statusCode).toBe(303);
    const [payment] = await shop.database.db.select().from(payments).where(eq(payments.transactionId, transactionId));
    expect(payment!.status).toBe('paid');
    const issued = await invoicesOf(checkout);
    expect(issued).toHaveLength(1);
    const invoice = issued[0]!;
    expect(invoice.kind).toBe('invoice');
    expect(invoice.totalPaise).toBe(payment!.amountPaise);
    expect(invoice.totalPaise).toBe(Math.round(totalAmount * 100));
    expect(invoice.taxablePaise + invoice.igstPaise).toBe(invoice.totalPaise);
    expect([invoice.cgstPaise, invoice.sgstPaise]).toEqual([0, 0]);
    expect(invoice.placeOfSupplyCode).toBe('27');
    // Both orders are lines of it; so is the delivery charge when there is one (SAC 9965).
    const delivery = Math.round(totalAmount * 100) - Math.round((first.price + second.price * 2) * 100);
    expect(invoice.lines.filter((line) => line.hsn !== '9965')).toHaveLength(2);
    expect(invoice.lines.filter((line) => line.hsn === '9965').reduce((sum, line) => sum + line.totalPaise, 0)).toBe(delivery);
    expect(invoice.lines.reduce((sum, line) => sum + line.totalPaise, 0)).toBe(payment!.amountPaise);

    const listed = (await browser.get('/order/getorderbyid')).body.data as { _id: string; invoiceNumber: string | null }[];
    expect(listed.map((order) => order.invoiceNumber)).toEqual([invoice.number, invoice.number]);

    // The status check after the gateway and a second press change nothing: still one invoice.
    await browser.post('/order/status', { transactionId, orderId: rows[0]!.id });
    await decideSandboxPayment(shop.app, redirectUrl, 'pay');
    expect(await invoicesOf(checkout)).toHaveLength(1);
  });

  it('issues none when the payment fails', async () => {
    const { browser, email } = await signUp(shop);
    const { redirectUrl, transactionId, rows, checkout } = await payForCart(browser, email);
    expect((await decideSandboxPayment(shop.app, redirectUrl, 'fail')).statusCode).toBe(303);
    const answer = await browser.post('/order/status', { transactionId, orderId: rows[0]!.id });
    expect(answer.body.data).toMatchObject({ status: 'Cancelled', paymentStatus: 'Failed' });
    expect(await invoicesOf(checkout)).toEqual([]);
    const listed = (await browser.get('/order/getorderbyid')).body.data as { invoiceNumber: string | null; creditNoteNumber: string | null }[];
    expect(listed.map((order) => [order.invoiceNumber, order.creditNoteNumber])).toEqual([
      [null, null],
      [null, null],
    ]);
  });
});
