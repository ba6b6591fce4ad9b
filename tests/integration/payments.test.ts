import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, productVariants, products, sandboxGatewayPayments, variantSizes } from '../../src/server/db/schema';
import { changeOrderStatus } from '../../src/server/services/orders/change-status';
import { expireStalePayments } from '../../src/server/services/payments/online-payment';
import { signUp } from './support/accounts';
import { Browser } from './support/browser';
import { contractErrors } from './support/contract';
import { draftFor, queuedMailsTo, startOrderShop, stockOf, stockedLine, type StockedLine, orderRowOf } from './support/order-shop';
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

const orderRow = (id: string) => orderRowOf(shop.database.db, id);

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
    expect(await orderRow(third.orderId)).toMatchObject({ status: 'Cancelled', paymentStatus: 'Refunded' });
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
    // The sandbox gateway makes a refund at once, and the shop confirms it there.
    expect(await orderRow(orderId)).toMatchObject({ status: 'Cancelled', paymentStatus: 'Refunded' });
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

describe('unpaid holds are limited', () => {
  const SHOPPER_LIMIT =
    'Unpaid online orders can hold at most 30 items worth ₹25,000 in 3 checkouts per shopper at a time. Please pay for or cancel your open orders in My Orders, order fewer items, or choose Cash on Delivery.';
  const ADDRESS_LIMIT = 'Too many unpaid online orders are waiting for payment from your network just now. Please pay for or cancel open orders in My Orders, or try again in 30 minutes.';

  const used = new Set<string>();
  /** A colour of a product no other test here uses, with `stock` in size M, at a price the test chooses (whole rupees). */
  async function pricedLine(stock: number, rupees: number): Promise<StockedLine> {
    used.add(line.productId);
    const candidates = await shop.database.db
      .select({ productId: products.id, variantId: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(products.hidden, false))
      .orderBy(products.id, productVariants.id);
    const picked = candidates.find((candidate) => !used.has(candidate.productId))!;
    used.add(picked.productId);
    await shop.database.db.update(products).set({ finalPricePaise: rupees * 100 }).where(eq(products.id, picked.productId));
    await shop.database.db
      .insert(variantSizes)
      .values({ variantId: picked.variantId, size: 'M', stock })
      .onConflictDoUpdate({ target: [variantSizes.variantId, variantSizes.size], set: { stock } });
    return { ...picked, size: 'M', price: rupees };
  }

  it("one shopper cannot hold a product's whole stock: count, units and value are capped, and a payment left at the gateway frees its hold", async () => {
    const lines = [];
    for (let i = 0; i < 6; i++) lines.push(await pricedLine(20, 500));
    const { browser, email } = await signUp(shop, new Browser(shop.app, '203.0.113.10'));
    const quantities = [20, 20, 20, 5, 5, 5];
    for (const [index, stocked] of lines.entries()) {
      expect((await browser.post('/cart/add', { productId: stocked.productId, variantId: stocked.variantId, size: 'M', quantity: quantities[index] })).status).toBe(200);
    }
    // An outside attack: one unpaid checkout of 75 units across six lines.
    const { product: _product, totalAmount: _total, ...details } = draftFor(lines[0]!, 1, email);
    const items = lines.map((stocked, index) => ({ productId: stocked.productId, variantId: stocked.variantId, size: stocked.size, quantity: quantities[index]!, price: stocked.price }));
    const everything = await browser.post('/order/cart-checkout', { ...details, items, totalAmount: 500 * 75, paymentMethod: 'online' });
    expect(everything.status).toBe(409);
    expect(everything.body.message).toBe(SHOPPER_LIMIT);
    for (const stocked of lines) expect(await stockOf(shop.database.db, stocked)).toBe(20);
    expect((await browser.get('/order/getorderbyid')).body.data).toEqual([]);

    // Value: 20 units are within the count, ₹26,000 is not.
    const dear = await pricedLine(40, 1300);
    const tooDear = await browser.post('/order/payment', draftFor(dear, 20, email));
    expect(tooDear.status).toBe(409);
    expect(tooDear.body.message).toBe(SHOPPER_LIMIT);
    expect(await stockOf(shop.database.db, dear)).toBe(40);

    // Count: three open checkouts, not a fourth.
    const open = [];
    for (let i = 0; i < 3; i++) open.push(await startPayment(browser, email, 1));
    const fourth = await browser.post('/order/payment', draftFor(line, 1, email));
    expect(fourth.status).toBe(409);
    expect(fourth.body.message).toBe(SHOPPER_LIMIT);

    // The shopper cancels one on the gateway: its units are back at once and a new checkout goes through.
    const before = await stockOf(shop.database.db, line);
    await decide(open[0]!.redirectUrl, 'cancel');
    expect(await stockOf(shop.database.db, line)).toBe(before + 1);
    expect((await browser.post('/order/payment', draftFor(line, 1, email))).status).toBe(200);
  });

  it('many accounts on one network address share one limit; another address is not held back', async () => {
    const cheap = await pricedLine(200, 300);
    const address = '203.0.113.20';
    const holders = [];
    for (let i = 0; i < 3; i++) {
      const { browser, email } = await signUp(shop, new Browser(shop.app, address));
      for (const quantity of [20, 10]) {
        const started = await browser.post('/order/payment', draftFor(cheap, quantity, email));
        expect(started.status).toBe(200);
        holders.push(started.body.data as { redirectUrl: string });
      }
    }
    // 90 units held from this address: 20 more would pass the 100.
    const { browser: fourth, email: fourthEmail } = await signUp(shop, new Browser(shop.app, address));
    const refused = await fourth.post('/order/payment', draftFor(cheap, 20, fourthEmail));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ADDRESS_LIMIT);
    expect(await stockOf(shop.database.db, cheap)).toBe(110);

    const { browser: elsewhere, email: elsewhereEmail } = await signUp(shop, new Browser(shop.app, '198.51.100.30'));
    expect((await elsewhere.post('/order/payment', draftFor(cheap, 20, elsewhereEmail))).status).toBe(200);

    // One holder fails a payment of 10 on the gateway: the address is back under its limit.
    await decide(holders[1]!.redirectUrl, 'fail');
    expect((await fourth.post('/order/payment', draftFor(cheap, 20, fourthEmail))).status).toBe(200);
  });
});
