import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../src/server/db/schema';
import { signUp } from './support/accounts';
import { contractErrors } from './support/contract';
import { mailMarkupProblems } from './support/mail-markup';
import { draftFor, startOrderShop, stockOf, stockedLine, withDelivery, type StockedLine } from './support/order-shop';
import { decideSandboxPayment } from './support/sandbox-gateway';
import type { TestShop } from './support/test-app';

let shop: TestShop;
let first: StockedLine;
let second: StockedLine;
beforeAll(async () => {
  shop = await startOrderShop();
  first = await stockedLine(shop.database.db, 30, 4);
  second = await stockedLine(shop.database.db, 30, 5);
});
afterAll(async () => shop?.close());

/** 'Checkout all': two lines with their sizes and quantities, and the total the cart showed. */
function cartDraft(email: string, paymentMethod: 'cod' | 'online', quantities: [number, number] = [1, 2]) {
  const { product: _product, totalAmount: _total, ...details } = draftFor(first, 1, email);
  const items = [
    { productId: first.productId, variantId: first.variantId, size: first.size, quantity: quantities[0], price: first.price },
    { productId: second.productId, variantId: second.variantId, size: second.size, quantity: quantities[1], price: second.price },
  ];
  const totalAmount = withDelivery(Math.round((first.price * quantities[0] + second.price * quantities[1]) * 100) / 100);
  return { ...details, items, totalAmount, paymentMethod };
}

const rows = (ids: string[]) => shop.database.db.select().from(orders).where(inArray(orders.id, ids));

describe('checkout all (the whole cart)', () => {
  it('places one COD order per line together, sharing a checkout id, and empties those lines from the cart', async () => {
    const { browser, email } = await signUp(shop);
    await browser.post('/cart/add', { productId: first.productId, variantId: first.variantId });
    await browser.post('/cart/add', { productId: second.productId, variantId: second.variantId });
    const before = [await stockOf(shop.database.db, first), await stockOf(shop.database.db, second)];
    const answer = await browser.post('/order/cart-checkout', cartDraft(email, 'cod'));
    expect(answer.status).toBe(200);
    expect(contractErrors('checkoutCart', 200, answer.body)).toEqual([]);
    expect(answer.body.message).toBe('Order placed successfully with COD.');
    const placed = answer.body.data.orders as { _id: string; status: string; paymentStatus: string; product: { quantity: number } }[];
    expect(placed.map((order) => [order.status, order.paymentStatus, order.product.quantity])).toEqual([
      ['Processing', 'COD pending', 1],
      ['Processing', 'COD pending', 2],
    ]);
    const stored = await rows(placed.map((order) => order._id));
    expect(new Set(stored.map((row) => row.checkoutId)).size).toBe(1);
    expect(stored[0]!.checkoutId).not.toBeNull();
    expect([await stockOf(shop.database.db, first), await stockOf(shop.database.db, second)]).toEqual([before[0]! - 1, before[1]! - 2]);
    expect((await browser.get('/cart/getusercart')).body.data.products).toEqual([]);
    // One mail for the checkout, queued with its orders and sent after the answer, naming every line.
    const checkoutNumber = answer.body.data.orders[0].checkoutNumber as string;
    expect(stored.every((row) => row.checkoutNumber === checkoutNumber)).toBe(true);
    const mail = await shop.mail.next(email);
    expect(mail.subject).toBe(`Order placed: ${checkoutNumber}`);
    await expect(shop.mail.next(email, 1500)).rejects.toThrow(/no mail/);
    const views = answer.body.data.orders as { trackingId: string; totalAmount: number; product: { name: string; size: string; quantity: number; variantDetails: { color: string } } }[];
    for (const view of views) {
      const line = `${view.product.name}: Colour ${view.product.variantDetails.color}, size ${view.product.size}, quantity ${view.product.quantity}`;
      expect(mail.text).toContain(line);
      expect(mail.text).toContain(view.trackingId);
    }
    expect(mail.text).toContain(`Order number: ${checkoutNumber}`);
    expect(mail.text).toContain(`/user-orders?placed=${checkoutNumber}`);
    // The HTML is a valid document (html-validate's parser and rules), names the same lines and
    // shows their pictures from the mail itself: every <img> is a cid: attached to the mail.
    expect(await mailMarkupProblems(mail.html)).toEqual([]);
    for (const view of views) expect(mail.html).toContain(view.product.name);
    const images = [...mail.html.matchAll(/<img\b[^>]*\bsrc="([^"]*)"/g)].map((match) => match[1]!);
    expect(images).toHaveLength(2);
    for (const src of images) {
      expect(src).toMatch(/^cid:/);
      expect(mail.attachments.find((part) => part.contentId === src.slice(4))).toMatchObject({ mimeType: 'image/jpeg' });
    }
  });

  it('refuses a tampered line price or total, and places nothing when one line is short of stock', async () => {
    const { browser, email } = await signUp(shop);
    await browser.post('/cart/add', { productId: first.productId, variantId: first.variantId });
    await browser.post('/cart/add', { productId: second.productId, variantId: second.variantId });
    const tampered = cartDraft(email, 'cod');
    tampered.items[1]!.price = 1;
    expect((await browser.post('/order/cart-checkout', tampered)).body.message).toMatch(/^The price of this product is ₹[\d,.]+, not ₹1\./);
    const wrongTotal = { ...cartDraft(email, 'cod'), totalAmount: 1 };
    expect((await browser.post('/order/cart-checkout', wrongTotal)).body.message).toMatch(/^The order total is ₹[\d,.]+, not ₹1\./);

    const before = await stockOf(shop.database.db, first);
    await stockedLine(shop.database.db, 5, 5);
    const tooMany = await browser.post('/order/cart-checkout', cartDraft(email, 'cod', [1, 6]));
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('Sorry, only 5 left in size M. Please lower the quantity.');
    expect(await stockOf(shop.database.db, first)).toBe(before);
    expect((await browser.get('/order/getorderbyid')).body.data).toEqual([]);
    await stockedLine(shop.database.db, 30, 5);
  });

  it('pays online once for every line, and cancelling one line refunds only its share', async () => {
    const { browser, email } = await signUp(shop);
    await browser.post('/cart/add', { productId: first.productId, variantId: first.variantId });
    await browser.post('/cart/add', { productId: second.productId, variantId: second.variantId });
    const answer = await browser.post('/order/cart-checkout', cartDraft(email, 'online'));
    // Until the payment is made the cart stays as it is.
    expect((await browser.get('/cart/getusercart')).body.data.products).toHaveLength(2);
    expect(answer.status).toBe(200);
    const { redirectUrl, orderId, transactionId, orders: placed } = answer.body.data;
    const ids = (placed as { _id: string }[]).map((order) => order._id);
    expect(orderId).toBe(ids[0]);
    const [payment] = await shop.database.db.select().from(payments).where(eq(payments.transactionId, transactionId));
    const stored = await rows(ids);
    expect(payment!.amountPaise).toBe(stored.reduce((sum, row) => sum + row.totalPaise, 0));

    await decideSandboxPayment(shop.app, redirectUrl, 'pay');
    const confirmed = await browser.post('/order/status', { transactionId, orderId });
    expect(confirmed.body.message).toBe("Order placed successfully! Please check your 'My Orders' list.");
    expect((await rows(ids)).map((row) => [row.status, row.paymentStatus])).toEqual([
      ['Processing', 'Paid'],
      ['Processing', 'Paid'],
    ]);
    expect((await browser.get('/cart/getusercart')).body.data.products).toEqual([]);

    const secondOrder = stored.find((row) => row.id === ids[1])!;
    const before = await stockOf(shop.database.db, second);
    expect((await browser.request('DELETE', '/order/cancelOrder', { orderId: secondOrder.id, trackingId: secondOrder.trackingId })).status).toBe(200);
    const after = await rows(ids);
    expect(after.find((row) => row.id === ids[0])).toMatchObject({ status: 'Processing', paymentStatus: 'Paid' });
    expect(after.find((row) => row.id === ids[1])).toMatchObject({ status: 'Cancelled', paymentStatus: 'Refunded' });
    expect(await stockOf(shop.database.db, second)).toBe(before + 2);
    // Only part of the payment went back: the payment itself stays paid.
    const [still] = await shop.database.db.select().from(payments).where(eq(payments.transactionId, transactionId));
    expect(still!.status).toBe('paid');
  });

  it('a failed payment cancels every line and puts all their units back', async () => {
    const { browser, email } = await signUp(shop);
    await browser.post('/cart/add', { productId: first.productId, variantId: first.variantId });
    await browser.post('/cart/add', { productId: second.productId, variantId: second.variantId });
    const before = [await stockOf(shop.database.db, first), await stockOf(shop.database.db, second)];
    const { redirectUrl, orderId, transactionId } = (await browser.post('/order/cart-checkout', cartDraft(email, 'online'))).body.data;
    await decideSandboxPayment(shop.app, redirectUrl, 'fail');
    await browser.post('/order/status', { transactionId, orderId });
    const listed = (await browser.get('/order/getorderbyid')).body.data as { status: string; paymentStatus: string }[];
    expect(listed.map((order) => [order.status, order.paymentStatus])).toEqual([
      ['Cancelled', 'Failed'],
      ['Cancelled', 'Failed'],
    ]);
    expect([await stockOf(shop.database.db, first), await stockOf(shop.database.db, second)]).toEqual(before);
  });

  it('orders a line from the size and quantity stored with it; stock fallen since is refused in words, and the line stays', async () => {
    const { browser, email } = await signUp(shop);
    await stockedLine(shop.database.db, 30, 4);
    expect((await browser.post('/cart/add', { productId: first.productId, variantId: first.variantId, size: 'M', quantity: 3 })).status).toBe(200);
    const [stored] = (await browser.get('/cart/getusercart')).body.data.products as { size: 'M'; quantity: number }[];
    expect(stored).toMatchObject({ size: 'M', quantity: 3 });

    // Another shopper buys most of size M before this one checks out.
    await stockedLine(shop.database.db, 2, 4);
    const { product: _product, totalAmount: _total, ...details } = draftFor(first, 1, email);
    const item = { productId: first.productId, variantId: first.variantId, size: stored!.size, quantity: stored!.quantity, price: first.price };
    const order = (quantity: number) => ({ ...details, items: [{ ...item, quantity }], totalAmount: withDelivery(first.price * quantity), paymentMethod: 'cod' });
    const short = await browser.post('/order/cart-checkout', order(3));
    expect(short.status).toBe(409);
    expect(short.body.message).toBe('Sorry, only 2 left in size M. Please lower the quantity.');
    expect((await browser.get('/cart/getusercart')).body.data.products).toHaveLength(1);

    const placed = await browser.post('/order/cart-checkout', order(2));
    expect(placed.status).toBe(200);
    expect(placed.body.data.orders[0].product.quantity).toBe(2);
    expect((await browser.get('/cart/getusercart')).body.data.products).toEqual([]);
    await stockedLine(shop.database.db, 30, 4);
  });
});

describe('one press, one order', () => {
  /** 'Checkout all' for one cart line of `quantity` in size M. */
  function oneLine(line: StockedLine, email: string, paymentMethod: 'cod' | 'online', quantity = 1) {
    const { product: _product, totalAmount: _total, ...details } = draftFor(line, 1, email);
    const items = [{ productId: line.productId, variantId: line.variantId, size: line.size, quantity, price: line.price }];
    return { ...details, items, totalAmount: withDelivery(Math.round(line.price * quantity * 100) / 100), paymentMethod };
  }
  const ordersOf = (userId: string) => shop.database.db.select().from(orders).where(eq(orders.userId, userId));

  it('20 identical COD checkouts sent at once for one cart line place one order and take one unit; a later submit places nothing', async () => {
    const line = await stockedLine(shop.database.db, 30, 7);
    const { browser, email, registered } = await signUp(shop);
    const userId = registered.body.data.user._id as string;
    expect((await browser.post('/cart/add', { productId: line.productId, variantId: line.variantId, size: 'M', quantity: 1 })).status).toBe(200);
    const before = await stockOf(shop.database.db, line);
    const answers = await Promise.all(Array.from({ length: 20 }, () => browser.post('/order/cart-checkout', oneLine(line, email, 'cod'))));
    const placed = answers.filter((answer) => answer.status === 200);
    expect(placed).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('These items are no longer in your cart; they may have been ordered already. Please check My Orders and your cart.');
      expect(contractErrors('checkoutCart', 409, refused.body)).toEqual([]);
    }
    expect(await ordersOf(userId)).toHaveLength(1);
    expect(await stockOf(shop.database.db, line)).toBe(before - 1);

    // The line has left the cart: pressing again (a stale page, a replayed request) orders nothing.
    const later = await browser.post('/order/cart-checkout', oneLine(line, email, 'cod'));
    expect(later.status).toBe(409);
    expect(later.body.message).toBe('These items are no longer in your cart; they may have been ordered already. Please check My Orders and your cart.');
    expect(await ordersOf(userId)).toHaveLength(1);
    expect(await stockOf(shop.database.db, line)).toBe(before - 1);
  });

  it('a second online checkout of lines whose payment is still open answers the open one instead of a second set of orders', async () => {
    const line = await stockedLine(shop.database.db, 30, 8);
    const { browser, email, registered } = await signUp(shop);
    const userId = registered.body.data.user._id as string;
    await browser.post('/cart/add', { productId: line.productId, variantId: line.variantId, size: 'M', quantity: 2 });
    const before = await stockOf(shop.database.db, line);
    const answers = await Promise.all(Array.from({ length: 10 }, () => browser.post('/order/cart-checkout', oneLine(line, email, 'online', 2))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const first = answers[0]!.body.data;
    for (const answer of answers) {
      expect(contractErrors('checkoutCart', 200, answer.body)).toEqual([]);
      expect(answer.body.data).toMatchObject({ orderId: first.orderId, transactionId: first.transactionId, redirectUrl: first.redirectUrl });
    }
    expect(await ordersOf(userId)).toHaveLength(1);
    expect(await stockOf(shop.database.db, line)).toBe(before - 2);
    expect(await shop.database.db.select().from(payments).where(eq(payments.orderId, first.orderId))).toHaveLength(1);

    // A different checkout of the same line while that payment is open, online or COD, is refused in words.
    for (const method of ['online', 'cod'] as const) {
      const other = await browser.post('/order/cart-checkout', oneLine(line, email, method, 1));
      expect(other.status).toBe(409);
      expect(other.body.message).toBe('You have already started paying for these items. Please finish that payment, or cancel those orders in My Orders, then try again.');
    }
    expect(await ordersOf(userId)).toHaveLength(1);

    // Cancelled on the gateway: the line is free again and a new press places a new checkout.
    await decideSandboxPayment(shop.app, first.redirectUrl, 'cancel');
    expect(await stockOf(shop.database.db, line)).toBe(before);
    const again = await browser.post('/order/cart-checkout', oneLine(line, email, 'online', 2));
    expect(again.status).toBe(200);
    expect(again.body.data.transactionId).not.toBe(first.transactionId);
    await decideSandboxPayment(shop.app, again.body.data.redirectUrl, 'pay');
    const mine = await shop.database.db.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.status, 'Processing')));
    expect(mine).toHaveLength(1);
    expect((await browser.get('/cart/getusercart')).body.data.products).toEqual([]);
  });
});
