import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, reviews } from '../../src/server/db/schema';
import { signUp } from './support/accounts';
import { Browser } from './support/browser';
import { contractErrors } from './support/contract';
import { startTestShop, type TestShop } from './support/test-app';

let shop: TestShop;
let productId: string;
beforeAll(async () => {
  shop = await startTestShop();
  // A product nobody has reviewed yet, so the average is ours to predict.
  const rows = await shop.database.db.select({ id: products.id }).from(products);
  const reviewed = new Set((await shop.database.db.select({ id: reviews.productId }).from(reviews)).map((row) => row.id));
  productId = rows.find((row) => !reviewed.has(row.id))!.id;
});
afterAll(async () => shop?.close());

const product = async () => (await new Browser(shop.app).get(`/product/product/${productId}`)).body.data;

describe('POST /product/{productId}/addreview', () => {
  it('asks a visitor to log in', async () => {
    const response = await new Browser(shop.app).post(`/product/${productId}/addreview`, { rating: 5, comment: 'Lovely' });
    expect(response.status).toBe(401);
  });

  it('adds one review per shopper, shows it at once and averages the stars', async () => {
    const { browser: first } = await signUp(shop);
    const added = await first.post(`/product/${productId}/addreview`, { rating: 4, comment: 'Soft fabric, true to size.' });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('Review added successfully!');
    expect(contractErrors('addReview', 200, added.body)).toEqual([]);

    const again = await first.post(`/product/${productId}/addreview`, { rating: 1, comment: 'Changed my mind' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already reviewed this product.');

    const { browser: second } = await signUp(shop);
    expect((await second.post(`/product/${productId}/addreview`, { rating: 5, comment: '' })).status).toBe(200);
    const { browser: third } = await signUp(shop);
    expect((await third.post(`/product/${productId}/addreview`, { rating: 0, comment: 'Colour is a bit lighter than the photo.' })).status).toBe(200);

    const page = await product();
    expect(page.reviewCount).toBe(3);
    expect(page.averageRating).toBe(4.5);
    expect(page.reviews.map((review: { rating: number }) => review.rating).sort()).toEqual([0, 4, 5]);
  });

  it("refuses a review with neither stars nor words, with the spec's message", async () => {
    const { browser } = await signUp(shop);
    const response = await browser.post(`/product/${productId}/addreview`, { rating: 0, comment: '   ' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('both fields are required rating & review');
  });

  it('says the product is not found for an unknown or hidden product', async () => {
    const { browser } = await signUp(shop);
    const unknown = await browser.post('/product/00000000-0000-4000-8000-000000000000/addreview', { rating: 3, comment: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Product not found. Please try again later.');

    const [hidden] = await shop.database.db.select({ id: products.id }).from(products).where(eq(products.id, productId));
    await shop.database.db.update(products).set({ hidden: true }).where(eq(products.id, hidden!.id));
    try {
      const response = await browser.post(`/product/${hidden!.id}/addreview`, { rating: 3, comment: 'x' });
      expect(response.status).toBe(404);
    } finally {
      await shop.database.db.update(products).set({ hidden: false }).where(eq(products.id, hidden!.id));
    }
  });

  it('refuses ratings outside 0-5 before any handler runs', async () => {
    const { browser } = await signUp(shop);
    for (const rating of [6, -1, 2.5]) {
      const response = await browser.post(`/product/${productId}/addreview`, { rating, comment: 'x' });
      expect(response.status).toBe(400);
    }
  });
});
