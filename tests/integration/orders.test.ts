import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../src/server/db/schema';
import { changeOrderStatus } from '../../src/server/services/orders/change-status';
import { signUp } from './support/accounts';
import { Browser } from './support/browser';
import { contractErrors } from './support/contract';
import { deliveredDaysAgo, draftFor, startOrderShop, stockOf, stockedLine, type StockedLine } from './support/order-shop';
import type { TestShop } from './support/test-app';

let shop: TestShop;
let line: StockedLine;
/** The staff member who moves orders here (the status history records who moved each). */
let staffId: string;
beforeAll(async () => {
  shop = await startOrderShop();
  line = await stockedLine(shop.database.db, 50);
  const [staff] = await shop.database.db
    .insert(users)
    .values({ username: 'Staff', email: 'orders-staff@example.in', phone: '9876543210', address: 'Bhopal', passwordHash: '!', role: 'staff' })
    .returning({ id: users.id });
  staffId = staff!.id;
});
afterAll(async () => shop?.close());

const DAY = 24 * 3600 * 1000;

describe('cash on delivery', () => {
  it('needs a signed-in user', async () => {
    const visitor = new Browser(shop.app);
    expect((await visitor.post('/order/cod', draftFor(line))).status).toBe(401);
    expect((await visitor.get('/order/getorderbyid')).status).toBe(401);
  });

  it('places the order in Processing with COD pending, takes the stock, mails the shopper and lists it', async () => {
    const { browser, email } = await signUp(shop);
    const before = await stockOf(shop.database.db, line);
    const placed = await browser.post('/order/cod', draftFor(line, 2, email));
    expect(placed.status).toBe(200);
    expect(placed.body.message).toBe('Order placed successfully with COD.');
    expect(contractErrors('placeCodOrder', 200, placed.body)).toEqual([]);
    const order = placed.body.data;
    expect(order).toMatchObject({ status: 'Processing', paymentStatus: 'COD pending', totalAmount: line.price * 2, pincode: '462011', canCancel: true, canReturn: false });
    expect(order.trackingId).toMatch(/^BT\d{6}-[A-Z2-9]{8}$/);
    expect(order.product).toMatchObject({ size: 'M', quantity: 2, price: line.price });
    expect(order.product.variantDetails.images.length).toBeGreaterThan(0);
    expect(new Date(order.estimatedDelivery).getTime() - new Date(order.createdAt).getTime()).toBe(7 * DAY);
    expect(await stockOf(shop.database.db, line)).toBe(before - 2);

    const mail = await shop.mail.next(email);
    expect(mail.subject).toBe(`Order placed: ${order.trackingId}`);
    expect(mail.text).toContain('pay on delivery');

    const list = await browser.get('/order/getorderbyid');
    expect(list.status).toBe(200);
    expect(contractErrors('listMyOrders', 200, list.body)).toEqual([]);
    expect(list.body.data.map((o: { _id: string }) => o._id)).toEqual([order._id]);
  });

  it('lists orders newest first and an empty list for a new shopper', async () => {
    const { browser } = await signUp(shop);
    expect((await browser.get('/order/getorderbyid')).body.data).toEqual([]);
    const first = (await browser.post('/order/cod', draftFor(line))).body.data;
    const second = (await browser.post('/order/cod', draftFor(line))).body.data;
    expect((await browser.get('/order/getorderbyid')).body.data.map((o: { _id: string }) => o._id)).toEqual([second._id, first._id]);
  });

  it('refuses a tampered price or total with the real figure, and takes no stock', async () => {
    const { browser } = await signUp(shop);
    const before = await stockOf(shop.database.db, line);
    const cheap = draftFor(line);
    cheap.product.price = 1;
    cheap.totalAmount = 1;
    const refused = await browser.post('/order/cod', cheap);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^The price of this product is ₹[\d,.]+, not ₹1\. Please review your order and try again\.$/);

    const total = draftFor(line, 3);
    total.totalAmount = line.price;
    const wrongTotal = await browser.post('/order/cod', total);
    expect(wrongTotal.status).toBe(409);
    expect(wrongTotal.body.message).toMatch(/^The order total is ₹[\d,.]+, not ₹[\d,.]+\. Please review your order and try again\.$/);
    expect(await stockOf(shop.database.db, line)).toBe(before);
  });

  it('checks the delivery details, the delivery area and where COD is allowed', async () => {
    const { browser } = await signUp(shop);
    const cases: [Partial<ReturnType<typeof draftFor>>, number, string][] = [
      [{ name: ' ' }, 400, 'Name: This field is required'],
      [{ city: '' }, 400, 'City: This field is required'],
      [{ phoneNumber: '12345' }, 400, 'Phone number: Please enter a valid phone number.'],
      [{ alternativeNumber: '98' } as never, 400, 'Alternative number: Please enter a valid phone number.'],
      [{ pincode: '46201' }, 400, 'Pincode: Please enter a valid 6-digit pincode.'],
      [{ pincode: '744101' }, 400, 'Sorry, delivery is not available at this location.'],
      [{ pincode: '180001' }, 403, 'Cash on Delivery is not available at this pincode. Please choose Online Payment.'],
    ];
    for (const [change, status, message] of cases) {
      const answer = await browser.post('/order/cod', { ...draftFor(line), ...change });
      expect({ status: answer.status, message: answer.body.message }).toEqual({ status, message });
    }
    const ok = await browser.post('/order/cod', { ...draftFor(line), alternativeNumber: '9123456789' });
    expect(ok.status).toBe(200);
  });

  it('says how many are left when the quantity is more than the stock', async () => {
    const { browser } = await signUp(shop);
    const scarce = await stockedLine(shop.database.db, 2, 1);
    const answer = await browser.post('/order/cod', draftFor(scarce, 3));
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Sorry, only 2 left in size M. Please lower the quantity.');
    await stockedLine(shop.database.db, 0, 1);
    const none = await browser.post('/order/cod', draftFor(scarce, 1));
    expect(none.body.message).toBe('Sorry, size M is out of stock.');
  });
});

describe('product page stock', () => {
  it('shows a size sold out once its last unit is ordered, and in stock again after a cancel', async () => {
    const { browser } = await signUp(shop);
    const last = await stockedLine(shop.database.db, 1, 3);
    await shop.app.catalogueCache.changed();
    const sizeM = async () => {
      const product = (await browser.get(`/product/product/${last.productId}`)).body.data;
      const variant = product.variants.find((v: { _id: string }) => v._id === last.variantId);
      return variant.sizes.find((entry: { size: string }) => entry.size === 'M').stock as number;
    };
    expect(await sizeM()).toBe(1);
    const order = (await browser.post('/order/cod', draftFor(last))).body.data;
    expect(await sizeM()).toBe(0);
    await browser.request('DELETE', '/order/cancelOrder', { orderId: order._id, trackingId: order.trackingId });
    expect(await sizeM()).toBe(1);
  });
});

describe('cancel and return', () => {
  it('cancels until shipped, puts the units back and mails the shopper; a second cancel is refused', async () => {
    const { browser, email } = await signUp(shop);
    const before = await stockOf(shop.database.db, line);
    const order = (await browser.post('/order/cod', draftFor(line, 3, email))).body.data;
    await shop.mail.next(email);
    expect(await stockOf(shop.database.db, line)).toBe(before - 3);

    const cancelled = await browser.request('DELETE', '/order/cancelOrder', { orderId: order._id, trackingId: order.trackingId });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe('Your order has been cancelled.');
    expect(await stockOf(shop.database.db, line)).toBe(before);
    expect((await shop.mail.next(email)).subject).toBe(`Order cancelled: ${order.trackingId}`);
    const [listed] = (await browser.get('/order/getorderbyid')).body.data;
    expect(listed).toMatchObject({ status: 'Cancelled', paymentStatus: 'Cancelled', canCancel: false });

    const again = await browser.request('DELETE', '/order/cancelOrder', { orderId: order._id, trackingId: order.trackingId });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order is Cancelled and can no longer be cancelled.');
    expect(await stockOf(shop.database.db, line)).toBe(before);
  });

  it('refuses to cancel after Shipped; staff moves mail the shopper; return within 7 days of delivery only', async () => {
    const { browser, email } = await signUp(shop);
    const order = (await browser.post('/order/cod', draftFor(line, 1, email))).body.data;
    await shop.mail.next(email);
    const ref = { orderId: order._id, trackingId: order.trackingId };

    const early = await browser.post('/order/returnOrder', ref);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Only a delivered order can be returned.');

    await changeOrderStatus(shop.app.orders, order._id, 'Shipped', { kind: 'staff', userId: staffId });
    expect((await shop.mail.next(email)).text).toContain('your order has been shipped');
    const late = await browser.request('DELETE', '/order/cancelOrder', ref);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This order has already been shipped, so it can no longer be cancelled. You can return it within 7 days of delivery.');

    await expect(changeOrderStatus(shop.app.orders, order._id, 'Processing', { kind: 'staff', userId: staffId })).rejects.toThrow(
      'An order cannot go from Shipped to Processing.',
    );
    await changeOrderStatus(shop.app.orders, order._id, 'Delivered', { kind: 'staff', userId: staffId });
    await shop.mail.next(email);
    const [delivered] = (await browser.get('/order/getorderbyid')).body.data;
    expect(delivered).toMatchObject({ status: 'Delivered', paymentStatus: 'Paid', canCancel: false, canReturn: true });

    await deliveredDaysAgo(shop.database.db, order._id, 8);
    const tooLate = await browser.post('/order/returnOrder', ref);
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.message).toBe('Returns are accepted only within 7 days of delivery.');

    await deliveredDaysAgo(shop.database.db, order._id, 6);
    const returned = await browser.post('/order/returnOrder', ref);
    expect(returned.status).toBe(200);
    expect(returned.body.message).toBe('Your return request has been placed. We will pick up the order soon.');
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.status).toBe('Return requested');
  });

  it("treats another shopper's order as not found, and needs the matching tracking id", async () => {
    const { browser: owner, email } = await signUp(shop);
    const order = (await owner.post('/order/cod', draftFor(line, 1, email))).body.data;
    const { browser: stranger } = await signUp(shop);
    const ref = { orderId: order._id, trackingId: order.trackingId };
    for (const answer of [await stranger.request('DELETE', '/order/cancelOrder', ref), await stranger.post('/order/returnOrder', ref)]) {
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Order not found.');
    }
    expect((await stranger.get('/order/getorderbyid')).body.data).toEqual([]);
    const wrongTracking = await owner.request('DELETE', '/order/cancelOrder', { ...ref, trackingId: 'BT000000-AAAAAAAA' });
    expect(wrongTracking.status).toBe(404);
    await expect(changeOrderStatus(shop.app.orders, order._id, 'Cancelled', { kind: 'shopper', userId: '00000000-0000-0000-0000-000000000000' })).rejects.toThrow(
      'Order not found.',
    );
  });
});

describe('one press, one order (Buy Now)', () => {
  it('places one COD order for one idempotency key, however many times and however fast it is sent', async () => {
    const { browser, email, registered } = await signUp(shop);
    const userId = registered.body.data.user._id as string;
    const before = await stockOf(shop.database.db, line);
    const key = { 'idempotency-key': 'press-5b2f0c1e-7a43-4d2e-9f10-3c5d6e7f8a90' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => browser.request('POST', '/order/cod', draftFor(line, 2, email), key)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(200));
    const ids = new Set(answers.map((answer) => answer.body.data._id));
    expect(ids.size).toBe(1);
    for (const answer of answers) {
      expect(answer.body.message).toBe('Order placed successfully with COD.');
      expect(contractErrors('placeCodOrder', 200, answer.body)).toEqual([]);
    }
    const again = await browser.request('POST', '/order/cod', draftFor(line, 2, email), key);
    expect(again.body.data._id).toBe(answers[0]!.body.data._id);
    expect(await shop.database.db.select().from(orders).where(eq(orders.userId, userId))).toHaveLength(1);
    expect(await stockOf(shop.database.db, line)).toBe(before - 2);
    // One mail for the one order.
    await shop.mail.next(email);
    await expect(shop.mail.next(email, 1000)).rejects.toThrow();

    // The same key with another order is refused in words; a new press (a new key) or no key at all orders again.
    const changed = await browser.request('POST', '/order/cod', draftFor(line, 1, email), key);
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe('This order was already placed with other details. Please reload the page and try again.');
    expect((await browser.request('POST', '/order/cod', draftFor(line, 1, email), { 'idempotency-key': 'press-a-new-one-0123456789' })).status).toBe(200);
    expect((await browser.post('/order/cod', draftFor(line, 1, email))).status).toBe(200);
    expect(await shop.database.db.select().from(orders).where(eq(orders.userId, userId))).toHaveLength(3);

    // Another shopper's key is theirs alone.
    const { browser: other, email: otherEmail } = await signUp(shop);
    const theirs = await other.request('POST', '/order/cod', draftFor(line, 2, otherEmail), key);
    expect(theirs.status).toBe(200);
    expect(theirs.body.data._id).not.toBe(answers[0]!.body.data._id);

    const bad = await browser.request('POST', '/order/cod', draftFor(line, 1, email), { 'idempotency-key': 'not a key!' });
    expect(bad.status).toBe(400);
    expect(await shop.database.db.select().from(orders).where(eq(orders.userId, userId))).toHaveLength(3);
  });
});

describe('stock under concurrent checkouts', () => {
  it(`100 concurrent orders for a size with 10 in stock give exactly 10 orders and stock 0`, async () => {
    const { browser } = await signUp(shop);
    const last = await stockedLine(shop.database.db, 10, 2);
    const answers = await Promise.all(Array.from({ length: 100 }, () => browser.post('/order/cod', draftFor(last))));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(90);
    expect(await stockOf(shop.database.db, last)).toBe(0);
    const placed = await shop.database.db.select().from(orders).where(eq(orders.variantId, last.variantId));
    expect(placed).toHaveLength(10);
  });
});
