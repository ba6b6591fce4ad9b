import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phonePeV2Provider } from '../../src/server/adapters/payments/phonepe/v2/provider';
import type { PhonePeV2Config } from '../../src/server/adapters/payments/phonepe/v2/config';
import { orderStatusMoves, payments, refunds } from '../../src/server/db/schema';
import { sweepRefunds } from '../../src/server/services/refunds/issue-refund';
import type { Browser } from './support/browser';
import { signedIn } from './staff-shop';
import { signUp } from './support/accounts';
import { draftFor, startOrderShop, stockOf, stockedLine, withDelivery, type StockedLine, orderRowOf, refundRowOf, paymentRowOf } from './support/order-shop';
import { startPhonePeV2Double, type PhonePeV2Double } from './support/phonepe-v2-double';
import type { TestShop } from './support/test-app';

const CREDENTIALS = { clientId: 'TESTV2CLIENT_2412', clientSecret: 'c2VjcmV0LXNlY3JldC1zZWNyZXQ', clientVersion: 1, webhookUsername: 'bhopal_threads', webhookPassword: 'Webhook2026pass' };
const PUBLIC_URL = 'https://shop.example.in';
const PAID = "Order placed successfully! Please check your 'My Orders' list.";

let phonepe: PhonePeV2Double;
let shop: TestShop;
let callbackUrl: string;
let line: StockedLine;
let other: StockedLine;
let staff: Browser;

const configFor = (double: PhonePeV2Double, extra: Partial<PhonePeV2Config> = {}): PhonePeV2Config => ({
  ...CREDENTIALS,
  apiUrl: double.url,
  oauthUrl: double.url,
  timeoutMs: 2000,
  ...extra,
});

beforeAll(async () => {
  phonepe = await startPhonePeV2Double(CREDENTIALS);
  shop = await startOrderShop({ publicUrl: PUBLIC_URL, payments: phonePeV2Provider(configFor(phonepe)) });
  // PhonePe posts its webhooks over the network: the shop listens, as in production.
  const address = await shop.app.listen({ port: 0, host: '127.0.0.1' });
  callbackUrl = `${address}/api/api/v1/order/callback`;
  line = await stockedLine(shop.database.db, 40);
  other = await stockedLine(shop.database.db, 40, 1);
  staff = await signedIn(shop.app, shop.database, 'staff');
});
afterAll(async () => {
  await shop?.close();
  await phonepe?.close();
});

const orderRow = (id: string) => orderRowOf(shop.database.db, id);
const refundRow = (orderId: string) => refundRowOf(shop.database.db, orderId);
const paymentRow = (transactionId: string) => paymentRowOf(shop.database.db, transactionId);
const movesOf = (orderId: string) => shop.database.db.select().from(orderStatusMoves).where(eq(orderStatusMoves.orderId, orderId));

/** A shopper's Buy Now, opened at PhonePe. */
async function openPayment(quantity = 1) {
  const { browser, email } = await signUp(shop);
  const started = await browser.post('/order/payment', draftFor(line, quantity, email));
  expect(started.status).toBe(200);
  const { redirectUrl, orderId, transactionId } = started.body.data as { redirectUrl: string; orderId: string; transactionId: string };
  return { browser, email, redirectUrl, orderId, transactionId };
}

/** The payment status page's confirmation, as the browser sends it on its return from PhonePe. */
const confirm = (browser: Browser, transactionId: string, orderId: string) => browser.post('/order/status', { transactionId, orderId });

describe('PhonePe Standard Checkout v2: paying', () => {
  it('creates the payment with an O-Bearer token, in paise, with our attempt id as merchantOrderId, and sends the shopper to PhonePe', async () => {
    const issued = phonepe.tokensIssued;
    const { redirectUrl, orderId, transactionId } = await openPayment(3);
    const order = phonepe.orders.get(transactionId)!;
    expect(redirectUrl).toBe(`${phonepe.url}/pay-page/${order.orderId}`);
    expect(order.request).toEqual({
      merchantOrderId: transactionId,
      amount: Math.round(line.price * 100) * 3,
      paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: `${PUBLIC_URL}/status/${transactionId}/${orderId}` } },
    });
    expect((await paymentRow(transactionId)).provider).toBe('phonepe-v2');
    // The token is fetched once and kept: a second payment uses the same one.
    await openPayment();
    expect(phonepe.tokensIssued).toBeLessThanOrEqual(issued + 1);
    expect(phonepe.refusedCalls).toEqual([]);
  });

  it('success: the status API says COMPLETED and the order is paid', async () => {
    const { browser, email, orderId, transactionId } = await openPayment();
    phonepe.decide(transactionId, 'COMPLETED');
    const answer = await confirm(browser, transactionId, orderId);
    expect(answer.body.message).toBe(PAID);
    expect(await orderRow(orderId)).toMatchObject({ status: 'Processing', paymentStatus: 'Paid' });
    await shop.mail.next(email);
  });

  it('failure: the status API says FAILED, the order is cancelled and its stock goes back', async () => {
    const before = await stockOf(shop.database.db, line);
    const { browser, orderId, transactionId } = await openPayment(2);
    expect(await stockOf(shop.database.db, line)).toBe(before - 2);
    phonepe.decide(transactionId, 'FAILED');
    const answer = await confirm(browser, transactionId, orderId);
    expect(answer.body.data).toMatchObject({ status: 'Cancelled', paymentStatus: 'Failed' });
    expect(await stockOf(shop.database.db, line)).toBe(before);
  });

  it('pending, then paid: the page says Payment in Progress until PhonePe completes it', async () => {
    const { browser, orderId, transactionId } = await openPayment();
    expect((await confirm(browser, transactionId, orderId)).body.message).toBe('Payment in Progress');
    expect((await confirm(browser, transactionId, orderId)).body.message).toBe('Payment in Progress');
    expect(await orderRow(orderId)).toMatchObject({ status: 'Pending payment', paymentStatus: 'Pending' });
    phonepe.decide(transactionId, 'COMPLETED');
    expect((await confirm(browser, transactionId, orderId)).body.message).toBe(PAID);
    expect(await orderRow(orderId)).toMatchObject({ status: 'Processing', paymentStatus: 'Paid' });
  });

  it('pending, then failed: the stock is held while pending and released once PhonePe says FAILED', async () => {
    const before = await stockOf(shop.database.db, line);
    const { browser, orderId, transactionId } = await openPayment();
    expect((await confirm(browser, transactionId, orderId)).body.message).toBe('Payment in Progress');
    expect(await stockOf(shop.database.db, line)).toBe(before - 1);
    phonepe.decide(transactionId, 'FAILED');
    expect((await confirm(browser, transactionId, orderId)).body.data).toMatchObject({ status: 'Cancelled', paymentStatus: 'Failed' });
    expect(await stockOf(shop.database.db, line)).toBe(before);
  });

  it('PhonePe refusing the payment (4xx) gives the spec message and releases the stock', async () => {
    const before = await stockOf(shop.database.db, line);
    const { browser, email } = await signUp(shop);
    // An amount under PhonePe's minimum of 100 paise is refused with 400 BAD_REQUEST by its API; here, a price of ₹0.50
    // with delivery made free for the while (a delivery charge would lift the total over the minimum).
    await shop.database.db.execute(sql`update products set final_price_paise = 50 where id = ${other.productId}`);
    const rule = (await staff.get('/api/api/v1/staff/settings/delivery')).body.data as { freeDeliveryFrom: number; deliveryCharge: number };
    expect((await staff.request('PUT', '/api/api/v1/staff/settings/delivery', { freeDeliveryFrom: rule.freeDeliveryFrom, deliveryCharge: 0 })).status).toBe(200);
    try {
      const cheap = { ...other, price: 0.5 };
      const answer = await browser.post('/order/payment', { ...draftFor(cheap, 1, email), totalAmount: 0.5 });
      expect(answer.status).toBe(402);
      expect(answer.body.message).toBe('Something went wrong during payment processing.');
      expect(await stockOf(shop.database.db, line)).toBe(before);
    } finally {
      await staff.request('PUT', '/api/api/v1/staff/settings/delivery', rule);
      await shop.database.db.execute(sql`update products set final_price_paise = ${Math.round(other.price * 100)} where id = ${other.productId}`);
    }
  });
});

describe('PhonePe Standard Checkout v2: webhooks', () => {
  it('a webhook replayed 10 times (at once, over HTTP) records the payment once', async () => {
    const { browser, email, orderId, transactionId } = await openPayment();
    phonepe.decide(transactionId, 'COMPLETED');
    const statuses = await Promise.all(Array.from({ length: 10 }, () => phonepe.sendWebhook(callbackUrl, { merchantOrderId: transactionId })));
    expect(statuses).toEqual(Array(10).fill(200));
    expect(await orderRow(orderId)).toMatchObject({ status: 'Processing', paymentStatus: 'Paid' });
    expect((await movesOf(orderId)).map((move) => [move.fromStatus, move.toStatus])).toEqual([
      [null, 'Pending payment'],
      ['Pending payment', 'Processing'],
    ]);
    const paid = await paymentRow(transactionId);
    expect(paid.status).toBe('paid');
    // One order mail, not ten.
    await shop.mail.next(email);
    await expect(shop.mail.next(email, 1500)).rejects.toThrow(/no mail/);
    // The shopper's return after it still shows the spec's alert, and changes nothing.
    expect((await confirm(browser, transactionId, orderId)).body.message).toBe(PAID);
    expect((await paymentRow(transactionId)).updatedAt).toEqual(paid.updatedAt);
  });

  it('a webhook before the redirect: the order is paid first, and the return confirms it', async () => {
    const { browser, orderId, transactionId } = await openPayment();
    phonepe.decide(transactionId, 'COMPLETED');
    expect(await phonepe.sendWebhook(callbackUrl, { merchantOrderId: transactionId })).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ status: 'Processing', paymentStatus: 'Paid' });
    const answer = await confirm(browser, transactionId, orderId);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(PAID);
  });

  it('a failed order\'s webhook releases the stock at once, and a late replay changes nothing', async () => {
    const before = await stockOf(shop.database.db, line);
    const { orderId, transactionId } = await openPayment();
    phonepe.decide(transactionId, 'FAILED');
    expect(await phonepe.sendWebhook(callbackUrl, { merchantOrderId: transactionId })).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ status: 'Cancelled', paymentStatus: 'Failed' });
    expect(await stockOf(shop.database.db, line)).toBe(before);
    expect(await phonepe.sendWebhook(callbackUrl, { merchantOrderId: transactionId })).toBe(200);
    expect(await stockOf(shop.database.db, line)).toBe(before);
  });

  it('refuses a webhook with a wrong, missing or differently-cased Authorization, and reads nothing from it', async () => {
    const { orderId, transactionId } = await openPayment();
    phonepe.decide(transactionId, 'COMPLETED');
    const wrong = (await import('node:crypto')).createHash('sha256').update(`${CREDENTIALS.webhookUsername}:not-the-password`).digest('hex');
    expect(await phonepe.sendWebhook(callbackUrl, { merchantOrderId: transactionId }, wrong)).toBe(403);
    expect(await phonepe.sendWebhook(callbackUrl, { merchantOrderId: transactionId }, '')).toBe(403);
    expect(await phonepe.sendWebhook(callbackUrl, { merchantOrderId: transactionId }, `Basic ${btoa(`${CREDENTIALS.webhookUsername}:${CREDENTIALS.webhookPassword}`)}`)).toBe(403);
    expect(await orderRow(orderId)).toMatchObject({ status: 'Pending payment' });
    // The same webhook with PhonePe's header goes through.
    expect(await phonepe.sendWebhook(callbackUrl, { merchantOrderId: transactionId })).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ status: 'Processing', paymentStatus: 'Paid' });
  });

  it('a webhook claiming COMPLETED for an order PhonePe still has pending pays nothing: the shop asks the status API', async () => {
    const { orderId, transactionId } = await openPayment();
    phonepe.decide(transactionId, 'COMPLETED');
    const forged = phonepe.webhookFor({ merchantOrderId: transactionId });
    phonepe.decide(transactionId, 'PENDING');
    const response = await fetch(callbackUrl, { method: 'POST', headers: forged.headers, body: forged.body });
    expect(response.status).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ status: 'Pending payment', paymentStatus: 'Pending' });
  });
});

describe('PhonePe Standard Checkout v2: refunds', () => {
  /** A paid Buy Now, cancelled by its shopper: the shop refunds it in full. */
  async function cancelledPaidOrder() {
    const { browser, orderId, transactionId } = await openPayment();
    phonepe.decide(transactionId, 'COMPLETED');
    await confirm(browser, transactionId, orderId);
    const { trackingId } = await orderRow(orderId);
    expect((await browser.request('DELETE', '/order/cancelOrder', { orderId, trackingId })).status).toBe(200);
    return { browser, orderId, transactionId };
  }

  it('full: one refund of the whole amount under our refund id; the refund webhook makes the shop confirm it', async () => {
    const sent = phonepe.refundRequests.length;
    const { orderId, transactionId } = await cancelledPaidOrder();
    const refund = await refundRow(orderId);
    expect(phonepe.refundRequests.slice(sent)).toEqual([{ merchantRefundId: refund.refundId, originalMerchantOrderId: transactionId, amount: Math.round(line.price * 100) }]);
    const taken = phonepe.refunds.get(refund.refundId)!;
    expect(refund).toMatchObject({ provider: 'phonepe-v2', status: 'processing', providerReference: taken.refundId, attempts: 1 });
    expect(await orderRow(orderId)).toMatchObject({ status: 'Cancelled', paymentStatus: 'Refund pending' });
    // PhonePe accepts it (a webhook while still under way changes nothing), then completes it.
    phonepe.settleRefund(refund.refundId, 'CONFIRMED');
    expect(await phonepe.sendWebhook(callbackUrl, { merchantRefundId: refund.refundId })).toBe(200);
    expect(await refundRow(orderId)).toMatchObject({ status: 'processing' });
    phonepe.settleRefund(refund.refundId, 'COMPLETED');
    for (let i = 0; i < 3; i++) expect(await phonepe.sendWebhook(callbackUrl, { merchantRefundId: refund.refundId })).toBe(200);
    expect(await refundRow(orderId)).toMatchObject({ status: 'refunded', providerReference: taken.refundId });
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'Refunded' });
    expect((await paymentRow(transactionId)).status).toBe('refunded');
    expect(phonepe.refundRequests.length).toBe(sent + 1);
  });

  it("partial: cancelling one line of a 'Checkout all' refunds only its share of the one payment", async () => {
    const { browser, email } = await signUp(shop);
    await browser.post('/cart/add', { productId: line.productId, variantId: line.variantId });
    await browser.post('/cart/add', { productId: other.productId, variantId: other.variantId });
    const { product: _product, totalAmount: _total, ...details } = draftFor(line, 1, email);
    const items = [
      { productId: line.productId, variantId: line.variantId, size: line.size, quantity: 1, price: line.price },
      { productId: other.productId, variantId: other.variantId, size: other.size, quantity: 2, price: other.price },
    ];
    const totalAmount = withDelivery(Math.round((line.price + other.price * 2) * 100) / 100);
    const answer = await browser.post('/order/cart-checkout', { ...details, items, totalAmount, paymentMethod: 'online' });
    expect(answer.status).toBe(200);
    const { orderId, transactionId } = answer.body.data as { orderId: string; transactionId: string };
    const ids = (answer.body.data.orders as { _id: string }[]).map((order) => order._id);
    phonepe.decide(transactionId, 'COMPLETED');
    expect((await confirm(browser, transactionId, orderId)).body.message).toBe(PAID);
    const second = await orderRow(ids[1]!);
    expect((await browser.request('DELETE', '/order/cancelOrder', { orderId: second.id, trackingId: second.trackingId })).status).toBe(200);
    const refund = await refundRow(second.id);
    const total = phonepe.orders.get(transactionId)!.request.amount;
    expect(refund.amountPaise).toBe(second.totalPaise);
    expect(refund.amountPaise).toBeLessThan(total);
    expect(phonepe.refunds.get(refund.refundId)!.request).toEqual({ merchantRefundId: refund.refundId, originalMerchantOrderId: transactionId, amount: second.totalPaise });
    phonepe.settleRefund(refund.refundId, 'COMPLETED');
    expect(await phonepe.sendWebhook(callbackUrl, { merchantRefundId: refund.refundId })).toBe(200);
    expect(await refundRow(second.id)).toMatchObject({ status: 'refunded' });
    // The rest of the payment stays paid, and the other line is untouched.
    expect((await paymentRow(transactionId)).status).toBe('paid');
    expect(await orderRow(ids[0]!)).toMatchObject({ status: 'Processing', paymentStatus: 'Paid' });
    const rows = await shop.database.db.select().from(refunds).where(inArray(refunds.orderId, ids));
    expect(rows).toHaveLength(1);
  });

  it('failure: a refund PhonePe fails is shown to staff, and their retry sends the same refund id again', async () => {
    const { orderId } = await cancelledPaidOrder();
    const refund = await refundRow(orderId);
    phonepe.settleRefund(refund.refundId, 'FAILED');
    expect(await phonepe.sendWebhook(callbackUrl, { merchantRefundId: refund.refundId })).toBe(200);
    expect(await refundRow(orderId)).toMatchObject({ status: 'failed', lastError: expect.stringContaining('REFUND_FAILED') });
    // PhonePe would take it now; the shop sends it again under the same id.
    phonepe.refunds.delete(refund.refundId);
    const retried = await staff.post(`/staff/orders/${orderId}/refund/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ status: 'processing', attempts: 2, lastError: null });
    expect(phonepe.refundRequests.filter((request) => request.merchantRefundId === refund.refundId)).toHaveLength(2);
  });

  it('failure: a refund PhonePe refuses outright (more than the payment has left) is failed, not retried on its own', async () => {
    const { orderId, transactionId } = await cancelledPaidOrder();
    const refund = await refundRow(orderId);
    expect(refund.status).toBe('processing');
    // Another refund, made at PhonePe's dashboard, already took the whole amount.
    const row = await paymentRow(transactionId);
    phonepe.refunds.delete(refund.refundId);
    phonepe.refunds.set('DASHBOARD1', { request: { merchantRefundId: 'DASHBOARD1', originalMerchantOrderId: transactionId, amount: row.amountPaise }, refundId: 'OMRDASH', state: 'COMPLETED' });
    await shop.database.db.update(refunds).set({ status: 'pending', nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(refunds.id, refund.id));
    await sweepRefunds(shop.app.orders);
    expect(await refundRow(orderId)).toMatchObject({ status: 'failed', lastError: expect.stringContaining('BAD_REQUEST') });
  });

  it('PhonePe unreachable for a refund: it waits, and the sweep sends it once PhonePe is back', async () => {
    const { browser, orderId, transactionId } = await openPayment();
    phonepe.decide(transactionId, 'COMPLETED');
    await confirm(browser, transactionId, orderId);
    const { trackingId } = await orderRow(orderId);
    phonepe.down = true;
    try {
      expect((await browser.request('DELETE', '/order/cancelOrder', { orderId, trackingId })).status).toBe(200);
      expect(await refundRow(orderId)).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('PhonePe answered 503') });
    } finally {
      phonepe.down = false;
    }
    await shop.database.db.update(refunds).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(refunds.orderId, orderId));
    await sweepRefunds(shop.app.orders);
    expect(await refundRow(orderId)).toMatchObject({ status: 'processing', attempts: 2 });
  });
});

describe('PhonePe Standard Checkout v2: the token', () => {
  it('an expired token is refused (401) and replaced once; the call goes through', async () => {
    const { browser, orderId, transactionId } = await openPayment();
    const issued = phonepe.tokensIssued;
    const refused = phonepe.refusedCalls.length;
    phonepe.expireTokens();
    phonepe.decide(transactionId, 'COMPLETED');
    expect((await confirm(browser, transactionId, orderId)).body.message).toBe(PAID);
    expect(phonepe.tokensIssued).toBe(issued + 1);
    expect(phonepe.refusedCalls.slice(refused)).toEqual([`/checkout/v2/order/${transactionId}/status`]);
    // The new token is kept for the next calls.
    await openPayment();
    expect(phonepe.tokensIssued).toBe(issued + 1);
    expect(phonepe.refusedCalls.length).toBe(refused + 1);
  });

  it('a token past half its short life is replaced before use, without a 401', async () => {
    // A 4-second token (issued_at and expires_at in whole seconds) is kept for 2 seconds at most.
    const short = await startPhonePeV2Double(CREDENTIALS, { tokenLifeSeconds: 4 });
    try {
      const provider = phonePeV2Provider(configFor(short));
      const request = { orderId: 'o', amountPaise: 1000, merchantUserId: 'u', mobileNumber: '9876543210', redirectUrl: `${PUBLIC_URL}/status`, callbackUrl: '' };
      await provider.startPayment({ ...request, transactionId: 'TXSHORT1' });
      await provider.startPayment({ ...request, transactionId: 'TXSHORT2' });
      expect(short.tokensIssued).toBe(1);
      // Still valid at PhonePe for over a second more, but past the point the shop replaces it.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await provider.startPayment({ ...request, transactionId: 'TXSHORT3' });
      expect(short.tokensIssued).toBe(2);
      expect(short.refusedCalls).toEqual([]);
    } finally {
      await short.close();
    }
  });

  it('a token PhonePe keeps refusing fails the call once refreshed, without a loop', async () => {
    const { browser, orderId, transactionId } = await openPayment();
    const issued = phonepe.tokensIssued;
    const refused = phonepe.refusedCalls.length;
    // Every token PhonePe hands out is dead on arrival.
    const lying = await startPhonePeV2Double(CREDENTIALS, { tokenLifeSeconds: 0 });
    try {
      const provider = phonePeV2Provider(configFor(lying, { apiUrl: phonepe.url }));
      await expect(provider.checkStatus(transactionId)).rejects.toThrow(/fresh token/);
      expect(lying.tokensIssued).toBe(2);
      expect(phonepe.refusedCalls.length).toBe(refused + 2);
    } finally {
      await lying.close();
    }
    expect(phonepe.tokensIssued).toBe(issued);
    expect((await confirm(browser, transactionId, orderId)).body.message).toBe('Payment in Progress');
  });

  it('wrong client credentials: the shopper gets the spec message, the stock is released, and no secret is in the error', async () => {
    const wrong = await startOrderShop({ publicUrl: PUBLIC_URL, payments: phonePeV2Provider(configFor(phonepe, { clientSecret: 'not-the-secret' })) });
    try {
      const stocked = await stockedLine(wrong.database.db, 5);
      const { browser, email } = await signUp(wrong);
      const bad = phonepe.badCredentials;
      const answer = await browser.post('/order/payment', draftFor(stocked, 1, email));
      expect(answer.status).toBe(402);
      expect(answer.body.message).toBe('Something went wrong during payment processing.');
      expect(await stockOf(wrong.database.db, stocked)).toBe(5);
      expect(phonepe.badCredentials).toBe(bad + 1);
      const [payment] = await wrong.database.db.select().from(payments).where(and(eq(payments.provider, 'phonepe-v2'), eq(payments.status, 'failed')));
      expect(payment).toBeDefined();
      // What the shop logs is the error's message: it names the variables to check, never their values.
      const provider = phonePeV2Provider(configFor(phonepe, { clientSecret: 'not-the-secret' }));
      const error = (await provider.checkStatus('TXANY').catch((caught: unknown) => caught)) as Error;
      expect(error.message).toContain('PHONEPE_CLIENT_SECRET');
      expect(`${error.message} ${error.stack}`).not.toContain('not-the-secret');
      expect(`${error.message} ${error.stack}`).not.toContain(CREDENTIALS.clientId);
    } finally {
      await wrong.close();
    }
  });
});
