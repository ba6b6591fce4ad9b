import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phonePeProvider } from '../../src/server/adapters/payments/phonepe/provider';
import { sweepRefunds } from '../../src/server/services/refunds/issue-refund';
import type { Browser } from './support/browser';
import { signedIn } from './staff-shop';
import { signUp } from './support/accounts';
import { draftFor, startOrderShop, stockOf, stockedLine, type StockedLine, orderRowOf, refundRowOf } from './support/order-shop';
import { startPhonePeDouble, type PhonePeDouble } from './support/phonepe-double';
import type { TestShop } from './support/test-app';

const MERCHANT = 'PGTESTPAYUAT';
const SALT = '099eb0cd-02cf-4e2a-8aca-3e6c6aff0399';
const PUBLIC_URL = 'https://shop.example.in';

let phonepe: PhonePeDouble;
let shop: TestShop;
let line: StockedLine;
let staff: Browser;
beforeAll(async () => {
  phonepe = await startPhonePeDouble(MERCHANT, SALT, 1);
  shop = await startOrderShop({
    publicUrl: PUBLIC_URL,
    payments: phonePeProvider({ merchantId: MERCHANT, saltKey: SALT, saltIndex: 1, baseUrl: phonepe.url, timeoutMs: 2000 }),
  });
  line = await stockedLine(shop.database.db, 20);
  staff = await signedIn(shop.app, shop.database, 'staff');
});
afterAll(async () => {
  await shop?.close();
  await phonepe?.close();
});

const orderRow = (id: string) => orderRowOf(shop.database.db, id);
const refundRow = (orderId: string) => refundRowOf(shop.database.db, orderId);

/** A shopper's order paid at PhonePe and confirmed, then cancelled by them. */
async function cancelledPaidOrder() {
  const { browser, email } = await signUp(shop);
  const { orderId, transactionId } = (await browser.post('/order/payment', draftFor(line, 1, email))).body.data;
  phonepe.decide(transactionId, 'COMPLETED');
  await browser.post('/order/status', { transactionId, orderId });
  const { trackingId } = await orderRow(orderId);
  expect((await browser.request('DELETE', '/order/cancelOrder', { orderId, trackingId })).status).toBe(200);
  return { browser, orderId: orderId as string, transactionId: transactionId as string };
}

describe('PhonePe standard checkout', () => {
  it('sends a signed pay request in paise, redirects to PhonePe, and records the signed callback once', async () => {
    const { browser, email } = await signUp(shop);
    const started = await browser.post('/order/payment', draftFor(line, 3, email));
    expect(started.status).toBe(200);
    const { redirectUrl, orderId, transactionId } = started.body.data;
    expect(redirectUrl).toBe(`${phonepe.url}/pay-page/${transactionId}`);
    expect(phonepe.payments.get(transactionId)!.payload).toMatchObject({
      merchantId: MERCHANT,
      merchantTransactionId: transactionId,
      amount: Math.round(line.price * 100) * 3,
      redirectUrl: `${PUBLIC_URL}/status/${transactionId}/${orderId}`,
      redirectMode: 'REDIRECT',
      callbackUrl: `${PUBLIC_URL}/api/api/v1/order/callback`,
      mobileNumber: '9876543210',
      paymentInstrument: { type: 'PAY_PAGE' },
    });

    const pending = await browser.post('/order/status', { transactionId, orderId });
    expect(pending.body.message).toBe('Payment in Progress');

    const callback = phonepe.decide(transactionId, 'COMPLETED');
    const post = () =>
      shop.app.inject({ method: 'POST', url: '/api/api/v1/order/callback', headers: { 'content-type': 'application/json', 'x-verify': callback.xVerify }, payload: { response: callback.response } });
    expect((await post()).statusCode).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ status: 'Processing', paymentStatus: 'Paid' });
    await shop.mail.next(email);
    const updatedAt = (await orderRow(orderId)).updatedAt;
    expect((await post()).statusCode).toBe(200);
    const confirmed = await browser.post('/order/status', { transactionId, orderId });
    expect(confirmed.body.message).toBe("Order placed successfully! Please check your 'My Orders' list.");
    expect((await orderRow(orderId)).updatedAt).toEqual(updatedAt);
    expect(phonepe.checksumFailures).toEqual([]);
  });

  it('asks the status API when the shopper comes back, and a failure releases the stock', async () => {
    const { browser, email } = await signUp(shop);
    const before = await stockOf(shop.database.db, line);
    const { orderId, transactionId } = (await browser.post('/order/payment', draftFor(line, 1, email))).body.data;
    phonepe.decide(transactionId, 'FAILED');
    const answer = await browser.post('/order/status', { transactionId, orderId });
    expect(answer.body.data).toMatchObject({ status: 'Cancelled', paymentStatus: 'Failed' });
    expect(await stockOf(shop.database.db, line)).toBe(before);
    expect(phonepe.checksumFailures).toEqual([]);
  });

  it('a payment the shopper left at PhonePe stops holding stock as soon as they check out again, even with no callback and no return', async () => {
    const { browser, email } = await signUp(shop);
    const before = await stockOf(shop.database.db, line);
    const open = [];
    for (let i = 0; i < 3; i++) open.push((await browser.post('/order/payment', draftFor(line, 1, email))).body.data as { orderId: string; transactionId: string });
    expect(await stockOf(shop.database.db, line)).toBe(before - 3);
    // The payment failed at PhonePe; its callback never arrived and the shopper never came back.
    phonepe.decide(open[0]!.transactionId, 'FAILED');
    // Three open checkouts is the limit: the fourth goes through only because the failed one is seen and released.
    const next = await browser.post('/order/payment', draftFor(line, 1, email));
    expect(next.status).toBe(200);
    expect(await orderRow(open[0]!.orderId)).toMatchObject({ status: 'Cancelled', paymentStatus: 'Failed' });
    expect(await stockOf(shop.database.db, line)).toBe(before - 3);
  });

  it('refunds a cancelled paid order with a signed refund request, and confirms it with the status API', async () => {
    const sent = phonepe.refunds.length;
    const { browser, orderId, transactionId } = await cancelledPaidOrder();
    const refund = await refundRow(orderId);
    // One signed request (the double checked its X-VERIFY), in paise, under our fixed refund id.
    expect(phonepe.refunds.slice(sent)).toMatchObject([{ merchantId: MERCHANT, originalTransactionId: transactionId, merchantTransactionId: refund.refundId, amount: Math.round(line.price * 100) }]);
    // PhonePe took it (PAYMENT_PENDING) and its status API still says PENDING: under way.
    expect(refund).toMatchObject({ provider: 'phonepe', status: 'processing', providerReference: `TR${refund.refundId.slice(-12)}`, attempts: 1 });
    expect(await orderRow(orderId)).toMatchObject({ status: 'Cancelled', paymentStatus: 'Refund pending' });
    const shown = ((await browser.get('/order/getorderbyid')).body.data as { _id: string; refund: unknown }[]).find((order) => order._id === orderId)!;
    expect(shown.refund).toMatchObject({ status: 'processing', amount: line.price, toBankAccount: false, refundedAt: null });

    // PhonePe makes it; staff's Check asks the status API (signed) and records it once.
    phonepe.settleRefund(refund.refundId, 'COMPLETED');
    const checked = await staff.post(`/staff/orders/${orderId}/refund/retry`);
    expect(checked.status).toBe(200);
    expect(checked.body.data).toMatchObject({ status: 'refunded', provider: 'phonepe', providerReference: refund.providerReference });
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'Refunded' });
    expect(phonepe.refunds.length).toBe(sent + 1);
    expect(phonepe.checksumFailures).toEqual([]);
  });

  it('a refund PhonePe refuses is failed for staff, and their Retry sends the same refund again', async () => {
    const { orderId } = await cancelledPaidOrder();
    const refund = await refundRow(orderId);
    phonepe.settleRefund(refund.refundId, 'FAILED');
    // The sweep asks about refunds PhonePe took a while ago.
    await shop.database.db.execute(sql`update refunds set updated_at = now() - interval '5 minutes' where id = ${refund.id}`);
    await sweepRefunds(shop.app.orders);
    expect(await refundRow(orderId)).toMatchObject({ status: 'failed', lastError: expect.stringContaining('PAYMENT_ERROR') });
    // PhonePe would take it now; the same refund id is sent again (it answers what it has for that id).
    phonepe.refundStates.delete(refund.refundId);
    const retried = await staff.post(`/staff/orders/${orderId}/refund/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body.message).toBe('Refund sent to the payment provider again.');
    expect(retried.body.data).toMatchObject({ status: 'processing', attempts: 2, lastError: null });
    expect(phonepe.refunds.filter((payload) => payload.merchantTransactionId === refund.refundId)).toHaveLength(2);
  });

  it('a refund PhonePe could not be reached for waits, and the sweep sends it once PhonePe is back', async () => {
    let cancelled: { orderId: string; transactionId: string };
    try {
      const { browser, email } = await signUp(shop);
      // Paid while PhonePe was up; it goes down before the shopper cancels.
      const { orderId, transactionId } = (await browser.post('/order/payment', draftFor(line, 1, email))).body.data;
      phonepe.decide(transactionId, 'COMPLETED');
      await browser.post('/order/status', { transactionId, orderId });
      phonepe.down = true;
      const { trackingId } = await orderRow(orderId);
      // The shopper's cancel goes through all the same.
      expect((await browser.request('DELETE', '/order/cancelOrder', { orderId, trackingId })).status).toBe(200);
      cancelled = { orderId, transactionId };
      const waiting = await refundRow(orderId);
      expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('PhonePe answered 503') });
      expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
      // Not yet due: the sweep leaves it.
      await sweepRefunds(shop.app.orders);
      expect(await refundRow(orderId)).toMatchObject({ status: 'pending', attempts: 1 });
    } finally {
      phonepe.down = false;
    }
    await shop.database.db.execute(sql`update refunds set next_attempt_at = now() - interval '1 second' where order_id = ${cancelled.orderId}`);
    await sweepRefunds(shop.app.orders);
    const sent = await refundRow(cancelled.orderId);
    expect(sent).toMatchObject({ status: 'processing', attempts: 2 });
    expect(phonepe.refunds.filter((payload) => payload.merchantTransactionId === sent.refundId)).toHaveLength(1);
    expect(phonepe.checksumFailures).toEqual([]);
  });

  it('refuses a callback signed with another key', async () => {
    const { browser, email } = await signUp(shop);
    const { orderId, transactionId } = (await browser.post('/order/payment', draftFor(line, 1, email))).body.data;
    const genuine = phonepe.decide(transactionId, 'COMPLETED');
    const forged = await shop.app.inject({
      method: 'POST',
      url: '/api/api/v1/order/callback',
      headers: { 'content-type': 'application/json', 'x-verify': `${'a'.repeat(64)}###1` },
      payload: { response: genuine.response },
    });
    expect(forged.statusCode).toBe(403);
    expect(await orderRow(orderId)).toMatchObject({ status: 'Pending payment' });
  });
});

describe('PhonePe refusing or unreachable', () => {
  it('a wrong salt key is refused by the double, and the shopper gets the spec message with the stock released', async () => {
    const wrong = await startOrderShop({
      publicUrl: PUBLIC_URL,
      payments: phonePeProvider({ merchantId: MERCHANT, saltKey: 'not-the-key', saltIndex: 1, baseUrl: phonepe.url, timeoutMs: 2000 }),
    });
    const unreachable = await startOrderShop({
      publicUrl: PUBLIC_URL,
      payments: phonePeProvider({ merchantId: MERCHANT, saltKey: SALT, saltIndex: 1, baseUrl: 'http://127.0.0.1:9', timeoutMs: 500 }),
    });
    try {
      for (const other of [wrong, unreachable]) {
        const stocked = await stockedLine(other.database.db, 5);
        const { browser, email } = await signUp(other);
        const failures = phonepe.checksumFailures.length;
        const answer = await browser.post('/order/payment', draftFor(stocked, 1, email));
        expect(answer.status).toBe(402);
        expect(answer.body.message).toBe('Something went wrong during payment processing.');
        expect(await stockOf(other.database.db, stocked)).toBe(5);
        expect(phonepe.checksumFailures.length).toBe(failures + (other === wrong ? 1 : 0));
      }
    } finally {
      await wrong.close();
      await unreachable.close();
    }
  });
});
