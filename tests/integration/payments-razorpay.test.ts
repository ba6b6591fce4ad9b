import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { razorpayProvider } from '../../src/server/adapters/payments/razorpay/provider';
import { orders, payments, refunds } from '../../src/server/db/schema';
import type { Browser } from './support/browser';
import { signUp } from './support/accounts';
import { draftFor, startOrderShop, stockOf, stockedLine, type StockedLine } from './support/order-shop';
import { startRazorpayDouble, type RazorpayDouble } from './support/razorpay-double';
import type { TestShop } from './support/test-app';

const KEYS = { keyId: 'rzp_test_Bhopal2026', keySecret: 'c2VjcmV0LXJhem9ycGF5LWtleQ', webhookSecret: 'Webhook-Secret-2026' };
const PUBLIC_URL = 'https://shop.example.in';
const PAID = "Order placed successfully! Please check your 'My Orders' list.";

let razorpay: RazorpayDouble;
let shop: TestShop;
let address: string;
let line: StockedLine;

beforeAll(async () => {
  razorpay = await startRazorpayDouble(KEYS);
  const provider = razorpayProvider({ ...KEYS, apiUrl: razorpay.url, checkoutUrl: `${razorpay.url}/v1/checkout.js`, timeoutMs: 2000 });
  shop = await startOrderShop({ publicUrl: PUBLIC_URL, payments: provider });
  // Razorpay's webhooks and the shopper's browser reach the shop over the network.
  address = await shop.app.listen({ port: 0, host: '127.0.0.1' });
  line = await stockedLine(shop.database.db, 60);
});
afterAll(async () => {
  await shop?.close();
  await razorpay?.close();
});

const callbackUrl = () => `${address}/api/api/v1/order/callback`;
const orderRow = async (id: string) => (await shop.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const paymentRow = async (transactionId: string) => (await shop.database.db.select().from(payments).where(eq(payments.transactionId, transactionId)))[0]!;
const refundRow = async (orderId: string) => (await shop.database.db.select().from(refunds).where(eq(refunds.orderId, orderId)))[0]!;
const confirm = (browser: Browser, transactionId: string, orderId: string) => browser.post('/order/status', { transactionId, orderId });

/** A shopper's Buy Now: the shop answers our hand-off page, and Razorpay has the order. */
async function openPayment(quantity = 1) {
  const { browser, email } = await signUp(shop);
  const started = await browser.post('/order/payment', draftFor(line, quantity, email));
  expect(started.status).toBe(200);
  const { redirectUrl, orderId, transactionId } = started.body.data as { redirectUrl: string; orderId: string; transactionId: string };
  const order = razorpay.orderByReceipt(transactionId);
  return { browser, email, redirectUrl, orderId, transactionId, order };
}

/** The hand-off page as the browser gets it: the CSP, and the Checkout options it carries. */
async function handOffPage(redirectUrl: string) {
  const response = await fetch(`${address}${new URL(redirectUrl).pathname}`, { redirect: 'manual' });
  const html = await response.text();
  const options = /<script type="application\/json" id="razorpay-options">(.*?)<\/script>/s.exec(html)?.[1];
  return { response, html, options: options ? (JSON.parse(options) as Record<string, unknown> & { order_id: string; callback_url: string; key: string }) : null };
}

/** The shopper decides on Razorpay's page; the browser posts Checkout's form to callback_url (on the shop, over HTTP). */
async function checkoutReturn(redirectUrl: string, decision: 'pay' | 'fail', tamper?: (fields: URLSearchParams) => void) {
  const { options } = await handOffPage(redirectUrl);
  const form = new URLSearchParams({ key: options!.key, order_id: options!.order_id, callback_url: options!.callback_url, decision });
  const page = await (await fetch(`${razorpay.url}/v1/checkout/embedded`, { method: 'POST', body: form })).text();
  const fields = new URLSearchParams([...page.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((match) => [match[1]!, match[2]!.replaceAll('&quot;', '"')]));
  tamper?.(fields);
  return fetch(`${address}${new URL(options!.callback_url).pathname}`, { method: 'POST', body: fields, redirect: 'manual' });
}

describe('Razorpay: paying', () => {
  it('creates an order in paise with our attempt id as receipt, and sends the shopper to our hand-off page that opens Checkout', async () => {
    const { redirectUrl, orderId, transactionId, order, email } = await openPayment(2);
    expect(order).toMatchObject({ amount: Math.round(line.price * 100) * 2, currency: 'INR', receipt: transactionId, notes: { order_id: orderId } });
    expect(redirectUrl).toBe(`${PUBLIC_URL}/razorpay-checkout/${transactionId}`);
    expect(await paymentRow(transactionId)).toMatchObject({ provider: 'razorpay', providerReference: order.id });
    const { response, html, options } = await handOffPage(redirectUrl);
    expect(response.status).toBe(200);
    expect(options).toMatchObject({ key: KEYS.keyId, order_id: order.id, amount: order.amount, currency: 'INR', name: 'Bhopal Threads', redirect: true, callback_url: `${PUBLIC_URL}/razorpay-checkout/${transactionId}` });
    expect(options!.prefill).toMatchObject({ email });
    expect(html).toContain(`<script src="${razorpay.url}/v1/checkout.js"></script>`);
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toMatch(new RegExp(`script-src 'self' ${razorpay.url} 'sha256-`));
    expect(csp).toContain(`form-action 'self' ${razorpay.url}`);
    expect(csp).not.toContain('unsafe-inline');
    expect(html).not.toContain(KEYS.keySecret);
  });

  it('success: the signed return is verified, Razorpay is asked, the order is paid and the browser goes to the status page (303)', async () => {
    const { browser, redirectUrl, orderId, transactionId } = await openPayment();
    const back = await checkoutReturn(redirectUrl, 'pay');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${PUBLIC_URL}/status/${transactionId}/${orderId}`);
    expect(await orderRow(orderId)).toMatchObject({ status: 'Processing', paymentStatus: 'Paid' });
    expect((await confirm(browser, transactionId, orderId)).body.message).toBe(PAID);
  });

  it('failure: Checkout posts error fields, Razorpay says failed, the order is cancelled and its stock goes back', async () => {
    const before = await stockOf(shop.database.db, line);
    const { browser, redirectUrl, orderId, transactionId } = await openPayment(2);
    const back = await checkoutReturn(redirectUrl, 'fail');
    expect(back.status).toBe(303);
    expect(await stockOf(shop.database.db, line)).toBe(before);
    expect((await confirm(browser, transactionId, orderId)).body.data).toMatchObject({ status: 'Cancelled', paymentStatus: 'Failed' });
  });

  it('pending (created, then authorized), then paid when Razorpay captures it', async () => {
    const { browser, orderId, transactionId, order } = await openPayment();
    expect((await confirm(browser, transactionId, orderId)).body.message).toBe('Payment in Progress');
    const payment = razorpay.addPayment(order.id, 'created');
    expect((await confirm(browser, transactionId, orderId)).body.message).toBe('Payment in Progress');
    payment.status = 'authorized';
    expect((await confirm(browser, transactionId, orderId)).body.message).toBe('Payment in Progress');
    payment.status = 'captured';
    expect((await confirm(browser, transactionId, orderId)).body.message).toBe(PAID);
  });

  it('pending, then failed: the stock is held while pending and released once Razorpay says failed', async () => {
    const before = await stockOf(shop.database.db, line);
    const { browser, orderId, transactionId, order } = await openPayment();
    const payment = razorpay.addPayment(order.id, 'authorized');
    expect((await confirm(browser, transactionId, orderId)).body.message).toBe('Payment in Progress');
    expect(await stockOf(shop.database.db, line)).toBe(before - 1);
    payment.status = 'failed';
    expect((await confirm(browser, transactionId, orderId)).body.data).toMatchObject({ status: 'Cancelled', paymentStatus: 'Failed' });
    expect(await stockOf(shop.database.db, line)).toBe(before);
  });

  it('a forged Checkout signature is refused (403) and changes nothing', async () => {
    const { redirectUrl, orderId } = await openPayment();
    const forged = await checkoutReturn(redirectUrl, 'pay', (fields) => fields.set('razorpay_signature', 'a'.repeat(64)));
    expect(forged.status).toBe(403);
    // A genuine return for another order (signed by Razorpay) replayed at this payment's address: refused.
    const other = await openPayment();
    const { createHmac } = await import('node:crypto');
    const swapped = await checkoutReturn(redirectUrl, 'pay', (fields) => {
      const payment = razorpay.addPayment(other.order.id, 'captured');
      fields.set('razorpay_order_id', other.order.id);
      fields.set('razorpay_payment_id', payment.id);
      fields.set('razorpay_signature', createHmac('sha256', KEYS.keySecret).update(`${other.order.id}|${payment.id}`).digest('hex'));
    });
    expect(swapped.status).toBe(403);
    expect(await orderRow(orderId)).toMatchObject({ status: 'Pending payment' });
  });
});

describe('Razorpay: webhooks', () => {
  it('payment.captured replayed 10 times at once records the payment once', async () => {
    const { browser, email, orderId, transactionId, order } = await openPayment();
    const payment = razorpay.addPayment(order.id, 'captured');
    const statuses = await Promise.all(Array.from({ length: 10 }, () => razorpay.sendWebhook(callbackUrl(), 'payment.captured', { payment })));
    expect(statuses).toEqual(Array(10).fill(200));
    expect(await orderRow(orderId)).toMatchObject({ status: 'Processing', paymentStatus: 'Paid' });
    await shop.mail.next(email);
    await expect(shop.mail.next(email, 1500)).rejects.toThrow(/no mail/);
    const paid = await paymentRow(transactionId);
    expect((await confirm(browser, transactionId, orderId)).body.message).toBe(PAID);
    expect((await paymentRow(transactionId)).updatedAt).toEqual(paid.updatedAt);
  });

  it('order.paid before the redirect: paid first; the Checkout return and the status page then confirm it', async () => {
    const { browser, redirectUrl, orderId, transactionId, order } = await openPayment();
    const { options } = await handOffPage(redirectUrl);
    const payment = razorpay.addPayment(order.id, 'captured');
    expect(await razorpay.sendWebhook(callbackUrl(), 'order.paid', { order, payment })).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ status: 'Processing', paymentStatus: 'Paid' });
    const fields = new URLSearchParams({ razorpay_payment_id: payment.id, razorpay_order_id: order.id, razorpay_signature: (await import('node:crypto')).createHmac('sha256', KEYS.keySecret).update(`${order.id}|${payment.id}`).digest('hex') });
    const back = await fetch(`${address}${new URL(options!.callback_url).pathname}`, { method: 'POST', body: fields, redirect: 'manual' });
    expect(back.status).toBe(303);
    expect((await confirm(browser, transactionId, orderId)).body.message).toBe(PAID);
  });

  it('out of order: payment.failed arriving after the capture changes nothing (the shop asks Razorpay)', async () => {
    const { orderId, order } = await openPayment();
    const failed = razorpay.addPayment(order.id, 'failed');
    const captured = razorpay.addPayment(order.id, 'captured');
    expect(await razorpay.sendWebhook(callbackUrl(), 'payment.captured', { payment: captured })).toBe(200);
    expect(await razorpay.sendWebhook(callbackUrl(), 'payment.failed', { payment: failed })).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ status: 'Processing', paymentStatus: 'Paid' });
  });

  it('a forged webhook (wrong secret, no signature) is refused, and a claim the API denies pays nothing', async () => {
    const { orderId, order } = await openPayment();
    const payment = razorpay.addPayment(order.id, 'captured');
    const wrong = (await import('node:crypto')).createHmac('sha256', 'not-the-secret').update('x').digest('hex');
    expect(await razorpay.sendWebhook(callbackUrl(), 'payment.captured', { payment }, wrong)).toBe(403);
    expect(await razorpay.sendWebhook(callbackUrl(), 'payment.captured', { payment }, '')).toBe(403);
    expect(await orderRow(orderId)).toMatchObject({ status: 'Pending payment' });
    payment.status = 'authorized';
    const claim = razorpay.webhookFor('payment.captured', { payment: { ...payment, status: 'captured' } });
    expect((await fetch(callbackUrl(), { method: 'POST', headers: claim.headers, body: claim.body })).status).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ status: 'Pending payment' });
  });
});

describe('Razorpay: refunds', () => {
  async function cancelledPaidOrder() {
    const opened = await openPayment(2);
    await checkoutReturn(opened.redirectUrl, 'pay');
    const { trackingId } = await orderRow(opened.orderId);
    expect((await opened.browser.request('DELETE', '/order/cancelOrder', { orderId: opened.orderId, trackingId })).status).toBe(200);
    return opened;
  }

  it('full: one refund of the whole payment under our refund id (receipt and idempotency key); refund.processed confirms it', async () => {
    const { orderId, transactionId, order } = await cancelledPaidOrder();
    const refund = await refundRow(orderId);
    const made = razorpay.refunds.find((item) => item.receipt === refund.refundId)!;
    expect(made).toMatchObject({ amount: order.amount, key: refund.refundId, payment_id: order.payments[0]!.id, status: 'pending' });
    expect(refund).toMatchObject({ provider: 'razorpay', status: 'processing', providerReference: made.id });
    made.status = 'processed';
    for (let i = 0; i < 3; i++) expect(await razorpay.sendWebhook(callbackUrl(), 'refund.processed', { refund: made })).toBe(200);
    expect(await refundRow(orderId)).toMatchObject({ status: 'refunded', providerReference: made.id });
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'Refunded' });
    expect((await paymentRow(transactionId)).status).toBe('refunded');
    expect(razorpay.refundRequests.filter((request) => request.key === refund.refundId)).toHaveLength(1);
  });

  it('partial: a refund of part of a captured payment leaves the rest', async () => {
    const provider = razorpayProvider({ ...KEYS, apiUrl: razorpay.url, checkoutUrl: `${razorpay.url}/v1/checkout.js`, timeoutMs: 2000 });
    const { orderId, transactionId, order, browser, redirectUrl } = await openPayment(2);
    await checkoutReturn(redirectUrl, 'pay');
    expect((await confirm(browser, transactionId, orderId)).body.message).toBe(PAID);
    const request = { transactionId, refundId: 'RFPARTIAL0001', amountPaise: 100, merchantUserId: 'u', paymentReference: order.id };
    expect(await provider.refund(request)).toMatchObject({ state: 'processing' });
    // Sent again after a lost answer: the same refund, not a second one.
    expect(await provider.refund(request)).toMatchObject({ state: 'processing' });
    expect(razorpay.refunds.filter((refund) => refund.receipt === 'RFPARTIAL0001')).toHaveLength(1);
    expect(order.payments[0]!.status).toBe('captured');
    razorpay.refunds.find((refund) => refund.receipt === 'RFPARTIAL0001')!.status = 'processed';
    expect(await provider.checkRefund('RFPARTIAL0001', order.id)).toMatchObject({ state: 'refunded' });
    expect(await provider.checkRefund('RFNEVERSENT01', order.id)).toMatchObject({ state: 'unknown' });
  });

  it('failure: refund.failed marks the refund failed for staff; a refusal (more than captured) is failed too', async () => {
    const { orderId } = await cancelledPaidOrder();
    const refund = await refundRow(orderId);
    const made = razorpay.refunds.find((item) => item.receipt === refund.refundId)!;
    made.status = 'failed';
    expect(await razorpay.sendWebhook(callbackUrl(), 'refund.failed', { refund: made })).toBe(200);
    expect(await refundRow(orderId)).toMatchObject({ status: 'failed', lastError: expect.stringContaining('REFUND_FAILED') });
    const provider = razorpayProvider({ ...KEYS, apiUrl: razorpay.url, checkoutUrl: `${razorpay.url}/v1/checkout.js`, timeoutMs: 2000 });
    const { paymentTransactionId } = refund;
    const reference = (await paymentRow(paymentTransactionId!)).providerReference;
    const tooMuch = await provider.refund({ transactionId: paymentTransactionId!, refundId: 'RFTOOMUCH0001', amountPaise: 10_000_000, merchantUserId: 'u', paymentReference: reference });
    expect(tooMuch).toMatchObject({ state: 'failed', detail: expect.stringContaining('BAD_REQUEST_ERROR') });
  });
});

describe('Razorpay: keys', () => {
  it('wrong keys: every call decides nothing and names the variables to check, never the secret', async () => {
    const provider = razorpayProvider({ ...KEYS, keySecret: 'not-the-secret', apiUrl: razorpay.url, checkoutUrl: `${razorpay.url}/v1/checkout.js`, timeoutMs: 2000 });
    const error = (await provider.checkStatus('TX', 'order_x').catch((caught: unknown) => caught)) as Error;
    expect(error.message).toContain('RAZORPAY_KEY_SECRET');
    expect(`${error.message} ${error.stack}`).not.toContain('not-the-secret');
    const bad = razorpay.badAuth;
    await expect(provider.startPayment({ transactionId: 'TXBAD', orderId: 'o', amountPaise: 1000, merchantUserId: 'u', mobileNumber: '9', redirectUrl: `${PUBLIC_URL}/status/a/b`, callbackUrl: '' })).rejects.toThrow(/401/);
    expect(razorpay.badAuth).toBe(bad + 1);
  });
});
