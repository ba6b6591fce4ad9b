import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './support/accounts';
import { Browser } from './support/browser';
import { draftFor, startOrderShop, stockedLine, type StockedLine } from './support/order-shop';
import type { TestShop } from './support/test-app';
import { signedIn } from './staff-shop';

let shop: TestShop;
let staff: Browser;
let line: StockedLine;
beforeAll(async () => {
  shop = await startOrderShop();
  staff = await signedIn(shop.app, shop.database, 'staff');
  line = await stockedLine(shop.database.db, 20, 3);
});
afterAll(async () => shop?.close());

interface ReviewView {
  user: { username: string };
  comment: string;
  verifiedBuyer: boolean;
}
const reviewsOf = async (productId: string): Promise<ReviewView[]> => (await new Browser(shop.app).get(`/product/product/${productId}`)).body.data.reviews;
const byComment = (reviews: ReviewView[], comment: string) => reviews.find((review) => review.comment === comment);

async function orderOf(shopper: Browser, email: string) {
  const placed = await shopper.post('/order/cod', draftFor(line, 1, email));
  expect(placed.status).toBe(200);
  return placed.body.data as { _id: string; trackingId: string };
}

async function move(orderId: string, status: string) {
  const moved = await staff.post(`/staff/orders/${orderId}/status`, { status });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
}

describe("reviews marked 'Verified buyer'", () => {
  it('marks a review once its writer has received the product, and never a review of a buyer whose order is not delivered', async () => {
    const { browser: buyer, email } = await signUp(shop);
    const { browser: waiting, email: waitingEmail } = await signUp(shop);
    const { browser: browsing } = await signUp(shop);
    const order = await orderOf(buyer, email);
    const notDelivered = await orderOf(waiting, waitingEmail);
    await move(notDelivered._id, 'Shipped');

    // Reviews stay open to any signed-in shopper (spec section 5).
    for (const [browser, comment] of [
      [buyer, 'Bought it, love it.'],
      [waiting, 'Still on its way.'],
      [browsing, 'Looks nice in the photos.'],
    ] as const) {
      expect((await browser.post(`/product/${line.productId}/addreview`, { rating: 4, comment })).status).toBe(200);
    }
    // Read once before delivery: the cached page must follow the delivery below.
    expect(byComment(await reviewsOf(line.productId), 'Bought it, love it.')?.verifiedBuyer).toBe(false);

    await move(order._id, 'Shipped');
    await move(order._id, 'Delivered');
    const reviews = await reviewsOf(line.productId);
    expect(byComment(reviews, 'Bought it, love it.')?.verifiedBuyer).toBe(true);
    expect(byComment(reviews, 'Still on its way.')?.verifiedBuyer).toBe(false);
    expect(byComment(reviews, 'Looks nice in the photos.')?.verifiedBuyer).toBe(false);

    // A delivery of another product does not count for this one.
    const other = await stockedLine(shop.database.db, 5, 4);
    expect(other.productId).not.toBe(line.productId);
    expect((await buyer.post(`/product/${other.productId}/addreview`, { rating: 5, comment: 'Never bought this one.' })).status).toBe(200);
    expect(byComment(await reviewsOf(other.productId), 'Never bought this one.')?.verifiedBuyer).toBe(false);
  });

  it('keeps the mark after the delivered order is returned', async () => {
    const { browser: buyer, email } = await signUp(shop);
    const order = await orderOf(buyer, email);
    await move(order._id, 'Shipped');
    await move(order._id, 'Delivered');
    expect((await buyer.post('/order/returnOrder', { orderId: order._id, trackingId: order.trackingId })).status).toBe(200);
    await move(order._id, 'Returned');
    expect((await buyer.post(`/product/${line.productId}/addreview`, { rating: 2, comment: 'Sent it back, too tight.' })).status).toBe(200);
    expect(byComment(await reviewsOf(line.productId), 'Sent it back, too tight.')?.verifiedBuyer).toBe(true);
  });

  it('does not count a cancelled order', async () => {
    const { browser: buyer, email } = await signUp(shop);
    const order = await orderOf(buyer, email);
    expect((await buyer.request('DELETE', '/order/cancelOrder', { orderId: order._id, trackingId: order.trackingId })).status).toBe(200);
    expect((await buyer.post(`/product/${line.productId}/addreview`, { rating: 3, comment: 'Cancelled mine.' })).status).toBe(200);
    expect(byComment(await reviewsOf(line.productId), 'Cancelled mine.')?.verifiedBuyer).toBe(false);
  });
});
