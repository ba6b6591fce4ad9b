import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, sandboxGatewayPayments } from '../../src/server/db/schema';
import { changeOrderStatus } from '../../src/server/services/orders/change-status';
import { expireStalePayments } from '../../src/server/services/payments/online-payment';
import { signUp } from './support/accounts';
import type { Browser } from './support/browser';
import { contractErrors } from './support/contract';
import { draftFor, queuedMailsTo, startOrderShop, stockOf, stockedLine, type StockedLine } from './support/order-shop';
import { decideSandboxPayment, openSandboxPage } from './support/sandbox-gateway';
import type { TestShop } from './support/test-app';

let shop: TestShop;
let line: StockedLine;
beforeAll(async () => {
  shop = await startOrderShop();
  line = await stockedLine(shop.database.db, 40);
});
afterAll(async () => shop?.close());

/** Starts an online payment and answers the ids and the sandbox page's path. */
async function startPayment(browser: Browser, email: string, quantity = 1) {
  const started = await browser.post('/order/payment', draftFor(line, quantity, email));
  expect(started.status).toBe(200);
  expect(contractErrors('startOnlinePayment', 200, started.body)).toEqual([]);
  return started.body.data as { redirectUrl: string; orderId: string; transactionId: string };
}

/** The shopper presses a button on the sandbox gateway's page. */
async function decide(redirectUrl: string, decision: 'pay' | 'fail' | 'cancel') {
  return decideSandboxPayment(shop.app, redirectUrl, decision);
}

const orderRow = async (id: string) => (await shop.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('online payment through the sandbox gateway', () => {
  it('holds the stock as Pending payment, pays on the hosted page, and confirms exactly once', async () => {
    const { browser, email } = await signUp(shop);
    const before = await stockOf(shop.database.db, line);
    const { redirectUrl, orderId, transactionId } = await startPayment(browser, email, 2);
    expect(redirectUrl).toBe(`/sandbox-gateway/pay/${transactionId}`);
    expect(await orderRow(orderId)).toMatchObject({ status: 'Pending payment', paymentStatus: 'Pending' });
    expect(await stockOf(shop.database.db, line)).toBe(before - 2);

    const tab = await openSandboxPage(shop.app, redirectUrl);
    const page = tab.response;
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(orderId);
    for (const button of ['>Pay ₹', '>Fail<', '>Cancel<']) expect(page.body).toContain(button);

    // Before paying, the status call says the payment is still in progress.
    const early = await browser.post('/order/status', { transactionId, orderId });
    expect(early.status).toBe(200);
    expect(early.body.message).toBe('Payment in Progress');

    const back = await decide(redirectUrl, 'pay');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/status/${transactionId}/${orderId}`);
    // The gateway's signed callback has already recorded the payment server to server.
    expect(await orderRow(orderId)).toMatchObject({ status: 'Processing', paymentStatus: 'Paid', expiresAt: null });
    expect((await shop.mail.next(email)).subject).toMatch(/^Order placed: BT/);

    const confirmed = await browser.post('/order/status', { transactionId, orderId });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe("Order placed successfully! Please check your 'My Orders' list.");
    expect(contractErrors('confirmPayment', 200, confirmed.body)).toEqual([]);
    expect(confirmed.body.data).toMatchObject({ status: 'Processing', paymentStatus: 'Paid' });

    // A replay, a second tab, a second press on the gateway: nothing changes, no second mail.
    const updatedAt = (await orderRow(orderId)).updatedAt;
    await browser.post('/order/status', { transactionId, orderId });
    expect((await tab.press('pay')).statusCode).toBe(303);
    expect((await orderRow(orderId)).updatedAt).toEqual(updatedAt);
    const rows = await shop.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(rows.map((row) => row.status)).toEqual(['paid']);
    // Mail leaves through the queue: exactly one order mail was ever queued, and no second one arrives.
    expect((await queuedMailsTo(shop.database.db, email)).map((row) => row.subject)).toEqual([expect.stringMatching(/^Order placed: BT/)]);
    await expect(shop.mail.next(email, 1000)).rejects.toThrow();
    expect(await stockOf(shop.database.db, line)).toBe(before - 2);
  });

  it.each([
    ['fail', 'Failed', 'Your payment failed, so the order was cancelled. No money was taken; you can place the order again.'],
    ['cancel', 'Cancelled', 'The payment was cancelled, so the order was cancelled. You can place the order again.'],
  ] as const)('a payment the shopper ends with %s cancels the order and puts the units back', async (decision, paymentStatus, message) => {
    const { browser, email } = await signUp(shop);
    const before = await stockOf(shop.database.db, line);
    const { redirectUrl, orderId, transactionId } = await startPayment(browser, email);
    expect((await decide(redirectUrl, decision)).statusCode).toBe(303);
    const answer = await browser.post('/order/status', { transactionId, orderId });
    expect(answer.body.message).toBe(message);
    expect(answer.body.data).toMatchObject({ status: 'Cancelled', paymentStatus });
    expect(await stockOf(shop.database.db, line)).toBe(before);
  });

  it('starts one payment for one idempotency key: a repeated press answers the same order and payment page', async () => {
    const { browser, email } = await signUp(shop);
    const before = await stockOf(shop.database.db, line);
    const key = { 'idempotency-key': 'press-0f9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f' };
    const answers = await Promise.all(Array.from({ length: 4 }, () => browser.request('POST', '/order/payment', draftFor(line, 1, email), key)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(4).fill(200));
    const first = answers[0]!.body.data as { redirectUrl: string; orderId: string; transactionId: string };
    for (const answer of answers) {
      expect(contractErrors('startOnlinePayment', 200, answer.body)).toEqual([]);
      expect(answer.body.data).toMatchObject(first);
    }
    expect((await browser.request('POST', '/order/payment', draftFor(line, 1, email), key)).body.data).toMatchObject(first);
    expect(await stockOf(shop.database.db, line)).toBe(before - 1);
    const mine = (await browser.get('/order/getorderbyid')).body.data as { _id: string }[];
    expect(mine.map((order) => order._id)).toEqual([first.orderId]);
    expect(await shop.database.db.select().from(payments).where(eq(payments.orderId, first.orderId))).toHaveLength(1);
    // The spec's body alone (no key) still works: a second press without a key is a second order.
    expect((await browser.post('/order/payment', draftFor(line, 1, email))).status).toBe(200);
    expect((await browser.get('/order/getorderbyid')).body.data).toHaveLength(2);
  });

  it("answers 404 for another shopper's payment", async () => {
    const { browser: owner, email } = await signUp(shop);
    const { orderId, transactionId } = await startPayment(owner, email);
    const { browser: stranger } = await signUp(shop);
    const answer = await stranger.post('/order/status', { transactionId, orderId });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Payment not found.');
  });

  it('refuses a callback with a bad signature and never trusts what a callback claims', async () => {
    const { browser, email } = await signUp(shop);
    const { orderId, transactionId } = await startPayment(browser, email);
    const forged = Buffer.from(JSON.stringify({ code: 'PAYMENT_SUCCESS', data: { merchantTransactionId: transactionId, state: 'COMPLETED' } })).toString('base64');
    const refused = await shop.app.inject({
      method: 'POST',
      url: '/api/api/v1/order/callback',
      headers: { 'content-type': 'application/json', 'x-verify': `${'0'.repeat(64)}###1` },
      payload: { response: forged },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('The callback signature is not valid.');
    expect(await orderRow(orderId)).toMatchObject({ status: 'Pending payment' });
  });

  it('expires a payment left pending past 30 minutes, on read and by the sweep, and puts the units back', async () => {
    const { browser, email } = await signUp(shop);
    const before = await stockOf(shop.database.db, line);
    const first = await startPayment(browser, email);
    const second = await startPayment(browser, email);
    expect(await stockOf(shop.database.db, line)).toBe(before - 2);
    await shop.database.db.execute(sql`update orders set expires_at = now() - interval '1 minute' where id in (${first.orderId}, ${second.orderId})`);

    expect(await expireStalePayments(shop.app.orders, { userId: '00000000-0000-0000-0000-000000000000' })).toBe(0);
    const listed = (await browser.get('/order/getorderbyid')).body.data as { _id: string; status: string; paymentStatus: string }[];
    expect(listed.filter((o) => o._id === first.orderId || o._id === second.orderId).map((o) => [o.status, o.paymentStatus])).toEqual([
      ['Cancelled', 'Cancelled'],
      ['Cancelled', 'Cancelled'],
    ]);
    expect(await stockOf(shop.database.db, line)).toBe(before);

    const third = await startPayment(browser, email);
    await shop.database.db.execute(sql`update orders set expires_at = now() - interval '1 minute' where id = ${third.orderId}`);
    expect(await expireStalePayments(shop.app.orders)).toBe(1);
    expect(await stockOf(shop.database.db, line)).toBe(before);
    // Paying after the hold ended cannot revive the order: the money goes back.
    await decide(third.redirectUrl, 'pay');
    expect(await orderRow(third.orderId)).toMatchObject({ status: 'Cancelled', paymentStatus: 'Refund pending' });
  });

  it('cancelling a paid order puts the units back and refunds through the provider', async () => {
    const { browser, email } = await signUp(shop);
    const before = await stockOf(shop.database.db, line);
    const { redirectUrl, orderId, transactionId } = await startPayment(browser, email);
    await decide(redirectUrl, 'pay');
    await shop.mail.next(email);
    const { trackingId } = await orderRow(orderId);
    const cancelled = await browser.request('DELETE', '/order/cancelOrder', { orderId, trackingId });
    expect(cancelled.status).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ status: 'Cancelled', paymentStatus: 'Refund pending' });
    expect(await stockOf(shop.database.db, line)).toBe(before);
    const [ledger] = await shop.database.db.select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.transactionId, transactionId));
    expect(ledger!.state).toBe('REFUNDED');
    const [payment] = await shop.database.db.select().from(payments).where(and(eq(payments.orderId, orderId)));
    expect(payment!.status).toBe('refunded');
    expect((await shop.mail.next(email)).text).toContain('Your refund of');

    await changeOrderStatus(shop.app.orders, orderId, 'Cancelled', { kind: 'system' }).catch((error: Error) =>
      expect(error.message).toBe('An order cannot go from Cancelled to Cancelled.'),
    );
  });
});
