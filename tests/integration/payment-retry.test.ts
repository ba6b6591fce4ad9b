import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, products, variantSizes } from '../../src/server/db/schema';
import { signUp } from './support/accounts';
import type { Browser } from './support/browser';
import { contractErrors } from './support/contract';
import { draftFor, queuedMailsTo, startOrderShop, stockOf, stockedLine, withDelivery, type StockedLine } from './support/order-shop';
import { decideSandboxPayment } from './support/sandbox-gateway';
import type { TestShop } from './support/test-app';

/**
 * A failed or cancelled online payment offers 'Try again' and 'Pay on delivery instead' (issue
 * 20): the same orders come back, their stock reserved again, with one new payment or as COD.
 */

let shop: TestShop;
let line: StockedLine;
let other: StockedLine;
beforeAll(async () => {
  shop = await startOrderShop();
  line = await stockedLine(shop.database.db, 40, 6);
  other = await stockedLine(shop.database.db, 40, 7);
});
afterAll(async () => shop?.close());

type Started = { redirectUrl: string; orderId: string; transactionId: string };
const db = () => shop.database.db;
const ref = (started: Started) => ({ transactionId: started.transactionId, orderId: started.orderId });
const orderRows = (ids: string[]) => db().select().from(orders).where(inArray(orders.id, ids));
const paymentsOf = (ids: string[]) => db().select().from(payments).where(inArray(payments.orderId, ids)).orderBy(payments.createdAt);

/** A Buy Now paid online that the shopper ends on the gateway's page with Fail (or Cancel). */
async function failedBuyNow(browser: Browser, email: string, quantity = 2, decision: 'fail' | 'cancel' = 'fail', of = line): Promise<Started> {
  const started = await browser.post('/order/payment', draftFor(of, quantity, email));
  expect(started.status).toBe(200);
  await decideSandboxPayment(shop.app, started.body.data.redirectUrl, decision);
  return started.body.data as Started;
}

/** 'Checkout all' of two lines paid online, failed at the gateway. */
async function failedCartCheckout(browser: Browser, email: string): Promise<Started & { ids: string[] }> {
  for (const item of [line, other]) expect((await browser.post('/cart/add', { productId: item.productId, variantId: item.variantId })).status).toBe(200);
  const { product: _product, totalAmount: _total, ...details } = draftFor(line, 1, email);
  const items = [line, other].map((item, index) => ({ productId: item.productId, variantId: item.variantId, size: item.size, quantity: index + 1, price: item.price }));
  const totalAmount = withDelivery(Math.round((line.price + other.price * 2) * 100) / 100);
  const answer = await browser.post('/order/cart-checkout', { ...details, items, totalAmount, paymentMethod: 'online' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  await decideSandboxPayment(shop.app, answer.body.data.redirectUrl, 'fail');
  return { ...(answer.body.data as Started), ids: (answer.body.data.orders as { _id: string }[]).map((order) => order._id) };
}

describe("'Try again' after a failed payment", () => {
  it('brings the order back with its stock reserved again and one new payment for the same amount; a second failure offers the same again', async () => {
    const { browser, email } = await signUp(shop);
    const before = await stockOf(db(), line);
    const failed = await failedBuyNow(browser, email, 2);
    expect(await stockOf(db(), line)).toBe(before);
    const choices = await browser.get(`/order/retryChoices?transactionId=${failed.transactionId}&orderId=${failed.orderId}`);
    expect(choices.status).toBe(200);
    expect(contractErrors('paymentRetryChoices', 200, choices.body)).toEqual([]);
    expect(choices.body.data).toEqual({ tryAgain: true, payOnDelivery: true });

    const again = await browser.post('/order/retryPayment', ref(failed));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(contractErrors('retryPayment', 200, again.body)).toEqual([]);
    const retried = again.body.data as Started;
    expect(retried.orderId).toBe(failed.orderId);
    expect(retried.transactionId).not.toBe(failed.transactionId);
    expect(retried.redirectUrl).toBe(`/sandbox-gateway/pay/${retried.transactionId}`);
    expect((await orderRows([failed.orderId]))[0]).toMatchObject({ status: 'Pending payment', paymentStatus: 'Pending', lapsedPaymentId: null });
    expect(await stockOf(db(), line)).toBe(before - 2);
    const attempts = await paymentsOf([failed.orderId]);
    expect(attempts.map((payment) => [payment.status, payment.amountPaise])).toEqual([
      ['failed', Math.round(line.price * 200)],
      ['pending', Math.round(line.price * 200)],
    ]);

    // Failed a second time: the same choices again, and the units back on the shelf.
    await decideSandboxPayment(shop.app, retried.redirectUrl, 'cancel');
    const status = await browser.post('/order/status', ref(retried));
    expect(status.body.data).toMatchObject({ status: 'Cancelled', paymentStatus: 'Cancelled' });
    expect(await stockOf(db(), line)).toBe(before);
    expect((await browser.get(`/order/retryChoices?transactionId=${retried.transactionId}&orderId=${retried.orderId}`)).body.data).toEqual({ tryAgain: true, payOnDelivery: true });
    // The first failure's page is stale: its press answers the newest state, a third attempt.
    const third = (await browser.post('/order/retryPayment', ref(failed))).body.data as Started;
    await decideSandboxPayment(shop.app, third.redirectUrl, 'pay');
    expect((await orderRows([failed.orderId]))[0]).toMatchObject({ status: 'Processing', paymentStatus: 'Paid' });
    expect(await stockOf(db(), line)).toBe(before - 2);
    expect((await paymentsOf([failed.orderId])).map((payment) => payment.status)).toEqual(['failed', 'cancelled', 'paid']);
    expect((await queuedMailsTo(db(), email)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Order placed: BT/)]);
    // Paid: nothing more to try.
    const paid = await browser.post('/order/retryPayment', ref(third));
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe('This order is already paid. Please check My Orders.');
  });

  it('starts one new payment for a double click or two tabs', async () => {
    const { browser, email } = await signUp(shop);
    const before = await stockOf(db(), line);
    const failed = await failedBuyNow(browser, email, 1);
    const answers = await Promise.all(Array.from({ length: 3 }, () => browser.post('/order/retryPayment', ref(failed))));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const first = answers[0]!.body.data as Started;
    for (const answer of answers) expect(answer.body.data).toEqual(first);
    expect((await browser.post('/order/retryPayment', ref(failed))).body.data).toEqual(first);
    expect((await paymentsOf([failed.orderId])).map((payment) => payment.status)).toEqual(['failed', 'pending']);
    expect(await stockOf(db(), line)).toBe(before - 1);
    // A tab that chose Cash on Delivery meanwhile is told the payment is open.
    const cod = await browser.post('/order/payOnDeliveryInstead', ref(failed));
    expect(cod.status).toBe(409);
    expect(cod.body.message).toBe('Your payment is still open at the bank. Please finish or cancel it there first.');
  });

  it('refuses, naming the item, when a size sold out meanwhile, and changes nothing', async () => {
    const { browser, email } = await signUp(shop);
    const failed = await failedCartCheckout(browser, email);
    // Someone bought all but one of the second line's size M while the shopper was at the gateway.
    await db().update(variantSizes).set({ stock: 1 }).where(eq(variantSizes.variantId, other.variantId));
    const stockBefore = await stockOf(db(), line);
    const [named] = await db().select({ name: products.name }).from(products).where(eq(products.id, other.productId));
    for (const path of ['/order/retryPayment', '/order/payOnDeliveryInstead']) {
      const refused = await browser.post(path, ref(failed));
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(new RegExp(`^Sorry, ${named!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(.+\\) in size M sold out after your payment failed, so nothing was ordered\\.`));
    }
    // All or nothing: the first line's units were not taken either, and no payment was opened.
    expect(await stockOf(db(), line)).toBe(stockBefore);
    expect(await stockOf(db(), other)).toBe(1);
    expect((await orderRows(failed.ids)).map((order) => order.status)).toEqual(['Cancelled', 'Cancelled']);
    expect((await paymentsOf(failed.ids)).map((payment) => payment.status)).toEqual(['failed']);
    await db().update(variantSizes).set({ stock: 40 }).where(eq(variantSizes.variantId, other.variantId));
  });

  it("answers 404 for another shopper's payment and changes nothing", async () => {
    const { browser: owner, email } = await signUp(shop);
    const failed = await failedBuyNow(owner, email);
    const { browser: stranger } = await signUp(shop);
    const stock = await stockOf(db(), line);
    expect((await stranger.get(`/order/retryChoices?transactionId=${failed.transactionId}&orderId=${failed.orderId}`)).status).toBe(404);
    for (const path of ['/order/retryPayment', '/order/payOnDeliveryInstead']) {
      const answer = await stranger.post(path, ref(failed));
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Payment not found.');
    }
    expect((await orderRows([failed.orderId]))[0]).toMatchObject({ status: 'Cancelled', paymentStatus: 'Failed' });
    expect(await stockOf(db(), line)).toBe(stock);
    // CSRF as every write: without the header the call is refused.
    const forged = await shop.app.inject({ method: 'POST', url: '/api/api/v1/order/retryPayment', payload: ref(failed), headers: { cookie: [...owner.cookies].map(([n, v]) => `${n}=${v}`).join('; ') } });
    expect(forged.statusCode).toBe(403);
  });

  it('never brings back an order the shopper cancelled, and leaves it out of a checkout tried again (no refund for it after paying)', async () => {
    const { browser, email } = await signUp(shop);
    // Cancelled by the shopper while the payment was open, then the payment failed.
    const started = (await browser.post('/order/payment', draftFor(line, 1, email))).body.data as Started;
    const [own] = await orderRows([started.orderId]);
    expect((await browser.request('DELETE', '/order/cancelOrder', { orderId: own!.id, trackingId: own!.trackingId })).status).toBe(200);
    await decideSandboxPayment(shop.app, started.redirectUrl, 'fail');
    expect((await browser.get(`/order/retryChoices?transactionId=${started.transactionId}&orderId=${started.orderId}`)).body.data).toEqual({ tryAgain: false, payOnDelivery: false });
    const refused = await browser.post('/order/retryPayment', ref(started));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This order can no longer be paid for again. Please place it again from the product page or your cart.');

    // A cart checkout whose second line the shopper cancelled before the payment failed: only the first comes back.
    const { product: _p, totalAmount: _t, ...details } = draftFor(line, 1, email);
    for (const item of [line, other]) await browser.post('/cart/add', { productId: item.productId, variantId: item.variantId });
    const items = [line, other].map((item) => ({ productId: item.productId, variantId: item.variantId, size: item.size, quantity: 1, price: item.price }));
    const checkout = (await browser.post('/order/cart-checkout', { ...details, items, totalAmount: withDelivery(line.price + other.price), paymentMethod: 'online' })).body.data as Started & { orders: { _id: string; trackingId: string }[] };
    const second = checkout.orders[1]!;
    expect((await browser.request('DELETE', '/order/cancelOrder', { orderId: second._id, trackingId: second.trackingId })).status).toBe(200);
    await decideSandboxPayment(shop.app, checkout.redirectUrl, 'fail');
    const retried = (await browser.post('/order/retryPayment', ref(checkout))).body.data as Started;
    const [firstRow] = await orderRows([checkout.orders[0]!._id]);
    expect((await paymentsOf(checkout.orders.map((order) => order._id))).at(-1)!.amountPaise).toBe(firstRow!.totalPaise);
    await decideSandboxPayment(shop.app, retried.redirectUrl, 'pay');
    const after = await orderRows(checkout.orders.map((order) => order._id));
    expect(after.find((order) => order.id === second._id)).toMatchObject({ status: 'Cancelled', paymentStatus: 'Cancelled' });
    expect(after.find((order) => order.id === firstRow!.id)).toMatchObject({ status: 'Processing', paymentStatus: 'Paid' });
  });
});

describe("'Pay on delivery instead' after a failed payment", () => {
  it('turns the checkout into COD orders with the stock reserved again, mails once, empties those cart lines; a second press answers the same', async () => {
    const { browser, email } = await signUp(shop);
    const before = [await stockOf(db(), line), await stockOf(db(), other)];
    const failed = await failedCartCheckout(browser, email);
    const answer = await browser.post('/order/payOnDeliveryInstead', ref(failed));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(contractErrors('payOnDeliveryInstead', 200, answer.body)).toEqual([]);
    expect(answer.body.message).toBe('Order placed successfully with COD.');
    const views = answer.body.data.orders as { _id: string; status: string; paymentStatus: string; checkoutNumber: string; invoiceNumber: string | null }[];
    expect(views.map((order) => [order.status, order.paymentStatus])).toEqual([
      ['Processing', 'COD pending'],
      ['Processing', 'COD pending'],
    ]);
    // Confirmed as a COD checkout is: one tax invoice for the checkout, numbered now.
    expect(new Set(views.map((order) => order.invoiceNumber)).size).toBe(1);
    expect(views[0]!.invoiceNumber).toMatch(/^BT\/\d{2}-\d{2}\/\d{6}$/);
    expect((await orderRows(failed.ids)).every((order) => order.paymentMethod === 'cod' && order.expiresAt === null)).toBe(true);
    expect([await stockOf(db(), line), await stockOf(db(), other)]).toEqual([before[0]! - 1, before[1]! - 2]);
    expect((await browser.get('/cart/getusercart')).body.data.products).toEqual([]);
    const mail = await shop.mail.next(email);
    expect(mail.subject).toBe(`Order placed: ${views[0]!.checkoutNumber}`);

    const second = await browser.post('/order/payOnDeliveryInstead', ref(failed));
    expect(second.status).toBe(200);
    expect((second.body.data.orders as { _id: string }[]).map((order) => order._id).sort()).toEqual(views.map((order) => order._id).sort());
    expect([await stockOf(db(), line), await stockOf(db(), other)]).toEqual([before[0]! - 1, before[1]! - 2]);
    expect(await queuedMailsTo(db(), email)).toHaveLength(1);
    const online = await browser.post('/order/retryPayment', ref(failed));
    expect(online.status).toBe(409);
    expect(online.body.message).toBe('This order is now Cash on Delivery, so there is nothing to pay online. Please check My Orders.');
    expect(await paymentsOf(failed.ids)).toHaveLength(1);
  });

  it("follows the shop's COD rules: not offered, and refused, for a product without COD", async () => {
    const { browser, email } = await signUp(shop);
    const failed = await failedBuyNow(browser, email, 1);
    await db().update(products).set({ codAvailable: false }).where(eq(products.id, line.productId));
    try {
      expect((await browser.get(`/order/retryChoices?transactionId=${failed.transactionId}&orderId=${failed.orderId}`)).body.data).toEqual({ tryAgain: true, payOnDelivery: false });
      const refused = await browser.post('/order/payOnDeliveryInstead', ref(failed));
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Cash on Delivery is not available for this product. Please choose Online Payment.');
      expect((await orderRows([failed.orderId]))[0]).toMatchObject({ status: 'Cancelled', paymentMethod: 'online' });
    } finally {
      await db().update(products).set({ codAvailable: true }).where(eq(products.id, line.productId));
    }
  });
});
